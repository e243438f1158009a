// @ts-check
// One npm script of the root package run to its end, for the runners that start several at once
// (scripts/parallel.mjs, scripts/typecheck.mjs).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Runs `npm run <args…>` in the repository root. Its output is collected and returned, unless
 * `streamed`, when it goes straight to this process's. Resolves once it has exited.
 * @param {string[]} args
 * @param {{ streamed?: boolean }} [options]
 * @returns {Promise<{ code: number, output: string, seconds: number }>}
 */
export function npmRun(args, { streamed = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', ...args], {
      cwd: root,
      stdio: ['ignore', streamed ? 'inherit' : 'pipe', streamed ? 'inherit' : 'pipe'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) =>
      resolve({
        code: code ?? 1,
        output: Buffer.concat(output).toString(),
        seconds: (Date.now() - started) / 1000,
      }),
    );
  });
}
