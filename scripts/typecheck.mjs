// @ts-check
// `npm run typecheck`: every workspace's own `typecheck` script, as many at once as the machine
// has cores. One tsc after another left a core idle for most of the 100 s it took on a 2-core
// machine (CI's budget is 20 minutes for everything).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { npmRun } from './npm-run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const checked = workspaces.filter((workspace) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, workspace, 'package.json'), 'utf8'));
  return Boolean(manifest.scripts?.typecheck);
});

const queue = [...checked];
let failed = 0;
async function worker() {
  for (let workspace = queue.shift(); workspace; workspace = queue.shift()) {
    const { code, output, seconds } = await npmRun([
      'typecheck',
      '--silent',
      '--workspace',
      workspace,
    ]);
    console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${workspace} (${seconds.toFixed(1)} s)`);
    if (code !== 0) {
      failed++;
      process.stdout.write(output);
    }
  }
}

const parallel = Math.min(os.availableParallelism(), checked.length);
await Promise.all(Array.from({ length: parallel }, worker));
if (failed > 0) {
  console.error(`${failed} of ${checked.length} workspaces failed to typecheck`);
  process.exit(1);
}
