import { useId, type ReactNode } from 'react';
import { FieldError, FieldHint, FieldLabel, FieldRoot, RequiredMark } from './field.styles';

/** Ids and ARIA wiring for a labelled control with optional hint and error text. */
export function useFieldA11y({
  id,
  hint,
  error,
  describedBy,
}: {
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  describedBy?: string;
}) {
  const generated = useId();
  const controlId = id ?? `gt-field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const ariaDescribedBy = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    controlId,
    hintId,
    errorId,
    controlProps: {
      id: controlId,
      'aria-describedby': ariaDescribedBy,
      'aria-invalid': error ? (true as const) : undefined,
    },
  };
}

/** Label above the control, hint and error below; used by TextField, Textarea and Select. */
export function Field({
  controlId,
  label,
  required,
  hint,
  hintId,
  error,
  errorId,
  className,
  children,
}: {
  controlId: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  hintId?: string;
  error?: ReactNode;
  errorId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={controlId}>
        {label}
        {/* The native `required` attribute is what assistive technology announces; the star is visual. */}
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </FieldLabel>
      {children}
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldRoot>
  );
}
