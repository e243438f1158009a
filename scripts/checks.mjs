// @ts-check
// `npm run checks`: the static checks `npm test` starts with (every type check of `npm run
// typecheck`, then ESLint and Prettier's check of `npm run lint`) in one queue, as many at once as
// the machine has cores, the longest first. Type checks beside lint, each with its own runner,
// kept three processes on two cores and took 124–129 s against 117–119 s in one queue.
import { runQueue } from './run-queue.mjs';
import { typechecks } from './typecheck.mjs';

const [apps, ...packages] = typechecks();
const failed = await runQueue([
  { label: 'eslint', command: 'npx', args: ['eslint', '.'] },
  apps,
  { label: 'prettier --check', command: 'npx', args: ['prettier', '--check', '.'] },
  ...packages,
]);
if (failed > 0) {
  console.error(`${failed} checks failed`);
  process.exit(1);
}
