// @ts-check
// Formatting shared by the sections' tables.

/** @param {number} bytes */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** @param {number} ms */
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Progress lines of the long sections, printed with BENCH_PROGRESS=1.
 * @type {(...line: unknown[]) => void}
 */
export const progress = process.env.BENCH_PROGRESS ? console.log : () => {};
