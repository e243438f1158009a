/**
 * The app page's loader (tooling/rspack-config.mjs, withLoader): on a return visit to a dashboard
 * screen, paints the picture kept of it (paint.ts) into the empty #root, lets the browser show
 * it, then loads the app (its first tasks are long: evaluating the federation runtime and React
 * would hold the first paint back on a slow phone). Without a picture, the app loads at once.
 * The app takes the picture over (remotes/held-markup.tsx). The loader also keeps the picture of
 * the screen the user leaves (keep-screens.ts).
 */
import { keepScreens } from './keep-screens';
import { paintScreen } from './paint';
import { whenPresented } from './when-presented';

/** Adds the app's script, `src`, to `doc`. */
function loadApp(doc: Document, src: string): void {
  const script = doc.createElement('script');
  script.src = src;
  doc.head.append(script);
}

const app = document.currentScript?.dataset.app;
if (!app) throw new Error('paint-screen: its script names no app (data-app)');
if (paintScreen()) whenPresented(() => loadApp(document, app));
else loadApp(document, app);

keepScreens();
