/** compareTimestamps' fast path (plain UTC strings) agrees with parsing every timestamp. */
import { describe, expect, it } from 'vitest';
import { compareTimestamps, parseTimestamp } from '../../src/firestore/values.js';
import { pick, rng } from './random-queries.js';

function parsed(a: string, b: string): number | string {
  try {
    const [s1, n1] = parseTimestamp(a);
    const [s2, n2] = parseTimestamp(b);
    return s1 !== s2 ? (s1 < s2 ? -1 : 1) : n1 === n2 ? 0 : n1 < n2 ? -1 : 1;
  } catch (err) {
    return (err as Error).message;
  }
}

function fast(a: string, b: string): number | string {
  try {
    return compareTimestamps(a, b);
  } catch (err) {
    return (err as Error).message;
  }
}

const two = (n: number): string => String(n).padStart(2, '0');

function randomTimestamp(r: () => number): string {
  const year = pick(r, ['0000', '1970', '1999', '2000', '2024', '2100', '9999']);
  const date = `${year}-${two(Math.floor(r() * 14))}-${two(Math.floor(r() * 33))}`;
  const time = `${two(Math.floor(r() * 26))}:${two(Math.floor(r() * 61))}:${two(Math.floor(r() * 61))}`;
  const digits = Math.floor(r() * 11);
  const fraction =
    digits === 0 ? '' : digits === 10 ? '.' : `.${String(Math.floor(r() * 1e9)).slice(0, digits)}`;
  const zone = pick(r, ['Z', 'Z', 'Z', 'z', '+01:00', '-00:30']);
  return `${date}${pick(r, ['T', 'T', 't'])}${time}${fraction}${zone}`;
}

describe('compareTimestamps', () => {
  it('orders random timestamps, real and impossible, as parsing them does', () => {
    const r = rng(7);
    const plain = [
      '2024-01-01T00:00:00Z',
      '2024-01-01T00:00:00.5Z',
      '2024-01-01T00:00:00.000000001Z',
    ];
    for (let i = 0; i < 50_000; i++) {
      const a = r() < 0.2 ? pick(r, plain) : randomTimestamp(r);
      const b = r() < 0.2 ? pick(r, plain) : randomTimestamp(r);
      expect(fast(a, b), `${a} vs ${b}`).toBe(parsed(a, b));
    }
  });
});
