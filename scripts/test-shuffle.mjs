// @ts-check
// `npm run test:shuffle`: `npm run test:unit` with every project's files and tests in a random
// order, so a test that leans on another's data or on running after it fails. The seed is
// printed first; `--seed N` (or GT_SHUFFLE_SEED=N) replays that order. Other arguments (a file,
// a filter, `--project name`) go on to test-unit.mjs as they would to `npm run test:unit`.
import { spawn } from 'node:child_process';
import path from 'node:path';

const args = process.argv.slice(2);
let seed = process.env.GT_SHUFFLE_SEED;
const at = args.findIndex((arg) => arg === '--seed' || arg.startsWith('--seed='));
if (at >= 0) {
  const [flag] = args.splice(at, 1);
  seed = flag?.includes('=') ? flag.slice('--seed='.length) : args.splice(at, 1)[0];
}
if (seed === undefined) seed = String(Math.floor(Math.random() * 1_000_000));
if (!/^\d+$/.test(seed)) {
  console.error(`The seed must be a whole number, not "${seed}".`);
  process.exit(2);
}

console.log(`Shuffled with seed ${seed}; replay: npm run test:shuffle -- --seed ${seed}\n`);
const child = spawn(
  process.execPath,
  [
    path.join(import.meta.dirname, 'test-unit.mjs'),
    '--sequence.shuffle',
    `--sequence.seed=${seed}`,
    ...args,
  ],
  { stdio: 'inherit' },
);
child.on('close', (code, signal) => {
  if (code !== 0) console.error(`\nShuffled with seed ${seed}.`);
  process.exit(code ?? (signal ? 1 : 0));
});
