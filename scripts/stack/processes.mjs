// Child processes of the local stack: labelled output, and a shutdown that leaves none behind
// (each child leads its own process group, so its own children die with it).
import { spawn } from 'node:child_process';

const children = new Set();
/** Set once stopAll begins: a start-up still in flight must not start anything after it. */
let stopping = false;

const colours = [36, 35, 33, 32, 34, 31, 96, 95];
let nextColour = 0;

/**
 * Starts `command` with its output prefixed by `label`.
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, quiet?: boolean, onLine?: (line: string) => void }} [options]
 */
export function startProcess(label, command, args, { env, cwd, quiet = false, onLine } = {}) {
  if (stopping) throw new Error(`Not starting ${label}: the stack is stopping`);
  const colour = colours[nextColour++ % colours.length];
  const prefix = `\x1b[${colour}m${label.padEnd(10)}\x1b[0m│ `;
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const forward = (stream) => {
    let buffered = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        onLine?.(line);
        if (!quiet) process.stdout.write(prefix + line + '\n');
      }
    });
  };
  forward(child.stdout);
  forward(child.stderr);
  child.exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      children.delete(child);
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

/** Stops every child: SIGTERM to each process group, SIGKILL to whatever is left after a grace period. */
export async function stopAll({ graceMs = 8000 } = {}) {
  stopping = true;
  const running = [...children];
  for (const child of running) signalGroup(child, 'SIGTERM');
  const timer = setTimeout(
    () => running.forEach((child) => signalGroup(child, 'SIGKILL')),
    graceMs,
  );
  await Promise.all(running.map((child) => child.exited));
  clearTimeout(timer);
  // Grandchildren that left their group early still die with the group id.
  for (const child of running) signalGroup(child, 'SIGKILL');
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
