import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  homeSlotShard,
  MAX_SLOT_SHARDS,
  slotCapacities,
  slotProbeOrder,
  slotShardCount,
  UNLIMITED_SLOT_SHARDS,
} from './task-slots';

describe('slotShardCount', () => {
  it.each([
    [1, 1],
    [10, 1],
    [20, 1],
    [21, 2],
    [101, 6],
    [640, 32],
    [10_000, MAX_SLOT_SHARDS],
    [100_000, MAX_SLOT_SHARDS],
  ])('should give a task of %i slots %i shards', (quota, shards) => {
    expect(slotShardCount(quota)).toBe(shards);
  });

  it('should count a task without a quota on a few shards', () => {
    expect(slotShardCount(null)).toBe(UNLIMITED_SLOT_SHARDS);
  });
});

describe('slotCapacities', () => {
  it('should hold exactly the quota, the shards differing by one slot at most', () => {
    for (const quota of [1, 7, 20, 41, 101, 9_999, 10_000, 100_000]) {
      const capacities = slotCapacities(quota, slotShardCount(quota));
      expect(capacities.reduce((a, b) => a + b, 0)).toBe(quota);
      expect(Math.max(...capacities) - Math.min(...capacities)).toBeLessThanOrEqual(1);
      expect(Math.min(...capacities)).toBeGreaterThan(0);
    }
  });
});

describe('slotProbeOrder', () => {
  it('should start at the home shard and try every shard once', () => {
    const id = 'task-1_creator-1';
    const order = slotProbeOrder(id, 7);
    expect(order[0]).toBe(homeSlotShard(id, 7));
    expect([...order].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(slotProbeOrder(id, 7)).toEqual(order);
  });

  it('should spread acceptances over the shards', () => {
    const per = new Array<number>(32).fill(0);
    for (let i = 0; i < 3_200; i++) per[homeSlotShard(`task_creator-${i}`, 32)]! += 1;
    expect(Math.min(...per)).toBeGreaterThan(50);
    expect(Math.max(...per)).toBeLessThan(150);
  });
});

describe('index exemptions of the slot shards', () => {
  const indexesPath = fileURLToPath(new URL('../../firestore.indexes.json', import.meta.url));
  const overrides = (
    JSON.parse(readFileSync(indexesPath, 'utf8')) as {
      fieldOverrides: { collectionGroup: string; fieldPath: string; indexes: unknown[] }[];
    }
  ).fieldOverrides;
  const override = (collection: string, field: string) =>
    overrides.find((o) => o.collectionGroup === collection && o.fieldPath === field);

  it.each([
    ['slots', 'capacity'],
    ['slots', 'taken'],
    ['slots', 'version'],
    ['tasks', 'accepted_count'],
    ['tasks', 'slot_shards'],
    ['tasks', 'slots_version'],
    ['tasks', 'slots_tallied_at'],
  ])('should exempt %s.%s from indexing', (collection, field) => {
    expect(override(collection, field)?.indexes).toEqual([]);
  });

  it("should index the shards' changed_at across tasks, for the tally job", () => {
    expect(override('slots', 'changed_at')?.indexes).toEqual([
      { order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' },
    ]);
  });
});
