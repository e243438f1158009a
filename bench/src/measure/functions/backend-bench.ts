/**
 * Backend figures for `npm run bench`: document reads per screen query for a creator
 * with a long history (they must not grow with it), and the median latency of each callable on
 * the local stack (firebase-tools' Functions and Auth emulators, the project's emulator).
 * Runs its own stack on bench ports with an empty data directory; needs the production app
 * builds that `npm run build` makes (the stack serves them; nothing here loads them).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore/lite';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { connectStorageEmulator, getStorage, ref, uploadBytes } from 'firebase/storage';
import { getApps as getAdminApps, initializeApp as initAdmin } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore, Timestamp } from 'firebase-admin/firestore';
import {
  callables,
  type AnyCallable,
  type CallableInput,
  type CallableOutput,
} from '@groundtruth/domain/callable-registry';
import {
  DEFAULT_PLATFORM_SETTINGS,
  PLATFORM_SETTINGS_DOC,
  SANDBOX_VERIFICATION_CODE,
  TERMS_VERSION,
} from '@groundtruth/domain/constants';
import { isoMedia } from '../../../../functions/testing/files';
import { screenQueries } from '@groundtruth/domain/queries';
import { balanceDocPath } from '@groundtruth/domain/count-queries';
import { buildQuery, type ListQuery } from '@groundtruth/domain/query-spec';

const PROJECT = 'demo-groundtruth-bench';
const HOST = '127.0.0.1';
const PORTS = {
  firestore: 38080,
  storage: 39199,
  auth: 39099,
  functions: 35001,
  smtp: 31025,
  mail: 31080,
};
const PASSWORD = 'bench-password';

export interface BackendBench {
  /** Documents each creator screen query reads, for a short and a long history. */
  reads: { query: string; shortHistory: number; longHistory: number }[];
  historySize: number;
  /** Median client-observed latency per callable (warm), over `samples` calls. */
  latency: { callable: string; medianMs: number; samples: number }[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function web(name: string) {
  const app = initializeApp(
    { projectId: PROJECT, apiKey: 'bench', storageBucket: `${PROJECT}.appspot.com` },
    name,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${HOST}:${PORTS.auth}`, { disableWarnings: true });
  const functions = getFunctions(app, 'us-central1');
  connectFunctionsEmulator(functions, HOST, PORTS.functions);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, HOST, PORTS.firestore);
  const storage = getStorage(app);
  connectStorageEmulator(storage, HOST, PORTS.storage);
  const call = async <E extends AnyCallable>(
    entry: E,
    data: CallableInput<E>,
  ): Promise<CallableOutput<E>> => (await httpsCallable(functions, entry.name)(data)).data;
  return { app, auth, db, storage, call };
}

/** Documents a query reads: those it returns (Firestore bills at least one per query). */
async function readsOf(db: Firestore, spec: ListQuery): Promise<number> {
  const q = buildQuery<Query, never>(spec, {
    collection: (name) => collection(db, name),
    where: (base, field, op, value) => query(base, where(field, op, value)),
    orderBy: (base, field, direction) => query(base, orderBy(field, direction)),
    limit: (base, n) => query(base, limit(n)),
  });
  return Math.max(1, (await getDocs(q)).size);
}

async function seedHistory(uid: string, size: number) {
  const db = getAdminFirestore();
  const t0 = Date.now() - size * 1000;
  for (let start = 0; start < size; start += 200) {
    const batch = db.batch();
    for (let i = start; i < Math.min(size, start + 200); i++) {
      const at = Timestamp.fromMillis(t0 + i * 1000);
      batch.set(db.doc(`submissions/${uid}_h${i}`), {
        user_id: uid,
        task_id: 'history',
        review_status: 'approved',
        paid: true,
        submitted_at: at,
        payout_amount_cents: 100,
      });
      batch.set(db.doc(`payouts/${uid}_h${i}`), {
        user_id: uid,
        submission_id: `${uid}_h${i}`,
        amount_cents: 100,
        status: 'sent',
        created_at: at,
        updated_at: at,
      });
      batch.set(db.doc(`task_acceptances/h${i}_${uid}`), {
        task_id: `h${i}`,
        user_id: uid,
        status: 'completed',
        created_at: at,
      });
    }
    await batch.commit();
  }
}

/** Starts the stack with `startStack` (dev-stack/src/stack/stack.mjs), measures, stops it. */
export async function benchBackend(
  startStack: (options: Record<string, unknown>) => Promise<{ stop(): Promise<void> }>,
  { historySize = 5000, samples = 15 } = {},
): Promise<BackendBench> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-backend-bench-'));
  const stack = await startStack({
    projectId: PROJECT,
    ports: PORTS,
    appPort: 33000,
    dataDir,
    production: true,
    buildApps: false,
    seed: false,
    quiet: true,
    log: () => {},
  });
  process.env.FIRESTORE_EMULATOR_HOST = `${HOST}:${PORTS.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `${HOST}:${PORTS.auth}`;
  process.env.METADATA_SERVER_DETECTION = 'none';
  if (!getAdminApps().length) initAdmin({ projectId: PROJECT });
  // Every approval lands at once, none held for a second opinion, so its payout can be processed.
  await getAdminFirestore()
    .doc(`platform_settings/${PLATFORM_SETTINGS_DOC}`)
    .set({
      ...DEFAULT_PLATFORM_SETTINGS,
      updated_at: null,
      updated_by: null,
      second_opinion_rate: 0,
    });
  const apps: FirebaseApp[] = [];
  const timings = new Map<string, number[]>();
  const timed = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await run();
    const list = timings.get(name) ?? [];
    list.push(performance.now() - start);
    timings.set(name, list);
    return result;
  };

  try {
    const anon = web('bench-anon');
    apps.push(anon.app);
    const signUp = async (label: string, i: number) => {
      const email = `${label}-${i}@bench.local`;
      const { uid } = await timed(callables.createAccount.name, () =>
        anon.call(callables.createAccount, {
          name: `${label} ${i}`,
          email,
          password: PASSWORD,
          chosenPaths: ['video'],
          termsVersion: TERMS_VERSION,
          confirmsAdult: true,
        }),
      );
      // Verified as if the link were followed: requestPayout refuses unverified addresses.
      await getAdminAuth().updateUser(uid, { emailVerified: true });
      const client = web(`bench-${label}-${i}`);
      apps.push(client.app);
      await signInWithEmailAndPassword(client.auth, email, PASSWORD);
      return Object.assign(client, { uid });
    };
    const promote = async (client: Awaited<ReturnType<typeof signUp>>, role: string) => {
      await getAdminAuth().setCustomUserClaims(client.uid, { role });
      await getAdminFirestore()
        .batch()
        .update(getAdminFirestore().doc(`users/${client.uid}`), { role })
        .set(getAdminFirestore().doc(`user_roles/${client.uid}`), { user_id: client.uid, role })
        .commit();
      await client.auth.currentUser!.getIdToken(true);
    };

    // Callable latency, warm: one unmeasured call of each first, then `samples` measured.
    const admin = await signUp('admin', 0);
    await promote(admin, 'admin');
    const creator = await signUp('creator', 0);
    const target = await signUp('target', 0);
    for (let i = 1; i < samples; i++) {
      const extra = await signUp('extra', i);
      await timed(callables.addPayoutAccount.name, () =>
        extra.call(callables.addPayoutAccount, {
          provider: 'stripe_connect',
          accountId: `acct_extra_${i}`,
        }),
      );
    }
    await timed(callables.addPayoutAccount.name, () =>
      creator.call(callables.addPayoutAccount, {
        provider: 'stripe_connect',
        accountId: 'acct_bench_fail',
      }),
    );
    const { accountId: good } = await timed(callables.addPayoutAccount.name, () =>
      creator.call(callables.addPayoutAccount, {
        provider: 'paypal',
        accountId: 'bench@bench.local',
      }),
    );
    // processPayout pays only methods their provider verified: both of the creator's are.
    const own = await getAdminFirestore()
      .collection('payout_accounts')
      .where('user_id', '==', creator.uid)
      .get();
    for (const account of own.docs)
      await timed(callables.verifyPayoutAccount.name, () =>
        creator.call(callables.verifyPayoutAccount, {
          accountId: account.id,
          code: SANDBOX_VERIFICATION_CODE,
        }),
      );
    // The gate on money (functions/src/payouts/money-gate.ts): a W-9 under the creator's name,
    // and that name verified, as the identity provider's webhook leaves it.
    const legalName = (await getAdminFirestore().doc(`users/${creator.uid}`).get()).get(
      'name',
    ) as string;
    await timed(callables.submitTaxForm.name, () =>
      creator.call(callables.submitTaxForm, {
        requestId: `bench-tax-${creator.uid}`,
        form: {
          kind: 'w9',
          legalName,
          taxClassification: 'individual',
          address: { line1: '1 Bench St', city: 'Austin', state: 'TX', postalCode: '78701' },
          tinKind: 'ssn',
          tin: '123-45-6789',
        },
        signatureName: legalName,
        certified: true,
      }),
    );
    await getAdminFirestore().doc(`identity_checks/${creator.uid}`).set({
      status: 'verified',
      verified_name: legalName,
      reason: null,
      updated_at: Timestamp.now(),
      session_id: null,
      last_event_created: 0,
      last_event_id: null,
    });
    for (let i = 0; i <= samples; i++) {
      const { taskId } = await timed(callables.createTask.name, () =>
        admin.call(callables.createTask, {
          title: `Bench ${i}`,
          payoutAmountCents: 6000,
          // Publishing asks for the minutes it takes (fair pay).
          estimatedMinutes: 30,
          status: 'draft',
        }),
      );
      await timed(callables.setTaskStatus.name, () =>
        admin.call(callables.setTaskStatus, { taskId, status: 'published' }),
      );
      await timed(callables.acceptTask.name, () => creator.call(callables.acceptTask, { taskId }));
      const filePath = `submissions/${creator.uid}/${taskId}/${i}.mp4`;
      // A real MP4's opening: submitWork reads what the bytes are.
      await uploadBytes(ref(creator.storage, filePath), isoMedia(`bench ${i}`), {
        contentType: 'video/mp4',
      });
      const { submissionId } = await timed(callables.submitWork.name, () =>
        creator.call(callables.submitWork, {
          taskId,
          filePaths: [filePath],
          fileNames: ['bench.mp4'],
          attestation: {
            ownsContent: true,
            consentsToAiTraining: true,
            termsVersion: TERMS_VERSION,
          },
        }),
      );
      await timed(callables.reviewSubmission.name, () =>
        admin.call(callables.reviewSubmission, { submissionId, decision: 'approved' }),
      );
      // The default account is declined, so the payout fails and can be requested again.
      await timed(callables.processPayout.name, () =>
        admin.call(callables.processPayout, { payoutId: submissionId }),
      );
      const { payoutIds } = await timed(callables.requestPayout.name, () =>
        creator.call(callables.requestPayout, {}),
      );
      await timed(callables.setDefaultPayoutAccount.name, () =>
        creator.call(callables.setDefaultPayoutAccount, { accountId: good }),
      );
      await timed(callables.processPayout.name, () =>
        admin.call(callables.processPayout, { payoutId: payoutIds[0]! }),
      );
      const accounts = await getAdminFirestore()
        .collection('payout_accounts')
        .where('user_id', '==', creator.uid)
        .get();
      const failing = accounts.docs.find((d) => d.id !== good)!.id;
      await creator.call(callables.setDefaultPayoutAccount, { accountId: failing });
      await timed(callables.setUserRole.name, () =>
        admin.call(callables.setUserRole, {
          userId: target.uid,
          role: i % 2 ? 'creator' : 'support',
        }),
      );
      await timed(callables.setUserStatus.name, () =>
        admin.call(callables.setUserStatus, {
          userId: target.uid,
          status: i % 2 ? 'active' : 'suspended',
        }),
      );
    }
    // Reads per screen query, after the loop so published tasks exist: a creator with a short
    // history and one with a long one.
    const short = await signUp('short', 0);
    const long = await signUp('long', 0);
    await seedHistory(short.uid, 10);
    await seedHistory(long.uid, historySize);
    const reads: BackendBench['reads'] = [];
    const creatorQueries: [string, (uid: string) => ListQuery][] = [
      ['publishedTasks', () => screenQueries.publishedTasks()],
      ['myAcceptances', screenQueries.myAcceptances],
      ['mySubmissions', screenQueries.mySubmissions],
      ['myPayouts', screenQueries.myPayouts],
      ['myPayoutAccounts', screenQueries.myPayoutAccounts],
    ];
    for (const [name, make] of creatorQueries) {
      reads.push({
        query: name,
        shortHistory: await readsOf(short.db, make(short.uid)),
        longHistory: await readsOf(long.db, make(long.uid)),
      });
    }
    await getDoc(doc(long.db, balanceDocPath(long.uid))).catch(() => undefined);
    reads.push({ query: 'earnings cards (creator_balances doc)', shortHistory: 1, longHistory: 1 });

    const latency = [...timings.entries()]
      .map(([callable, values]) => ({ callable, values: values.slice(1) }))
      .map(({ callable, values }) => ({
        callable,
        medianMs: Math.round(median(values) * 10) / 10,
        samples: values.length,
      }))
      .sort((a, b) => a.callable.localeCompare(b.callable));
    return { reads, historySize, latency };
  } finally {
    await Promise.all(apps.map((app) => deleteApp(app)));
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
