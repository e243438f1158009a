// `npm run release`: build one app alone into the release folder, promote a released version in
// an environment, roll it back, and, locally, release and serve whatever was just built.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import {
  APP_DIRS,
  APPS,
  REMOTES,
  appendLog,
  buildFiles,
  checkVersion,
  contentHash,
  currentCommit,
  promotedVersions,
  promotionHistory,
  readLog,
  releaseInfo,
  root,
  versionDir,
  writeRemotesJson,
} from './folder.mjs';
import { assertNoVersionSkew, readManifest } from './version-skew.mjs';

function checkApp(app) {
  if (!APPS.includes(app)) throw new Error(`"${app}" is not an app (${APPS.join(', ')})`);
  return app;
}

/**
 * The mf-manifest.json files of the apps `app` would run beside in the environment: the promoted
 * shell for a remote, the promoted remotes for the shell. The build is checked against them.
 */
export function counterpartManifests(dir, environmentName, app) {
  const promoted = promotedVersions(dir, environmentName);
  return (app === 'shell' ? REMOTES : ['shell'])
    .filter((other) => promoted[other])
    .map((other) => path.join(versionDir(dir, other, promoted[other]), 'mf-manifest.json'))
    .filter((file) => fs.existsSync(file));
}

/**
 * Copies the app's current build (its dist/) into release/<app>/<version>/ (version: the given
 * one, or the build's content hash). Releasing the same build under the same version again
 * changes nothing; another build under a taken version is refused.
 * @param {{ app: string, dir: string, environmentName: string, version?: string, by?: string }} options
 * @returns {{ version: string, created: boolean }}
 */
export function releaseBuilt({ app, dir, environmentName, version, by = 'npm run release' }) {
  checkApp(app);
  const dist = path.join(root, APP_DIRS[app], 'dist');
  const files = buildFiles(app, dist);
  const hash = contentHash(dist, files);
  version = checkVersion(version ?? hash);
  const target = versionDir(dir, app, version);
  const existing = releaseInfo(dir, app, version);
  if (existing) {
    if (existing.contentHash !== hash)
      throw new Error(
        `${app} ${version} is already released with other files (${path.relative(root, target)}); choose another --version`,
      );
    return { version, created: false };
  }
  if (fs.existsSync(target)) throw new Error(`${target} exists but is not a release`);
  // Copied beside the target and renamed into place: a half-copied version is never seen.
  const staging = `${target}.partial-${process.pid}`;
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(staging, file)), { recursive: true });
    fs.copyFileSync(path.join(dist, file), path.join(staging, file));
  }
  const commit = currentCommit();
  const info = { app, version, environment: environmentName, contentHash: hash, commit };
  fs.writeFileSync(path.join(staging, 'release.json'), `${JSON.stringify(info, null, 2)}\n`);
  try {
    fs.renameSync(staging, target);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    // Another process (a second local stack starting) released the same build first.
    if (releaseInfo(dir, app, version)?.contentHash === hash) return { version, created: false };
    throw error;
  }
  appendLog(dir, environmentName, { action: 'release', app, version, commit, by });
  return { version, created: true };
}

/**
 * Builds one app alone (`npm run build -w <its package>`), checked for version skew against the
 * apps promoted in the environment, and releases the build.
 */
export function release({
  app,
  dir,
  environmentName,
  version,
  stdio = /** @type {import('node:child_process').StdioOptions} */ ('inherit'),
}) {
  checkApp(app);
  if (version !== undefined) checkVersion(version);
  const against =
    process.env.GROUNDTRUTH_SKEW_AGAINST ??
    counterpartManifests(dir, environmentName, app).join(',');
  const build = spawnSync('npm', ['run', 'build', '-w', APP_DIRS[app]], {
    cwd: root,
    stdio,
    env: { ...process.env, GROUNDTRUTH_ENV: environmentName, GROUNDTRUTH_SKEW_AGAINST: against },
  });
  if (build.status !== 0) throw new Error(`The build of ${app} failed: nothing was released`);
  return releaseBuilt({ app, dir, environmentName, version });
}

/**
 * Refuses to make `version` live beside apps it disagrees with on a shared singleton: a version
 * released long ago may predate what is promoted now. GROUNDTRUTH_SKEW_AGAINST=none turns it off
 * (a coordinated upgrade across a major version).
 */
function checkSkewAtPromotion(dir, environmentName, app, version) {
  if (process.env.GROUNDTRUTH_SKEW_AGAINST === 'none') return;
  const manifest = path.join(versionDir(dir, app, version), 'mf-manifest.json');
  if (!fs.existsSync(manifest)) return;
  const others = counterpartManifests(dir, environmentName, app).map(readManifest);
  assertNoVersionSkew(readManifest(manifest), others);
}

/** Makes `version` the live one of `app` in the environment: remotes.json and the log, no build. */
export function promote({
  app,
  version,
  dir,
  environmentName,
  by = 'npm run release',
  checkSkew = true,
}) {
  checkApp(app);
  const info = releaseInfo(dir, app, checkVersion(version));
  if (!info)
    throw new Error(`${app} ${version} was never released (no ${versionDir(dir, app, version)})`);
  if (info.environment !== environmentName)
    throw new Error(
      `${app} ${version} was built for the ${info.environment} environment, not ${environmentName}`,
    );
  if (checkSkew) checkSkewAtPromotion(dir, environmentName, app, version);
  const from = promotionHistory(readLog(dir, environmentName), app).at(-1) ?? null;
  appendLog(dir, environmentName, { action: 'promote', app, version, from, by });
  writeRemotesJson(dir, environmentName);
  return { version, from };
}

/** Makes the version promoted before the live one live again. */
export function rollback({ app, dir, environmentName }) {
  checkApp(app);
  const history = promotionHistory(readLog(dir, environmentName), app);
  if (history.length < 2)
    throw new Error(`${app} has no earlier promoted version in ${environmentName} to roll back to`);
  const [version, from] = history.slice(-2);
  if (!releaseInfo(dir, app, version))
    throw new Error(`${app} ${version} is no longer in ${versionDir(dir, app, version)}`);
  checkSkewAtPromotion(dir, environmentName, app, version);
  appendLog(dir, environmentName, {
    action: 'rollback',
    app,
    version,
    from,
    by: 'npm run release',
  });
  writeRemotesJson(dir, environmentName);
  return { version, from };
}

/**
 * What the local production servers serve (npm start -- --prod, the journeys, the benches): the
 * versions promoted in the local environment, after releasing and promoting each app's build
 * that is newer than its last promotion or rollback (the tree was just built, as a team would
 * release and promote it). A local promote or rollback thus stays until the next build.
 * @returns {{ shell: string, marketing: string, creator: string, staff: string, customer: string }} the live version of each app
 */
export function releaseLocalBuilds(dir) {
  const environmentName = 'local';
  const log = readLog(dir, environmentName);
  const promoted = promotedVersions(dir, environmentName);
  for (const app of APPS) {
    const dist = path.join(root, APP_DIRS[app], 'dist');
    const manifest = path.join(dist, 'mf-manifest.json');
    if (!fs.existsSync(manifest)) continue;
    // A build for a deployed environment (left by a release there) cannot run locally: its shell
    // refuses loopback remotes. It is served only from its own environment's release.
    const appConfig = path.join(dist, 'app-config.json');
    if (!fs.existsSync(appConfig) || !JSON.parse(fs.readFileSync(appConfig, 'utf8')).emulators)
      continue;
    const lastMove = log.findLast(
      (entry) => entry.app === app && (entry.action === 'promote' || entry.action === 'rollback'),
    );
    const builtAfter = !lastMove || fs.statSync(manifest).mtimeMs > Date.parse(lastMove.at);
    const gone = promoted[app] && !releaseInfo(dir, app, promoted[app]);
    if (promoted[app] && !builtAfter && !gone) continue;
    const { version } = releaseBuilt({ app, dir, environmentName, by: 'local build' });
    if (version === promoted[app]) continue;
    // One lockfile built them all: nothing to check against an older promotion.
    promote({ app, version, dir, environmentName, by: 'local build', checkSkew: false });
    promoted[app] = version;
  }
  pruneLocalBuilds(dir);
  const missing = APPS.filter((app) => !promoted[app]);
  if (missing.length > 0)
    throw new Error(`No local build of ${missing.join(', ')} to serve: run npm run build first`);
  return /** @type {{ shell: string, marketing: string, creator: string, staff: string, customer: string }} */ (
    promoted
  );
}

/** How many of the latest local promotions of an app keep their build (for a local rollback). */
const LOCAL_BUILDS_KEPT = 5;

/**
 * Deletes the local environment's automatic releases (`by: 'local build'`) that none of an app's
 * latest promotions names, so the release folder does not grow with every build.
 */
function pruneLocalBuilds(dir) {
  const log = readLog(dir, 'local');
  for (const app of APPS) {
    const kept = new Set(promotionHistory(log, app).slice(-LOCAL_BUILDS_KEPT));
    const automatic = log.filter(
      (entry) => entry.app === app && entry.action === 'release' && entry.by === 'local build',
    );
    for (const { version } of automatic)
      if (!kept.has(version) && releaseInfo(dir, app, version)?.environment === 'local')
        fs.rmSync(versionDir(dir, app, version), { recursive: true, force: true });
  }
}

/** Where `stage` assembles what a hosting target uploads (firebase.json's `public`). */
export const stagedDir = (dir, app) => path.join(dir, '.hosting', app);

/**
 * Assembles what Firebase Hosting uploads for one target (its predeploy, firebase.json): for a
 * remote, every version released for the environment, side by side (a deploy replaces the whole
 * site, and tabs on an older version still need its files); for the shell, the promoted version
 * with the environment's remotes.json.
 */
export function stage({ app, dir, environmentName }) {
  checkApp(app);
  const out = stagedDir(dir, app);
  fs.rmSync(out, { recursive: true, force: true });
  const copy = (version, to) =>
    fs.cpSync(versionDir(dir, app, version), to, {
      recursive: true,
      filter: (file) => path.basename(file) !== 'release.json',
    });
  if (app === 'shell') {
    const promoted = promotedVersions(dir, environmentName);
    const missing = APPS.filter((other) => !promoted[other]);
    if (missing.length > 0)
      throw new Error(`Nothing of ${missing.join(', ')} is promoted in ${environmentName}`);
    copy(promoted.shell, out);
    fs.copyFileSync(
      path.join(dir, 'environments', environmentName, 'remotes.json'),
      path.join(out, 'remotes.json'),
    );
    return { versions: [promoted.shell], out };
  }
  const versions = [
    ...new Set(
      readLog(dir, environmentName)
        .filter((entry) => entry.action === 'release' && entry.app === app)
        .map((entry) => entry.version)
        .filter((version) => releaseInfo(dir, app, version)),
    ),
  ];
  if (versions.length === 0)
    throw new Error(`No ${app} release for ${environmentName} is kept here`);
  for (const version of versions) copy(version, path.join(out, version));
  return { versions, out };
}
