// A small static server for production builds: what Firebase Hosting does for each target,
// close enough for e2e tests and benchmarks (SPA fallback, CORS for remotes, gzip).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

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
};

/**
 * @param {object} options
 * @param {string} options.dir        directory to serve
 * @param {number} [options.port]     0 picks a free port
 * @param {boolean} [options.spa]     unknown paths serve index.html (the shell)
 * @param {Record<string, unknown>} [options.overrides] JSON bodies served at exact paths,
 *   e.g. { '/remotes.json': {...} } to point a built shell at remotes on other ports
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export function serveStatic({ dir, port = 0, spa = false, overrides = {} }) {
  const root = path.resolve(dir);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (url.pathname in overrides) {
      res.writeHead(200, { 'content-type': types['.json'], 'cache-control': 'no-cache' });
      res.end(JSON.stringify(overrides[url.pathname]));
      return;
    }
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory())
      file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) {
      if (!spa || path.extname(url.pathname)) {
        res.writeHead(404, { 'content-type': types['.txt'] }).end('Not found');
        return;
      }
      // Like the shell's Hosting rewrite: unknown paths get the SPA page (app.html when the
      // build prerendered index.html for "/").
      file = fs.existsSync(path.join(root, 'app.html'))
        ? path.join(root, 'app.html')
        : path.join(root, 'index.html');
    }
    const ext = path.extname(file);
    const immutable = /\.[0-9a-f]{8}\.js$/.test(file);
    const headers = {
      'content-type': types[ext] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    const body = fs.readFileSync(file);
    if (
      /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') &&
      /\.(js|css|html|json|svg)$/.test(ext)
    ) {
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' });
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

/** Serves the four production builds: the shell on one origin, each remote on its own. */
export async function serveProduct({ base = 0, root = process.cwd(), overrides = {} } = {}) {
  const at = (offset) => (base ? base + offset : 0);
  const dist = (app) => path.join(root, app, 'dist');
  const marketing = await serveStatic({ dir: dist('marketing-site'), port: at(1) });
  const creator = await serveStatic({ dir: dist('creator-app'), port: at(2) });
  const staff = await serveStatic({ dir: dist('staff-app'), port: at(3) });
  const remotes = {
    marketing: `${marketing.url}/remoteEntry.js`,
    creator: `${creator.url}/remoteEntry.js`,
    staff: `${staff.url}/remoteEntry.js`,
  };
  const shell = await serveStatic({
    dir: dist('shell'),
    port: at(0),
    spa: true,
    overrides: { ...overrides, '/remotes.json': remotes },
  });
  const product = {
    shell,
    marketing,
    creator,
    staff,
    /** Closes whichever servers the product holds now (a test may have swapped one). */
    close: () =>
      Promise.all(
        [product.shell, product.marketing, product.creator, product.staff].map((s) => s.close()),
      ),
  };
  return product;
}

// `node scripts/serve-static.mjs` serves the built product on 3000–3003.
if (import.meta.url === `file://${process.argv[1]}`) {
  const product = await serveProduct({ base: 3000 });
  console.log(`Groundtruth (production build) at ${product.shell.url}`);
}
