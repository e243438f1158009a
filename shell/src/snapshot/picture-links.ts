// The links of a painted picture to other dashboard screens (the sidebar's, a card's) stay live:
// a person who taps one before the app has loaded means to go there, and the tap is kept. The
// address becomes the link's at once, so the app starts on that screen; a router already started
// hears of it as of a step back or forward (popstate). The link shows as the current one.
import { isDashboardPath } from '@groundtruth/domain/dashboard-path';

/**
 * Whether `element` is a link of the picture to another dashboard screen of this page's origin
 * (not to this one: a skip link or the current screen's own goes nowhere new).
 */
export function isScreenLink(element: Element): element is HTMLAnchorElement {
  if (!(element instanceof HTMLAnchorElement) || !element.hasAttribute('href')) return false;
  const here = element.ownerDocument.location;
  const url = new URL(element.href, here.href);
  return (
    url.origin === here.origin &&
    isDashboardPath(url.pathname) &&
    url.pathname + url.search !== here.pathname + here.search
  );
}

/** Keeps the taps on `frame`'s screen links (above); any other click is left as it was. */
export function carryLinkTaps(frame: HTMLElement): void {
  const win = frame.ownerDocument.defaultView;
  frame.addEventListener('click', (event) => {
    if (!win || event.defaultPrevented || event.button !== 0) return;
    // A new tab or window: the browser's to open.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || !frame.contains(link) || !isScreenLink(link)) return;
    event.preventDefault();
    for (const current of frame.querySelectorAll('[aria-current="page"]'))
      current.removeAttribute('aria-current');
    link.setAttribute('aria-current', 'page');
    const url = new URL(link.href);
    win.history.pushState(null, '', url.pathname + url.search + url.hash);
    win.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  });
}
