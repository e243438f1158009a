// The scale data's building blocks: time units, a seeded pick by weight, ages skewed towards
// recent, and the vocabulary the generated titles and files use.

export const DAY = 86_400_000;
export const HOUR = 3_600_000;

/** @param {number} n @param {number} [w] */
export const pad = (n, w = 6) => String(n).padStart(w, '0');

/**
 * Picks from [value, weight] pairs.
 * @template T
 * @param {() => number} rand
 * @param {[T, number][]} pairs
 * @returns {T}
 */
export function weighted(rand, pairs) {
  const total = pairs.reduce((s, [, w]) => s + w, 0);
  let r = rand() * total;
  for (const [v, w] of pairs) {
    if ((r -= w) < 0) return v;
  }
  return /** @type {[T, number]} */ (pairs[pairs.length - 1])[0];
}

/**
 * An age in ms within the last `days`, skewed towards recent (a growing marketplace).
 * @param {() => number} rand
 * @param {number} days
 */
export function ageWithin(rand, days) {
  return Math.floor(Math.pow(rand(), 1.6) * days * DAY);
}

export const categories = ['video', 'writing', 'audio', 'image', 'doc', 'mixed'];
/** @type {Record<string, [string, string, number]>} */
export const fileTypes = {
  video: ['mp4', 'video/mp4', 40_000_000],
  writing: ['txt', 'text/plain', 8_000],
  audio: ['wav', 'audio/wav', 4_000_000],
  image: ['png', 'image/png', 900_000],
  doc: ['pdf', 'application/pdf', 300_000],
  mixed: ['mp4', 'video/mp4', 25_000_000],
};
export const words = [
  'kitchen',
  'street',
  'morning',
  'repair',
  'garden',
  'lesson',
  'market',
  'bicycle',
  'recipe',
  'workshop',
  'river',
  'classroom',
];

/** @param {() => number} rand @param {number} n `n` random hex digits */
export function hex(rand, n) {
  let s = '';
  for (let i = 0; i < n; i++) s += Math.floor(rand() * 16).toString(16);
  return s;
}
