/**
 * Security-rules engine figures: parse time of the realistic Firestore rules file and the
 * median time to decide one request over a realistic mix (owner reads, role claims,
 * field-validated updates, get() on a users document, list queries, storage uploads with
 * a cross-service firestore.get). In-process and synchronous, so timings are the engine's alone.
 *
 * Standalone: `npx jiti bench/src/measure/emulator/rules-bench.ts` prints the figures as JSON.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import {
  FIRESTORE_RULES,
  STORAGE_RULES,
} from '../../../../emulator/src/rules/fixtures/groundtruth-rules.js';
import {
  type CompiledRules,
  type FirestoreAccess,
  type FirestoreRulesRequest,
  type ProtoValue,
  type StorageRulesRequest,
  compileRules,
  evaluateFirestore,
  evaluateStorage,
} from '../../../../emulator/src/rules/index.js';

export interface RulesBenchFigures {
  /** Median of PARSE_RUNS compileRules() calls on the realistic Firestore rules file. */
  parseMs: number;
  /** Median time to decide one request of the mix, in microseconds. */
  medianEvalMicros: number;
  /** 95th percentile of the same samples. */
  p95EvalMicros: number;
  /** Per request kind: median microseconds. */
  perRequestMicros: Record<string, number>;
  /** Size of the rules file parsed. */
  rulesLines: number;
  parseRuns: number;
  evalSamples: number;
}

const PARSE_RUNS = 200;
const EVAL_ROUNDS = 2000;
const D = '/databases/(default)/documents';
const NOW = new Date('2026-03-01T12:00:00Z');

const s = (v: string): ProtoValue => ({ stringValue: v });
const i = (v: number): ProtoValue => ({ integerValue: String(v) });
const doc = (path: string, fields: Record<string, ProtoValue>) => ({
  name: `projects/demo${path}`,
  fields,
});

const DOCS: Record<string, ReturnType<typeof doc>> = {
  [`${D}/users/c1`]: doc(`${D}/users/c1`, {
    displayName: s('Cee'),
    status: s('verified'),
    bio: s('hi'),
  }),
  [`${D}/tasks/open1`]: doc(`${D}/tasks/open1`, { status: s('open') }),
  [`${D}/submissions/s1`]: doc(`${D}/submissions/s1`, {
    creatorId: s('c1'),
    taskId: s('open1'),
    status: s('submitted'),
    payoutCents: i(500),
  }),
};
const access: FirestoreAccess = { get: (p) => DOCS[p] ?? null, getAfter: (p) => DOCS[p] ?? null };
const creator = { uid: 'c1', token: { email: 'c1@example.com' } };
const staff = { uid: 's1', token: { role: 'staff' } };

function firestoreMix(): [string, FirestoreRulesRequest][] {
  const base = { time: NOW, data: access };
  return [
    [
      'get own user (allowed)',
      {
        ...base,
        method: 'get',
        path: `${D}/users/c1`,
        auth: creator,
        resource: DOCS[`${D}/users/c1`],
      },
    ],
    [
      'get other user (denied + explanation)',
      {
        ...base,
        method: 'get',
        path: `${D}/users/c1`,
        auth: { uid: 'c2', token: {} },
        resource: DOCS[`${D}/users/c1`],
      },
    ],
    [
      'update profile with diff().affectedKeys()',
      {
        ...base,
        method: 'update',
        path: `${D}/users/c1`,
        auth: creator,
        resource: DOCS[`${D}/users/c1`],
        requestResource: doc(`${D}/users/c1`, {
          displayName: s('New'),
          status: s('verified'),
          bio: s('hi'),
        }),
      },
    ],
    [
      'create submission (get + exists on other docs)',
      {
        ...base,
        method: 'create',
        path: `${D}/submissions/n1`,
        auth: creator,
        requestResource: doc(`${D}/submissions/n1`, {
          creatorId: s('c1'),
          taskId: s('open1'),
          status: s('submitted'),
          payoutCents: i(500),
        }),
      },
    ],
    [
      'staff review (role claim)',
      {
        ...base,
        method: 'update',
        path: `${D}/submissions/s1`,
        auth: staff,
        resource: DOCS[`${D}/submissions/s1`],
        requestResource: doc(`${D}/submissions/s1`, {
          creatorId: s('c1'),
          taskId: s('open1'),
          status: s('approved'),
          payoutCents: i(500),
          reviewerId: s('s1'),
        }),
      },
    ],
    [
      'list own submissions (query proof)',
      {
        ...base,
        method: 'list',
        path: `${D}/submissions`,
        auth: creator,
        query: {
          limit: 20,
          where: {
            fieldFilter: { field: { fieldPath: 'creatorId' }, op: 'EQUAL', value: s('c1') },
          },
        },
      },
    ],
  ];
}

function storageMix(): [string, StorageRulesRequest][] {
  return [
    [
      'storage upload with firestore.get',
      {
        method: 'create',
        bucket: 'demo.appspot.com',
        objectPath: 'submissions/c1/open1/1.mp4',
        auth: creator,
        time: NOW,
        firestore: access,
        requestResource: {
          name: 'submissions/c1/open1/1.mp4',
          bucket: 'demo.appspot.com',
          size: 5_000_000,
          contentType: 'video/mp4',
        },
      },
    ],
  ];
}

function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function percentile(xs: number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

const round = (x: number, digits = 2) => Number(x.toFixed(digits));

/** Parses the realistic rules PARSE_RUNS times and decides the request mix EVAL_ROUNDS times. */
export async function benchRules(): Promise<RulesBenchFigures> {
  const parseTimes: number[] = [];
  let firestoreRules: CompiledRules | undefined;
  for (let n = 0; n < PARSE_RUNS; n++) {
    const t0 = performance.now();
    firestoreRules = compileRules(FIRESTORE_RULES);
    parseTimes.push(performance.now() - t0);
  }
  const fsRules = firestoreRules as CompiledRules;
  const storageRules = compileRules(STORAGE_RULES);
  const jobs: [string, () => unknown][] = [
    ...firestoreMix().map(([name, req]): [string, () => unknown] => [
      name,
      () => evaluateFirestore(fsRules, req),
    ]),
    ...storageMix().map(([name, req]): [string, () => unknown] => [
      name,
      () => evaluateStorage(storageRules, req),
    ]),
  ];
  // Warm up the JIT before measuring.
  for (let n = 0; n < 200; n++) for (const [, job] of jobs) job();
  const all: number[] = [];
  const perJob = new Map<string, number[]>(jobs.map(([name]) => [name, []]));
  for (let n = 0; n < EVAL_ROUNDS; n++) {
    for (const [name, job] of jobs) {
      const t0 = performance.now();
      job();
      const micros = (performance.now() - t0) * 1000;
      all.push(micros);
      perJob.get(name)?.push(micros);
    }
  }
  await Promise.resolve();
  return {
    parseMs: round(median(parseTimes), 3),
    medianEvalMicros: round(median(all)),
    p95EvalMicros: round(percentile(all, 0.95)),
    perRequestMicros: Object.fromEntries(
      [...perJob].map(([name, xs]) => [name, round(median(xs))]),
    ),
    rulesLines: FIRESTORE_RULES.split('\n').length,
    parseRuns: PARSE_RUNS,
    evalSamples: all.length,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await benchRules(), null, 2));
}
