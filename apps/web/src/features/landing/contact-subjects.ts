import { CONTACT_SUBJECTS, type ContactSubject } from '@rehearse/contract/contact';

const labels: Record<ContactSubject, string> = {
  'technical-support': 'Technical Support',
  billing: 'Billing',
  'feature-request': 'Feature Request',
  general: 'General Inquiry',
  partnership: 'Partnership',
};

/** Spec §2 contact-form subjects, in order, with their labels. */
export const CONTACT_SUBJECT_OPTIONS = CONTACT_SUBJECTS.map((value) => ({ value, label: labels[value] }));
