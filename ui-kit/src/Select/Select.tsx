import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field, useFieldA11y } from '../internal/field';
import { SelectControl } from './Select.styles';

export interface SelectOption {
  /** Submitted value. */
  value: string;
  /** Text shown to the user. */
  label: string;
  /** Prevents choosing this option. */
  disabled?: boolean;
}

export interface SelectProps extends Omit<
  ComponentPropsWithRef<'select'>,
  'className' | 'children'
> {
  /** Visible label, also the select's accessible name. */
  label: ReactNode;
  /** The choices. */
  options: readonly SelectOption[];
  /** Optional first, empty choice (e.g. "Choose a category"). */
  placeholder?: string;
  /** Help text linked with aria-describedby. */
  hint?: ReactNode;
  /** Error text; marks the select aria-invalid. */
  error?: ReactNode;
  /** Class name for the wrapper. */
  className?: string;
}

/** A styled native `<select>` with a label. Rest props go to the `<select>`. */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  required,
  className,
  ...rest
}: SelectProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldA11y({
    id,
    hint,
    error,
    describedBy: rest['aria-describedby'],
  });
  return (
    <Field
      controlId={controlId}
      label={label}
      required={required}
      hint={hint}
      hintId={hintId}
      error={error}
      errorId={errorId}
      className={className}
    >
      <SelectControl required={required} {...rest} {...controlProps}>
        {placeholder !== undefined ? (
          <option value="" disabled={required}>
            {placeholder}
          </option>
        ) : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </SelectControl>
    </Field>
  );
}
