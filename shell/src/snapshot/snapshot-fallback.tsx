import type { ReactNode } from 'react';
import { rememberedSession } from '@groundtruth/platform/session';
import { PageSpinner } from '../layout/page-spinner';

// The main area of the picture paint.ts put on the page (of the hinted user, `uid`), taken before
// React's first render replaces #root, and shown in the live frame until the page has rendered.
let painted: { path: string; main: string; uid: string } | null = null;

/** Keeps the main area of the picture painted into `root`, if any, for SnapshotFallback. */
export function takePaintedScreen(root: HTMLElement): void {
  if (root.dataset.prerendered !== 'snapshot') return;
  delete root.dataset.prerendered;
  const main = root.querySelector('main');
  const uid = rememberedSession()?.user.uid;
  if (main && uid)
    painted = { path: location.pathname + location.search, main: main.innerHTML, uid };
}

/**
 * A dashboard page's loading state: on the first load of a screen whose picture was painted, its
 * main area as it last looked (inert and busy, so nobody presses a button of a picture), else
 * `fallback` (a spinner).
 */
export function SnapshotFallback({ fallback = <PageSpinner /> }: { fallback?: ReactNode }) {
  if (painted === null || painted.path !== location.pathname + location.search) return fallback;
  return (
    <div
      inert
      aria-busy="true"
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: painted.main }}
    />
  );
}

/** Called once a live page has rendered: the picture and its rules are no longer needed. */
export function forgetPaintedScreen(): void {
  if (painted === null) return;
  painted = null;
  for (const style of document.querySelectorAll('style[data-snapshot]')) style.remove();
}

/**
 * Forgets the picture unless the session is still that of the user it was painted for (`uid`
 * null: nobody signed in): the next person to sign in on this browser never sees it.
 */
export function forgetPaintedScreenUnlessOf(uid: string | null): void {
  if (painted !== null && painted.uid !== uid) forgetPaintedScreen();
}
