import { describe, expect, it } from 'vitest';
import { formatAge } from './format-age';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const HOUR = 3_600_000;

describe('formatAge', () => {
  it.each([
    [0, 'less than an hour'],
    [59 * 60_000, 'less than an hour'],
    [HOUR, '1 hour'],
    [23 * HOUR + 59 * 60_000, '23 hours'],
    [24 * HOUR, '1 day'],
    [3 * 24 * HOUR + 5 * HOUR, '3 days'],
  ])('should call an age of %i ms "%s"', (ms, text) => {
    expect(formatAge(ago(ms), now)).toBe(text);
  });
});
