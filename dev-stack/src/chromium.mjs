// Debian's chromium, as the journeys and benchmarks launch it: never a downloaded browser, and
// no background networking (this machine has no network beyond the package registries).
import { existsSync } from 'node:fs';

/** The full browser: the benchmarks time pages in it, as a visitor's Chrome runs them. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The tests' browser: Debian's build of Chromium's headless shell (package
 * chromium-headless-shell), the same Blink and V8 without the desktop browser around them, and
 * what Playwright itself runs headless tests in. The journeys took about a tenth less CPU in it.
 * The full browser where the shell is not installed.
 */
export const testChromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath);

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];

/**
 * A visitor's move of the mouse, as a page sees it: two positions, different from each other.
 * The landing loads its island once the pointer has moved from where it was first seen
 * (tooling/embed-landing.mjs), and a browser's first pointer event on a page reports no
 * movement, so a single step may be only the place the pointer starts from.
 * @param {{ mouse: { move(x: number, y: number): Promise<void> } }} page
 */
export async function moveThePointer(page) {
  await page.mouse.move(180, 180);
  await page.mouse.move(200, 200);
}
