import { z } from 'zod';

/** What a caller may do in administration: nothing, look (staff), or change (admins, superuser staff). */
export const adminCapabilitySchema = z.enum(['none', 'read', 'manage']);
export type AdminCapability = z.infer<typeof adminCapabilitySchema>;

/** `GET /api/admin/access/`: lets the web hide actions a read-only staff member cannot take. */
export const adminAccessResponseSchema = z.object({ status: z.literal('success'), capability: adminCapabilitySchema });
