import { useEffect } from 'react';
import { RemotePage } from './remote-page';
import { forgetPrerendered, PrerenderedFallback } from './prerendered';

/** Marks the moment the live landing page replaced the prerendered one. */
function LiveMarker() {
  useEffect(() => forgetPrerendered(), []);
  return null;
}

/** "/": the marketing remote's landing page, with its prerendered HTML as the loading state. */
export function LandingRoute() {
  return (
    <>
      <RemotePage remote="marketing" page="landing" fallback={<PrerenderedFallback />} />
      <LiveMarker />
    </>
  );
}
