import { isDashboardPath } from '@groundtruth/domain/dashboard-path';
import { hintedUser, keepScreen, pictureOf, styledRules } from './screen-snapshot';

/**
 * Keeps a picture of the dashboard screen the signed-in user leaves (the page hidden or left), for
 * their next visit to paint at once. Run by the page's loader (paint-screen.ts), so the app itself
 * carries none of this. The user is the session hint's, read when leaving: nobody signed in (the
 * hint goes at sign-out), nothing kept. Returns the function that stops.
 */
export function keepScreens(doc: Document = document): () => void {
  const keep = () => {
    const { pathname, search } = doc.location;
    const user = isDashboardPath(pathname) ? hintedUser() : null;
    const root = doc.getElementById('root');
    const html = user && root && pictureOf(root);
    if (!user || !html) return;
    keepScreen({ ...user, path: pathname + search, html, css: styledRules(doc) });
  };
  const onHidden = () => {
    if (doc.visibilityState === 'hidden') keep();
  };
  const view = doc.defaultView;
  view?.addEventListener('pagehide', keep);
  doc.addEventListener('visibilitychange', onHidden);
  return () => {
    view?.removeEventListener('pagehide', keep);
    doc.removeEventListener('visibilitychange', onHidden);
  };
}
