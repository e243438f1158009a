// The clock's words and its one rule, without a screen: the screens' tests show them in place.
import { describe, expect, it } from 'vitest';
import { formatTimeLeft, isExpired } from './time-left';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const at = (ms: number) => ({ seconds: ms / 1000, nanoseconds: 0, toMillis: () => ms });

describe('formatTimeLeft', () => {
  it('should name the two largest units, rounded down, singular or plural', () => {
    expect(formatTimeLeft(2 * day + 3 * hour + 59 * minute)).toBe('2 days 3 hours');
    expect(formatTimeLeft(day + hour)).toBe('1 day 1 hour');
    expect(formatTimeLeft(3 * day + 20 * minute)).toBe('3 days');
    expect(formatTimeLeft(5 * hour + 12 * minute + 59_000)).toBe('5 hours 12 minutes');
    expect(formatTimeLeft(hour)).toBe('1 hour');
    expect(formatTimeLeft(12 * minute)).toBe('12 minutes');
    expect(formatTimeLeft(minute)).toBe('1 minute');
    expect(formatTimeLeft(59_999)).toBe('less than a minute');
  });

  it("should write another language's units with Intl, and its own words under a minute", () => {
    expect(formatTimeLeft(2 * day + 3 * hour + 59 * minute, 'es')).toBe('2 días 3 horas');
    expect(formatTimeLeft(day, 'de')).toBe('1 Tag');
    // French spaces its numbers with a narrow no-break space.
    expect(formatTimeLeft(5 * hour + 12 * minute, 'fr').replace(/\s/g, ' ')).toBe(
      '5 heures 12 minutes',
    );
    expect(formatTimeLeft(minute, 'pt-BR')).toBe('1 minuto');
    expect(formatTimeLeft(59_999, 'es', 'menos de un minuto')).toBe('menos de un minuto');
  });
});

describe('isExpired', () => {
  const now = Date.UTC(2026, 10, 23, 12);
  it('should hold an acceptance expired by the job, or open past its expires_at', () => {
    expect(isExpired({ status: 'expired', expiresAt: null }, now)).toBe(true);
    expect(isExpired({ status: 'accepted', expiresAt: at(now) }, now)).toBe(true);
    expect(isExpired({ status: 'accepted', expiresAt: at(now + 1) }, now)).toBe(false);
    expect(isExpired({ status: 'accepted', expiresAt: null }, now)).toBe(false);
  });

  it('should not expire work already submitted', () => {
    expect(isExpired({ status: 'completed', expiresAt: at(now - day) }, now)).toBe(false);
  });
});
