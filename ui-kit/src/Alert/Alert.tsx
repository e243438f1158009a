import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  AlertActions,
  AlertBody,
  AlertDescription,
  AlertIcon,
  AlertRoot,
  AlertTitle,
} from './Alert.styles';

export type AlertTone = 'info' | 'success' | 'warning' | 'destructive';

export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Colour and urgency; warning and destructive are announced assertively (role="alert"). */
  tone?: AlertTone;
  /** Short heading, e.g. "Changes Requested". */
  title?: ReactNode;
  /** Optional decorative icon. */
  icon?: ReactNode;
  /** Optional actions under the body (e.g. a Resubmit Work button). */
  actions?: ReactNode;
  /** The message. */
  children?: ReactNode;
}

/** An inline message. Urgent tones use role="alert"; the others use role="status". */
export function Alert({ tone = 'info', title, icon, actions, children, ...rest }: AlertProps) {
  const role = tone === 'destructive' || tone === 'warning' ? 'alert' : 'status';
  return (
    <AlertRoot role={role} data-tone={tone} {...rest}>
      {icon ? <AlertIcon aria-hidden="true">{icon}</AlertIcon> : null}
      <AlertBody>
        {title ? <AlertTitle>{title}</AlertTitle> : null}
        {children ? <AlertDescription>{children}</AlertDescription> : null}
        {actions ? <AlertActions>{actions}</AlertActions> : null}
      </AlertBody>
    </AlertRoot>
  );
}
