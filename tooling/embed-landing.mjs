// After the shell's build: writes the landing page's prerendered HTML (from the marketing
// remote's node build) into shell/dist/index.html, which Hosting serves for "/". Every other
// path is rewritten to app.html, the untouched SPA page. The live remote replaces the HTML
// when it loads, so a marketing release without a shell rebuild only risks a stale first paint.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'shell/dist');
const prerenderBundle = path.join(root, 'marketing-site/dist-prerender/prerender.cjs');

const page = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
fs.writeFileSync(path.join(dist, 'app.html'), page);

if (!fs.existsSync(prerenderBundle)) {
  console.warn(
    'embed-landing: marketing-site/dist-prerender is missing; "/" renders on the client only.',
  );
} else {
  const { prerenderLanding } = createRequire(import.meta.url)(prerenderBundle);
  const prerendered = prerenderLanding();
  // Until the live page takes over, a submit must not reload the page (the form has no action).
  const html = prerendered.html.replaceAll('<form ', '<form onsubmit="return false" ');
  const { styles } = prerendered;
  const marker = '<div id="root"></div>';
  if (!page.includes(marker)) throw new Error('embed-landing: shell index.html has no empty #root');
  const withLanding = page
    .replace('</head>', `${styles}</head>`)
    .replace(marker, `<div id="root" data-prerendered="landing">${html}</div>`);
  fs.writeFileSync(path.join(dist, 'index.html'), withLanding);
  console.log(
    `embed-landing: prerendered landing written (${(html.length / 1024).toFixed(1)} KiB HTML)`,
  );
}
