// @ts-check
// `npm run typecheck`: every workspace's own `typecheck` script, as many at once as the machine
// has cores. One tsc after another left a core idle for most of the 100 s it took on a 2-core
// machine (CI's budget is 20 minutes for everything).
// The browser packages are checked as one program (tsconfig.apps.json, `npm run typecheck:apps`)
// instead: each app's program also checks every shared source it imports (platform, ui-kit,
// domain), so six programs checked those files six times — 74 CPU-seconds against 24 together.
// Their own `typecheck` scripts stay, for working on one package.
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

/** The packages tsconfig.apps.json checks together (the same options as their own configs). */
const TOGETHER = [
  'firebase-web',
  'marketing-site',
  'platform',
  'creator-app',
  'staff-app',
  'customer-app',
  'shell',
];
/** @type {{ label: string, args: string[] }[]} */
const queue = [
  { label: TOGETHER.join(', '), args: ['typecheck:apps', '--silent'] },
  ...checked
    .filter((workspace) => !TOGETHER.includes(workspace))
    .map((workspace) => ({
      label: workspace,
      args: ['typecheck', '--silent', '--workspace', workspace],
    })),
];
let failed = 0;
async function worker() {
  for (let item = queue.shift(); item; item = queue.shift()) {
    const { code, output, seconds } = await npmRun(item.args);
    console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${item.label} (${seconds.toFixed(1)} s)`);
    if (code !== 0) {
      failed++;
      process.stdout.write(output);
    }
  }
}

const parallel = Math.min(os.availableParallelism(), queue.length);
await Promise.all(Array.from({ length: parallel }, worker));
if (failed > 0) {
  console.error(`${failed} typecheck runs failed`);
  process.exit(1);
}
