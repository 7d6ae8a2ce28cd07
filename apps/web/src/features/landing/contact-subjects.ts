import { CONTACT_SUBJECTS, type ContactSubject } from '@rehearse/contract/contact';

const labels: Record<ContactSubject, string> = {
  'technical-support': 'Technical Support',
  billing: 'Billing',
  'feature-request': 'Feature Request',
  general: 'General Inquiry',
  partnership: 'Partnership',
};

/** The contact form's subjects, in order, with their labels. */
export const CONTACT_SUBJECT_OPTIONS = CONTACT_SUBJECTS.map((value) => ({ value, label: labels[value] }));
