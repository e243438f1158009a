// A small static server for production builds: what Firebase Hosting does for each target,
// close enough for e2e tests and benchmarks (SPA fallback, gzip, and the same header rules as
// firebase.json from tooling/security-headers.mjs, with the local environment's policy).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { localEnvironment } from '../../tooling/environments.mjs';
import { headersFor, hostingHeaderRules } from '../../tooling/security-headers.mjs';
import { releaseFolder } from '@groundtruth/release/folder';
import { releaseLocalBuilds } from '@groundtruth/release/commands';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  // WebAssembly.instantiateStreaming takes only this type (the creator's media check).
  '.wasm': 'application/wasm',
};

/**
 * The file under `root` that `pathname` names: null when it is not a valid path (400) and
 * undefined when it would leave the root (404, as for any file that is not there).
 */
export function fileUnder(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.join(root, decoded);
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return file;
}

/** The i18n root of the shell's Hosting target (firebase.json, tooling/embed-locales.mjs). */
const I18N_ROOT = 'localized';

/**
 * The languages a request prefers, as Firebase Hosting's i18n rewrites read them: the
 * firebase-language-override cookie first, else Accept-Language by weight; primary subtags,
 * lower case ("pt-BR;q=0.9" is "pt").
 */
export function preferredLanguages(headers) {
  const cookie = /(?:^|;\s*)firebase-language-override=([^;]*)/.exec(headers.cookie ?? '');
  if (cookie)
    return decodeURIComponent(cookie[1])
      .split(',')
      .map((tag) => tag.trim().toLowerCase());
  return (headers['accept-language'] ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q[1]) : 1, index };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag.split('-')[0]);
}

/**
 * The localized copy of `file` (a path under `root`) that Hosting's i18n rewrites would serve
 * for `headers`: `<root>/localized/<language>_ALL/<same path>`, for the first preferred
 * language that has one (English has its own, so "en, pt" stays English); else null.
 */
export function localizedFile(root, file, headers) {
  const i18n = path.join(root, I18N_ROOT);
  if (!fs.existsSync(i18n)) return null;
  const relative = path.relative(root, file);
  if (relative.startsWith(I18N_ROOT)) return null;
  for (const language of preferredLanguages(headers)) {
    let candidate = path.join(i18n, `${language}_ALL`, relative);
    if (fs.existsSync(candidate) && fs.statSync(candidate).isDirectory())
      candidate = path.join(candidate, 'index.html');
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * @param {object} options
 * @param {string} options.dir        directory to serve
 * @param {number} [options.port]     0 picks a free port
 * @param {boolean} [options.spa]     unknown paths serve index.html (the shell); otherwise the
 *   directory is a remote's, whose scripts the shell's origin loads
 * @param {Record<string, unknown>} [options.overrides] JSON bodies served at exact paths,
 *   e.g. { '/remotes.json': {...} } to point a built shell at remotes on other ports
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export function serveStatic({ dir, port = 0, spa = false, overrides = {} }) {
  const root = path.resolve(dir);
  const rules = hostingHeaderRules({ environment: localEnvironment(), remote: !spa });
  const notFound = (res) => res.writeHead(404, { 'content-type': types['.txt'] }).end('Not found');
  const server = http.createServer((req, res) => {
    let url;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      res.writeHead(400, { 'content-type': types['.txt'] }).end('Bad request');
      return;
    }
    for (const [key, value] of Object.entries(headersFor(url.pathname, rules)))
      res.setHeader(key, value);
    if (url.pathname in overrides) {
      res.writeHead(200, { 'content-type': types['.json'] });
      res.end(JSON.stringify(overrides[url.pathname]));
      return;
    }
    let file = fileUnder(root, url.pathname);
    if (file === null) {
      res.writeHead(400, { 'content-type': types['.txt'] }).end('Bad request');
      return;
    }
    // Outside the root, or a source map (kept for error reporting, never served): not here.
    if (file === undefined || file.endsWith('.map')) {
      notFound(res);
      return;
    }
    // Like Hosting's i18n rewrites (firebase.json): a localized copy first ("/" in the
    // visitor's language); the answer varies with the headers that chose it.
    const localized = spa ? localizedFile(root, file, req.headers) : null;
    if (spa) res.setHeader('vary', 'accept-language, cookie');
    if (localized) file = localized;
    else if (fs.existsSync(file) && fs.statSync(file).isDirectory())
      file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) {
      if (!spa || path.extname(url.pathname)) {
        notFound(res);
        return;
      }
      // Like the shell's Hosting rewrite: unknown paths get the SPA page (app.html when the
      // build prerendered index.html for "/").
      file = fs.existsSync(path.join(root, 'app.html'))
        ? path.join(root, 'app.html')
        : path.join(root, 'index.html');
    }
    const ext = path.extname(file);
    const headers = { 'content-type': types[ext] ?? 'application/octet-stream' };
    const body = fs.readFileSync(file);
    if (
      /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') &&
      /\.(js|css|html|json|svg|wasm)$/.test(ext)
    ) {
      const vary = [res.getHeader('vary'), 'accept-encoding'].filter(Boolean).join(', ');
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary });
      res.end(zlib.gzipSync(body));
      return;
    }
    res.writeHead(200, headers);
    res.end(body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const actual = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
      resolve({
        url: `http://127.0.0.1:${actual}`,
        port: actual,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/**
 * Serves a released product as it is deployed: the shell's version at its origin's root, each
 * remote's release folder (every kept version, side by side) on its own origin, and
 * /remotes.json naming the given version of each remote (release/src/folder.mjs).
 * @param {{ base?: number, dir: string, versions: Record<string, string>,
 *   overrides?: Record<string, unknown> }} options  base: the shell's port, the remotes on the
 *   next four (0: free ports)
 */
export async function serveRelease({ base = 0, dir, versions, overrides = {} }) {
  const at = (offset) => (base ? base + offset : 0);
  const marketing = await serveStatic({ dir: path.join(dir, 'marketing'), port: at(1) });
  const creator = await serveStatic({ dir: path.join(dir, 'creator'), port: at(2) });
  const staff = await serveStatic({ dir: path.join(dir, 'staff'), port: at(3) });
  const customer = await serveStatic({ dir: path.join(dir, 'customer'), port: at(4) });
  const entry = (server, remote) => `${server.url}/${versions[remote]}/remoteEntry.js`;
  const remotes = {
    marketing: entry(marketing, 'marketing'),
    creator: entry(creator, 'creator'),
    staff: entry(staff, 'staff'),
    customer: entry(customer, 'customer'),
  };
  const shell = await serveStatic({
    dir: path.join(dir, 'shell', versions.shell),
    port: at(0),
    spa: true,
    overrides: { ...overrides, '/remotes.json': remotes },
  });
  const product = {
    shell,
    marketing,
    creator,
    staff,
    customer,
    versions,
    /** Closes whichever servers the product holds now (a test may have swapped one). */
    close: () =>
      Promise.all(
        [product.shell, product.marketing, product.creator, product.staff, product.customer].map(
          (s) => s.close(),
        ),
      ),
  };
  return product;
}

/**
 * Serves the product the local environment promotes, in the released layout: what was just
 * built (npm run build) is released and promoted first (release/src/commands.mjs), so
 * `npm start -- --prod`, the journeys and the benches serve exactly what a release ships.
 */
export async function serveProduct({
  base = 0,
  overrides = {},
  releaseDir = releaseFolder(),
} = {}) {
  const versions = releaseLocalBuilds(releaseDir);
  return serveRelease({ base, dir: releaseDir, versions, overrides });
}

// `node dev-stack/src/serve-static.mjs` serves the promoted (or just built) product on 3000–3004.
if (import.meta.url === `file://${process.argv[1]}`) {
  const product = await serveProduct({ base: 3000 });
  console.log(`Groundtruth (production build) at ${product.shell.url}`);
}
