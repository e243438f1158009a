// `npm run bench -- media`: what submitWork's inspection (functions/src/submissions/
// inspect-file.ts, the function's own code, run here in Node) reads and how long it takes on a
// 1 GB MP4 with the index first (faststart) and one with it at the end, as a phone writes it.
//
// The files are realistic, not padded: 2 s of noisy 1080p30 H.264 with AAC sound, copied end
// to end (ffmpeg -stream_loop, no re-encoding) to 1 GB: 7.4 minutes at ~19 Mbit/s, as a phone
// records 1080p, whose moov indexes ~13,000 video frames. Made once into .sample-media/bench/
// (about 12 s and 2 GB of disk).
// Each run is a fresh Node process (so its peak RSS is the inspection's): it loads the code,
// inspects a small sample first (MediaInfoLib's WebAssembly is compiled once per function
// instance, as on a warm function), then the 1 GB file, reading from the local disk through the
// same ByteSource interface the Storage reader implements (one ranged read per chunk).
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sampleMedia, sampleMediaDir } from '@groundtruth/dev-stack/sample-media';

const run = promisify(execFile);
const RUNS = 5;
const GIB = 1024 * 1024 * 1024;

function ffmpeg(args) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  });
}

/** The two 1 GB files, made when missing. */
export function largeFiles() {
  const dir = path.join(sampleMediaDir, 'bench');
  fs.mkdirSync(dir, { recursive: true });
  const unit = path.join(dir, 'unit-1080p-2s.mp4');
  const moovAtEnd = path.join(dir, '1gb-moov-at-end.mp4');
  const faststart = path.join(dir, '1gb-faststart.mp4');
  if (!fs.existsSync(unit)) {
    ffmpeg([
      ...['-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=30:duration=2,noise=alls=40:allf=t'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=2'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '8M', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-b:a', '128k', '-shortest', `${unit}.part.mp4`],
    ]);
    fs.renameSync(`${unit}.part.mp4`, unit);
  }
  if (!fs.existsSync(moovAtEnd)) {
    const loops = Math.ceil(GIB / fs.statSync(unit).size);
    ffmpeg([
      '-stream_loop',
      String(loops),
      '-i',
      unit,
      '-c',
      'copy',
      '-fs',
      String(GIB),
      `${moovAtEnd}.part.mp4`,
    ]);
    fs.renameSync(`${moovAtEnd}.part.mp4`, moovAtEnd);
  }
  if (!fs.existsSync(faststart)) {
    ffmpeg(['-i', moovAtEnd, '-c', 'copy', '-movflags', '+faststart', `${faststart}.part.mp4`]);
    fs.renameSync(`${faststart}.part.mp4`, faststart);
  }
  return { faststart, moovAtEnd };
}

/**
 * One inspection in this (child) process; prints its figures as JSON. `file` is a local path,
 * or `storage:<object path>:<size>` for an object in the Storage emulator, read by the
 * function's own ranged reads (storageObject).
 */
async function child(file, warmUp) {
  const { createJiti } = await import('jiti');
  const jiti = createJiti(import.meta.url);
  const { inspect, storageObject } = await jiti.import(
    new URL('../../../functions/src/submissions/inspect-file.ts', import.meta.url).href,
  );
  const local = (p) => {
    const fd = fs.openSync(p, 'r');
    const s = {
      size: fs.statSync(p).size,
      bytesRead: 0,
      reads: 0,
      async read(offset, length) {
        const n = Math.max(0, Math.min(length, s.size - offset));
        const buffer = Buffer.alloc(n);
        const got = fs.readSync(fd, buffer, 0, n, offset);
        s.bytesRead += got;
        s.reads += 1;
        return buffer.subarray(0, got);
      },
    };
    return s;
  };
  const source = (p) => {
    if (!p.startsWith('storage:')) return local(p);
    const [, objectPath, size] = p.split(':');
    return storageObject(objectPath, Number(size));
  };
  let started = performance.now();
  await inspect('warm-up.mp4', 'warm-up.mp4', 'video/mp4', source(warmUp));
  const coldMs = performance.now() - started;
  const rssBeforeKiB = process.memoryUsage().rss / 1024;
  const large = source(file);
  started = performance.now();
  const inspection = await inspect('large.mp4', 'large.mp4', 'video/mp4', large);
  const ms = performance.now() - started;
  console.log(
    JSON.stringify({
      ms,
      coldMs,
      bytesRead: large.bytesRead,
      reads: large.reads,
      size: large.size,
      rssBeforeKiB,
      peakRssKiB: process.resourceUsage().maxRSS,
      media: inspection.media,
    }),
  );
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const BENCH_PROJECT = 'demo-media-bench';
const BENCH_BUCKET = `${BENCH_PROJECT}.appspot.com`;

/**
 * The project's Storage emulator (in this process, objects on disk in a temporary directory)
 * holding the files; returns each one's `storage:` name for the children, their environment and
 * a stop.
 */
async function inStorageEmulator(files) {
  const { createJiti } = await import('jiti');
  const jiti = createJiti(import.meta.url);
  const { startEmulator } = await jiti.import(
    new URL('../../../emulator/src/server.ts', import.meta.url).href,
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-media-bench-'));
  const emulator = await startEmulator({
    firestorePort: 0,
    storagePort: 0,
    dataDir,
    log: () => {},
  });
  const env = {
    STORAGE_EMULATOR_HOST: `http://127.0.0.1:${emulator.storagePort}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${emulator.storagePort}`,
    GCLOUD_PROJECT: BENCH_PROJECT,
    GROUNDTRUTH_STORAGE_BUCKET: BENCH_BUCKET,
  };
  Object.assign(process.env, env);
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getStorage } = await import('firebase-admin/storage');
  const app = initializeApp({ projectId: BENCH_PROJECT }, `media-bench-${Date.now()}`);
  const bucket = getStorage(app).bucket(BENCH_BUCKET);
  const names = {};
  for (const [key, file] of Object.entries(files)) {
    const destination = `bench/${path.basename(file)}`;
    await bucket.upload(file, { destination, contentType: 'video/mp4', resumable: false });
    names[key] = `storage:${destination}:${fs.statSync(file).size}`;
  }
  await deleteApp(app);
  return {
    names,
    env,
    async stop() {
      await emulator.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Medians of RUNS fresh processes inspecting `file` after `warmUp`. */
async function measure(label, file, warmUp, env) {
  const results = [];
  for (let i = 0; i < RUNS; i++) {
    const { stdout } = await run(
      process.execPath,
      [import.meta.filename, '--child', file, warmUp],
      {
        env: { ...process.env, ...env },
      },
    );
    results.push(JSON.parse(stdout.trim().split('\n').at(-1)));
  }
  const [first] = results;
  const m = first.media;
  return {
    file: label,
    'size (MB)': (first.size / 1e6).toFixed(0),
    facts: `${m.width}×${m.height} ${Math.round(m.duration_s)} s ${m.fps} fps ${m.audio ? 'sound' : 'silent'}`,
    'bytes read (KiB)': (median(results.map((r) => r.bytesRead)) / 1024).toFixed(0),
    reads: median(results.map((r) => r.reads)),
    'inspect (ms)': median(results.map((r) => r.ms)).toFixed(0),
    'first file, cold (ms)': median(results.map((r) => r.coldMs)).toFixed(0),
    'RSS before (MiB)': (median(results.map((r) => r.rssBeforeKiB)) / 1024).toFixed(0),
    'peak RSS (MiB)': (median(results.map((r) => r.peakRssKiB)) / 1024).toFixed(0),
  };
}

/**
 * Medians of RUNS fresh processes per file: read from the local disk (the inspection's own
 * cost), and from the project's Storage emulator over HTTP (one ranged GET per chunk, as the
 * function reads Cloud Storage).
 */
export async function benchMedia() {
  const files = largeFiles();
  const warmUp = (await sampleMedia()).mp4Faststart;
  const storage = await inStorageEmulator({ ...files, warmUp });
  const rows = [];
  try {
    for (const [label, file, warm, env] of [
      ['1 GB MP4, faststart (disk)', files.faststart, warmUp, {}],
      ['1 GB MP4, moov at end (disk)', files.moovAtEnd, warmUp, {}],
      ['1 GB MP4, faststart (Storage)', storage.names.faststart, storage.names.warmUp, storage.env],
      [
        '1 GB MP4, moov at end (Storage)',
        storage.names.moovAtEnd,
        storage.names.warmUp,
        storage.env,
      ],
    ]) {
      rows.push(await measure(label, file, warm, env));
    }
  } finally {
    await storage.stop();
  }
  return { runs: RUNS, rows };
}

if (process.argv[2] === '--child') await child(process.argv[3], process.argv[4]);
