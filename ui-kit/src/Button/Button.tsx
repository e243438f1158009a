import type { ComponentPropsWithRef, ElementType, MouseEvent, ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { ButtonIcon, ButtonRoot } from './Button.styles';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Visual emphasis: primary for the main action, destructive for irreversible ones. */
  variant?: ButtonVariant;
  /** Height and padding. */
  size?: ButtonSize;
  /** Shows a spinner and disables the button while keeping its text as the accessible name. */
  loading?: boolean;
  /** Stretch to the container's width. */
  fullWidth?: boolean;
  /** Icon drawn before the label (decorative). */
  leadingIcon?: ReactNode;
  /** Element or component to render instead of `<button>`, e.g. `'a'` or a router link. */
  as?: ElementType;
  /** Link target when rendered `as="a"` (or a link component). */
  href?: string;
  /** Router-link destination when `as` is a router link component. */
  to?: string;
}

/** The one button of the product; render `as="a"` (with `href`) for navigation. */
export function Button({
  variant = 'secondary',
  size = 'medium',
  loading = false,
  fullWidth = false,
  leadingIcon,
  disabled,
  as,
  children,
  type,
  onClick,
  ...rest
}: ButtonProps) {
  const isNativeButton = as === undefined || as === 'button';
  const inert = Boolean(disabled || loading);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Links cannot be natively disabled, so swallow activation ourselves.
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <ButtonRoot
      as={as}
      type={isNativeButton ? (type ?? 'button') : type}
      disabled={isNativeButton ? inert : undefined}
      aria-disabled={!isNativeButton && inert ? true : undefined}
      aria-busy={loading || undefined}
      data-variant={variant}
      data-size={size}
      data-loading={loading || undefined}
      data-full-width={fullWidth || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading ? (
        <Spinner decorative size="small" />
      ) : leadingIcon ? (
        <ButtonIcon aria-hidden="true">{leadingIcon}</ButtonIcon>
      ) : null}
      {children}
    </ButtonRoot>
  );
}
