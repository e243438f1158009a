import { describe, expect, it } from 'vitest';
import { formatCount } from './numbers';

describe('formatCount', () => {
  it('should group thousands with commas, as en-US writes them', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(-1234567)).toBe('-1,234,567');
  });

  it('should write whole numbers of every length as Intl en-US does', () => {
    const intl = new Intl.NumberFormat('en-US');
    const samples = [Number.MAX_SAFE_INTEGER, 2 ** 31];
    for (let k = 0; k <= 15; k++) samples.push(10 ** k, 10 ** k - 1, 7 * 10 ** k + 123);
    for (const n of samples.filter((n) => n > 0)) {
      expect(formatCount(n)).toBe(intl.format(n));
      expect(formatCount(-n)).toBe(intl.format(-n));
    }
  });

  it('should write negative zero as 0, not "-0"', () => {
    expect(formatCount(-0)).toBe('0');
  });

  it('should leave fractions and non-finite numbers to Intl', () => {
    expect(formatCount(1234.5)).toBe('1,234.5');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('∞');
    expect(formatCount(Number.NaN)).toBe('NaN');
  });
});
