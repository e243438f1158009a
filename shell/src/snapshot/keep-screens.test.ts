// Keeping the picture of the dashboard screen the hinted user leaves: on pagehide, or the page
// hidden, the finished screen in #root and the page's styled-components rules, until stopped.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rememberSession } from '@groundtruth/platform/session';
import { keepScreens } from './keep-screens';
import { readScreen, SNAPSHOT_KEY } from './screen-snapshot';

const path = '/dashboard/tasks?status=open';
let root: HTMLElement;
let stop: (() => void) | undefined;

function hint(uid: string) {
  rememberSession({
    status: 'signed-in',
    user: { uid, email: `${uid}@example.com`, name: uid, emailVerified: true },
    role: 'creator',
  });
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

beforeEach(() => {
  window.history.replaceState(null, '', path);
  root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = '<main><h1 class="sc-a">Tasks</h1><div data-snapshot="omit">Saved</div></main>';
  document.body.append(root);
  const style = document.createElement('style');
  style.setAttribute('data-styled', 'active');
  style.textContent = '.sc-a { color: red; }';
  document.head.append(style);
});

afterEach(() => {
  stop?.();
  stop = undefined;
  // The document's own getter again.
  Reflect.deleteProperty(document, 'visibilityState');
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('keepScreens', () => {
  it('should keep the screen left on pagehide, for the path and query string', () => {
    stop = keepScreens();
    hint('ada');
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(readScreen(path)).toEqual({
      html: '<main><h1 class="sc-a">Tasks</h1></main>',
      css: '.sc-a {color: red;}',
    });
    expect(readScreen('/dashboard/tasks')).toBeNull();
  });

  it('should keep the screen when the page is hidden, not when it is shown', () => {
    stop = keepScreens();
    hint('ada');
    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(readScreen(path)).toBeNull();
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(readScreen(path)?.html).toBe('<main><h1 class="sc-a">Tasks</h1></main>');
  });

  it('should keep nothing of a screen still loading', () => {
    stop = keepScreens();
    hint('ada');
    root.querySelector('main')!.setAttribute('aria-busy', 'true');
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
  });

  it('should keep nothing when nobody is signed in, or off the dashboard', () => {
    stop = keepScreens();
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
    hint('ada');
    window.history.replaceState(null, '', '/auth/login');
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
  });

  it('should keep the screen for the user and role the session hint names', () => {
    stop = keepScreens();
    rememberSession({
      status: 'signed-in',
      user: { uid: 'grace', email: 'grace@example.com', name: 'Grace', emailVerified: true },
      role: 'admin',
    });
    window.dispatchEvent(new Event('pagehide'));
    const stored = JSON.parse(localStorage.getItem(SNAPSHOT_KEY)!) as { uid: string; role: string };
    expect([stored.uid, stored.role]).toEqual(['grace', 'admin']);
  });

  it('should keep nothing new once stopped', () => {
    const stopKeeping = keepScreens();
    hint('ada');
    window.dispatchEvent(new Event('pagehide'));
    expect(readScreen(path)?.html).toBe('<main><h1 class="sc-a">Tasks</h1></main>');

    stopKeeping();
    root.innerHTML = '<main><h1>Changed</h1></main>';
    window.dispatchEvent(new Event('pagehide'));
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(readScreen(path)?.html).toBe('<main><h1 class="sc-a">Tasks</h1></main>');

    window.history.replaceState(null, '', '/dashboard/payments');
    window.dispatchEvent(new Event('pagehide'));
    expect(readScreen('/dashboard/payments')).toBeNull();
  });
});
