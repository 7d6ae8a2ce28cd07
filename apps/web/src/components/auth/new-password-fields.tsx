import { PASSWORD_TITLE } from '../../lib/password-texts.ts';
import { useFormContext, useWatch } from 'react-hook-form';
import { PasswordInput } from '../ui/password-input.tsx';
import { PasswordRuleFeedback } from './password-rule-feedback.tsx';
import type { NewPasswordFields as NewPasswordValues } from '../../lib/password-schema.ts';

interface NewPasswordFieldsProps {
  /** Ids become `<idPrefix>-password` and `<idPrefix>-confirm-password`. */
  idPrefix: string;
  passwordLabel: string;
  confirmLabel: string;
}

/**
 * The new-password field with live password-rule feedback, and its confirmation.
 * Reads the surrounding form from `FormProvider`, so any form with `password` and `confirmPassword` can use it.
 */
export function NewPasswordFields({ idPrefix, passwordLabel, confirmLabel }: NewPasswordFieldsProps) {
  const { register, formState, control } = useFormContext<NewPasswordValues>();
  const password = useWatch({ control, name: 'password' });
  return (
    <>
      <PasswordInput
        id={`${idPrefix}-password`}
        label={passwordLabel}
        autoComplete="new-password"
        required
        title={PASSWORD_TITLE}
        hint={<PasswordRuleFeedback password={password} showWhenEmpty={formState.isSubmitted} />}
        {...register('password')}
      />
      <PasswordInput
        id={`${idPrefix}-confirm-password`}
        label={confirmLabel}
        autoComplete="new-password"
        required
        error={formState.errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </>
  );
}
