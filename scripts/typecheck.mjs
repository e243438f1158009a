// @ts-check
// `npm run typecheck`: every workspace's own `typecheck` script, as many at once as the machine
// has cores (scripts/run-queue.mjs). One tsc after another left a core idle for most of the 100 s
// it took on a 2-core machine.
// The browser packages are checked as one program (tsconfig.apps.json, `npm run typecheck:apps`)
// instead: each app's program also checks every shared source it imports (platform, ui-kit,
// domain), so six programs checked those files six times — 74 CPU-seconds against 24 together.
// Their own `typecheck` scripts stay, for working on one package.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runQueue } from './run-queue.mjs';

const root = path.resolve(import.meta.dirname, '..');

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

/**
 * The type checks, the browser packages' program first (the longest).
 * @returns {import('./run-queue.mjs').QueuedCommand[]}
 */
export function typechecks() {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const checked = workspaces.filter((/** @type {string} */ workspace) => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(root, workspace, 'package.json'), 'utf8'),
    );
    return Boolean(manifest.scripts?.typecheck) && !TOGETHER.includes(workspace);
  });
  return [
    { label: TOGETHER.join(', '), command: 'npm', args: ['run', 'typecheck:apps', '--silent'] },
    ...checked.map((/** @type {string} */ workspace) => ({
      label: workspace,
      command: 'npm',
      args: ['run', 'typecheck', '--silent', '--workspace', workspace],
    })),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const failed = await runQueue(typechecks());
  if (failed > 0) {
    console.error(`${failed} typecheck runs failed`);
    process.exit(1);
  }
}
