import { keepScreen, pictureOf, styledRules } from './screen-snapshot';

/**
 * While `uid` is signed in with `role`, keeps a picture of the dashboard screen they leave (the
 * page hidden or left), for their next visit to paint at once. Returns the function that stops.
 */
export function keepScreens(uid: string, role: string): () => void {
  const keep = () => {
    const root = document.getElementById('root');
    const html = root && pictureOf(root);
    if (!html) return;
    const { pathname, search } = location;
    keepScreen({ uid, role, path: pathname + search, html, css: styledRules(document) });
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') keep();
  };
  window.addEventListener('pagehide', keep);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    window.removeEventListener('pagehide', keep);
    document.removeEventListener('visibilitychange', onHidden);
  };
}
