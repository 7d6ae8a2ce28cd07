import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ContactRequest } from '@rehearse/contract/contact';
import type { DatabaseSchema } from '../../db/schema.ts';

export async function saveContactMessage(
  db: Kysely<DatabaseSchema>,
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
