// The settings of each environment the apps are built for, in one place: the runtime config the
// shell serves as /app-config.json, the remotes it serves as /remotes.json, and the origins the
// shell may load remotes from (baked into its build and into the Content-Security-Policy).
//
//   local       (the default) emulators on loopback, remotes on http://localhost:3001–3004, or
//               from GT_APP_PORT on; any loopback origin may serve a remote (tests use ephemeral
//               ports).
//   production  environments/production.json, checked: no emulator, every remote an https
//               origin of its allow-list. Any other GROUNDTRUTH_ENV=name reads
//               environments/name.json under the same checks (a staging project, say).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The remotes the shell mounts, in the order of their dev-server ports (shell + 1, + 2, + 3, + 4). */
export const REMOTE_NAMES = ['marketing', 'creator', 'staff', 'customer'];

/** Hosts of the loopback interface: where local stacks run, and the only hosts they answer. */
export const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]', '::1'];

/** Whether `hostname` (a URL's hostname or a Host header without port) is a loopback host. */
export function isLoopbackHostname(hostname) {
  return LOOPBACK_HOSTNAMES.includes(hostname.toLowerCase());
}

/** Whether `origin` (scheme://host[:port]) is on the loopback interface. */
export function isLoopbackOrigin(origin) {
  try {
    const url = new URL(origin);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackHostname(url.hostname)
    );
  } catch {
    return false;
  }
}

/** The shell's dev-server port; the remotes follow it. GT_APP_PORT moves all five. */
export function appPortBase(env = process.env) {
  const port = Number(env.GT_APP_PORT ?? 3000);
  if (!Number.isInteger(port) || port <= 0)
    throw new Error(`GT_APP_PORT: not a port ("${env.GT_APP_PORT}")`);
  return port;
}

function firebaseJsonPorts() {
  const { emulators } = JSON.parse(fs.readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  return {
    auth: emulators.auth.port,
    firestore: emulators.firestore.port,
    storage: emulators.storage.port,
    functions: emulators.functions.port,
  };
}

/**
 * The local environment: the demo project on the emulators of firebase.json (or `ports`), the
 * remotes on the dev-server ports after `appPort`.
 */
export function localEnvironment({
  projectId = 'demo-groundtruth',
  ports = firebaseJsonPorts(),
  appPort = appPortBase(),
  host = '127.0.0.1',
} = {}) {
  return {
    name: 'local',
    appConfig: {
      firebase: {
        apiKey: 'demo-api-key',
        authDomain: `${projectId}.firebaseapp.com`,
        projectId,
        storageBucket: `${projectId}.appspot.com`,
        appId: '1:000000000000:web:groundtruth-local',
      },
      emulators: {
        auth: `http://${host}:${ports.auth}`,
        firestore: `${host}:${ports.firestore}`,
        storage: `${host}:${ports.storage}`,
        functions: `${host}:${ports.functions}`,
      },
    },
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name, i) => [name, `http://localhost:${appPort + 1 + i}/remoteEntry.js`]),
    ),
    // null: any loopback origin (the shell's check and the CSP both say so).
    remoteOrigins: null,
    functionsRegion: 'us-central1',
  };
}

/** Every reason `environment` must not be deployed; empty when it may. */
export function productionProblems(environment) {
  const problems = [];
  const { appConfig = {}, remotes = {}, remoteOrigins } = environment;
  if (appConfig.emulators !== undefined)
    problems.push('app-config names emulators (production talks to Firebase itself)');
  const firebase = appConfig.firebase ?? {};
  for (const key of ['apiKey', 'authDomain', 'projectId', 'storageBucket', 'appId'])
    if (typeof firebase[key] !== 'string' || firebase[key] === '')
      problems.push(`app-config: firebase.${key} is missing`);
    else if (firebase[key].startsWith('SET-'))
      problems.push(`app-config: firebase.${key} is not set (from the Firebase console)`);
  for (const [key, value] of Object.entries(firebase)) {
    const host =
      typeof value === 'string' ? value.replace(/^[a-z]+:\/\//, '').split(/[:/]/)[0] : '';
    if (isLoopbackHostname(host)) problems.push(`app-config: firebase.${key} is a loopback host`);
  }
  if (!Array.isArray(remoteOrigins) || remoteOrigins.length === 0)
    problems.push('remoteOrigins: the allow-list of remote origins is missing');
  for (const origin of remoteOrigins ?? []) {
    let url;
    try {
      url = new URL(origin);
    } catch {
      problems.push(`remoteOrigins: "${origin}" is not an origin`);
      continue;
    }
    if (url.protocol !== 'https:' || url.origin !== origin)
      problems.push(`remoteOrigins: "${origin}" is not an https origin`);
  }
  for (const name of REMOTE_NAMES) {
    const entry = remotes[name];
    let url;
    try {
      url = new URL(entry);
    } catch {
      problems.push(`remotes.${name}: "${entry ?? ''}" is not a URL`);
      continue;
    }
    if (url.protocol !== 'https:') problems.push(`remotes.${name}: "${entry}" is not https`);
    else if (!(remoteOrigins ?? []).includes(url.origin))
      problems.push(`remotes.${name}: "${url.origin}" is not in remoteOrigins`);
  }
  return problems;
}

/** environments/<name>.json (or `file`) as written, unchecked. */
export function readEnvironment(name, file = path.join(root, 'environments', `${name}.json`)) {
  return { name, functionsRegion: 'us-central1', ...JSON.parse(fs.readFileSync(file, 'utf8')) };
}

/** Reads environments/<name>.json (or `file`) and refuses it if it could not be deployed. */
export function deployedEnvironment(name, file = path.join(root, 'environments', `${name}.json`)) {
  const environment = readEnvironment(name, file);
  const problems = productionProblems(environment);
  if (problems.length > 0)
    throw new Error(
      `The ${name} environment (${path.relative(process.cwd(), file)}) cannot be built:\n  - ${problems.join('\n  - ')}`,
    );
  return environment;
}

/**
 * The environment of this build: GROUNDTRUTH_ENV (default local); GROUNDTRUTH_ENV_FILE reads
 * another file for a deployed environment. Locally, GROUNDTRUTH_LOCAL_STACK ({ projectId, ports })
 * points the apps at another stack's emulators (the journeys' dev-mode run).
 */
export function buildEnvironment(env = process.env) {
  const name = env.GROUNDTRUTH_ENV ?? 'local';
  if (name === 'local') {
    const stack = env.GROUNDTRUTH_LOCAL_STACK ? JSON.parse(env.GROUNDTRUTH_LOCAL_STACK) : {};
    return localEnvironment({ ...stack, appPort: appPortBase(env) });
  }
  return deployedEnvironment(name, env.GROUNDTRUTH_ENV_FILE || undefined);
}
