// `npm run typecheck`: every workspace's own `typecheck` script, as many at once as the machine
// has cores. One tsc after another left a core idle for most of the 100 s it took on a 2-core
// machine (CI's budget is 20 minutes for everything).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const checked = workspaces.filter((workspace) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, workspace, 'package.json'), 'utf8'));
  return Boolean(manifest.scripts?.typecheck);
});

/** Runs one workspace's typecheck; resolves with its exit code and everything it printed. */
function typecheck(workspace) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'typecheck', '--silent', '--workspace', workspace], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const queue = [...checked];
let failed = 0;
async function worker() {
  for (let workspace = queue.shift(); workspace; workspace = queue.shift()) {
    const started = Date.now();
    const { code, output } = await typecheck(workspace);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${workspace} (${seconds} s)`);
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
