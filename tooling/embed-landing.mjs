// After the shell's build: writes the landing page's prerendered HTML (from the marketing
// remote's node build) into shell/dist/index.html, which Hosting serves for "/". Every other
// path is rewritten to app.html, the untouched SPA page. On "/", the page loads the marketing
// remote's island (island.js beside its remoteEntry.js, found through /remotes.json) instead of
// the shell's app: it hydrates the HTML; the app loads when the visitor heads for another page
// (marketing-site/src/island/handoff.ts). If the island cannot load, the app starts at once,
// as on any other page. A marketing release without a shell rebuild only risks a stale first
// paint, which the island's hydration then corrects.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { appPortBase, buildEnvironment } from './environments.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'shell/dist');
const prerenderBundle = path.join(root, 'marketing-site/dist-prerender/prerender.cjs');

const page = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

/**
 * The script of "/", a file of its own (the Content-Security-Policy allows no inline script):
 * defines the hand-off (loadApp loads the shell's script once), then loads the island from the
 * marketing remote's origin, or the app when that fails or the origin is not allowed. Until the
 * live page takes over, a form submit must not reload the page (the prerendered forms have no
 * action, and no inline handler may say so).
 *
 * The island is loaded on the visitor's first sign of activity (a pointer or wheel moving, a
 * touch, a key, a focus, a scroll), not with the page: the prerendered HTML is the whole first
 * paint, and everything the island adds answers something the visitor does. Evaluating and
 * hydrating it took 30–70 ms of main thread, which a slow phone's first load (Lighthouse's 4×
 * CPU slowdown) felt as up to 190 ms of blocking time.
 */
function islandLoader(appSrc, remoteOrigins, { name, attributes, storageKey }) {
  return `(() => {
  // The language switcher's links remember the choice before the island is live, and on the
  // legal pages, which have none: the cookie Hosting's i18n rewrites read for "/", and the
  // app's stored language (sign-up starts from it).
  document.addEventListener('click', (event) => {
    const choice = event.target.closest?.('a[data-locale-choice]');
    const locale = choice?.dataset.localeChoice;
    if (!locale) return;
    document.cookie = ${JSON.stringify(`${name}=`)} + locale.split('-')[0] + ${JSON.stringify(`; ${attributes}`)};
    try {
      localStorage.setItem(${JSON.stringify(storageKey)}, locale);
    } catch {}
  });
  // Only a landing has an island; another language's legal page is plain HTML.
  if (document.getElementById('root')?.dataset.prerendered !== 'landing') return;
  let loading = false;
  const allowed = ${JSON.stringify(remoteOrigins)};
  const loopback = ['localhost', '127.0.0.1', '[::1]'];
  const script = (src, onerror) => {
    const element = document.createElement('script');
    element.src = src;
    if (onerror) element.onerror = onerror;
    document.head.append(element);
  };
  const loadApp = () => {
    if (loading) return;
    loading = true;
    script(${JSON.stringify(appSrc)});
  };
  // What the visitor pressed before the island was live (a form's submit, a button's click) is
  // held, and done again once it is (the hydrated forms take over the typed values), so an early
  // press is not lost. Links need no help: they are plain anchors.
  let live = false;
  let held = null;
  document.addEventListener('submit', (event) => {
    if (event.target.hasAttribute('action')) return;
    event.preventDefault();
    if (live) return;
    const { target: form, submitter } = event;
    held = () => form.requestSubmit(submitter?.form === form ? submitter : undefined);
  });
  document.addEventListener('click', (event) => {
    const button = live ? null : event.target.closest?.('button');
    // A form's submit button is held as its submit, above.
    if (button && !(button.form && button.type === 'submit')) held = () => button.click();
  });
  const goLive = () => {
    live = true;
    document.documentElement.dataset.landing = 'live';
    const action = held;
    held = null;
    // After the commit's own updates (the forms' take-over of typed values) have rendered.
    if (action) setTimeout(action);
  };
  window.groundtruthLanding = { loadApp, live: goLive };
  // Only English's "/" is one of the app's routes: another language's landing without its island
  // stays as it is (its links are plain links); the island hands over on a link as on "/".
  const fallback = () => {
    if (document.documentElement.lang === 'en') loadApp();
  };
  const activity = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];
  // A pointer counts once it has moved from where it was first seen: a browser may report a
  // still pointer as the page loads (a headless one at its corner, a desktop one under a cursor
  // that has not moved), and that is no visitor's move.
  let still = null;
  const active = new Promise((resolve) => {
    const go = (event) => {
      if (event.type === 'pointermove') {
        const at = event.clientX + ',' + event.clientY;
        if (still === null) still = at;
        if (at === still) return;
      }
      for (const type of activity) window.removeEventListener(type, go, true);
      resolve();
    };
    for (const type of activity) window.addEventListener(type, go, { capture: true, passive: true });
  });
  fetch('/remotes.json', { cache: 'no-cache' })
    .then((response) => (response.ok ? response.json() : Promise.reject(response)))
    .then((remotes) => {
      const island = new URL('island.js', remotes.marketing);
      const ok = allowed ? allowed.includes(island.origin) : loopback.includes(island.hostname);
      if (!ok) throw new Error('remotes.json: the marketing remote is not an allowed origin');
      return active.then(() => script(island.href, fallback));
    })
    .catch(fallback);
})();
`;
}

fs.writeFileSync(path.join(dist, 'app.html'), page);

if (!fs.existsSync(prerenderBundle)) {
  console.warn(
    'embed-landing: marketing-site/dist-prerender is missing; "/" renders on the client only.',
  );
} else {
  const prerender = createRequire(import.meta.url)(prerenderBundle);
  const prerendered = prerender.prerenderLanding();
  const { html, styles } = prerendered;
  const marker = '<div id="root"></div>';
  if (!page.includes(marker)) throw new Error('embed-landing: shell index.html has no empty #root');
  // The app page's loader (tooling/rspack-config.mjs, withLoader: it paints a kept dashboard
  // screen, then loads the app): "/" loads the island instead.
  const loaderTags = /<script defer src="[^"]+" data-app="([^"]+)"><\/script>/.exec(page);
  if (!loaderTags) throw new Error('embed-landing: shell index.html has no app loader');
  const appSrc = loaderTags[1];
  const environment = buildEnvironment();
  // The site's origin, which hreflang links name: Hosting's default site in a deployed
  // environment (or its appOrigin), npm start's shell locally.
  const origin =
    environment.name === 'local'
      ? `http://localhost:${appPortBase()}`
      : (environment.appOrigin ?? `https://${environment.appConfig.firebase.projectId}.web.app`);
  const loader = islandLoader(appSrc, environment.remoteOrigins, {
    name: prerender.LANGUAGE_COOKIE,
    attributes: prerender.LANGUAGE_COOKIE_ATTRIBUTES,
    storageKey: prerender.LOCALE_KEY,
  });
  // Hashed like the build's other scripts, so it is cached for good and never stale.
  const hash = crypto.createHash('sha256').update(loader).digest('hex').slice(0, 8);
  const loaderFile = `landing.${hash}.js`;
  fs.writeFileSync(path.join(dist, loaderFile), loader);
  const withLanding = page
    .replace(loaderTags[0], '')
    .replace('</head>', `${prerender.alternateLinks('landing', origin)}${styles}</head>`)
    // At the end of the body: the island and the app find #root parsed.
    .replace('</body>', `<script src="/${loaderFile}"></script></body>`)
    .replace(marker, `<div id="root" data-prerendered="landing">${html}</div>`);
  fs.writeFileSync(path.join(dist, 'index.html'), withLanding);
  // Every other language's pages, and each language's "/" for Hosting's i18n rewrites
  // (marketing-site/src/prerender/localized-pages.ts).
  const localized = prerender.localizedPages({
    template: page.replace(loaderTags[0], ''),
    english: withLanding,
    loaderFile,
    origin,
  });
  for (const [file, markup] of Object.entries(localized)) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), markup);
  }
  console.log(
    `embed-landing: prerendered landing written (${(html.length / 1024).toFixed(1)} KiB HTML), and ${Object.keys(localized).length} pages in other languages and for Hosting's i18n rewrites`,
  );
}
