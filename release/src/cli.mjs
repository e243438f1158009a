// `npm run release -- …`: ship one app on its own (README, "Releasing one app").
//
//   npm run release -- <shell|marketing|creator|staff|customer> [--version V]
//                                              (or its package: customer-app, staff-app…)
//                                              build it alone, release it
//   npm run release -- promote <app> <version> make a version live
//   npm run release -- rollback <app>          back to the one before
//   npm run release -- status                  what is live, what is kept
//   npm run release -- stage <app>          what `firebase deploy` uploads (its predeploy hook)
//
// GROUNDTRUTH_ENV names the environment (default local), as for the build.
import path from 'node:path';
import { APPS, appNamed, promotedVersions, readLog, releaseFolder, root } from './folder.mjs';
import { promote, release, rollback, stage } from './commands.mjs';

// `stage` is firebase deploy's predeploy: deploys default to production, as the deploy check does.
const environmentName =
  process.env.GROUNDTRUTH_ENV ?? (process.argv[2] === 'stage' ? 'production' : 'local');
const dir = releaseFolder();
const shown = (file) => path.relative(root, file) || '.';

const usage = `Usage:
  npm run release -- <${APPS.join('|')}> [--version V]   (or the app's package: customer-app…)
  npm run release -- promote <app> <version>
  npm run release -- rollback <app>
  npm run release -- status
  npm run release -- stage <app>
GROUNDTRUTH_ENV names the environment (default local).`;

/** `firebase deploy` of one hosting target in this environment (its predeploy stages the files). */
function deployCommand(target) {
  const env = environmentName === 'production' ? '' : `GROUNDTRUTH_ENV=${environmentName} `;
  return `${env}firebase deploy --only hosting:${target}`;
}

/** What a team does next after releasing `app` at `version`. */
function nextSteps(app, version) {
  const promote = `npm run release -- promote ${app} ${version}`;
  if (environmentName === 'local')
    return [`Next: ${promote}; npm start -- --prod serves what is promoted.`];
  if (app === 'shell') return [`Next: ${promote}, then ${deployCommand('shell')}`];
  return [
    `Next: ${deployCommand(app)} (uploads every kept ${app} version: open tabs keep their files)`,
    `Then: ${promote}, and ${deployCommand('shell')} (publishes the shell's remotes.json)`,
  ];
}

/** What makes a promotion or rollback live. */
function publishHint() {
  return environmentName === 'local'
    ? 'Restart npm start -- --prod to serve it.'
    : `Publish it: ${deployCommand('shell')}`;
}

function main(args) {
  const [first, ...more] = args;
  // An app may be named by its package directory too (`customer-app`), wherever it is named.
  const command = appNamed(first) ?? first;
  const rest = ['promote', 'rollback', 'stage'].includes(command)
    ? more.map((arg, i) => (i === 0 ? (appNamed(arg) ?? arg) : arg))
    : more;
  if (command === 'promote') {
    const [app, version] = rest;
    if (!app || !version) throw new Error(usage);
    const { from } = promote({ app, version, dir, environmentName });
    console.log(`Promoted ${app} ${version} in ${environmentName} (was ${from ?? 'none'}).`);
    console.log(publishHint());
    return;
  }
  if (command === 'rollback') {
    const [app] = rest;
    if (!app) throw new Error(usage);
    const { version, from } = rollback({ app, dir, environmentName });
    console.log(`Rolled ${app} back in ${environmentName}: ${from} → ${version}.`);
    console.log(publishHint());
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
    for (const line of nextSteps(command, result.version)) console.log(line);
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
