// The landing island's side of the hand-off to the app (the shell's side: shell/src/landing.ts).
// The shell's prerendered "/" defines window.groundtruthLanding (tooling/embed-landing.mjs):
// `loadApp` loads the shell's own script once. The island adds the React root it hydrated and
// the modules the app must reuse (React loaded once); the shell's script, once ready, sets
// `mountApp`, which renders the app into that root, and announces itself with READY_EVENT.
import type { Root } from 'react-dom/client';

export interface LandingHandoff {
  /** Loads the shell's script (federation runtime, router, session) once. */
  loadApp: () => void;
  /** Set by the island. */
  island?: { root: Root; shared: Record<string, unknown> };
  /** Set by the shell's script when it is ready to replace the landing with the app. */
  mountApp?: () => void;
}

declare global {
  interface Window {
    groundtruthLanding?: LandingHandoff;
  }
}

export const READY_EVENT = 'groundtruth:app-ready';

let ready: Promise<() => void> | undefined;

/** Loads the app (on the visitor's first sign of intent), without showing it yet. */
export function prepareApp(): Promise<() => void> {
  const handoff = window.groundtruthLanding;
  if (!handoff) return Promise.reject(new Error('The page has no app to hand over to'));
  ready ??= new Promise((resolve) => {
    if (handoff.mountApp) return resolve(handoff.mountApp);
    window.addEventListener(READY_EVENT, () => handoff.mountApp && resolve(handoff.mountApp), {
      once: true,
    });
    handoff.loadApp();
  });
  return ready;
}

/** A client-side navigation away from the landing: the app takes over the page at `to`. */
export function openApp(to: string): void {
  window.history.pushState(null, '', to);
  prepareApp().then(
    (mount) => mount(),
    // Without a hand-off (the marketing site on its own), a plain page load.
    () => window.location.assign(to),
  );
}
