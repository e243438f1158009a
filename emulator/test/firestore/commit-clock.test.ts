/**
 * Commit times: strictly increasing within a project, and each project's own, so a burst of
 * commits in one project (which runs its clock ahead of the wall clock) never dates another
 * project's writes in the future.
 */
import { describe, expect, it } from 'vitest';
import { Stores } from '../../src/firestore/persistence/store.js';

describe('commit clocks', () => {
  it('should give a project strictly increasing commit times, a millisecond apart at least', () => {
    const clock = new Stores(null).project('demo-clock').clock;
    const times = Array.from({ length: 50 }, () => clock.nowMicros());
    for (let i = 1; i < times.length; i++)
      expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(1000);
  });

  it("should not move another project's commit times ahead after one project's burst", () => {
    const stores = new Stores(null);
    const busy = stores.project('demo-busy').clock;
    // 5,000 commits at once: the busy project's clock runs seconds ahead of the wall clock.
    let last = 0;
    for (let i = 0; i < 5000; i++) last = busy.nowMicros();
    expect(last).toBeGreaterThan((Date.now() + 2000) * 1000);

    const before = Date.now() * 1000;
    const quiet = stores.project('demo-quiet').clock.nowMicros();
    expect(quiet).toBeGreaterThanOrEqual(before);
    expect(quiet).toBeLessThanOrEqual(Date.now() * 1000);
  });
});
