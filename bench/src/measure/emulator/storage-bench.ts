/**
 * Storage emulator figures: a 200 MB file uploaded (uploadBytesResumable) and downloaded
 * (getStream) through the web SDK against a server in a child process, so that its memory is
 * the emulator's alone. Runs the sources (bundled with esbuild), or emulator/dist/storage when
 * the sources are absent.
 */
import { fork, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { emulatorDir } from './emulator-dir.js';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectStorageEmulator,
  getStorage,
  getStream,
  ref,
  uploadBytesResumable,
} from 'firebase/storage';

export interface StorageBenchFigures {
  fileMB: number;
  /** uploadBytesResumable of the whole file, start to final metadata. */
  uploadMBps: number;
  /** getStream of the whole file, first request to last byte. */
  downloadMBps: number;
  /** The emulator process's resident memory when idle, and its peak during the upload and download. */
  idleRssMB: number;
  peakRssMB: number;
}

const MB = 1024 * 1024;
const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /bench/{uid}/{file} {
      allow read: if request.auth.uid == uid;
      allow write: if request.auth.uid == uid && request.resource.size < 1024 * 1024 * 1024;
    }
  }
}`;

/** A module exporting startStorageServer: the sources bundled (never stale), else the build output. */
async function serverModule(): Promise<string> {
  const pkg = emulatorDir;
  const built = path.join(pkg, 'dist', 'storage', 'index.js');
  if (!fs.existsSync(path.join(pkg, 'src', 'storage', 'index.ts'))) return built;
  const { build } = await import('esbuild');
  // Inside the repository's node_modules (not `work`, a temp dir), so that the bundle's
  // external packages (re2js, which the rules engine imports) resolve from it.
  const cache = path.join(pkg, '..', 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const outfile = path.join(fs.mkdtempSync(path.join(cache, 'gt-storage-bench-')), 'storage.mjs');
  await build({
    entryPoints: [path.join(pkg, 'src', 'storage', 'index.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    packages: 'external',
    logLevel: 'warning',
  });
  return outfile;
}

interface Child {
  proc: ChildProcess;
  port: number;
  ask(m: string): Promise<{ rss: number; peak: number }>;
}

async function startChild(work: string): Promise<Child> {
  const mod = await serverModule();
  const entry = path.join(work, 'child.mjs');
  fs.writeFileSync(
    entry,
    `import { startStorageServer } from ${JSON.stringify(pathToFileURL(mod).href)};
const server = await startStorageServer({ port: 0, dataDir: process.argv[2], rules: ${JSON.stringify(RULES)} });
let peak = 0;
const sample = () => { peak = Math.max(peak, process.memoryUsage.rss()); };
setInterval(sample, 10).unref();
process.on('message', (m) => {
  if (m === 'reset') peak = 0;
  if (m === 'stop') return void server.stop().then(() => process.exit(0));
  sample();
  process.send({ rss: process.memoryUsage.rss(), peak });
});
process.send({ port: server.port });
`,
  );
  const proc = fork(entry, [path.join(work, 'data')], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    proc.once('message', (m) => resolve((m as { port: number }).port));
    proc.once('exit', (code) => reject(new Error(`storage server exited with ${code}`)));
  });
  return {
    proc,
    port,
    ask: (m) =>
      new Promise((resolve) => {
        proc.once('message', (r) => resolve(r as { rss: number; peak: number }));
        proc.send(m);
      }),
  };
}

export async function benchStorage(sizeMB = 200): Promise<StorageBenchFigures> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-storage-bench-'));
  const file = path.join(work, 'big.bin');
  const block = crypto.randomBytes(MB);
  const fd = fs.openSync(file, 'w');
  for (let i = 0; i < sizeMB; i++) {
    block.writeUInt32LE(i, 0);
    fs.writeSync(fd, block);
  }
  fs.closeSync(fd);

  const child = await startChild(work);
  const app = initializeApp(
    { projectId: 'demo-bench', apiKey: 'fake', storageBucket: 'demo-bench.appspot.com' },
    `storage-bench-${Date.now()}`,
  );
  try {
    const storage = getStorage(app);
    connectStorageEmulator(storage, '127.0.0.1', child.port, {
      mockUserToken: { user_id: 'bench', sub: 'bench' },
    });
    await new Promise((r) => setTimeout(r, 200));
    const idle = await child.ask('reset');
    const target = ref(storage, 'bench/bench/big.bin');

    const t0 = performance.now();
    await uploadBytesResumable(target, await fs.openAsBlob(file, { type: 'video/mp4' }));
    const uploadMs = performance.now() - t0;

    const t1 = performance.now();
    let received = 0;
    const reader = getStream(target).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.length;
    }
    const downloadMs = performance.now() - t1;
    if (received !== sizeMB * MB)
      throw new Error(`downloaded ${received} bytes, expected ${sizeMB * MB}`);
    const after = await child.ask('memory');

    return {
      fileMB: sizeMB,
      uploadMBps: Math.round((sizeMB / (uploadMs / 1000)) * 10) / 10,
      downloadMBps: Math.round((sizeMB / (downloadMs / 1000)) * 10) / 10,
      idleRssMB: Math.round(idle.rss / MB),
      peakRssMB: Math.round(after.peak / MB),
    };
  } finally {
    await deleteApp(app);
    child.proc.send('stop');
    await new Promise((r) => child.proc.once('exit', r));
    fs.rmSync(work, { recursive: true, force: true });
  }
}
