import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { cx } from '../../lib/class-names.ts';
import { controlBorder, controlClasses, fieldDescribedBy, FormField } from './form-field.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

/** Options under a heading (`<optgroup>`): what they share is said once. */
export interface SelectOptionGroup {
  label: string;
  options: readonly SelectOption[];
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  label: ReactNode;
  options?: readonly SelectOption[];
  /** Shown after `options`. */
  groups?: readonly SelectOptionGroup[];
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({ id, label, options = [], groups = [], placeholder, error, hint, className, ref, ...rest }: SelectProps) {
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
        {groups.map((g) => (
          <optgroup key={g.label} label={g.label}>
            {g.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </FormField>
  );
}
