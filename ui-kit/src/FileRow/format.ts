const BYTES_PER_MEGABYTE = 1024 * 1024;

/** Bytes as megabytes with two decimals, e.g. `formatMegabytes(1572864) === '1.50 MB'`. */
export function formatMegabytes(bytes: number): string {
  const safe = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  return `${(safe / BYTES_PER_MEGABYTE).toFixed(2)} MB`;
}
