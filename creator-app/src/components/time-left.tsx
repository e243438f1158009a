// The clock of an accepted task, shared by the overview, Available Tasks and Submit
// Your Work: each shows how long the creator has left, or that the time ran out.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { hasRunOut } from '@groundtruth/domain/acceptance-clock';
import type { AcceptanceStatus } from '@groundtruth/domain/constants';
import { messages } from '@groundtruth/domain/messages';
import type { TimestampLike } from '@groundtruth/domain/timestamp';
import { formatDateTime } from '@groundtruth/domain/dates';
import { Badge, colorVars as c, fontSizes, VisuallyHidden } from '@groundtruth/ui-kit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * A short human duration, its two largest units: "2 days 3 hours", "5 hours 12 minutes",
 * "12 minutes", "less than a minute". Rounded down, so it never promises time there is not.
 */
export function formatTimeLeft(ms: number): string {
  if (ms < MINUTE) return 'less than a minute';
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0)
    return hours > 0 ? `${plural(days, 'day')} ${plural(hours, 'hour')}` : plural(days, 'day');
  if (hours > 0) {
    return minutes > 0
      ? `${plural(hours, 'hour')} ${plural(minutes, 'minute')}`
      : plural(hours, 'hour');
  }
  return plural(minutes, 'minute');
}

/** What a screen knows of an acceptance's clock. */
export interface AcceptanceClock {
  /** The acceptance's status; 'expired' once the expiry job ran. */
  status: AcceptanceStatus;
  /** When it expires; null: never (no working time, no due date). */
  expiresAt: TimestampLike | null;
}

/**
 * Expired by the job, or by the clock before the job got to it: the rule submitWork refuses with
 * (domain/acceptance-clock). A completed acceptance is waiting for its review and never runs out.
 */
export function isExpired(clock: AcceptanceClock, now: number = Date.now()): boolean {
  return hasRunOut({ status: clock.status, expires_at: clock.expiresAt }, now);
}

/**
 * Now, re-read every `everyMs` while mounted, so a time left counts down and an acceptance turns
 * Expired on screen without a reload.
 */
export function useNow(everyMs = MINUTE): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

const Left = styled.time`
  font-size: ${fontSizes.sm};
  color: ${c.textMuted};
`;

/**
 * "2 days 3 hours left to submit" with the exact deadline on hover and for screen readers, or an
 * Expired badge; nothing when the acceptance never expires or work was submitted.
 */
export function TimeLeft({ clock, ...rest }: { clock: AcceptanceClock; className?: string }) {
  const now = useNow();
  if (isExpired(clock, now)) {
    return (
      <Badge tone="danger" data-expired="" {...rest}>
        {messages.expiredLabel}
      </Badge>
    );
  }
  if (clock.status !== 'accepted' || !clock.expiresAt) return null;
  const deadline = new Date(clock.expiresAt.toMillis());
  const exact = formatDateTime(deadline);
  return (
    <Left dateTime={deadline.toISOString()} title={`Submit by ${exact}`} {...rest}>
      {messages.timeLeft(formatTimeLeft(deadline.getTime() - now))}
      <VisuallyHidden> (submit by {exact})</VisuallyHidden>
    </Left>
  );
}
