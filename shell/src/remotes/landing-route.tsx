import { RemotePage } from './remote-page';

/** "/": the marketing remote's landing page, with its prerendered HTML as the loading state (held-markup.tsx). */
export function LandingRoute() {
  return <RemotePage remote="marketing" page="landing" />;
}
