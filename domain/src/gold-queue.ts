/**
 * Where gold items go in a reviewer's queue, and the id of a reviewer's check of one: the little
 * of gold checks the review screen needs, apart from the schemas (domain/src/gold.ts), so the
 * screen's first load stays small.
 */

import { z } from './zod';

/** Of a gold check, which gold item it is: all the queue needs to leave a checked one out. */
export const goldCheckRefSchema = z.object({ gold_id: z.string().min(1) });

/** The id of `reviewerId`'s check of gold item `goldId`: one per reviewer and item. */
export function goldCheckId(goldId: string, reviewerId: string): string {
  return `${goldId}_${reviewerId}`;
}

/** FNV-1a, 32 bits: a stable, well-spread number for a string (no security needed here). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** How many gold items a queue of `workCount` items carries at most: ceil(rate × work). */
export function goldShare(workCount: number, rate: number): number {
  return workCount > 0 ? Math.ceil(rate * workCount) : 0;
}

/** The `count` gold items a reviewer's queue takes, by a hash of reviewer and item. */
function chosen<T extends { id: string }>(gold: readonly T[], reviewerId: string, count: number) {
  return gold
    .map((item) => ({ item, key: hash(`${reviewerId}:${item.id}`) }))
    .sort((a, b) => a.key - b.key)
    .slice(0, count);
}

/**
 * The gold items a queue of `workCount` items takes for `reviewerId` (reviewQueueGold hands out
 * these and no others; mixGold then places them).
 */
export function chooseGold<T extends { id: string }>(
  gold: readonly T[],
  reviewerId: string,
  workCount: number,
  rate: number,
): T[] {
  return chosen(gold, reviewerId, goldShare(workCount, rate)).map(({ item }) => item);
}

/**
 * The queue a reviewer sees: `work` with some of `gold` (the gold items they have not checked)
 * mixed in, at most ceil(rate × work.length) of them and none into an empty queue. Which gold
 * items and where they go depends only on the reviewer and the items, so a reload shows the same
 * queue, and two reviewers see different ones.
 */
export function mixGold<T extends { id: string }>(
  work: readonly T[],
  gold: readonly T[],
  reviewerId: string,
  rate: number,
): T[] {
  const count = Math.min(gold.length, goldShare(work.length, rate));
  if (count <= 0) return [...work];
  const placed = chosen(gold, reviewerId, count)
    .map(({ item, key }) => ({ item, at: hash(`${key}:${item.id}`) % (work.length + 1) }))
    .sort((a, b) => a.at - b.at);
  const mixed: T[] = [];
  let next = 0;
  work.forEach((item, index) => {
    while (next < placed.length && placed[next]!.at <= index) mixed.push(placed[next++]!.item);
    mixed.push(item);
  });
  while (next < placed.length) mixed.push(placed[next++]!.item);
  return mixed;
}
