// The shell's side of the landing island's hand-off (the contract: domain/src/landing-handoff.ts;
// the island's side: marketing-site/src/island/handoff.ts). On the prerendered "/", the page
// loads the marketing remote's island instead of this app (tooling/embed-landing.mjs); this
// script is loaded when the visitor shows the intent to leave the landing, and then renders into
// the island's React root with the island's React (remotes/island-shares.ts), so the page has
// one React.
import type { LandingHandoff } from '@groundtruth/domain/landing-handoff';

export { READY_EVENT } from '@groundtruth/domain/landing-handoff';

/** The island's hand-off when this app was loaded from the landing island, else undefined. */
export function islandHandoff(): IslandHandoff | undefined {
  const handoff = typeof window === 'undefined' ? undefined : window.groundtruthLanding;
  return handoff?.island ? (handoff as IslandHandoff) : undefined;
}

type IslandHandoff = LandingHandoff & { island: NonNullable<LandingHandoff['island']> };
