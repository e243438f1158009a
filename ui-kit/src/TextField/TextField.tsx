import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field, useFieldA11y } from '../internal/field';
import { Input } from './TextField.styles';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'className'> {
  /** Visible label, also the input's accessible name. */
  label: ReactNode;
  /** Help text under the input, linked with aria-describedby. */
  hint?: ReactNode;
  /** Error text; marks the input aria-invalid and is linked with aria-describedby. */
  error?: ReactNode;
  /** Class name for the wrapper (label + input + messages). */
  className?: string;
}

/** A labelled single-line input. Rest props go to the `<input>`. */
export function TextField({
  label,
  hint,
  error,
  id,
  required,
  className,
  type = 'text',
  ...rest
}: TextFieldProps) {
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
      <Input type={type} required={required} {...rest} {...controlProps} />
    </Field>
  );
}
