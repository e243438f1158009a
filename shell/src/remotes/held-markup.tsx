// Markup already in #root when the app starts, taken before React's first render replaces it and
// shown as the page's loading state until the live page has rendered (then forgotten: it would be
// stale). Two kinds, named by #root's data-prerendered:
// - "landing": the landing page the build prerendered for "/" (tooling/embed-landing.mjs);
// - "snapshot": the picture of a dashboard screen the page's loader painted on a return visit
//   (shell/src/snapshot/paint.ts). Only its main area is kept (the live frame draws its own
//   navigation), shown busy, and only for the user it was painted for. Its very elements move
//   into the loading state, so what a person typed into its fields meanwhile, and the focus, stay;
//   the live page then takes what they changed (shell/src/snapshot/carry-picture-input.ts).
import type { ReactNode } from 'react';
import { readSessionHint } from '@groundtruth/platform/session-hint';
import { carryPictureInput } from '../snapshot/carry-picture-input';
import { PageSpinner } from '../layout/page-spinner';

type Held =
  | { kind: 'landing'; path: string; html: string; uid: null }
  | {
      kind: 'snapshot';
      path: string;
      /** The painted main area, whose elements `frame` takes once React has cleared #root. */
      main: HTMLElement;
      /** The picture's frame, busy: where its elements are shown from then on. */
      frame: HTMLElement;
      /** The picture's element that last had the focus, if the focus stayed in the picture. */
      focused: Element | null;
      /** The user it was painted for. */
      uid: string;
    };

/** The address (path and query string) held markup is of. */
const here = () => location.pathname + location.search;

let held: Held | null = null;

function trackFocus(event: FocusEvent) {
  if (held?.kind !== 'snapshot') return;
  const target = event.target as Node | null;
  const inPicture = target && (held.main.contains(target) || held.frame.contains(target));
  held.focused = inPicture ? (target as Element) : null;
}

/** Keeps the markup `root` was given before the app started, if any (see the kinds above). */
export function takeHeldMarkup(root: HTMLElement): void {
  const kind = root.dataset.prerendered;
  delete root.dataset.prerendered;
  if (kind === 'snapshot') {
    const main = root.querySelector('main');
    const uid = readSessionHint()?.user.uid;
    if (!main || !uid) return;
    const frame = document.createElement('div');
    frame.setAttribute('aria-busy', 'true');
    frame.style.display = 'contents';
    const active = document.activeElement;
    const focused = active && main.contains(active) ? active : null;
    held = { kind, path: here(), main, frame, focused, uid };
    document.addEventListener('focusin', trackFocus);
  } else if (kind && location.pathname === '/') {
    held = { kind: 'landing', path: here(), html: root.innerHTML, uid: null };
  }
}

/** Shows the picture's own elements in `box`, with the focus back where it was. */
function showPicture(box: HTMLElement | null) {
  if (!box || held?.kind !== 'snapshot') return;
  const { main, frame, focused } = held;
  frame.append(...main.childNodes);
  box.replaceChildren(frame);
  if (focused instanceof HTMLElement && frame.contains(focused) && !hasFocus())
    focused.focus({ preventScroll: true });
}

/** Whether something on the page has the focus (not the page itself, as after a removal). */
const hasFocus = () => document.activeElement !== null && document.activeElement !== document.body;

/**
 * A page's loading state: the held markup on the first load of the address it is of (a picture
 * busy, its buttons inert: picture-fields.ts), else `fallback` (a spinner): a tap on a picture's
 * link moved the address before the app started (picture-links.ts).
 */
export function HeldMarkup({ fallback = <PageSpinner /> }: { fallback?: ReactNode }) {
  if (held === null || held.path !== here()) return fallback;
  if (held.kind === 'snapshot') return <div style={{ display: 'contents' }} ref={showPicture} />;
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: held.html }} />;
}

/** Called once a live page has rendered: the markup, and a picture's rules, are not needed. */
export function forgetHeldMarkup(): void {
  if (held === null) return;
  held = null;
  document.removeEventListener('focusin', trackFocus);
  for (const style of document.querySelectorAll('style[data-snapshot]')) style.remove();
}

/**
 * Called once the live page of an address has rendered: what the person changed on the picture
 * of it goes to the live page's fields (and the focus, if it was in the picture), then the
 * picture is forgotten.
 */
export function handOverHeldMarkup(): void {
  if (held?.kind === 'snapshot' && held.path === here()) {
    const { frame, focused } = held;
    // The focus went with the picture, unless the person moved it to the live frame meanwhile.
    carryPictureInput(frame, () => document.querySelector('main'), hasFocus() ? null : focused);
  }
  forgetHeldMarkup();
}

/**
 * Forgets a picture unless the session is still that of the user it was painted for (`uid`
 * null: nobody signed in): the next person to sign in on this browser never sees it.
 */
export function forgetHeldMarkupUnlessOf(uid: string | null): void {
  if (held?.kind === 'snapshot' && held.uid !== uid) forgetHeldMarkup();
}
