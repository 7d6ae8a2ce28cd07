import { z } from 'zod';

/** The landing page's contact form: name, email, one of these subjects, message. */
export const CONTACT_SUBJECTS = ['technical-support', 'billing', 'feature-request', 'general', 'partnership'] as const;
export const contactSubjectSchema = z.enum(CONTACT_SUBJECTS);
export type ContactSubject = z.infer<typeof contactSubjectSchema>;

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const contactRequestSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: z.email('Please enter a valid email address').max(254),
  subject: contactSubjectSchema,
  message: z.string().trim().min(1, 'Message is required').max(CONTACT_MESSAGE_MAX_LENGTH),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ status: z.literal('success'), message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** The landing page's FAQ promises an answer within 24 hours. */
export const CONTACT_SUCCESS = "Thank you for your message! We'll get back to you within 24 hours.";
export const CONTACT_DELIVERY_FAILED = 'Your message could not be delivered right now. Please try again later.';
