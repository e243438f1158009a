// Demo data on the first `npm start`, made through the product's own code paths: tasks,
// acceptances, reviews and payouts via the callables staff and creators use, files uploaded
// through the web Storage SDK under storage.rules. Only what no callable can do is written with
// firebase-admin: the accounts (they have fixed uids, so an interrupted seed finds them again,
// and createAccount cannot take a uid), the first admin, a provider's verification of an
// account, a payout caught mid-transfer.
import fs from 'node:fs';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { connectStorageEmulator, getStorage, ref, uploadBytes } from 'firebase/storage';
import { resetHint } from '../stack/reset-hint.mjs';

export const DEMO_PASSWORD = 'groundtruth-demo';

const people = {
  admin: { name: 'Avery Admin', email: 'admin@groundtruth.local', role: 'admin', paths: ['video'] },
  support: {
    name: 'Sam Support',
    email: 'support@groundtruth.local',
    role: 'support',
    paths: ['writing'],
  },
  maya: {
    name: 'Maya Chen',
    email: 'maya@groundtruth.local',
    role: 'creator',
    paths: ['video', 'teaching'],
  },
  tomas: {
    name: 'Tomás Rivera',
    email: 'tomas@groundtruth.local',
    role: 'creator',
    paths: ['voice', 'writing'],
  },
  priya: {
    name: 'Priya Nair',
    email: 'priya@groundtruth.local',
    role: 'creator',
    paths: ['photography', 'documentation'],
  },
};

/** The demo's customer, who orders datasets for their organisation (seed-customer.mjs). */
const customer = {
  key: 'buyer',
  name: 'Blake Buyer',
  email: 'buyer@groundtruth.local',
  role: 'customer',
  organization: { id: 'acme-ai', name: 'Acme AI' },
};

const tasks = [
  {
    key: 'cooking',
    title: 'Film yourself cooking a family recipe',
    category: 'video',
    cents: 3500,
    minutes: 60,
    quota: 25,
    status: 'published',
    tags: ['daily-life', 'kitchen'],
  },
  {
    key: 'tap',
    title: 'Fix a dripping tap, narrated',
    category: 'video',
    cents: 3000,
    minutes: 45,
    quota: 10,
    status: 'published',
    tags: ['trades'],
  },
  {
    key: 'fractions',
    title: 'Teach fractions to a ten-year-old',
    category: 'writing',
    cents: 2000,
    minutes: 30,
    quota: 40,
    status: 'published',
    tags: ['teaching'],
  },
  {
    key: 'birdsong',
    title: 'Record 5 minutes of morning sounds',
    category: 'audio',
    cents: 1500,
    minutes: 15,
    quota: 50,
    status: 'published',
    tags: ['nature'],
  },
  {
    key: 'sketch',
    title: 'Photograph a sketch at five stages',
    category: 'image',
    cents: 1800,
    minutes: 40,
    quota: 20,
    status: 'published',
    tags: ['art'],
    // Three days to submit after accepting: Maya has it in progress, time running.
    workingTimeHours: 72,
  },
  {
    key: 'market',
    title: 'Film a street market in HD, with its sound',
    category: 'video',
    cents: 4000,
    minutes: 45,
    quota: 30,
    status: 'published',
    tags: ['daily-life', 'city'],
    // Checked on the creator's device and again by submitWork.
    requirements: {
      kinds: ['video'],
      max_files: 3,
      video: {
        min_width: 1280,
        min_height: 720,
        min_duration_s: 3,
        max_duration_s: 60,
        audio: 'required',
      },
    },
  },
  {
    key: 'corner',
    title: 'Photograph a street corner you pass every day',
    category: 'image',
    cents: 1200,
    minutes: 20,
    quota: 25,
    status: 'published',
    tags: ['daily-life', 'city'],
    // Photos taken this month, by a person: an AI-generated one is refused on the device.
    requirements: { kinds: ['image'], authenticity: { captured_after: '2026-11-01' } },
  },
  {
    key: 'storyteller',
    title: 'Film a neighbour telling a short story',
    category: 'video',
    cents: 4500,
    minutes: 60,
    quota: 15,
    status: 'published',
    tags: ['people', 'stories'],
    // The neighbour can be identified: each person in frame signs a release before Submit.
    people: 'with_release',
  },
  {
    key: 'api-guide',
    title: 'Document a public API you use',
    category: 'doc',
    cents: 2500,
    minutes: 90,
    quota: null,
    status: 'draft',
    tags: ['knowledge'],
  },
  {
    key: 'dance',
    title: 'Teach a dance step in slow motion',
    category: 'mixed',
    cents: 2800,
    minutes: 35,
    quota: 5,
    status: 'closed',
    tags: ['motion'],
  },
];

/**
 * The callable registry: every callable is named there once. domain is TypeScript, which jiti
 * runs without a build (as `npm run bench` does); it is loaded only when seeding.
 */
let callablesPromise;
function loadCallables() {
  callablesPromise ??= loadDomain('callable-registry.ts').then((registry) => registry.callables);
  return callablesPromise;
}

/**
 * A module of domain/src, run by jiti.
 * @param {string} file
 * @returns {Promise<any>}
 */
async function loadDomain(file) {
  const { createJiti } = await import('jiti');
  const jiti = createJiti(import.meta.url);
  return jiti.import(new URL(`../../../domain/src/${file}`, import.meta.url).href);
}

/** Names of the callables the demo story calls: the stack warms these first. */
export async function seedCallableNames() {
  const [{ seedCallables }, callables] = await Promise.all([
    import('./seed-data.mjs'),
    loadCallables(),
  ]);
  return new Set(seedCallables(callables).map((entry) => entry.name));
}

function clientFor({ projectId, host, ports }, name) {
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId, storageBucket: `${projectId}.appspot.com`, appId: 'seed' },
    name,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${host}:${ports.auth}`, { disableWarnings: true });
  const functions = getFunctions(app);
  connectFunctionsEmulator(functions, host, ports.functions);
  const storage = getStorage(app);
  connectStorageEmulator(storage, host, ports.storage);
  /** Calls the callable of a registry entry (domain/src/callable-registry.ts). */
  const call = async (entry, data) => (await httpsCallable(functions, entry.name)(data)).data;
  return {
    app,
    auth,
    storage,
    call,
    async signIn(email) {
      await signOut(auth);
      await signInWithEmailAndPassword(auth, email, DEMO_PASSWORD);
      const user = /** @type {import('firebase/auth').User} */ (auth.currentUser);
      await user.getIdToken(true);
      return user.uid;
    },
  };
}

const markerFile = (dataDir) => path.join(dataDir, 'seeded.json');
const authSaved = (dataDir) => path.join(dataDir, 'auth', 'firebase-export-metadata.json');

/**
 * Whether the demo data of `dataDir` is complete: the marker is written last, after the Auth
 * emulator's state is on disk (a run killed before that seeds again, and finds what it made).
 */
export function isSeeded(dataDir) {
  return fs.existsSync(markerFile(dataDir)) && fs.existsSync(authSaved(dataDir));
}

/**
 * Writes the Auth emulator's state to `dataDir`/auth now, through firebase-tools' hub (at the
 * functions port + 1, see stack.mjs). firebase-tools saves it only when it exits cleanly, so a
 * `kill -9` after seeding would otherwise lose the demo accounts.
 */
async function saveAuth({ dataDir, host, ports }) {
  const response = await fetch(`http://${host}:${ports.functions + 1}/_admin/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      path: path.join(dataDir, 'auth'),
      initiatedBy: 'seed',
      targets: ['auth'],
    }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`saving the Auth emulator's data failed (${response.status})`);
}

/**
 * Seeds once per data directory, finishing an interrupted seed (each step finds what an earlier
 * run made); returns the logins to print either way.
 */
export async function seedIfEmpty({ dataDir, projectId, host, ports, log = console.log }) {
  const marker = markerFile(dataDir);
  const logins = {
    password: DEMO_PASSWORD,
    accounts: [...Object.values(people), customer].map(({ role, email }) => ({ role, email })),
  };
  if (isSeeded(dataDir)) return logins;
  log(
    fs.existsSync(marker)
      ? 'Repairing demo data (the Auth data of an interrupted run was not saved)…'
      : 'Seeding demo data (first start)…',
  );
  const started = performance.now();
  process.env.FIRESTORE_EMULATOR_HOST = `${host}:${ports.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `${host}:${ports.auth}`;
  process.env.METADATA_SERVER_DETECTION = 'none';
  const [
    { seed },
    callables,
    {
      DEFAULT_PLATFORM_SETTINGS: settings,
      DEFAULT_REVIEW_CHECKS: reviewChecks,
      SANDBOX_VERIFICATION_CODE: sandboxCode,
    },
  ] = await Promise.all([import('./seed-data.mjs'), loadCallables(), loadDomain('constants.ts')]);
  const client = clientFor({ projectId, host, ports }, 'seed');
  try {
    await seed({
      client,
      callables,
      projectId,
      people,
      customer,
      tasks,
      settings,
      reviewChecks,
      sandboxCode,
      log,
    });
    await saveAuth({ dataDir, host, ports });
  } catch (error) {
    throw new Error(
      `seeding the demo data failed: ${error instanceof Error ? error.message : error}\n` +
        `The next npm start tries again and finishes what this one began. If it keeps failing, ` +
        resetHint(dataDir),
    );
  } finally {
    await deleteApp(client.app);
  }
  fs.writeFileSync(
    marker,
    JSON.stringify({ seededAt: new Date().toISOString(), ...logins }, null, 2),
  );
  log(`Demo data ready (${((performance.now() - started) / 1000).toFixed(1)}s).`);
  return logins;
}

export { ref, uploadBytes };
