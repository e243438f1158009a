// The long tasks of a trace kept by `BENCH_LIGHTHOUSE_SAVE=dir npm run bench -- lighthouse`
// (`*.trace.json`, the unthrottled load): each top-level task of the page's main thread over
// `minMs`, when it ran, and the longest events inside it (scripts by file), then the blocking
// time those tasks make under Lighthouse's 4× CPU slowdown: a task blocks for 4 × its length
// − 50 ms, and only tasks after the first contentful paint count, as in TBT. It tracks
// Lighthouse's simulated TBT of the same run within about 15 % (Lighthouse also simulates the
// network, which moves some tasks).
//
//   node scripts/bench/long-tasks.mjs /tmp/lh/creator_dashboard-0.trace.json [min ms, 12.5]
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

export const CPU_SLOWDOWN = 4;
export const BLOCKING_MS = 50;

/**
 * @param {object[]} events  a Chrome trace's traceEvents
 * @param {{ minMs?: number }} [options]  tasks shorter than this are not listed (default: those
 *   that do not block after the slowdown, 12.5 ms)
 * @returns {{ tasks: { atMs: number, ms: number, afterFcp: boolean, inside: [string, number][] }[],
 *   taskCount: number, mainThreadMs: number, fcpMs: number | null, blockingMs: number }}
 */
export function longTasks(events, { minMs = BLOCKING_MS / CPU_SLOWDOWN } = {}) {
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
    return url ? ` ${url.replace(/^https?:\/\/[^/]+/, '')}` : '';
  };

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
    tasks.push({
      atMs: (task.ts - navigation.ts) / 1000,
      ms: task.dur / 1000,
      afterFcp,
      inside: Object.entries(inside).sort((a, b) => b[1] - a[1]),
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [file, minArg] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node scripts/bench/long-tasks.mjs <trace.json> [min ms]');
    process.exit(2);
  }
  const { traceEvents } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const result = longTasks(traceEvents, minArg ? { minMs: Number(minArg) } : {});
  const ms = (n) => n.toFixed(1);
  for (const task of result.tasks) {
    const top = task.inside.slice(0, 6).map(([key, d]) => `${key} ${ms(d)}`);
    const when = task.afterFcp ? '' : ' (before FCP)';
    console.log(
      `${ms(task.atMs).padStart(7)} ms  ${ms(task.ms).padStart(6)} ms${when}  ${top.join(' | ')}`,
    );
  }
  console.log(
    `${result.taskCount} tasks, ${ms(result.mainThreadMs)} ms on the main thread; first ` +
      `contentful paint at ${result.fcpMs === null ? '?' : ms(result.fcpMs)} ms; blocking time ` +
      `at ${CPU_SLOWDOWN}× ≈ ${ms(result.blockingMs)} ms`,
  );
}
