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
