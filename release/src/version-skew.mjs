// The version-skew check: an app shipped alone must agree with the apps already live on the
// versions of the singletons they share. At run time the federation runtime hands every app the
// one copy loaded first (the shell's, as it loads first) and only warns when it does not satisfy
// an app's range; a remote built against React 18 under a shell on React 19 would then break in
// the browser. The build refuses it instead, before compiling, with the package named.
//
// Both directions are checked, with the runtime's own range semantics (`satisfy`): the app's
// version must lie in the range the other app requires, and the other app's version in the
// range this app requires. Both sides come from mf-manifest.json, which every build emits.
import fs from 'node:fs';
import { satisfy } from '@module-federation/enhanced/runtime';

/**
 * @typedef {{ name: string, version?: string, requiredVersion?: string | false | null }} Share
 * @typedef {{ name: string, shared: Share[] }} Provider  an app and the singletons it shares
 */

/**
 * Every disagreement between `app` and `counterpart` on a share both declare with a version and
 * a range; empty when they agree. Shares without a range (the workspace's own packages, pinned
 * alike by the one lockfile) are not compared.
 * @param {Provider} app
 * @param {Provider} counterpart
 * @returns {string[]}
 */
export function versionSkew(app, counterpart) {
  const theirs = new Map(counterpart.shared.map((share) => [share.name, share]));
  const problems = [];
  for (const mine of app.shared) {
    const other = theirs.get(mine.name);
    if (!other || !mine.version || !other.version) continue;
    if (other.requiredVersion && !satisfy(mine.version, other.requiredVersion))
      problems.push(
        `${mine.name} ${mine.version} of ${app.name} is outside the range ${counterpart.name} provides (${other.requiredVersion}, ${counterpart.name} has ${other.version})`,
      );
    if (mine.requiredVersion && !satisfy(other.version, mine.requiredVersion))
      problems.push(
        `${mine.name} ${other.version} of ${counterpart.name} is outside the range ${app.name} requires (${mine.requiredVersion})`,
      );
  }
  return problems;
}

/** An app's shares as Module Federation's `shared` option declares them (tooling/rspack-config.mjs). */
export function providerFromConfig(name, shared) {
  return {
    name,
    shared: Object.entries(shared).map(([share, options]) => ({
      name: share,
      version: options.version,
      requiredVersion: options.requiredVersion,
    })),
  };
}

/** An app's shares as its build recorded them in mf-manifest.json. */
export function readManifest(file) {
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  return {
    name: manifest.name,
    shared: (manifest.shared ?? []).map(({ name, version, requiredVersion }) => ({
      name,
      version,
      requiredVersion,
    })),
  };
}

/**
 * The manifests a build is checked against: GROUNDTRUTH_SKEW_AGAINST, a comma-separated list of
 * mf-manifest.json files (the release command sets it to the apps promoted in the environment).
 * Unset or "none": nothing is checked, as in `npm run build`, where one lockfile builds all four.
 */
export function skewCounterparts(env = process.env) {
  const value = env.GROUNDTRUTH_SKEW_AGAINST ?? '';
  if (value === '' || value === 'none') return [];
  return value.split(',').map((file) => readManifest(file.trim()));
}

/** Throws, naming every package, when `app` disagrees with one of `counterparts`. */
export function assertNoVersionSkew(app, counterparts) {
  const problems = counterparts.flatMap((counterpart) => versionSkew(app, counterpart));
  if (problems.length > 0)
    throw new Error(
      `Version skew: ${app.name} cannot ship with the apps it would run beside:\n  - ${problems.join('\n  - ')}\n` +
        'Align the versions in package-lock.json (or release the other side first).',
    );
}
