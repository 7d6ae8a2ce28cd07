import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { emailSchema } from '../../lib/password-schema.ts';

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required'),
  rememberMe: z.boolean(),
});
export type LoginFields = z.infer<typeof loginSchema>;

export const loginResolver = zodResolver(loginSchema);
