// The launcher's watch over its running children, with real child processes: which child
// stopped and its last lines, restarts of those that can be restarted, a limit for one that
// keeps stopping, the stack stopped for one that holds data, and silence when the stack itself
// stops its children.
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startProcess, stopAll } from '../src/stack/processes.mjs';
import { mayRestart, stopWatching, watchChildren } from '../src/stack/watch.mjs';

const node = process.execPath;

/** A child that prints `line` and exits with `code` once it has printed it. */
const printsAndExits = (label: string, line: string, code: number) =>
  startProcess(
    label,
    node,
    ['-e', `console.log(${JSON.stringify(line)}); process.exitCode = ${code}`],
    {
      quiet: true,
    },
  );

/** A child that runs until it is stopped. */
const runsOn = (label: string) =>
  startProcess(label, node, ['-e', 'setInterval(() => {}, 1000)'], { quiet: true });

/** The watch's printed lines and the reason it stopped the stack for, once it does. */
function watchOutcome() {
  const lines: string[] = [];
  let markDown: (reason: string) => void = () => undefined;
  const down = new Promise<string>((resolve) => (markDown = resolve));
  return { lines, down, log: (line: string) => lines.push(line), onStackDown: markDown };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

afterEach(async () => {
  stopWatching();
  await stopAll();
});

describe('mayRestart', () => {
  const limit = { restarts: 3, windowMs: 60_000 };

  it('should allow restarts until the limit within the window', () => {
    expect(mayRestart([], 100_000, limit)).toBe(true);
    expect(mayRestart([90_000, 95_000], 100_000, limit)).toBe(true);
    expect(mayRestart([80_000, 90_000, 95_000], 100_000, limit)).toBe(false);
  });

  it('should forget restarts older than the window', () => {
    expect(mayRestart([30_000, 39_999, 95_000], 100_000, limit)).toBe(true);
    expect(mayRestart([40_001, 50_000, 95_000], 100_000, limit)).toBe(false);
  });
});

describe('watchChildren', () => {
  it('should name a data holder that stops with its last lines and stop the stack, saying why', async () => {
    const outcome = watchOutcome();
    const child = printsAndExits('holder', 'disk full while saving', 2);
    watchChildren([{ label: 'the emulator', child, holds: 'the local data' }], outcome);
    const reason = await outcome.down;
    expect(outcome.lines).toEqual([
      'The emulator stopped (exit code 2) while the stack was running. Its last lines:\n' +
        '  │ disk full while saving',
    ]);
    expect(reason).toContain('The emulator holds the local data');
    expect(reason).toContain('Groundtruth stops');
  });

  it('should restart a restartable child and say when it answers again', async () => {
    const outcome = watchOutcome();
    const port = await freePort();
    const server = () =>
      startProcess(
        'inbox',
        node,
        [
          '-e',
          `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`,
        ],
        { quiet: true },
      );
    const first = server();
    watchChildren(
      [{ label: 'MailDev', child: first, restart: server, answersAt: `http://127.0.0.1:${port}/` }],
      outcome,
    );
    await waitUntil(() => first.pid !== undefined);
    process.kill(-first.pid!, 'SIGKILL');
    await waitUntil(() => outcome.lines.includes('MailDev answers again.'));
    expect(outcome.lines).toEqual([
      'MailDev stopped (signal SIGKILL) while the stack was running. It printed nothing before it stopped.',
      'Restarting MailDev (restart 1 of 3 allowed)…',
      'MailDev answers again.',
    ]);
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok');
  });

  it('should give up on a child that keeps stopping and stop the stack', async () => {
    const outcome = watchOutcome();
    let starts = 0;
    const crashes = () => {
      starts += 1;
      return printsAndExits('crasher', `start ${starts}: cannot read config`, 1);
    };
    watchChildren([{ label: 'the shell dev server', child: crashes(), restart: crashes }], {
      ...outcome,
      limit: { restarts: 2, windowMs: 60_000 },
    });
    const reason = await outcome.down;
    expect(starts).toBe(3);
    expect(outcome.lines.filter((line) => line.startsWith('Restarting'))).toEqual([
      'Restarting the shell dev server (restart 1 of 2 allowed)…',
      'Restarting the shell dev server (restart 2 of 2 allowed)…',
    ]);
    expect(outcome.lines.at(-1)).toContain('  │ start 3: cannot read config');
    expect(reason).toContain('The shell dev server stopped 3 times within 60s');
  });

  it('should report nothing when the stack stops its children', async () => {
    const outcome = watchOutcome();
    let restarts = 0;
    const restart = () => {
      restarts += 1;
      return runsOn('server');
    };
    watchChildren(
      [
        { label: 'the emulator', child: runsOn('holder') },
        { label: 'MailDev', child: runsOn('server'), restart },
      ],
      outcome,
    );
    // What stopStack does on Ctrl-C, minus stopWatching: the children's own flag suffices.
    await stopAll();
    await settle();
    expect(outcome.lines).toEqual([]);
    expect(restarts).toBe(0);
  });

  it('should report nothing once watching has stopped', async () => {
    const outcome = watchOutcome();
    const child = runsOn('holder');
    watchChildren([{ label: 'the emulator', child }], outcome);
    stopWatching();
    process.kill(-child.pid!, 'SIGKILL');
    await child.exited;
    await settle();
    expect(outcome.lines).toEqual([]);
  });
});

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntil(condition: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
