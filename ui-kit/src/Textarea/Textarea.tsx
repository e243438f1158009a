import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field, useFieldA11y } from '../internal/field';
import { TextareaControl } from './Textarea.styles';

export interface TextareaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'className'> {
  /** Visible label, also the textarea's accessible name. */
  label: ReactNode;
  /** Help text under the textarea, linked with aria-describedby. */
  hint?: ReactNode;
  /** Error text; marks the textarea aria-invalid and is linked with aria-describedby. */
  error?: ReactNode;
  /** Class name for the wrapper. */
  className?: string;
}

/** A labelled multi-line input. Rest props go to the `<textarea>`. */
export function Textarea({
  label,
  hint,
  error,
  id,
  required,
  className,
  rows = 4,
  ...rest
}: TextareaProps) {
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
      <TextareaControl rows={rows} required={required} {...rest} {...controlProps} />
    </Field>
  );
}
