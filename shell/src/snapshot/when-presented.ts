// When the picture painted by the page's loader (paint-screen.ts) is on screen, so the app's
// long first tasks come after it, never before.

/** The longest the app waits for the browser to say the picture is on screen. */
export const MAX_WAIT_MS = 150;

/**
 * Calls `then` once the painted picture is on screen: at its largest-contentful-paint entry
 * (reported when the frame was presented; a frame's callbacks run before that, so loading the app
 * after the next frame could still put its first tasks ahead of the picture on a slow phone). A
 * browser that reports none: after the next frame. A page not shown (no paint): after MAX_WAIT_MS.
 */
export function whenPresented(then: () => void): void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  const go = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    setTimeout(then);
  };
  if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint')) {
    observer = new PerformanceObserver(go);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(go, MAX_WAIT_MS);
  } else {
    // requestAnimationFrame runs just before the next frame is painted, the task after it.
    requestAnimationFrame(() => setTimeout(go));
  }
}
