/**
 * The first setup file of the screen projects, which run their files one after another in a
 * worker (`isolate: false`): jsdom, React, Firebase and the other packages load once per worker
 * instead of once per file, and this file gives each test file what a fresh worker would.
 *
 * - Our own modules are evaluated again, so each file's `vi.mock`s apply to what it imports and
 *   to nothing another file imports, and module state (the file's `TEST_PROJECT`, caches,
 *   identities) starts new. The packages under node_modules stay loaded: they are the cost.
 * - The page starts where jsdom starts it: its first URL, empty storage, no cookies, an empty body.
 * - Globals, environment variables and timers a file stubbed are put back after its last test.
 */
import { __PRIVATE__ } from 'styled-components';
import { afterAll, beforeAll, vi } from 'vitest';

vi.resetModules();

/**
 * Empties styled-components' style sheet. Every file's components are new (their modules are
 * evaluated again), and the rules of all earlier files would otherwise pile up in the one sheet:
 * jsdom computes every element's style (as testing-library's role queries do) against every
 * rule, and staff-app's 43 files took 165 s instead of 71.
 */
function forgetStyles() {
  const sheet = __PRIVATE__.mainSheet;
  sheet.names.clear();
  sheet.gs = {};
  sheet.keyframeIds.clear();
  sheet.clearTag();
  for (const style of document.head.querySelectorAll('style[data-styled]')) style.remove();
}

declare global {
  // The URL jsdom opened the worker's first file at; each file starts there again.
  var __groundtruthFirstUrl: string | undefined;
}

beforeAll(() => {
  if (typeof window === 'undefined') return;
  globalThis.__groundtruthFirstUrl ??= window.location.href;
  if (window.location.href !== globalThis.__groundtruthFirstUrl)
    window.history.replaceState(null, '', globalThis.__groundtruthFirstUrl);
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.body.innerHTML = '';
  forgetStyles();
});

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
