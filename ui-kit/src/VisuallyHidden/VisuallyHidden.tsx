import type { HTMLAttributes, ReactNode } from 'react';
import { VisuallyHiddenRoot } from './VisuallyHidden.styles';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  /** Text (or nodes) announced by screen readers but not drawn on screen. */
  children: ReactNode;
}

/** Content for assistive technology only, e.g. an icon button's name or a live-region message. */
export function VisuallyHidden({ children, ...rest }: VisuallyHiddenProps) {
  return <VisuallyHiddenRoot {...rest}>{children}</VisuallyHiddenRoot>;
}
