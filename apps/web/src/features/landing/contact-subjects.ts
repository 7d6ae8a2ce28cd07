/** Spec §2 contact-form subjects, in order, with their labels. */
export const CONTACT_SUBJECTS = [
  { value: 'technical-support', label: 'Technical Support' },
  { value: 'billing', label: 'Billing' },
  { value: 'feature-request', label: 'Feature Request' },
  { value: 'general', label: 'General Inquiry' },
  { value: 'partnership', label: 'Partnership' },
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value'];
export const CONTACT_SUBJECT_VALUES = CONTACT_SUBJECTS.map((s) => s.value) as [ContactSubject, ...ContactSubject[]];
