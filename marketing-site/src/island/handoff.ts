// The landing island's side of the hand-off to the app (the contract and the shell's side:
// domain/src/landing-handoff.ts, shell/src/landing-handoff.ts).
import { READY_EVENT } from '@groundtruth/domain/landing-handoff';

export { READY_EVENT };

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
