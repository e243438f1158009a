/**
 * mulberry32: a small, fast, seedable PRNG with well-mixed 32-bit output. One copy for every
 * generator that must replay from a seed: the scale seed and the property and fuzz tests.
 *
 * @param {number} seed
 * @returns {() => number} the next number in [0, 1) of the sequence, at each call
 */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
