// `node scripts/parallel.mjs a b …`: runs the npm scripts a, b, … at the same time and fails
// when any fails. `npm test` runs typecheck beside lint with it. (The unit tests beside the JS
// budgets was tried: the extra load made component tests miss their waits; not worth 60 s.)
// The first script's output streams as it comes; each other's is printed whole when it ends, so
// the steps' lines do not interleave.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const scripts = process.argv.slice(2);

/** Runs `npm run <script>`; resolves with its exit code once its output has been printed. */
function run(script, streamed) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', script], {
      cwd: root,
      stdio: ['ignore', streamed ? 'inherit' : 'pipe', streamed ? 'inherit' : 'pipe'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const status = code === 0 ? 'passed' : `failed (${code ?? signal})`;
      if (output.length)
        process.stdout.write(`\n── npm run ${script} ──\n${Buffer.concat(output)}`);
      console.log(`── npm run ${script}: ${status} in ${seconds} s ──`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(scripts.map((script, i) => run(script, i === 0)));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
