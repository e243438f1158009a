// `npm run test:unit`: every package's unit tests. The functions project runs its files one at a
// time (they share one set of emulators), and Vitest runs such a project only after every other
// one has finished — three minutes with one core idle. So it runs here in a Vitest of its own,
// beside the other projects' run; its lines are prefixed with [functions].
// Arguments (a file, a filter) go to a single ordinary `vitest run` instead.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const args = process.argv.slice(2);

/** Runs vitest with `vitestArgs`; each output line gets `prefix`. Resolves with the exit code. */
function run(vitestArgs, prefix = '') {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vitest, 'run', ...vitestArgs], {
      cwd: root,
      stdio: ['ignore', prefix ? 'pipe' : 'inherit', prefix ? 'pipe' : 'inherit'],
    });
    if (prefix) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) out.write(`${prefix}${line}\n`);
        });
        stream.on('end', () => rest && out.write(`${prefix}${rest}\n`));
      }
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const codes =
  args.length > 0
    ? [await run(args)]
    : await Promise.all([
        run(['--project', 'functions'], '[functions] '),
        run(['--project', '!functions']),
      ]);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
