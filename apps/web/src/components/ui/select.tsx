import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { cx } from '../../lib/class-names.ts';
import { controlBorder, controlClasses, fieldDescribedBy, FormField } from './form-field.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  label: ReactNode;
  options: readonly SelectOption[];
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({ id, label, options, placeholder, error, hint, className, ref, ...rest }: SelectProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error, hint)}
        className={cx(controlClasses, controlBorder(error), className)}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}
