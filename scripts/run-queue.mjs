// @ts-check
// Commands run from a queue, as many at once as the machine has cores, for the check runners
// (scripts/typecheck.mjs, scripts/checks.mjs). No more at once than cores: the checks are
// CPU-bound, and a third process on two cores only adds switching between them.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** @typedef {{ label: string, command: string, args: string[] }} QueuedCommand */

/**
 * Runs `command args…` in the repository root, its output collected. Resolves once it has exited.
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<{ code: number, output: string, seconds: number }>}
 */
function run(command, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) =>
      resolve({
        code: code ?? 1,
        output: Buffer.concat(output).toString(),
        seconds: (Date.now() - started) / 1000,
      }),
    );
  });
}

/**
 * Runs the commands in their order, the next as one ends. Each gets a line when it ends (ok or
 * FAIL, its time), a failed one's output after it. Resolves with how many failed.
 * @param {QueuedCommand[]} commands
 */
export async function runQueue(commands) {
  const queue = [...commands];
  let failed = 0;
  async function worker() {
    for (let item = queue.shift(); item; item = queue.shift()) {
      const { code, output, seconds } = await run(item.command, item.args);
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${item.label} (${seconds.toFixed(1)} s)`);
      if (code !== 0) {
        failed++;
        process.stdout.write(output);
      }
    }
  }
  const parallel = Math.min(os.availableParallelism(), queue.length);
  await Promise.all(Array.from({ length: parallel }, worker));
  return failed;
}
