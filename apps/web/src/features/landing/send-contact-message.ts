import { contactRequestSchema, contactResponseSchema, contactSubjectSchema, type ContactRequest } from '@rehearse/contract/contact';
import { PUBLIC_API_PATHS } from '@rehearse/contract/public-api-paths';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';

/** The server's request schema, with a form-friendly message for the empty subject choice. */
export const contactFormSchema = contactRequestSchema.extend({
  email: z.string().trim().pipe(contactRequestSchema.shape.email),
  subject: z.string().min(1, 'Please choose a subject').pipe(contactSubjectSchema),
});

/** POST /api/contact/: resolves to the server's confirmation text. */
export async function sendContactMessage(message: ContactRequest): Promise<string> {
  const response = await apiRequest(PUBLIC_API_PATHS.contact, { method: 'POST', body: message, schema: contactResponseSchema });
  return response.message;
}
