import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { cx } from '../../lib/class-names.ts';
import { controlBorder, controlClasses, fieldDescribedBy, FormField } from './form-field.tsx';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ id, label, error, hint, className, ref, ...rest }: TextareaProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <textarea
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error, hint)}
        className={cx(controlClasses, controlBorder(error), 'min-h-28', className)}
        {...rest}
      />
    </FormField>
  );
}
