// The clock of an accepted task, shared by the overview, Available Tasks and Submit
// Your Work: each shows how long the creator has left, or that the time ran out.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { hasRunOut } from '@groundtruth/domain/acceptance-clock';
import type { AcceptanceStatus } from '@groundtruth/domain/constants';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import type { TimestampLike } from '@groundtruth/domain/timestamp';
import { pseudoLocale, type UiLocale } from '@groundtruth/domain/i18n/translate';
import { creatorCommonWords } from '@groundtruth/domain/words/creator/common';
import { useDateFormat } from '@groundtruth/platform/format';
import { useLocale, useWords } from '@groundtruth/platform/i18n';
import { Badge, colorVars as c, fontSizes, VisuallyHidden } from '@groundtruth/ui-kit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

// Another language's units ("2 días", "3 Stunden"), made on first use: Intl, after start-up.
const unitFormats = new Map<string, Intl.NumberFormat>();

function unitIn(locale: string, unit: 'day' | 'hour' | 'minute') {
  const key = `${locale} ${unit}`;
  let made = unitFormats.get(key);
  if (!made)
    unitFormats.set(
      key,
      (made = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' })),
    );
  return (n: number) => made.format(n);
}

/**
 * A short human duration, its two largest units: "2 days 3 hours", "5 hours 12 minutes",
 * "12 minutes", "less than a minute". Rounded down, so it never promises time there is not.
 * In another `locale`, the units are Intl's and `lessThanAMinute` its words.
 */
export function formatTimeLeft(
  ms: number,
  locale: UiLocale = 'en',
  lessThanAMinute: string = creatorCommonWords.lessThanAMinute,
): string {
  if (ms < MINUTE) return lessThanAMinute;
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (locale !== 'en' && locale !== pseudoLocale) {
    const [big, small] =
      days > 0
        ? [unitIn(locale, 'day')(days), hours > 0 ? unitIn(locale, 'hour')(hours) : '']
        : hours > 0
          ? [unitIn(locale, 'hour')(hours), minutes > 0 ? unitIn(locale, 'minute')(minutes) : '']
          : [unitIn(locale, 'minute')(minutes), ''];
    return small ? `${big} ${small}` : big;
  }
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
  const locale = useLocale();
  const messages = useWords('messages', englishMessages);
  const w = useWords('creator', creatorCommonWords);
  const { dateTime } = useDateFormat();
  if (isExpired(clock, now)) {
    return (
      <Badge tone="danger" data-expired="" {...rest}>
        {messages.expiredLabel}
      </Badge>
    );
  }
  if (clock.status !== 'accepted' || !clock.expiresAt) return null;
  const deadline = new Date(clock.expiresAt.toMillis());
  const exact = dateTime(deadline);
  return (
    <Left dateTime={deadline.toISOString()} title={w.submitBy(exact)} {...rest}>
      {messages.timeLeft(formatTimeLeft(deadline.getTime() - now, locale, w.lessThanAMinute))}
      <VisuallyHidden>{w.submitByHidden(exact)}</VisuallyHidden>
    </Left>
  );
}
