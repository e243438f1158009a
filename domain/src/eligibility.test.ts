import { describe, expect, it } from 'vitest';
import { listedFor } from './eligibility';

describe('listedFor', () => {
  it("should list every task but one whose guard is 'discover'", () => {
    expect(listedFor(null)).toBe(true);
    expect(listedFor(undefined)).toBe(true);
    expect(listedFor({ guard: 'accept' })).toBe(true);
    expect(listedFor({ guard: 'discover' })).toBe(false);
  });
});
