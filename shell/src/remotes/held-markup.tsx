// Markup already in #root when the app starts, taken before React's first render replaces it and
// shown as the page's loading state until the live page has rendered (then forgotten: it would be
// stale). Two kinds, named by #root's data-prerendered:
// - "landing": the landing page the build prerendered for "/" (tooling/embed-landing.mjs);
// - "snapshot": the picture of a dashboard screen the page's loader painted on a return visit
//   (shell/src/snapshot/paint.ts). Only its main area is kept (the live frame draws its own
//   navigation), shown inert and busy, and only for the user it was painted for.
import type { ReactNode } from 'react';
import { readSessionHint } from '@groundtruth/platform/session-hint';
import { PageSpinner } from '../layout/page-spinner';

interface Held {
  kind: 'landing' | 'snapshot';
  /** The address (path and query string) it is the markup of. */
  path: string;
  html: string;
  /** The user a picture was painted for; null for the landing. */
  uid: string | null;
}

let held: Held | null = null;

const here = () => location.pathname + location.search;

/** Keeps the markup `root` was given before the app started, if any (see the kinds above). */
export function takeHeldMarkup(root: HTMLElement): void {
  const kind = root.dataset.prerendered;
  delete root.dataset.prerendered;
  if (kind === 'snapshot') {
    const main = root.querySelector('main');
    const uid = readSessionHint()?.user.uid;
    if (main && uid) held = { kind, path: here(), html: main.innerHTML, uid };
  } else if (kind && location.pathname === '/') {
    held = { kind: 'landing', path: here(), html: root.innerHTML, uid: null };
  }
}

/**
 * A page's loading state: the held markup on the first load of the address it is of (a picture
 * inert and busy, so nobody presses a button of a picture), else `fallback` (a spinner).
 */
export function HeldMarkup({ fallback = <PageSpinner /> }: { fallback?: ReactNode }) {
  if (held === null || held.path !== here()) return fallback;
  const picture = held.kind === 'snapshot';
  return (
    <div
      inert={picture || undefined}
      aria-busy={picture || undefined}
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: held.html }}
    />
  );
}

/** Called once a live page has rendered: the markup, and a picture's rules, are not needed. */
export function forgetHeldMarkup(): void {
  if (held === null) return;
  held = null;
  for (const style of document.querySelectorAll('style[data-snapshot]')) style.remove();
}

/**
 * Forgets a picture unless the session is still that of the user it was painted for (`uid`
 * null: nobody signed in): the next person to sign in on this browser never sees it.
 */
export function forgetHeldMarkupUnlessOf(uid: string | null): void {
  if (held?.kind === 'snapshot' && held.uid !== uid) forgetHeldMarkup();
}
