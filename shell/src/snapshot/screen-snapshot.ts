/**
 * The last rendered look of each dashboard screen, kept per signed-in user in one localStorage
 * key: on a return visit, paint.ts puts it on the page before any of the app's code has
 * loaded, so the screen is seen at once instead of after the federation waterfall (shell, React,
 * the remote, its page). It is a picture, not the app: marked busy, its buttons inert (its fields
 * stay live, and what is typed there goes to the live page: picture-fields.ts; a tap on a link to
 * another screen opens that screen once the app is live: picture-links.ts), and
 * replaced as soon as the live page renders from the user's kept data
 * (platform/src/query-persistence.ts).
 *
 * Kept like that data: for the user and role the session hint names (another account's never
 * paints), for a day at most, removed with it at sign-out (forgetPersistedQueries). Parts marked data-snapshot="omit" are
 * never stored: toasts, the verify-e-mail banner, and payment account ids (which only ever come
 * from Firestore).
 *
 * No imports beyond the stored keys, the session hint and the picture's fields: the page's loader
 * (paint-screen.ts) runs this before the app, as a script of its own.
 */
import { readSessionHint } from '@groundtruth/platform/session-hint';
import { localStore, SNAPSHOT_KEY } from '@groundtruth/platform/stored-keys';
import { writeFieldStates } from './picture-fields';

export { SNAPSHOT_KEY };
/** Bumped when what is stored changes shape: an older value is dropped, not misread. */
export const SNAPSHOT_VERSION = 1;
/** A day, like the kept data: an older picture would mislead. */
export const SNAPSHOT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Screens kept (the most recently left ones). */
export const MAX_SCREENS = 8;
/** What the stored JSON may reach (characters): beyond it, the oldest screens go. */
export const MAX_SNAPSHOT_CHARS = 768 * 1024;
/** What marks a part of a screen that is never stored. */
export const OMIT_SELECTOR = '[data-snapshot="omit"]';

interface Stored {
  v: number;
  uid: string;
  role: string;
  /**
   * By path and query string: the markup, and the styled-components rules of the page it was
   * taken from (a page load injects the rules of the components it rendered, and no others).
   */
  screens: Record<string, { html: string; css: string; savedAt: number }>;
}

/** A screen to paint: its markup (the inside of #root) and the rules it needs. */
export interface ScreenPicture {
  html: string;
  css: string;
}

/** The uid and role of the session hint (platform/src/session-hint.ts), or null. Never throws. */
export function hintedUser(
  store: Storage | null = localStore(),
): { uid: string; role: string } | null {
  const hint = readSessionHint(store);
  return hint && { uid: hint.user.uid, role: hint.role };
}

function readStored(store: Storage): Stored | null {
  const stored = JSON.parse(store.getItem(SNAPSHOT_KEY) ?? 'null') as Partial<Stored> | null;
  return stored?.v === SNAPSHOT_VERSION &&
    typeof stored.uid === 'string' &&
    typeof stored.role === 'string' &&
    typeof stored.screens === 'object' &&
    stored.screens !== null
    ? (stored as Stored)
    : null;
}

/**
 * The picture of `path` (path and query string) kept for the hinted session, or null: none kept,
 * another user's or role's, older than a day, or storage unreadable. Never throws.
 */
export function readScreen(path: string, now = Date.now()): ScreenPicture | null {
  try {
    const store = localStore();
    if (!store) return null;
    const session = hintedUser(store);
    const stored = readStored(store);
    if (!session || !stored || stored.uid !== session.uid || stored.role !== session.role)
      return null;
    const screen = stored.screens[path];
    if (
      typeof screen?.html !== 'string' ||
      typeof screen.css !== 'string' ||
      !(now - screen.savedAt < SNAPSHOT_MAX_AGE_MS)
    )
      return null;
    return { html: screen.html, css: screen.css };
  } catch {
    return null;
  }
}

/**
 * The markup of `root` as a picture of the screen, or null when it shows no finished screen (no
 * page heading in its main area, or something still loading there). Omitted parts are left out;
 * form fields show what the live screen shows (picture-fields.ts).
 */
export function pictureOf(root: HTMLElement): string | null {
  const main = root.querySelector('main');
  const busy = '[aria-busy="true"]';
  if (!main?.querySelector('h1') || main.closest(busy) || main.querySelector(busy)) return null;
  const copy = root.cloneNode(true) as HTMLElement;
  writeFieldStates(root, copy);
  for (const part of copy.querySelectorAll(OMIT_SELECTOR)) part.remove();
  return copy.innerHTML;
}

/** The text of the page's styled-components rules (written with insertRule in production). */
export function styledRules(doc: Document): string {
  const rules: string[] = [];
  for (const style of doc.querySelectorAll<HTMLStyleElement>('style[data-styled]')) {
    try {
      for (const rule of style.sheet?.cssRules ?? []) rules.push(rule.cssText);
    } catch {
      rules.push(style.textContent ?? '');
    }
  }
  return rules.join('\n');
}

/**
 * Keeps `html` as the picture of `path` for `uid` in `role`, with the page's rules `css`. Another
 * user's or role's pictures are dropped; beyond MAX_SCREENS or MAX_SNAPSHOT_CHARS, the oldest go.
 * Never throws: over quota, the pictures are dropped rather than an older one kept.
 */
export function keepScreen(
  {
    uid,
    role,
    path,
    html,
    css,
  }: { uid: string; role: string; path: string; html: string; css: string },
  now = Date.now(),
): void {
  const store = localStore();
  if (!store) return;
  try {
    const previous = readStored(store);
    const mine = previous?.uid === uid && previous.role === role ? previous.screens : {};
    const screens = Object.entries({ ...mine, [path]: { html, css, savedAt: now } })
      .filter(([, screen]) => now - screen.savedAt < SNAPSHOT_MAX_AGE_MS)
      .sort(([, a], [, b]) => b.savedAt - a.savedAt)
      .slice(0, MAX_SCREENS);
    // Measured as stored: JSON escapes the markup's quotes.
    let size = JSON.stringify({ v: SNAPSHOT_VERSION, uid, role, screens: {} }).length;
    const kept = screens.filter(
      ([key, screen]) => (size += JSON.stringify([key, screen]).length) <= MAX_SNAPSHOT_CHARS,
    );
    // Not even the newest fits: no older picture of the path may stay in its place.
    if (kept.length === 0) {
      store.removeItem(SNAPSHOT_KEY);
      return;
    }
    const stored: Stored = { v: SNAPSHOT_VERSION, uid, role, screens: Object.fromEntries(kept) };
    store.setItem(SNAPSHOT_KEY, JSON.stringify(stored));
  } catch {
    try {
      store.removeItem(SNAPSHOT_KEY);
    } catch {
      // ignore: the pictures are a nicety
    }
  }
}
