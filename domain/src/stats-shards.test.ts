// The day shards against the per-document limit: events that touch a day arrive evenly (as the
// contention bench offers them), each on the shard its submission's id hashes to, and each shard
// serves one write a second; a write that would wait past 2 s is refused and retried a second
// later, as the contention mode of the emulator and the SDKs' retries do. The hash makes a shard's
// arrivals random, so the tail of the wait, not a shard's average rate, is what the count must
// keep under the callers' 2 s (docs/architecture.md, How the write path scales).
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../tooling/mulberry32.mjs';
import { STATS_DAY_SHARDS, statsShardOf } from './stats-shards';

const SERVICE_MS = 1000;
const MAX_WAIT_MS = 2000;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Offers `perSecond` events for `seconds` to the day's shards; each event's wait (retries
 * included) from its arrival to its write's turn, sorted, and how many writes were refused.
 */
function offer(perSecond: number, seconds: number, seed: number) {
  const random = mulberry32(seed);
  const id = (length: number) =>
    Array.from({ length }, () => ALPHABET[Math.floor(random() * ALPHABET.length)]).join('');
  const tasks = Array.from({ length: 20 }, () => id(20));
  const free = new Map<number, number>();
  const waits: number[] = [];
  let refused = 0;
  // Arrivals in time order, retries among them.
  const due: { at: number; arrived: number; shard: number }[] = [];
  for (let i = 0; i < perSecond * seconds; i++) {
    const at = (i * 1000) / perSecond;
    due.push({ at, arrived: at, shard: statsShardOf(`${tasks[i % 20]}_${id(28)}_0`) });
  }
  while (due.length > 0) {
    const event = due.shift()!;
    const wait = Math.max(0, (free.get(event.shard) ?? 0) - event.at);
    if (wait > MAX_WAIT_MS) {
      refused++;
      event.at += SERVICE_MS;
      const later = due.findIndex((e) => e.at > event.at);
      due.splice(later < 0 ? due.length : later, 0, event);
      continue;
    }
    free.set(event.shard, event.at + wait + SERVICE_MS);
    waits.push(event.at + wait - event.arrived);
  }
  return { waits: waits.sort((a, b) => a - b), refused };
}

describe('the day shards under one write a second per document', () => {
  it.each([1, 2, 3])(
    'should keep 99% of 40 events a second within 1.5 s of their shard, refusing under 0.2% (seed %i)',
    (seed) => {
      const { waits, refused } = offer(40, 300, seed);
      expect(waits[Math.ceil(0.99 * waits.length) - 1]).toBeLessThanOrEqual(1500);
      expect(refused / waits.length).toBeLessThan(0.002);
      expect(STATS_DAY_SHARDS).toBeLessThanOrEqual(400);
    },
  );
});
