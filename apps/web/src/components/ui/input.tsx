import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../lib/class-names.ts';
import { controlBorder, controlClasses, fieldDescribedBy, FormField } from './form-field.tsx';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function Input({ id, label, error, hint, className, ref, ...rest }: InputProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error, hint)}
        className={cx(controlClasses, controlBorder(error), className)}
        {...rest}
      />
    </FormField>
  );
}
