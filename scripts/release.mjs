// `npm run release -- …`: ship one app on its own (README, "Releasing one app").
//
//   npm run release -- <shell|marketing|creator|staff> [--version V]   build it alone, release it
//   npm run release -- promote <app> <version>                         make a version live
//   npm run release -- rollback <app>                                  back to the one before
//   npm run release -- status                                          what is live, what is kept
//   npm run release -- stage <app>          what `firebase deploy` uploads (its predeploy hook)
//
// GROUNDTRUTH_ENV names the environment (default local), as for the build.
import path from 'node:path';
import { APPS, promotedVersions, readLog, releaseFolder, root } from './release/folder.mjs';
import { promote, release, rollback, stage } from './release/commands.mjs';

// `stage` is firebase deploy's predeploy: deploys default to production, as the deploy check does.
const environmentName =
  process.env.GROUNDTRUTH_ENV ?? (process.argv[2] === 'stage' ? 'production' : 'local');
const dir = releaseFolder();
const shown = (file) => path.relative(root, file) || '.';

const usage = `Usage:
  npm run release -- <${APPS.join('|')}> [--version V]
  npm run release -- promote <app> <version>
  npm run release -- rollback <app>
  npm run release -- status
  npm run release -- stage <app>
GROUNDTRUTH_ENV names the environment (default local).`;

/** What a team does next, once the files are in the release folder or a pointer moved. */
function deployHint(app) {
  if (environmentName === 'local')
    return 'Locally, npm start -- --prod serves what is promoted (restart it to pick this up).';
  const env = environmentName === 'production' ? '' : `GROUNDTRUTH_ENV=${environmentName} `;
  return app === 'shell'
    ? `The shell serves remotes.json: ${env}firebase deploy --only hosting:shell`
    : `Deploy: ${env}firebase deploy --only hosting:${app} (uploads every kept ${app} version, so open tabs still find their files).`;
}

function main(args) {
  const [command, ...rest] = args;
  if (command === 'promote') {
    const [app, version] = rest;
    if (!app || !version) throw new Error(usage);
    const { from } = promote({ app, version, dir, environmentName });
    console.log(`Promoted ${app} ${version} in ${environmentName} (was ${from ?? 'none'}).`);
    if (app !== 'shell')
      console.log(`The shell's remotes.json: release/environments/${environmentName}/remotes.json`);
    console.log(deployHint('shell'));
    return;
  }
  if (command === 'rollback') {
    const [app] = rest;
    if (!app) throw new Error(usage);
    const { version, from } = rollback({ app, dir, environmentName });
    console.log(`Rolled ${app} back in ${environmentName}: ${from} → ${version}.`);
    console.log(deployHint('shell'));
    return;
  }
  if (command === 'stage') {
    const [app] = rest;
    if (!app) throw new Error(usage);
    const { versions, out } = stage({ app, dir, environmentName });
    console.log(`Staged ${app} for ${environmentName} in ${shown(out)}: ${versions.join(', ')}`);
    return;
  }
  if (command === 'status') {
    const promoted = promotedVersions(dir, environmentName);
    const released = readLog(dir, environmentName).filter((e) => e.action === 'release');
    for (const app of APPS) {
      const kept = released.filter((e) => e.app === app).map((e) => e.version);
      console.log(
        `${app.padEnd(9)} live ${promoted[app] ?? '-'}   released ${kept.join(', ') || '-'}`,
      );
    }
    return;
  }
  if (APPS.includes(command)) {
    const at = rest.indexOf('--version');
    const version = at >= 0 ? rest[at + 1] : undefined;
    if (at >= 0 && !version) throw new Error(usage);
    const result = release({ app: command, dir, environmentName, version });
    const where = shown(path.join(dir, command, result.version));
    console.log(
      result.created
        ? `Released ${command} ${result.version} for ${environmentName} into ${where}/.`
        : `${command} ${result.version} was already released (same files) in ${where}/.`,
    );
    console.log(deployHint(command));
    console.log(`Make it live with: npm run release -- promote ${command} ${result.version}`);
    return;
  }
  throw new Error(usage);
}

try {
  main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
