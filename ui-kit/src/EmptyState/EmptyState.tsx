import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  EmptyStateAction,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateRoot,
  EmptyStateTitle,
} from './EmptyState.styles';

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** The message, verbatim from the spec where one exists (e.g. "No payouts to process"). */
  title: ReactNode;
  /** Optional explanation or next step. */
  description?: ReactNode;
  /** Optional call to action, usually a Button. */
  action?: ReactNode;
  /** Optional decorative illustration or icon. */
  icon?: ReactNode;
}

/** What a list shows when it has nothing in it. */
export function EmptyState({ title, description, action, icon, ...rest }: EmptyStateProps) {
  return (
    <EmptyStateRoot {...rest}>
      {icon ? <EmptyStateIcon aria-hidden="true">{icon}</EmptyStateIcon> : null}
      <EmptyStateTitle>{title}</EmptyStateTitle>
      {description ? <EmptyStateDescription>{description}</EmptyStateDescription> : null}
      {action ? <EmptyStateAction>{action}</EmptyStateAction> : null}
    </EmptyStateRoot>
  );
}
