// @ts-check
// The cost of live updates: the full Firestore SDK's chunk (firebase-web's
// firestore-live-sdk, WebChannel and onSnapshot), which no screen's first load carries. The
// dashboards fetch it from the shell's origin once a page has been open LIVE_AFTER_MS
// (firebase-web/src/live.ts); the staff remote holds a copy only as its standalone fallback.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../../..');

/** The chunk of `app`'s production build that carries the WebChannel transport: sizes in bytes. */
export function liveChunk(/** @type {string} */ app = 'shell') {
  const dist = path.join(root, app, 'dist');
  if (!fs.existsSync(dist)) throw new Error(`${app}/dist is missing: run npm run build first`);
  const chunks = fs
    .readdirSync(dist)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: f, body: fs.readFileSync(path.join(dist, f)) }))
    .filter((c) => c.body.includes('WebChannel'));
  if (chunks.length !== 1)
    throw new Error(`${app}/dist: expected one chunk with the full SDK, found ${chunks.length}`);
  const [chunk] = chunks;
  if (!chunk) throw new Error(`${app}/dist: no chunk with the full SDK`);
  const { file, body } = chunk;
  // Gzip as the local production server sends it (dev-stack/src/serve-static.mjs: zlib's default).
  return { app, file, minifiedBytes: body.length, gzipBytes: zlib.gzipSync(body).length };
}
