import { randomUUID } from 'node:crypto';
import type { ContactRequest } from '@rehearse/contract/contact';
import type { ContactDb } from './contact-tables.ts';

export async function saveContactMessage(
  db: ContactDb,
  message: ContactRequest & { ipAddress: string | null; deliveryStatus: 'delivered' | 'failed' },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('contact_messages')
    .values({
      id,
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
      ip_address: message.ipAddress,
      delivery_status: message.deliveryStatus,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}
