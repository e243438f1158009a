// The stack's children after start-up: a child that stops while the stack runs is named with its
// last lines. One that keeps nothing the stack needs in memory (MailDev, whose mail is on disk,
// and the dev servers) is restarted; one that holds data (the emulator, firebase-tools) is not:
// restarting it under a running stack could lose writes in flight, so the stack stops, saying
// why. A child that keeps stopping is given up on too, rather than restarted forever.
import { waitForHttp } from './wait.mjs';

/** @typedef {import('./services.mjs').LongRunning} LongRunning */

/** How many restarts of one child within `windowMs` before the stack gives up on it. */
export const RESTART_LIMIT = { restarts: 3, windowMs: 60_000 };

/** Each watch of this process; stopWatching ends them all, as stopStack ends every stack. */
const watches = new Set();

/**
 * Whether a child that stopped at `now`, restarted at the times `restartedAt`, may be restarted
 * again: fewer than `limit.restarts` restarts within the last `limit.windowMs`.
 * @param {number[]} restartedAt
 * @param {number} now
 * @param {{ restarts: number, windowMs: number }} [limit]
 */
export function mayRestart(restartedAt, now, limit = RESTART_LIMIT) {
  return restartedAt.filter((time) => now - time < limit.windowMs).length < limit.restarts;
}

const capitalised = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What to print when a child stopped: which one, how, and the last lines it printed.
 * @param {string} label
 * @param {{ code: number | null, signal: NodeJS.Signals | null }} exit
 * @param {string[]} lastLines
 */
export function describeExit(label, { code, signal }, lastLines) {
  const how = signal ? `signal ${signal}` : `exit code ${code}`;
  const said = lastLines.slice(-8);
  return (
    `${capitalised(label)} stopped (${how}) while the stack was running.` +
    (said.length > 0
      ? ` Its last lines:\n${said.map((line) => `  │ ${line}`).join('\n')}`
      : ' It printed nothing before it stopped.')
  );
}

/**
 * Watches `longRunning` from now on until stopWatching: restarts those with `restart` (at most
 * `limit.restarts` times within `limit.windowMs` each), and calls `onStackDown` once, with the
 * reason, when one without `restart` stops or one keeps stopping. A child the stack itself
 * stops (Ctrl-C) is not reported.
 * @param {LongRunning[]} longRunning
 * @param {{ log: (line: string) => void, onStackDown: (reason: string) => void,
 *   limit?: { restarts: number, windowMs: number } }} options
 */
export function watchChildren(longRunning, { log, onStackDown, limit = RESTART_LIMIT }) {
  const watch = { active: true };
  watches.add(watch);
  /** @param {string} reason */
  const stackDown = (reason) => {
    if (!watch.active) return;
    watch.active = false;
    watches.delete(watch);
    onStackDown(reason);
  };

  /**
   * @param {LongRunning} entry
   * @param {import('./processes.mjs').StackChild} child
   * @param {number[]} restartedAt
   */
  const follow = (entry, child, restartedAt) => {
    void child.exited.then(async (exit) => {
      if (!watch.active || child.stopping) return;
      const Label = capitalised(entry.label);
      log(describeExit(entry.label, exit, child.lastLines));
      if (!entry.restart) {
        stackDown(
          `${Label} holds ${entry.holds ?? 'what the stack needs'}: restarting it under a running ` +
            'stack could lose writes in flight, so Groundtruth stops. Run npm start again.',
        );
        return;
      }
      const now = Date.now();
      if (!mayRestart(restartedAt, now, limit)) {
        stackDown(
          `${Label} stopped ${restartedAt.length + 1} times within ${limit.windowMs / 1000}s; ` +
            'not restarting it again, so Groundtruth stops. Its last lines above say why.',
        );
        return;
      }
      const recent = [...restartedAt.filter((time) => now - time < limit.windowMs), now];
      log(`Restarting ${entry.label} (restart ${recent.length} of ${limit.restarts} allowed)…`);
      let next;
      try {
        next = entry.restart();
      } catch (error) {
        stackDown(`${Label} could not be restarted: ${/** @type {Error} */ (error).message}`);
        return;
      }
      follow(entry, next, recent);
      if (!entry.answersAt) return;
      try {
        await waitForHttp(entry.answersAt, { timeoutMs: 60_000 });
        if (watch.active && next.exitCode === null && next.signalCode === null) {
          log(`${Label} answers again.`);
        }
      } catch (error) {
        if (watch.active)
          log(`${Label} was restarted but ${/** @type {Error} */ (error).message}.`);
      }
    });
  };

  for (const entry of longRunning) follow(entry, entry.child, []);
}

/** Ends every watch: what stops from now on is the stack being stopped, not a failure. */
export function stopWatching() {
  for (const watch of watches) watch.active = false;
  watches.clear();
}
