// @ts-check
// `npm run test:unit`: every package's unit tests. The functions project has a worker count of its
// own (its files mostly wait on the emulators), and Vitest runs a project of another worker count
// only after every other one has finished. So it runs here in a Vitest of its own, after the other
// projects' run (its lines are prefixed with [functions]). One after the other, not side by side:
// each run alone keeps the two cores busy, and side by side they took about a fifth more CPU time
// between them (more threads than cores, and every wait longer) and 10% longer in all.
// A failed run's failures are printed again at the very end, where CI shows the output's tail.
// Arguments (a file, a filter) go to a single ordinary `vitest run` instead; `--sequence.*`
// flags (shuffling, its seed) go to both runs.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const isSequenceFlag = (/** @type {string} */ arg) => arg.startsWith('--sequence.');
const sequence = process.argv.slice(2).filter(isSequenceFlag);
const args = process.argv.slice(2).filter((arg) => !isSequenceFlag(arg));
/** At most this many lines (the last) of a failed run's report are printed again at the end. */
const MAX_REPEATED_LINES = 400;

/**
 * Runs vitest with `vitestArgs`; each output line gets `prefix` and is kept.
 * Resolves with the exit code and the lines from Vitest's failure report on (if any).
 */
function run(vitestArgs, prefix = '') {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vitest, 'run', ...vitestArgs], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'),
      },
    });
    const report = [];
    for (const [
      stream,
      out,
    ] of /** @type {[import('node:stream').Readable, NodeJS.WriteStream][]} */ ([
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])) {
      let rest = '';
      const write = (line) => {
        out.write(`${prefix}${line}\n`);
        const plain = stripVTControlCharacters(line);
        if (report.length === 0 && !/Failed Tests|Unhandled Error|FAIL /.test(plain)) return;
        report.push(`${prefix}${plain}`);
      };
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        lines.forEach(write);
      });
      stream.on('end', () => rest && write(rest));
    }
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), report }));
  });
}

const runs =
  args.length > 0
    ? [await run([...sequence, ...args])]
    : [
        await run([...sequence, '--project', '!functions']),
        await run([...sequence, '--project', 'functions'], '[functions] '),
      ];
const failed = runs.filter((result) => result.code !== 0);
if (failed.length > 0 && args.length === 0) {
  console.error('\n==== test:unit failed; the failures again ====');
  for (const { report } of failed) {
    if (report.length > MAX_REPEATED_LINES)
      console.error(
        `… ${report.length - MAX_REPEATED_LINES} earlier lines of the report are above`,
      );
    console.error(report.slice(-MAX_REPEATED_LINES).join('\n'));
  }
}
process.exit(failed.length > 0 ? 1 : 0);
