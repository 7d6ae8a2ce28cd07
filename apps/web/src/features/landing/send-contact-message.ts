import { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';
import { CONTACT_SUBJECT_VALUES } from './contact-subjects.ts';

// Mirrors the server's POST /api/contact/ schema until it is published in packages/contract.
export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(200, 'Name is too long'),
  email: z.string().trim().min(1, 'Please enter your email').pipe(z.email('Enter a valid email address')),
  subject: z.string().pipe(z.enum(CONTACT_SUBJECT_VALUES, { error: 'Please choose a subject' })),
  message: z.string().trim().min(1, 'Please write a message').max(5000, 'Message is too long (5000 characters at most)'),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

const contactResponseSchema = z.object({ status: z.literal('success'), message: z.string() });

/** POST /api/contact/: resolves to the server's confirmation text. */
export async function sendContactMessage(message: ContactMessage): Promise<string> {
  const response = await apiRequest('/api/contact/', { method: 'POST', body: message, schema: contactResponseSchema });
  return response.message;
}
