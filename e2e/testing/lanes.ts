// Readers–writer locks between the workers, held by a journey while it runs (testing/test.ts):
// - `stack`, the shared stack: shared by the journeys that touch only their own data (any number
//   at once), exclusive for those tagged @platform-wide — they change what every journey sees
//   (platform_settings, the review checks), run a job over all of the stack's data (new-task
//   alerts) or read what every journey changes (today's counters), so no other journey of the
//   stack runs meanwhile;
// - `build`, the apps' dist/ folders: shared by whatever serves the build (npm start's journeys,
//   the budgets, a product served for a test), exclusive for the journey that rebuilds an app.
// A project cannot say this: workers of several projects run side by side, and a dependency
// between projects would leave the second's tests unrun when the first's fail.
// The runner (globalSetup) serves the locks; the workers ask over HTTP (GT_E2E_LANES_URL).
import http from 'node:http';

export const LANES_ENV = 'GT_E2E_LANES_URL';
export type LaneMode = 'shared' | 'exclusive';
export type LaneName = 'stack' | 'build';

interface Waiter {
  holder: string;
  pid: number;
  mode: LaneMode;
  grant: () => void;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Starts the lock's server on a free port of 127.0.0.1; its URL and a function that stops it. */
export async function serveLanes(): Promise<{ url: string; stop: () => Promise<void> }> {
  const lanes = new Map<string, ReturnType<typeof lane>>();
  const laneNamed = (name: string) => {
    if (!lanes.has(name)) lanes.set(name, lane());
    return lanes.get(name)!;
  };
  const reaper = setInterval(() => {
    for (const each of lanes.values()) each.grantWhatCan();
  }, 1_000);

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://lanes');
    const holder = url.searchParams.get('holder') ?? '';
    const pid = Number(url.searchParams.get('pid'));
    const { shared, waiting, grantWhatCan, release } = laneNamed(
      url.searchParams.get('lane') ?? '',
    );
    if (url.pathname === '/acquire') {
      const mode = url.searchParams.get('mode') === 'exclusive' ? 'exclusive' : 'shared';
      // First come, first served: a shared request behind a waiting exclusive one waits too.
      waiting.push({ holder, pid, mode, grant: () => response.end('granted') });
      grantWhatCan();
    } else if (url.pathname === '/release') {
      shared.delete(holder);
      release(holder);
      response.end('released');
      grantWhatCan();
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  server.requestTimeout = 0;
  server.headersTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        clearInterval(reaper);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One readers–writer lock: its holders and its queue. */
function lane() {
  const shared = new Map<string, number>();
  let exclusive: { holder: string; pid: number } | undefined;
  const waiting: Waiter[] = [];
  const release = (holder: string) => {
    if (exclusive?.holder === holder) exclusive = undefined;
  };
  const grantWhatCan = () => {
    // A worker that died (a crash, a timeout's kill) holds nothing.
    for (const [holder, pid] of shared) if (!alive(pid)) shared.delete(holder);
    if (exclusive && !alive(exclusive.pid)) exclusive = undefined;
    for (let i = waiting.length - 1; i >= 0; i -= 1)
      if (!alive(waiting[i]!.pid)) waiting.splice(i, 1);
    while (waiting.length && !exclusive) {
      const next = waiting[0]!;
      if (next.mode === 'exclusive') {
        if (shared.size) return;
        exclusive = { holder: next.holder, pid: next.pid };
      } else {
        shared.set(next.holder, next.pid);
      }
      waiting.shift();
      next.grant();
    }
  };
  return { shared, waiting, grantWhatCan, release };
}

/** Waits for the lane `name` in `mode`; the returned function gives it back. No server: no lock. */
export async function enterLane(
  name: LaneName,
  mode: LaneMode,
  holder: string,
): Promise<() => Promise<void>> {
  const base = process.env[LANES_ENV];
  if (!base) return async () => undefined;
  const query = new URLSearchParams({ lane: name, holder, pid: String(process.pid), mode });
  await post(`${base}/acquire?${query}`);
  return () => post(`${base}/release?${query}`);
}

/** A POST answered whenever the server answers (fetch gives up on headers after 5 minutes). */
function post(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST' }, (response) => {
      response.resume();
      response.on('end', () => resolve());
    });
    request.on('error', reject);
    request.end();
  });
}
