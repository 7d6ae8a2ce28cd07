import { passwordProblem, PASSWORDS_DO_NOT_MATCH } from '@rehearse/contract/password-rules';
import { z } from 'zod';

/** Spec §5: the first broken rule is the message. */
export const newPasswordSchema = z.string().superRefine((password, ctx) => {
  const problem = passwordProblem(password);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const newPasswordFieldsSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] });
export type NewPasswordFields = z.infer<typeof newPasswordFieldsSchema>;

export const registerSchema = z
  .object({
    fullName: z.string().trim().min(1, 'Full name is required'),
    email: z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address')),
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] });
export type RegisterFields = z.infer<typeof registerSchema>;

export const emailSchema = z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address'));
