// The long-task reading of a kept Lighthouse trace (bench/src/measure/long-tasks.mjs): which tasks
// are on the page's main thread, which count after the first contentful paint, and the blocking
// time they make under Lighthouse's 4× slowdown.
import { describe, expect, it } from 'vitest';
import { frameName, longTasks, pageSamples } from '../src/measure/long-tasks.mjs';

const PAGE = { pid: 1, tid: 7 };
const NAV_TS = 1_000_000;

/** A trace of the page's navigation, its first contentful paint at `fcpMs`, and `events`. */
function trace(fcpMs: number | null, events: object[]) {
  return [
    {
      ...PAGE,
      name: 'navigationStart',
      ph: 'R',
      ts: NAV_TS,
      args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://localhost/dashboard' } },
    },
    ...(fcpMs === null
      ? []
      : [{ ...PAGE, name: 'firstContentfulPaint', ph: 'R', ts: NAV_TS + fcpMs * 1000 }]),
    ...events,
  ];
}

/** A complete event of `ms` at `atMs` after the navigation, on the page's main thread by default. */
function event(name: string, atMs: number, ms: number, extra: object = {}) {
  return { ...PAGE, name, ph: 'X', ts: NAV_TS + atMs * 1000, dur: ms * 1000, ...extra };
}

describe('longTasks', () => {
  it('counts 4 × a task − 50 ms for each task after the first contentful paint', () => {
    const result = longTasks(
      trace(100, [
        event('RunTask', 10, 40), // before FCP: listed, not counted
        event('RunTask', 150, 30), // 120 − 50 = 70
        event('RunTask', 200, 12), // 48: does not block
        event('ThreadControllerImpl::RunTask', 300, 20), // 80 − 50 = 30
      ]),
    );
    expect(result.blockingMs).toBe(100);
    expect(result.fcpMs).toBe(100);
    expect(result.taskCount).toBe(4);
    expect(result.mainThreadMs).toBe(102);
    expect(result.tasks.map((t) => [t.atMs, t.ms, t.afterFcp])).toEqual([
      [10, 40, false],
      [150, 30, true],
      [300, 20, true],
    ]);
  });

  it('leaves out other threads, other processes and events before the navigation', () => {
    const result = longTasks(
      trace(0, [
        event('RunTask', 50, 100, { tid: 8 }),
        event('RunTask', 50, 100, { pid: 2 }),
        event('RunTask', -500, 100),
        event('RunTask', 60, 25),
      ]),
    );
    expect(result.taskCount).toBe(1);
    expect(result.blockingMs).toBe(50);
  });

  it('names what a task holds, scripts by their path, longest first', () => {
    const result = longTasks(
      trace(0, [
        event('RunTask', 100, 40),
        event('EvaluateScript', 101, 30, { args: { data: { url: 'http://localhost/main.js' } } }),
        event('v8.compile', 101, 12, { args: { data: { url: 'http://localhost/main.js' } } }),
        event('Layout', 132, 6),
        event('Paint', 139, 0.5), // under 1 ms: not named
        event('Layout', 145, 3), // after the task: not inside it
      ]),
    );
    expect(result.tasks).toHaveLength(1);
    expect(result.tasks[0]!.inside).toEqual([
      ['EvaluateScript /main.js', 30],
      ['v8.compile /main.js', 12],
      ['Layout', 6],
    ]);
  });

  it('without a first contentful paint counts every task, and lists only those over minMs', () => {
    const result = longTasks(trace(null, [event('RunTask', 5, 20), event('RunTask', 40, 8)]), {
      minMs: 10,
    });
    expect(result.fcpMs).toBeNull();
    expect(result.blockingMs).toBe(30);
    expect(result.tasks.map((t) => t.ms)).toEqual([20]);
  });

  it('refuses a trace without the page navigation', () => {
    expect(() => longTasks([event('RunTask', 0, 10)])).toThrow(/no main-frame navigation/);
  });

  it("says what JavaScript each task ran from the trace's samples, this page's process only", () => {
    const frame = (id: number, functionName: string, url = '') => ({
      id,
      callFrame: { functionName, url, lineNumber: 0, columnNumber: 0, scriptId: 0 },
    });
    // Samples every 2 ms from the navigation on; a sample stands for the time until the next.
    const profile = (pid: number) => [
      {
        pid,
        tid: 7,
        name: 'Profile',
        ph: 'P',
        id: '0x1',
        ts: NAV_TS,
        args: { data: { startTime: NAV_TS } },
      },
      {
        pid,
        tid: 9,
        name: 'ProfileChunk',
        ph: 'P',
        id: '0x1',
        ts: NAV_TS,
        args: {
          data: {
            cpuProfile: {
              nodes: [frame(1, '(program)'), frame(2, 'render', 'http://localhost/app.js')],
              samples: [2, 2, 1, 2, 1],
            },
            timeDeltas: [101_000, 2000, 2000, 2000, 2000],
          },
        },
      },
    ];
    const events = trace(0, [event('RunTask', 100, 10), ...profile(1), ...profile(2)]);
    expect(pageSamples(events, 1)).toHaveLength(4);
    const [task] = longTasks(events, { minMs: 5 }).tasks;
    // Samples at 101 (render), 103 (render), 105 (program) and 107 ms (render) fall in the task
    // (100–110 ms), 2 ms each; the one at 109 ms only ends the one before.
    expect(task?.selfMs).toEqual([
      ['/app.js render', 6],
      ['(program)', 2],
    ]);
    expect(
      frameName({ functionName: '', url: 'http://x/a.js', lineNumber: 0, columnNumber: 0 }),
    ).toBe('/a.js (anonymous)');
  });
});
