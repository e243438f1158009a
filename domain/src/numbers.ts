// Anything but a whole number (none on screen today) goes to Intl, made on first use: the page's
// first Intl formatter loads ICU's locale data, a long task on the main thread.
let intlFormat: Intl.NumberFormat | undefined;

/**
 * "1,234" from 1234: counts and whole amounts as every screen writes them (en-US grouping).
 * Whole numbers are grouped here, without Intl: Number#toLocaleString builds a formatter per call
 * in Chromium, and a first formatter costs far more (above).
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value))
    return (intlFormat ??= new Intl.NumberFormat('en-US')).format(value);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}
