// What the stack runs that must be built first: the emulator, the functions and, for a
// production stack, the five apps; each only when its output is older than its sources.
import path from 'node:path';
import { run } from './processes.mjs';
import { root } from './config.mjs';
import { upToDate } from './up-to-date.mjs';

/** @param {string[]} parts */
const at = (...parts) => path.join(root, ...parts);

/**
 * Whether the production builds of the five apps are newer than everything they are built from,
 * so `npm start -- --prod` on a built tree starts at once instead of rebuilding.
 */
function appsUpToDate() {
  const apps = ['shell', 'marketing-site', 'creator-app', 'staff-app', 'customer-app'];
  const inputs = [
    ...apps,
    'ui-kit',
    'domain',
    'platform',
    'firebase-web',
    'tooling',
    'package-lock.json',
  ].map((p) => at(p));
  return apps.every((app) => upToDate(at(app, 'dist', 'mf-manifest.json'), inputs));
}

/**
 * Builds only what changed since the last start (a restart usually builds nothing), all at once.
 * @param {{ buildApps: boolean, log: (line: string) => void, seconds: () => string }} options
 */
export async function buildWhatChanged({ buildApps, log, seconds }) {
  const node = process.execPath;
  const builds = [
    !upToDate(at('emulator/dist/cli.js'), [at('emulator/src'), at('emulator/tsconfig.json')]) &&
      run(
        'emulator build',
        node,
        [at('node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
        {
          cwd: at('emulator'),
        },
      ),
    !upToDate(at('functions/lib/index.js'), [
      at('functions/src'),
      at('domain/src'),
      at('functions/rspack.config.mjs'),
    ]) &&
      run(
        'functions build',
        node,
        [at('node_modules/@rspack/cli/bin/rspack.js'), 'build', '-c', 'rspack.config.mjs'],
        { cwd: at('functions') },
      ),
    buildApps && !appsUpToDate() && run('build', 'npm', ['run', 'build:apps'], { cwd: root }),
  ].filter(Boolean);
  if (builds.length > 0) {
    log('Building what changed (emulator, functions, apps)…');
    await Promise.all(builds);
    log(`Built (${seconds()}s).`);
  }
}
