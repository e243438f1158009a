// The browser lines of `npm run bench -- media` (`-- media-browser` runs them alone):
// what the creator's device check reads and how long it takes in Chromium (Debian's, through playwright-core) on a 1 GB MP4 with its index first
// (faststart) and one with its index at the end. The check's own code
// (creator-app/src/features/submit/media/media-inspector.ts) is bundled by Rspack with the apps'
// rules into a page served with the apps' headers (CSP included: 'wasm-unsafe-eval'); each file
// is chosen in a real <input type="file"> (Playwright hands Chromium the path: nothing is copied)
// and read by Blob.slice ranges, as on Submit.
//
// The 1 GB files are the function lines' own (bench/media.mjs: 7.4 minutes of 1080p30 H.264 with
// sound, its moov indexing ~13,000 frames, first or at the end). Each run is a fresh page: the
// first inspection of a page loads mediainfo.js and compiles its WebAssembly ("cold"); the 1 GB
// files come after a small sample has warmed it, as a creator's second file would ("warm").
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { typescriptRule, wasmAssetRules } from '../../../tooling/rspack-config.mjs';
import { localEnvironment } from '../../../tooling/environments.mjs';
import { securityHeaders } from '../../../tooling/security-headers.mjs';
import { sampleMedia } from '@groundtruth/dev-stack/sample-media';
import { launchChromium } from '../../../tooling/first-load.mjs';
import { largeFiles } from './media.mjs';

const RUNS = 5;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The bench page built into `dir` (index.html, main.js, the wasm asset). */
async function buildPage(dir) {
  const compiler = rspack({
    mode: 'production',
    context: path.resolve(import.meta.dirname, '../../..'),
    entry: { main: './bench/src/measure/media-browser-page.ts' },
    target: ['web', 'es2022'],
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    output: { path: dir, publicPath: '/', filename: '[name].js', clean: true },
    module: { rules: [typescriptRule(), ...wasmAssetRules()] },
    plugins: [new rspack.HtmlRspackPlugin({ title: 'media check bench' })],
    devtool: false,
  });
  await new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else resolve();
    }),
  );
}

/** Serves `dir` on a free loopback port with the apps' security headers. */
async function serve(dir) {
  const headers = securityHeaders({ environment: localEnvironment() });
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm' };
  const server = http.createServer((req, res) => {
    const name = req.url === '/' ? 'index.html' : path.basename(req.url ?? '');
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200, { ...headers, 'content-type': types[path.extname(file)] ?? 'text/plain' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() };
}

export async function benchMediaBrowser() {
  const samples = await sampleMedia();
  const large = largeFiles();
  const files = [
    ['1 GB MP4, faststart (browser)', large.faststart],
    ['1 GB MP4, moov at end (browser)', large.moovAtEnd],
  ];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-media-bench-'));
  await buildPage(dir);
  const server = await serve(dir);
  const browser = await launchChromium();
  const violations = [];
  try {
    const results = files.map(() => ({ cold: [], warm: [], bytes: [], facts: null }));
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage();
      page.on(
        'console',
        (m) => /Content.Security.Policy|Refused to/i.test(m.text()) && violations.push(m.text()),
      );
      await page.goto(server.url);
      await page
        .locator('input[type=file]')
        .setInputFiles([samples.mp4Small, ...files.map(([, f]) => f)]);
      const cold = await page.evaluate(() => window.inspectChosen(0));
      for (const [i] of files.entries()) {
        const r = await page.evaluate((n) => window.inspectChosen(n), i + 1);
        results[i].warm.push(r.ms);
        results[i].bytes.push(r.bytesRead);
        results[i].facts = r.facts;
        results[i].cold.push(cold.ms);
      }
      await page.close();
    }
    if (violations.length > 0) throw new Error(`CSP violations: ${violations.join('; ')}`);
    return {
      runs: RUNS,
      rows: files.map(([label], i) => ({
        file: label,
        'size (MB)': (fs.statSync(files[i][1]).size / 1e6).toFixed(0),
        'bytes read (KiB)': (median(results[i].bytes) / 1024).toFixed(0),
        'share read': `${((median(results[i].bytes) / fs.statSync(files[i][1]).size) * 100).toFixed(2)} %`,
        'inspect (ms)': median(results[i].warm).toFixed(0),
        facts: `${results[i].facts?.width}×${results[i].facts?.height} ${Math.round(results[i].facts?.duration_s)} s ${results[i].facts?.fps} fps ${results[i].facts?.audio ? 'sound' : 'silent'}`,
      })),
      coldMs: median(results[0].cold),
    };
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
