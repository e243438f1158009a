/**
 * The contract between the landing island (marketing-site/src/island) and the shell's app
 * (shell/src/bootstrap.tsx), which are built apart and meet only on the page. The shell's
 * prerendered "/" defines window.groundtruthLanding (tooling/embed-landing.mjs): `loadApp` loads
 * the shell's own script once. The island adds the React root it hydrated and the modules the
 * app must reuse (React loaded once); the shell's script, once ready, sets `mountApp`, which
 * renders the app into that root, and announces itself with READY_EVENT.
 */

/** The island's React root, as the app uses it (react-dom's Root; domain holds no React). */
export interface IslandRoot {
  render(children: unknown): void;
  unmount(): void;
}

export interface LandingHandoff {
  /** Loads the shell's script (federation runtime, router, session) once. */
  loadApp: () => void;
  /**
   * Set by the page, called by the island once its hydration has committed: the page is live. A
   * form sent or a button pressed before (the island loads on the visitor's first move) is done
   * again then.
   */
  live?: () => void;
  /** Set by the island: the root it hydrated and the modules it provides to the app. */
  island?: { root: IslandRoot; shared: Record<string, unknown> };
  /** Set by the shell's script when it is ready to replace the landing with the app. */
  mountApp?: () => void;
}

declare global {
  interface Window {
    groundtruthLanding?: LandingHandoff;
  }
}

/** Announces that `mountApp` is set (the island waits for it). */
export const READY_EVENT = 'groundtruth:app-ready';
