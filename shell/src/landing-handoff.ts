// The shell's side of the landing island's hand-off (the island's side:
// marketing-site/src/island/handoff.ts). On the prerendered "/", the page loads the marketing
// remote's island instead of this app (tooling/embed-landing.mjs); this script is loaded when the
// visitor shows the intent to leave the landing, and then renders into the island's React root
// with the island's React (remotes/island-shares.ts), so the page has one React.
import type { Root } from 'react-dom/client';

export interface LandingHandoff {
  loadApp: () => void;
  /** The root the island hydrated and the modules it provides to the app. */
  island?: { root: Root; shared: Record<string, unknown> };
  /** Set here: renders the app into the island's root. */
  mountApp?: () => void;
}

declare global {
  interface Window {
    groundtruthLanding?: LandingHandoff;
  }
}

/** Announces that `mountApp` is set (the island waits for it). */
export const READY_EVENT = 'groundtruth:app-ready';

/** The island's hand-off when this app was loaded from the landing island, else undefined. */
export function islandHandoff(): IslandHandoff | undefined {
  const handoff = typeof window === 'undefined' ? undefined : window.groundtruthLanding;
  return handoff?.island ? (handoff as IslandHandoff) : undefined;
}

type IslandHandoff = LandingHandoff & { island: NonNullable<LandingHandoff['island']> };
