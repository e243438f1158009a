import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { remotesManifest } from './remotes/federation';
import { takeHeldMarkup } from './remotes/held-markup';
import { isDashboardPath } from '@groundtruth/domain/paths';
import { preloadRoute } from './remotes/preload-route';
import { islandHandoff, READY_EVENT } from './landing-handoff';
import { startLocale } from '@groundtruth/platform/i18n';

// English paints first; a remembered or the browser's language follows once its chunk is in.
startLocale();
// Start reading the remotes manifest while React renders; remote pages wait for it.
remotesManifest().catch(() => undefined);
// A return visit to the dashboard: its frame, the session and the route's page load together.
preloadRoute(location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

const handoff = islandHandoff();
if (handoff) {
  // Loaded from the landing island: ready now, shown when the visitor follows the link.
  const { root } = handoff.island;
  handoff.mountApp = () => root.render(app);
  window.dispatchEvent(new Event(READY_EVENT));
} else {
  takeHeldMarkup(container);
  const root = createRoot(container);
  // The dashboard's first render is a transition: React renders it in slices and yields between
  // them, so restoring the session and loading the page are not held up behind one long task.
  if (isDashboardPath(location.pathname)) startTransition(() => root.render(app));
  else root.render(app);
}
