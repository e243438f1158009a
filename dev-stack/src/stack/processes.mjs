// Child processes of the local stack: labelled output, a shutdown that leaves none behind
// (each child leads its own process group, so its own children die with it), and a pid file,
// so that the processes of a launcher killed with `kill -9` are ended by the next start.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

/**
 * A child of the stack: the spawned process with what the stack keeps about it.
 * @typedef {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable,
 *   import('node:stream').Readable> & { label: string, graceMs: number, killFirst?: RegExp,
 *   lastLines: string[], commandLine: string, drained: Promise<void>, stopping?: boolean,
 *   exited: Promise<{ code: number | null, signal: NodeJS.Signals | null }> }} StackChild
 */

/** @type {Set<StackChild>} */
const children = new Set();
/** Set once stopAll begins: a start-up still in flight must not start anything after it. */
let stopping = false;
/** Where this process records its children (setPidFile); none until a stack names one. */
let pidFile;
/** Where every child's output is also appended (setLogFile), quiet or not; none by default. */
let logStream;

/**
 * Appends each child's output lines, labelled, to `file` from now on: a quiet stack (the
 * journeys') keeps what its functions printed, for a failed test's report (e2e/testing/test.ts).
 */
export function setLogFile(file) {
  logStream?.end();
  // A buffered stream: a write per line would block the launcher on every line the functions print.
  logStream = fs.createWriteStream(file, { flags: 'a' });
}

const colours = [36, 35, 33, 32, 34, 31, 96, 95];
let nextColour = 0;

/** The command line of a running process as /proc shows it, or undefined when it is gone. */
function commandLine(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return undefined;
  }
}

function writePidFile() {
  if (!pidFile) return;
  const groups = [...children].map((child) => ({
    label: child.label,
    pgid: child.pid,
    command: child.commandLine,
  }));
  // Written whole to a temporary name and renamed: a kill in mid-write never leaves half a file.
  fs.writeFileSync(`${pidFile}.tmp`, JSON.stringify({ launcher: process.pid, groups }, null, 2));
  fs.renameSync(`${pidFile}.tmp`, pidFile);
}

/** The live (not zombie) processes of process group `pgid`, read from /proc. */
function groupMembers(pgid) {
  const members = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // Exited while we looked.
    }
    // "pid (comm) state ppid pgrp …": comm may hold spaces, so read after its last ')'.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === pgid && state !== 'Z') members.push(Number(entry));
  }
  return members;
}

const groupAlive = (pgid) => groupMembers(pgid).length > 0;

/**
 * Records this process and every child it starts from now on in `file`, and first ends what an
 * earlier launcher of the same file left running when it was killed without a chance to stop
 * its children (`kill -9`), waiting until they are gone and their ports free. Refuses when that
 * launcher is still alive: two stacks must not share one data directory. Resolves with how many
 * process groups it ended.
 * @param {string} file
 */
export async function setPidFile(file) {
  const ended = [];
  if (fs.existsSync(file)) {
    let recorded;
    try {
      recorded = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      recorded = { groups: [] };
    }
    if (recorded.launcher && recorded.launcher !== process.pid && commandLine(recorded.launcher)) {
      throw new Error(
        `another npm start (pid ${recorded.launcher}) is using this data directory; stop it first`,
      );
    }
    for (const { pgid, command } of recorded.groups ?? []) {
      const now = commandLine(pgid);
      // A pid reused by an unrelated program is left alone. A leader that is gone while members
      // of its group live on (Functions workers) cannot have had its id reused: the group id is
      // still taken, so the members are ours.
      if (now !== undefined && now !== command) continue;
      try {
        process.kill(-pgid, 'SIGKILL');
        ended.push(pgid);
      } catch {
        // Nothing of that group is left.
      }
    }
    const deadline = Date.now() + 5000;
    while (ended.some(groupAlive) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  pidFile = file;
  writePidFile();
  return ended.length;
}

/**
 * Starts `command` with its output prefixed by `label`.
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, quiet?: boolean, onLine?: (line: string) => void,
 *   drained?: RegExp, graceMs?: number, killFirst?: RegExp }} [options] `drained`: a line the
 *   child prints once SIGTERM has saved everything worth saving; from then on it is killed
 *   instead of waited for. `graceMs`: how long stopAll waits for it at most (default 2.5 s).
 *   `killFirst`: its descendants whose command line matches are killed as the stop begins, so
 *   the CPU goes to what the child saves rather than to work nobody will use.
 */
export function startProcess(
  label,
  command,
  args,
  { env, cwd, quiet = false, onLine, drained, graceMs = 2500, killFirst } = {},
) {
  if (stopping) throw new Error(`Not starting ${label}: the stack is stopping`);
  const colour = colours[nextColour++ % colours.length];
  const prefix = `\x1b[${colour}m${label.padEnd(10)}\x1b[0m│ `;
  const child = /** @type {StackChild} */ (
    spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
  );
  child.label = label;
  child.graceMs = graceMs;
  child.killFirst = killFirst;
  /** The last lines it printed, for a message when it dies during start-up. */
  child.lastLines = [];
  child.commandLine = [command, ...args].join(' ');
  let markDrained;
  child.drained = new Promise((resolve) => (markDrained = resolve));
  children.add(child);
  writePidFile();
  const forward = (stream) => {
    let buffered = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        onLine?.(line);
        child.lastLines.push(line);
        if (child.lastLines.length > 20) child.lastLines.shift();
        if (child.stopping && drained?.test(line)) markDrained();
        if (!quiet) process.stdout.write(prefix + line + '\n');
        logStream?.write(`${label.padEnd(10)}│ ${line}\n`);
      }
    });
  };
  forward(child.stdout);
  forward(child.stderr);
  child.exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      children.delete(child);
      writePidFile();
      resolve({ code, signal });
    });
  });
  return child;
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Stops every child: SIGTERM to each process group; a group is killed as soon as its child
 * says it has drained (firebase-tools once the Auth export is written: what follows is only
 * waiting for warm-up calls nobody needs any more), or after its grace period at the latest.
 */
export async function stopAll() {
  stopping = true;
  const running = [...children];
  for (const child of running) {
    // Only what it prints from now on says it has drained (the seed's own Auth export prints
    // the same line as the export on exit).
    child.stopping = true;
    if (child.killFirst) {
      for (const pid of groupMembers(child.pid)) {
        if (pid !== child.pid && child.killFirst.test(commandLine(pid) ?? '')) {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {
            // Gone already.
          }
        }
      }
    }
    signalGroup(child, 'SIGTERM');
  }
  const timers = running.map((child) =>
    setTimeout(() => signalGroup(child, 'SIGKILL'), child.graceMs),
  );
  for (const child of running) void child.drained.then(() => signalGroup(child, 'SIGKILL'));
  await Promise.all(running.map((child) => child.exited));
  timers.forEach(clearTimeout);
  // Grandchildren that left their group early still die with the group id.
  for (const child of running) signalGroup(child, 'SIGKILL');
  if (pidFile) fs.rmSync(pidFile, { force: true });
  pidFile = undefined;
  // The journeys start and stop several stacks in one process.
  stopping = false;
}

/** Runs a command to completion, failing loudly with its output. */
export function run(label, command, args, options = {}) {
  const lines = [];
  const child = startProcess(label, command, args, {
    ...options,
    quiet: true,
    onLine: (line) => lines.push(line),
  });
  return child.exited.then(({ code }) => {
    if (code !== 0) {
      throw new Error(`${label} failed (exit ${code}):\n${lines.slice(-40).join('\n')}`);
    }
  });
}
