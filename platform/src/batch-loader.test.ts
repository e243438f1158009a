import { describe, expect, it, vi } from 'vitest';
import { batchLoader, inGroupsOf } from './batch-loader';

describe('batchLoader', () => {
  it('should load the keys asked for together with one call, each getting its own value', async () => {
    const loadMany = vi.fn(async (keys: readonly string[]) => keys.map((k) => k.toUpperCase()));
    const load = batchLoader(loadMany);
    await expect(Promise.all(['a', 'b', 'a'].map(load))).resolves.toEqual(['A', 'B', 'A']);
    expect(loadMany).toHaveBeenCalledTimes(1);
    expect(loadMany).toHaveBeenCalledWith(['a', 'b', 'a']);
  });

  it('should start a new batch for keys asked for after the first has closed', async () => {
    const loadMany = vi.fn(async (keys: readonly number[]) => keys.map((k) => k * 2));
    const load = batchLoader(loadMany);
    const first = load(1);
    await Promise.resolve();
    const second = load(2);
    await expect(Promise.all([first, second])).resolves.toEqual([2, 4]);
    expect(loadMany.mock.calls).toEqual([[[1]], [[2]]]);
  });

  it('should reject every key of a batch whose load fails, and load the next batch afresh', async () => {
    const loadMany = vi
      .fn<(keys: readonly string[]) => Promise<string[]>>()
      .mockRejectedValueOnce(new Error('unavailable'))
      .mockImplementation(async (keys) => [...keys]);
    const load = batchLoader(loadMany);
    const failed = await Promise.allSettled([load('a'), load('b')]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await expect(load('c')).resolves.toBe('c');
  });

  it('should reject a batch whose load answers a different number of values', async () => {
    const load = batchLoader(async () => ['only one']);
    const results = await Promise.allSettled([load('a'), load('b')]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
  });

  it('should reject, not throw, when the load throws before returning a promise', async () => {
    const load = batchLoader<string, string>(() => {
      throw new Error('bad input');
    });
    await expect(load('a')).rejects.toThrow('bad input');
  });
});

describe('inGroupsOf', () => {
  it('should split into groups of at most the size, in order', () => {
    expect(inGroupsOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(inGroupsOf([], 30)).toEqual([]);
  });
});
