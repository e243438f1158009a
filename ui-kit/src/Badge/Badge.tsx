import type { ComponentPropsWithRef } from 'react';
import type { Tone } from '../theme';
import { BadgeRoot } from './Badge.styles';
import { humanize, statusKinds, type StatusKind, type StatusValue } from './status';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** Colour family; every tone meets WCAG AA contrast. */
  tone?: Tone;
}

/** A small label for a category, count or state. */
export function Badge({ tone = 'neutral', ...rest }: BadgeProps) {
  return <BadgeRoot data-tone={tone} {...rest} />;
}

export type StatusBadgeProps<K extends StatusKind = StatusKind> = Omit<
  BadgeProps,
  'tone' | 'children'
> & {
  /** What the status describes: review, task, payout, user (account) status, or role. */
  kind: K;
  /** The raw value from the data, e.g. `needs_changes`. */
  status: StatusValue<K>;
  /** The label in the reader's language; the English one when absent. */
  label?: string;
};

/** A badge that maps a raw status value to its human label and colour (e.g. needs_changes → yellow "Needs Changes"). */
export function StatusBadge<K extends StatusKind>({
  kind,
  status,
  label,
  ...rest
}: StatusBadgeProps<K>) {
  const entry = (statusKinds[kind] as Record<string, { label: string; tone: Tone }>)[status];
  return (
    <Badge tone={entry?.tone ?? 'neutral'} data-status={status} {...rest}>
      {label ?? entry?.label ?? humanize(status)}
    </Badge>
  );
}
