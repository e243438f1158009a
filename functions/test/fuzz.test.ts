/**
 * Malformed input to every callable of the registry, as three identities (signed out, creator,
 * admin): wrong types, missing and extra fields, huge strings, reserved and path-like ids,
 * prototype keys, "@type" objects, deep nesting and payloads that are not objects. Whatever a
 * client sends, the answer is never INTERNAL (docs/architecture.md, Callables), and an
 * INVALID_ARGUMENT names a field. Payloads come from a seeded generator, so a failure reproduces
 * with the same seed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { allCallables, callables, type AnyCallable } from '@groundtruth/domain/callable-registry';
import { TERMS_VERSION } from '@groundtruth/domain/constants';
import { DEFAULT_REVIEW_REASONS } from '@groundtruth/domain/default-review-reasons';
import {
  anonymousClient,
  newCreator,
  newStaff,
  type WebClient,
  type WireAnswer,
} from '../testing/clients';
import { mulberry32 } from '../../tooling/mulberry32.mjs';

/** GT_FUZZ_SEED=n explores other payloads; the suite's own run always uses the same ones. */
const SEED = Number(process.env.GT_FUZZ_SEED ?? 0x5eed);
/** At least this many payloads in all, spread evenly over callables and identities. */
const PAYLOADS = 1000;

/** Deterministic for a seed (mulberry32), with the picks the fuzzer makes. */
function prng(seed: number) {
  const next = mulberry32(seed);
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}

const LONG = 'type.googleapis.com/google.protobuf.Int64Value';

/** Nesting `depth` arrays deep, as JSON text (a value too deep to build as an object cheaply). */
const nestedJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** A well-formed input per callable, which the generator breaks. Ids name nothing that exists. */
const samples: Record<string, Record<string, unknown>> = {
  [callables.createAccount.name]: {
    name: 'Fuzz',
    email: 'fuzz@example.com',
    password: 'correct-horse',
    chosenPaths: ['video'],
    termsVersion: TERMS_VERSION,
    confirmsAdult: true,
  },
  [callables.updateProfileName.name]: { name: 'Fuzz' },
  [callables.acceptTask.name]: { taskId: 'fuzz-task' },
  [callables.discoverTasks.name]: { category: 'video' },
  [callables.createTask.name]: {
    title: 'Fuzz',
    payoutAmountCents: 100,
    dueAt: '2030-01-01T00:00:00Z',
    instructionsUrl: 'https://example.com/brief',
    tags: ['fuzz'],
    workingTimeHours: 48,
  },
  [callables.setTaskStatus.name]: { taskId: 'fuzz-task', status: 'closed' },
  [callables.updateTaskRequirements.name]: {
    taskId: 'fuzz-task',
    requirements: { video: { min_width: 1920, min_height: 1080 } },
  },
  [callables.updatePlatformSettings.name]: {
    reviewOverdueDays: 7,
    reviewAutoApproveDays: 21,
    defaultWorkingTimeHours: 48,
  },
  // The default list: a payload the fuzzer leaves valid changes nothing the project relies on.
  [callables.updateReviewReasons.name]: { reasons: [...DEFAULT_REVIEW_REASONS] },
  [callables.awardBonus.name]: {
    creatorId: 'fuzz-creator',
    amountCents: 100,
    reason: 'Fuzz',
    requestId: 'fuzz-request',
  },
  // An audience no creator is in: a payload the fuzzer leaves valid announces to nobody.
  [callables.previewAnnouncement.name]: { audience: { kind: 'task', taskId: 'fuzz-task' } },
  [callables.sendAnnouncement.name]: {
    audience: { kind: 'task', taskId: 'fuzz-task' },
    subject: 'Fuzz',
    text: 'Fuzz',
    requestId: 'fuzz-request',
  },
  [callables.markGold.name]: {
    submissionId: 'fuzz-sub',
    expectedDecision: 'rejected',
    expectedReasonCode: 'poor_quality',
  },
  [callables.reviewQueueGold.name]: { workCount: 20 },
  [callables.submitWork.name]: {
    taskId: 'fuzz-task',
    notes: 'n',
    filePaths: ['submissions/someone/fuzz-task/1.mp4'],
    fileNames: ['a.mp4'],
    attestation: { ownsContent: true, consentsToAiTraining: true, termsVersion: TERMS_VERSION },
    peopleInFrame: 1,
    releaseIds: ['fuzz-release'],
  },
  [callables.reviewSubmission.name]: {
    submissionId: 'fuzz-sub',
    decision: 'rejected',
    notes: 'x',
    reasonCode: 'other',
    evidence: [{ fileIndex: 0, atSeconds: 1, note: 'here' }],
  },
  [callables.requestPayout.name]: {},
  [callables.processPayout.name]: { payoutId: 'fuzz-payout' },
  [callables.addPayoutAccount.name]: { provider: 'stripe_connect', accountId: 'acct_fuzz' },
  [callables.setDefaultPayoutAccount.name]: { accountId: 'fuzz-account' },
  [callables.verifyPayoutAccount.name]: { accountId: 'fuzz-account', code: '123456' },
  [callables.sendPayoutVerificationCode.name]: { accountId: 'fuzz-account' },
  [callables.setUserRole.name]: { userId: 'fuzz-user', role: 'support' },
  [callables.setUserStatus.name]: { userId: 'fuzz-user', status: 'suspended' },
  [callables.resendVerificationEmail.name]: { userId: 'fuzz-user' },
  [callables.startIdentityCheck.name]: {},
  [callables.resendIdentityLink.name]: { userId: 'fuzz-user' },
  // A payload the fuzzer leaves valid signs a W-9 for the caller, or accepts nothing (no mismatch).
  [callables.submitTaxForm.name]: {
    requestId: 'fuzz-request',
    form: {
      kind: 'w9',
      legalName: 'Fuzz Creator',
      taxClassification: 'individual',
      address: { line1: '1 Fuzz St', city: 'Fuzz', state: 'CA', postalCode: '94103' },
      tinKind: 'ssn',
      tin: '123-45-6789',
    },
    signatureName: 'Fuzz Creator',
    certified: true,
  },
  [callables.acceptNameMismatch.name]: { userId: 'fuzz-user', reason: 'Fuzz' },
  [callables.taxReport.name]: { year: 2025 },
  [callables.exportTaxReport1099.name]: { year: 2025 },
  [callables.exportTaxReportDac7.name]: { year: 2025 },
  [callables.taxRecipientCopy.name]: { year: 2025, userId: 'fuzz-user' },
  [callables.recordEmailVerified.name]: {},
  [callables.appealSubmission.name]: { submissionId: 'fuzz-sub', message: 'Please look again' },
  [callables.decideAppeal.name]: { submissionId: 'fuzz-sub', decision: 'approved', notes: 'x' },
  [callables.joinWaitlist.name]: { email: 'fuzz@example.com', source: 'exit_intent' },
  [callables.exportMyData.name]: {},
  // Never the fuzzing creator's own address: the fuzz must not delete its caller.
  [callables.deleteMyAccount.name]: { confirmEmail: 'not-the-caller@example.com' },
  [callables.exportDataset.name]: {
    taskId: 'fuzz-task',
    approvedFrom: '2026-01-01',
    approvedTo: '2026-12-31T23:59:59Z',
    includeAutoApproved: false,
  },
  [callables.datasetArchiveLink.name]: { exportId: 'fuzz-export' },
  [callables.createQualification.name]: {
    name: 'Fuzz basics',
    kind: 'quiz',
    passingScore: 100,
    questions: [{ prompt: 'P', choices: ['a', 'b'], correct: [0], explanation: 'a' }],
  },
  [callables.updateQualification.name]: {
    qualificationId: 'fuzz-qualification',
    name: 'Fuzz basics',
    kind: 'manual',
    status: 'active',
  },
  [callables.startQualificationAttempt.name]: { qualificationId: 'fuzz-qualification' },
  [callables.submitQualificationAttempt.name]: { attemptId: 'fuzz-attempt', answers: [[0]] },
  [callables.grantQualification.name]: {
    qualificationId: 'fuzz-qualification',
    userId: 'fuzz-user',
    reason: 'Fuzz',
  },
  [callables.revokeQualification.name]: {
    qualificationId: 'fuzz-qualification',
    userId: 'fuzz-user',
    reason: 'Fuzz',
  },
  [callables.setTaskPeople.name]: { taskId: 'fuzz-task', people: 'with_release' },
  [callables.signReleaseInPerson.name]: {
    taskId: 'fuzz-task',
    release: {
      signerName: 'Fuzz',
      signerEmail: 'f@example.com',
      minorName: null,
      signature: 'Fuzz',
    },
  },
  [callables.requestRelease.name]: { taskId: 'fuzz-task', signerName: 'F', signerEmail: 'f@a.io' },
  [callables.updateTaskEligibility.name]: {
    taskId: 'fuzz-task',
    eligibility: { qualifications: [{ qualification_id: 'fuzz-qualification', min_score: 0 }] },
  }, // Conversations
  [callables.startThread.name]: {
    subject: 'Fuzz',
    text: 'Fuzz',
    submissionId: 'fuzz-sub',
    creatorId: 'fuzz-creator',
    requestId: 'fuzz-request',
  },
  [callables.postMessage.name]: {
    threadId: 'fuzz-thread',
    text: 'Fuzz',
    requestId: 'fuzz-request',
  },
  [callables.closeThread.name]: { threadId: 'fuzz-thread' },
  [callables.markThreadRead.name]: { threadId: 'fuzz-thread' },
  // Dataset orders: a customer's order and its payment, an admin's tasks made from it
  [callables.createDatasetOrder.name]: {
    requestId: '00000000-0000-4000-8000-000000000000',
    title: 'Fuzz',
    category: 'video',
    description: 'Fuzz',
    quantity: 1,
    payoutPerItemCents: 100,
    deadline: '2030-01-01T00:00:00Z',
    licence: { scope: 'internal_training', termYears: 1, exclusive: false },
  },
  [callables.updateDatasetOrder.name]: {
    orderId: 'fuzz-order',
    title: 'Fuzz',
    category: 'video',
    description: 'Fuzz',
    quantity: 1,
    payoutPerItemCents: 100,
    deadline: '2030-01-01T00:00:00Z',
    licence: { scope: 'internal_training', termYears: 1, exclusive: false },
  },
  [callables.submitDatasetOrder.name]: { orderId: 'fuzz-order' },
  [callables.payDatasetOrder.name]: { orderId: 'fuzz-order' },
  [callables.convertOrderToTasks.name]: { orderId: 'fuzz-order', taskCount: 1 },
  // Dataset orders' delivery, acceptance and disputes
  [callables.deliverDatasetOrder.name]: { orderId: 'fuzz-order' },
  [callables.orderDeliveryLink.name]: { orderId: 'fuzz-order', exportId: 'fuzz-export' },
  [callables.acceptDatasetOrder.name]: { orderId: 'fuzz-order' },
  [callables.disputeDatasetOrder.name]: { orderId: 'fuzz-order', reason: 'Fuzz reason long' },
  [callables.resolveOrderDispute.name]: {
    orderId: 'fuzz-order',
    resolution: 'refund',
    refundCents: 100,
    note: 'Fuzz',
  },
  // Customer invitations: an admin's, then the link's holder's (the token opens nothing)
  [callables.inviteCustomer.name]: { email: 'fuzz-invite@example.com', organizationId: 'fuzz-org' },
  [callables.readCustomerInvitation.name]: { token: 'fuzz-token-that-opens-nothing' },
  [callables.acceptCustomerInvitation.name]: {
    token: 'fuzz-token-that-opens-nothing',
    name: 'Fuzz',
    password: 'correct-horse',
    termsVersion: TERMS_VERSION,
    confirmsAdult: true,
  },
};

/** Values no field expects, or ids and paths Firestore and Storage refuse; as JSON text. */
const oddValues: string[] = [
  'null',
  'true',
  '0',
  '-1',
  '1.5',
  '1e308',
  '-1e308',
  '""',
  '" "',
  '[]',
  '[null]',
  '{}',
  '{"a":1}',
  '"__x__"',
  '"__proto__"',
  '"."',
  '".."',
  '"../../etc/passwd"',
  '"a/b"',
  '"/"',
  '"//"',
  '"submissions//x"',
  '"/submissions/x/y/z.mp4"',
  '"\\u0000"',
  '"a\\nb"',
  '"\\ud800"',
  JSON.stringify('a'.repeat(1500)),
  JSON.stringify('a'.repeat(1501)),
  JSON.stringify('é'.repeat(751)),
  JSON.stringify('😀'.repeat(376)),
  JSON.stringify('x'.repeat(100_000)),
  '"constructor"',
  '"javascript:alert(1)"',
  '"0000-01-01T00:00:00Z"',
  '"2024-02-30T00:00:00Z"',
  `{"@type":"x"}`,
  `{"@type":"${LONG}","value":"abc"}`,
  `{"@type":"${LONG}","value":"5"}`,
  `{"__proto__":{"admin":true}}`,
  nestedJson(40),
  nestedJson(20_000),
];

/** Keys a callable does not take, including ones that mean something to JavaScript. */
const oddKeys = [
  'extra',
  'constructor',
  '__proto__',
  'prototype',
  'toString',
  'hasOwnProperty',
  '',
  'a.b',
  '@type',
  '$where',
];

/** Payloads that are not an object at all. */
const notObjects = ['null', '[]', '[1,2]', '"taskId"', '42', 'true', '""', '{"@type":"x"}'];

const HUGE = JSON.stringify('x'.repeat(2 * 1024 * 1024));

type Random = ReturnType<typeof prng>;

/** The JSON of `sample` with `key` set to the JSON text `value` (added when new). */
function withField(sample: Record<string, unknown>, key: string, value: string): string {
  const fields = Object.entries(sample)
    .filter(([k]) => k !== key)
    .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`);
  fields.push(`${JSON.stringify(key)}:${value}`);
  return `{${fields.join(',')}}`;
}

/** One malformed payload for `entry`, as JSON text, and how it was made (for failures). */
function malformed(entry: AnyCallable, random: Random): { how: string; json: string } {
  const sample = samples[entry.name] ?? {};
  const keys = Object.keys(sample);
  const kind = random.int(keys.length ? 7 : 3);
  switch (kind) {
    case 0:
      return { how: 'not an object', json: random.pick(notObjects) };
    case 1: {
      const key = random.pick(oddKeys);
      return { how: `extra ${key}`, json: withField(sample, key, random.pick(oddValues)) };
    }
    case 2:
      return {
        how: 'prototype',
        json: `{"__proto__":${JSON.stringify({ ...sample, role: 'admin' })}}`,
      };
    case 3: {
      const key = random.pick(keys);
      const rest = Object.fromEntries(Object.entries(sample).filter(([k]) => k !== key));
      return { how: `missing ${key}`, json: JSON.stringify(rest) };
    }
    case 4:
    case 5: {
      const key = random.pick(keys);
      return { how: `odd ${key}`, json: withField(sample, key, random.pick(oddValues)) };
    }
    default: {
      // Inside a field: an array's element or a nested object's field.
      const key = random.pick(keys);
      const value = sample[key];
      if (Array.isArray(value)) {
        const odd = random.pick(oddValues);
        return {
          how: `odd ${key}[]`,
          json: withField(sample, key, `[${JSON.stringify(value[0])},${odd}]`),
        };
      }
      if (typeof value === 'object' && value !== null) {
        const inner = value as Record<string, unknown>;
        const innerKey =
          random.next() < 0.3 ? random.pick(oddKeys) : random.pick(Object.keys(inner));
        return {
          how: `odd ${key}.${innerKey}`,
          json: withField(sample, key, withField(inner, innerKey, random.pick(oddValues))),
        };
      }
      return { how: `odd ${key}`, json: withField(sample, key, random.pick(oddValues)) };
    }
  }
}

/** An INVALID_ARGUMENT message names a field: describeIssue's "field.path: what is wrong". */
const NAMES_A_FIELD = /^[A-Za-z_]\w*(\.\w+)*: \S/;

describe('malformed input to every callable', () => {
  let identities: { label: string; client: WebClient }[];

  beforeAll(async () => {
    identities = [
      { label: 'signed out', client: anonymousClient() },
      { label: 'creator', client: await newCreator('fuzz') },
      { label: 'admin', client: await newStaff('admin') },
    ];
  });

  it('should be in the registry: each sample names a callable, each callable has one', () => {
    expect(Object.keys(samples).sort()).toEqual(allCallables.map((e) => e.name).sort());
  });

  it('should answer every malformed payload without INTERNAL, naming the field it refuses', async () => {
    const random = prng(SEED);
    const cases: {
      entry: AnyCallable;
      label: string;
      client: WebClient;
      how: string;
      json: string;
    }[] = [];
    // Per callable and identity: generated payloads, plus the 2 MB one below.
    const perPair = Math.ceil(PAYLOADS / (allCallables.length * identities.length)) - 1;
    for (const { label, client } of identities) {
      for (const entry of allCallables) {
        for (let i = 0; i < perPair; i++) {
          cases.push({ entry, label, client, ...malformed(entry, random) });
        }
        // One 2 MB string per callable and identity, in its first field (or as an extra one).
        const sample = samples[entry.name] ?? {};
        const key = Object.keys(sample)[0] ?? 'extra';
        cases.push({
          entry,
          label,
          client,
          how: `2 MB ${key}`,
          json: withField(sample, key, HUGE),
        });
      }
    }
    expect(cases.length).toBeGreaterThanOrEqual(PAYLOADS);

    const started = performance.now();
    // One call at a time: the Functions emulator starts a worker process per function for each
    // concurrent call, which costs far more than the calls themselves on a small machine.
    const answers: WireAnswer[] = [];
    for (const c of cases) answers.push(await c.client.sendJson(c.entry, c.json));
    const seconds = (performance.now() - started) / 1000;
    const tally: Record<string, number> = {};
    for (const answer of answers) {
      const code = answer.ok ? 'ok' : answer.code;
      tally[code] = (tally[code] ?? 0) + 1;
    }
    console.info(`fuzz: ${cases.length} payloads in ${seconds.toFixed(1)} s`, tally);

    const problems: string[] = [];
    answers.forEach((answer, i) => {
      const c = cases[i] as (typeof cases)[number];
      const where = `${c.entry.name} as ${c.label}, ${c.how}: ${c.json.slice(0, 120)}`;
      if (answer.ok) return;
      if (answer.code === 'internal' || answer.code === 'unknown' || answer.code === 'not-json') {
        problems.push(`${where} → ${answer.code}: ${answer.message}`);
      } else if (answer.code === 'invalid-argument' && !NAMES_A_FIELD.test(answer.message)) {
        problems.push(`${where} → message names no field: ${answer.message}`);
      } else if (
        c.label === 'signed out' &&
        c.entry.name !== callables.createAccount.name &&
        !['invalid-argument', 'unauthenticated'].includes(answer.code)
      ) {
        problems.push(`${where} → signed out, yet ${answer.code}: ${answer.message}`);
      }
    });
    expect(problems).toEqual([]);
    // A bound, not a speed check: about 2 minutes on a two-core machine when the Functions
    // emulator starts each function's worker here (its first call), far more on a loaded one.
  }, 480_000);

  it('should name the field a value the SDK cannot decode sits in', async () => {
    const creator = identities[1]?.client as WebClient;
    const answer = (json: string) => creator.sendJson(callables.acceptTask, json);
    expect(await answer('{"taskId":{"@type":"x"}}')).toMatchObject({
      code: 'invalid-argument',
      message: 'taskId: must not be an object with an "@type"',
    });
    expect(await answer(`{"taskId":${nestedJson(40)}}`)).toMatchObject({
      code: 'invalid-argument',
      message: 'taskId: is nested too deeply',
    });
    // Under a key no schema has, the problem is that key.
    expect(await answer('{"taskId":"t","$where":{"@type":"x"}}')).toMatchObject({
      code: 'invalid-argument',
      message: 'input: unknown field "$where"',
    });
    expect(await answer(`{"taskId":"t","":${nestedJson(40)}}`)).toMatchObject({
      code: 'invalid-argument',
      message: 'input: unknown field ""',
    });
    expect(await answer('{"taskId":"t","__proto__":{"role":"admin"}}')).toMatchObject({
      code: 'invalid-argument',
      message: 'input: unknown field "__proto__"',
    });
  });

  it('should refuse a path as a payout id, naming payoutId', async () => {
    const admin = identities[2]?.client as WebClient;
    expect(
      await admin.callError(callables.processPayout, { payoutId: '../../etc/passwd' }),
    ).toEqual({
      code: 'invalid-argument',
      message: 'payoutId: must not contain "/"',
      details: undefined,
    });
  });

  it('should answer each callable under its registry name', async () => {
    const anonymous = identities[0]?.client as WebClient;
    for (const entry of allCallables) {
      const answer = await anonymous.sendJson(entry, '{"fuzz":1}');
      expect(answer, entry.name).toMatchObject({ ok: false, code: 'invalid-argument' });
    }
    // Each callable's first call on the Functions emulator may start its worker.
  }, 240_000);
});
