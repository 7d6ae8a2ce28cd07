import { passwordProblem } from '@rehearse/contract/password-rules';
import { PASSWORDS_DO_NOT_MATCH } from './password-texts.ts';
import { z } from 'zod';

/** A new password: the first broken password rule is the message. */
export const newPasswordSchema = z.string().superRefine((password, ctx) => {
  const problem = passwordProblem(password);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** The confirmation must equal the password; the message goes on the confirmation field. */
function withMatchingConfirmation<T extends z.ZodType<{ password: string; confirmPassword: string }>>(schema: T): T {
  return schema.refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] });
}

export const emailSchema = z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address'));

export const newPasswordFieldsSchema = withMatchingConfirmation(z.object({ password: newPasswordSchema, confirmPassword: z.string() }));
export type NewPasswordFields = z.infer<typeof newPasswordFieldsSchema>;

export const registerSchema = withMatchingConfirmation(
  z.object({
    fullName: z.string().trim().min(1, 'Full name is required'),
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string(),
  }),
);
export type RegisterFields = z.infer<typeof registerSchema>;
