// The release folder, what `npm run release` reads and writes (README, "Releasing one app"):
//
//   release/<app>/<version>/                 one released build of an app (not committed: built
//                                            files); a remote keeps every version side by side,
//                                            so a tab on an older one still finds its chunks
//   release/environments/<env>/remotes.json  the promoted remotes: the file the shell serves as
//                                            /remotes.json in that environment
//   release/environments/<env>/log.jsonl     what was released, promoted and rolled back, one
//                                            JSON line each (the promoted shell is read from it)
//
// The environments' files are committed for deployed environments; release/environments/local/
// is this machine's (it names builds only this machine has) and is ignored.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { localEnvironment, readEnvironment } from '../../tooling/environments.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Each app that ships on its own: its name in releases and its package directory. */
export const APP_DIRS = {
  shell: 'shell',
  marketing: 'marketing-site',
  creator: 'creator-app',
  staff: 'staff-app',
  customer: 'customer-app',
};
export const APPS = Object.keys(APP_DIRS);

/**
 * The app `name` means: an app's name (`customer`) or its package directory (`customer-app`);
 * undefined for neither.
 * @param {string | undefined} name
 * @returns {string | undefined}
 */
export function appNamed(name) {
  if (name === undefined) return undefined;
  if (APPS.includes(name)) return name;
  return APPS.find((app) => APP_DIRS[/** @type {keyof typeof APP_DIRS} */ (app)] === name);
}
export const REMOTES = APPS.filter((app) => app !== 'shell');

/** The release folder: release/ in the repository, or GROUNDTRUTH_RELEASE_DIR (tests). */
export function releaseFolder(env = process.env) {
  return path.resolve(env.GROUNDTRUTH_RELEASE_DIR || path.join(root, 'release'));
}

/**
 * A version names a directory and a URL path segment: letters, digits, '.', '_', '-'.
 * @param {string} version
 * @returns {string}
 */
export function checkVersion(version) {
  if (!/^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/.test(version))
    throw new Error(`"${version}" is not a version (letters, digits, ".", "_" and "-")`);
  return version;
}

export const versionDir = (dir, app, version) => path.join(dir, app, version);
const environmentDir = (dir, environmentName) => path.join(dir, 'environments', environmentName);

/** The files of an app's build that make a release: every file of dist but the shell's remotes.json. */
export function buildFiles(app, dist = path.join(root, APP_DIRS[app], 'dist')) {
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json')))
    throw new Error(`${path.relative(root, dist)} holds no build of ${app}`);
  return fs
    .readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)))
    .filter((file) => !(app === 'shell' && file === 'remotes.json'))
    .sort();
}

/** A short hash of the files' names and bytes: the same build gets the same version. */
export function contentHash(dist, files) {
  const hash = crypto.createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(dist, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

/** The commit the working tree is at ("-dirty" with uncommitted changes), or null outside git. */
export function currentCommit() {
  try {
    const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
    return git('rev-parse', '--short', 'HEAD') + (git('status', '--porcelain') ? '-dirty' : '');
  } catch {
    return null;
  }
}

/** release.json of a released version (app, version, environment, content hash, commit), or null. */
export function releaseInfo(dir, app, version) {
  const file = path.join(versionDir(dir, app, version), 'release.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

/** The environment's log, oldest first. */
export function readLog(dir, environmentName) {
  const file = path.join(environmentDir(dir, environmentName), 'log.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** Appends one entry to the environment's log. */
export function appendLog(dir, environmentName, entry) {
  const at = environmentDir(dir, environmentName);
  fs.mkdirSync(at, { recursive: true });
  const line = JSON.stringify({ at: new Date().toISOString(), ...entry });
  fs.appendFileSync(path.join(at, 'log.jsonl'), `${line}\n`);
}

/**
 * The versions of `app` promoted in the environment, oldest first, the live one last: a
 * promotion pushes a version, a rollback takes the live one off.
 */
export function promotionHistory(log, app) {
  const history = [];
  for (const entry of log) {
    if (entry.app !== app) continue;
    if (entry.action === 'promote') history.push(entry.version);
    if (entry.action === 'rollback') history.pop();
  }
  return history;
}

/** The live version of each app in the environment (apps never promoted are absent). */
export function promotedVersions(dir, environmentName) {
  const log = readLog(dir, environmentName);
  return Object.fromEntries(
    APPS.map((app) => [app, promotionHistory(log, app).at(-1)]).filter(([, version]) => version),
  );
}

/** The remotes' entry URLs as the environment names them, before any version is put in. */
function environmentRemotes(environmentName) {
  return environmentName === 'local'
    ? localEnvironment({ appPort: 3000 }).remotes
    : readEnvironment(environmentName, process.env.GROUNDTRUTH_ENV_FILE || undefined).remotes;
}

/** `https://host/remoteEntry.js` with `version`: `https://host/<version>/remoteEntry.js`. */
export function versionedEntry(entry, version) {
  const url = new URL(entry);
  url.pathname = url.pathname.replace(/[^/]*$/, (file) => `${version}/${file}`);
  return url.href;
}

/**
 * Writes the environment's remotes.json from what is promoted: each promoted remote at its
 * version's entry, the others where the environment names them.
 */
export function writeRemotesJson(dir, environmentName) {
  const promoted = promotedVersions(dir, environmentName);
  const remotes = Object.fromEntries(
    Object.entries(environmentRemotes(environmentName)).map(([app, entry]) => [
      app,
      promoted[app] ? versionedEntry(entry, promoted[app]) : entry,
    ]),
  );
  const file = path.join(environmentDir(dir, environmentName), 'remotes.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(remotes, null, 2)}\n`);
  return file;
}

/** The environment's remotes.json as last written, or null. */
export function readRemotesJson(dir, environmentName) {
  const file = path.join(environmentDir(dir, environmentName), 'remotes.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}
