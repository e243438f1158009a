import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import {
  CheckboxDescription,
  CheckboxInput,
  CheckboxLabel,
  CheckboxRoot,
  CheckboxText,
} from './Checkbox.styles';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'className'> {
  /** Visible label, also the checkbox's accessible name. */
  label: ReactNode;
  /** Optional explanation under the label, linked with aria-describedby. */
  description?: ReactNode;
  /** Class name for the wrapper. */
  className?: string;
}

/** A native checkbox with a label and optional description. Rest props go to the `<input>`. */
export function Checkbox({ label, description, id, className, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? `gt-checkbox-${generated}`;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const describedBy =
    [rest['aria-describedby'], descriptionId].filter(Boolean).join(' ') || undefined;
  return (
    <CheckboxRoot className={className}>
      <CheckboxInput type="checkbox" {...rest} id={inputId} aria-describedby={describedBy} />
      <CheckboxText>
        <CheckboxLabel htmlFor={inputId}>{label}</CheckboxLabel>
        {description ? (
          <CheckboxDescription id={descriptionId}>{description}</CheckboxDescription>
        ) : null}
      </CheckboxText>
    </CheckboxRoot>
  );
}
