// The long tasks of a trace kept by `BENCH_LIGHTHOUSE_SAVE=dir npm run bench -- lighthouse`
// (`*.trace.json`, the unthrottled load): each top-level task of the page's main thread over
// `minMs`, when it ran, and the longest events inside it (scripts by file), then the blocking
// time those tasks make under Lighthouse's 4× CPU slowdown: a task blocks for 4 × its length
// − 50 ms, and only tasks after the first contentful paint count, as in TBT. It tracks
// Lighthouse's simulated TBT of the same run within about 15 % (Lighthouse also simulates the
// network, which moves some tasks).
//
// A trace kept with BENCH_LIGHTHOUSE_SAMPLES=1 also holds V8's JavaScript samples: each task then
// lists the JavaScript it ran by source file (self time), read through the production build's
// source maps, and "(program)" is what V8 and Blink did outside JavaScript (compiling, reading
// code caches back, style, layout).
//
//   node bench/src/measure/long-tasks.mjs /tmp/lh/creator_dashboard-0.trace.json [min ms, 12.5]
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

export const CPU_SLOWDOWN = 4;
export const BLOCKING_MS = 50;

/**
 * @param {object[]} events  a Chrome trace's traceEvents
 * @param {{ minMs?: number, sourceOf?: (frame: CallFrame) => string }} [options]  `minMs`: tasks
 *   shorter are not listed (default: those that do not block after the slowdown, 12.5 ms);
 *   `sourceOf` names a sample's function (default: its script and function name)
 * @returns {{ tasks: { atMs: number, ms: number, afterFcp: boolean, inside: [string, number][],
 *   selfMs: [string, number][] }[],
 *   taskCount: number, mainThreadMs: number, fcpMs: number | null, blockingMs: number }}
 */
export function longTasks(
  events,
  { minMs = BLOCKING_MS / CPU_SLOWDOWN, sourceOf = frameName } = {},
) {
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      e.args.data.documentLoaderURL?.startsWith('http'),
  );
  if (!navigation) throw new Error('no main-frame navigation in the trace');
  const onMainThread = (e) => e.pid === navigation.pid && e.tid === navigation.tid;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && onMainThread(e));
  const main = events
    .filter((e) => onMainThread(e) && e.ph === 'X' && e.ts >= navigation.ts)
    .sort((a, b) => a.ts - b.ts);
  const all = main.filter(
    (e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask',
  );
  const where = (e) => {
    const data = e.args?.data ?? {};
    const url = data.url || data.stackTrace?.[0]?.url || '';
    return url ? ` ${pathOf(url)}` : '';
  };

  const samples = pageSamples(events, navigation.pid);
  let blockingUs = 0;
  let mainThreadUs = 0;
  const tasks = [];
  for (const task of all) {
    mainThreadUs += task.dur;
    const afterFcp = !fcp || task.ts >= fcp.ts;
    if (afterFcp) blockingUs += Math.max(0, task.dur * CPU_SLOWDOWN - BLOCKING_MS * 1000);
    if (task.dur < minMs * 1000) continue;
    // The longest event of each kind inside the task (nested events overlap: not a sum).
    const inside = {};
    for (const e of main) {
      if (e === task || e.dur < 1000 || e.ts < task.ts || e.ts + e.dur > task.ts + task.dur)
        continue;
      const key = `${e.name}${where(e)}`;
      inside[key] = Math.max(inside[key] ?? 0, e.dur / 1000);
    }
    const selfMs = {};
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts >= task.ts + task.dur) continue;
      const key = sourceOf(sample.frame);
      selfMs[key] = (selfMs[key] ?? 0) + sample.ms;
    }
    tasks.push({
      atMs: (task.ts - navigation.ts) / 1000,
      ms: task.dur / 1000,
      afterFcp,
      inside: Object.entries(inside).sort((a, b) => b[1] - a[1]),
      selfMs: Object.entries(selfMs).sort((a, b) => b[1] - a[1]),
    });
  }
  return {
    tasks,
    taskCount: all.length,
    mainThreadMs: mainThreadUs / 1000,
    fcpMs: fcp ? (fcp.ts - navigation.ts) / 1000 : null,
    blockingMs: blockingUs / 1000,
  };
}

/** @typedef {{ functionName: string, url: string, lineNumber: number, columnNumber: number }} CallFrame */

/** A script's address without its origin: "/main.js", "/ff0959c790/remoteEntry.js". */
const pathOf = (url) => url.replace(/^https?:\/\/[^/]+/, '');

/** "(program)", or a function as its script's path and its name. */
export function frameName(frame) {
  if (!frame.url) return frame.functionName || '(native)';
  return `${pathOf(frame.url)} ${frame.functionName || '(anonymous)'}`;
}

/**
 * The JavaScript samples of the page's renderer (process `pid`), each with its time, the time it
 * stands for (until the next sample) and its function. Profile ids repeat across processes.
 * @returns {{ ts: number, ms: number, frame: CallFrame }[]}
 */
export function pageSamples(events, pid) {
  const out = [];
  for (const profile of events.filter((e) => e.name === 'Profile' && e.pid === pid)) {
    const frames = new Map();
    const ticks = [];
    let ts = profile.args.data.startTime;
    for (const chunk of events) {
      if (chunk.name !== 'ProfileChunk' || chunk.pid !== pid || chunk.id !== profile.id) continue;
      const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data;
      for (const node of cpuProfile.nodes ?? []) frames.set(node.id, node.callFrame);
      (cpuProfile.samples ?? []).forEach((id, i) => {
        ts += timeDeltas[i] ?? 0;
        ticks.push({ ts, id });
      });
    }
    ticks.forEach((tick, i) => {
      const frame = frames.get(tick.id);
      const next = ticks[i + 1];
      if (frame && next) out.push({ ts: tick.ts, ms: (next.ts - tick.ts) / 1000, frame });
    });
  }
  return out;
}

/**
 * Names a sampled function by its original source file, through the source maps the production
 * build writes beside each script (`dirs`: the apps' dist folders); a script without a map keeps
 * its own name.
 */
export function sourceMapNames(dirs) {
  const maps = new Map();
  const mapOf = (file) => {
    if (!maps.has(file)) {
      const dir = dirs.find((d) => fs.existsSync(path.join(d, `${file}.map`)));
      const map = dir && fs.readFileSync(path.join(dir, `${file}.map`), 'utf8');
      maps.set(file, map ? new TraceMap(map) : null);
    }
    return maps.get(file);
  };
  return (frame) => {
    const map = frame.url && frame.lineNumber >= 0 ? mapOf(frame.url.split('/').at(-1)) : null;
    if (!map) return frameName(frame);
    const position = originalPositionFor(map, {
      line: frame.lineNumber + 1,
      column: frame.columnNumber,
      bias: TraceMap.GREATEST_LOWER_BOUND,
    });
    if (!position.source) return frameName(frame);
    return position.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.\/)+/, '');
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [file, minArg] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node bench/src/measure/long-tasks.mjs <trace.json> [min ms]');
    process.exit(2);
  }
  const { traceEvents } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const root = path.resolve(import.meta.dirname, '../../..');
  const dists = ['shell', 'creator-app', 'staff-app', 'customer-app', 'marketing-site'].map((app) =>
    path.join(root, app, 'dist'),
  );
  const result = longTasks(traceEvents, {
    sourceOf: sourceMapNames(dists),
    ...(minArg ? { minMs: Number(minArg) } : {}),
  });
  const ms = (n) => n.toFixed(1);
  for (const task of result.tasks) {
    const top = task.inside.slice(0, 6).map(([key, d]) => `${key} ${ms(d)}`);
    const when = task.afterFcp ? '' : ' (before FCP)';
    console.log(
      `${ms(task.atMs).padStart(7)} ms  ${ms(task.ms).padStart(6)} ms${when}  ${top.join(' | ')}`,
    );
    const js = task.selfMs.slice(0, 8).map(([key, d]) => `${ms(d)} ${key}`);
    if (js.length) console.log(`${' '.repeat(21)}self: ${js.join(' | ')}`);
  }
  console.log(
    `${result.taskCount} tasks, ${ms(result.mainThreadMs)} ms on the main thread; first ` +
      `contentful paint at ${result.fcpMs === null ? '?' : ms(result.fcpMs)} ms; blocking time ` +
      `at ${CPU_SLOWDOWN}× ≈ ${ms(result.blockingMs)} ms`,
  );
}
