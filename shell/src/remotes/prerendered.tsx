import { PageSpinner } from '../layout/page-spinner';

// Markup the build prerendered into #root for "/" (tooling/embed-landing.mjs), taken before
// React's first render replaces it.
let prerendered: string | null = null;

/** Keeps the prerendered markup of `root`, if any, to show while the live page loads. */
export function takePrerendered(root: HTMLElement): void {
  if (root.dataset.prerendered && window.location.pathname === '/') prerendered = root.innerHTML;
  delete root.dataset.prerendered;
}

/**
 * The landing's loading state: the same page as static HTML (first paint does not wait for the
 * federation waterfall), or a spinner where nothing was prerendered. Used once: after the live
 * page has rendered, the HTML would be stale.
 */
export function PrerenderedFallback() {
  if (prerendered === null) return <PageSpinner />;
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: prerendered }} />;
}

/** Called when the live page has rendered: later loading states use the spinner. */
export function forgetPrerendered(): void {
  prerendered = null;
}
