// Review Submissions on the production build and the full stack, as support: each decision on
// a submission of its own (fresh creators submit to a task of this journey's own through the
// callables, so the demo accounts stay as other journeys expect them), what the database then
// holds, the creator's view of the decision, a bulk approval of three, and the duplicate-file
// warning on the seeded copy of one creator's file by another; at 390 px the Review dialog's
// close button and decisions stay on screen and nothing scrolls sideways.
import type { Page } from '@playwright/test';
import { expect, test } from '../testing/test';
import { signIn, SIGNUP_CONSENT } from '../testing/callables';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { connectStorageEmulator, getStorage, ref, uploadBytes } from 'firebase/storage';
import { createJiti } from 'jiti';
import type {
  AnyCallable,
  CallableInput,
  CallableOutput,
  callables as Registry,
} from '../../domain/src/callable-registry';
import { adminApp } from '../testing/admin';
import { axeViolations, noSidewaysScroll } from '../testing/axe';
import { appUrl, DEMO_PASSWORD, STACK } from '../testing/stack';

const SUPPORT = 'support@groundtruth.local';
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'review-journey-1';
const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

const apps: FirebaseApp[] = [];

// The registry (every callable named once) and the terms version, loaded as the seed loads them:
// domain is TypeScript that imports JSON, which jiti runs as is.
const jiti = createJiti(import.meta.url);
let callables: typeof Registry;
let TERMS_VERSION = '';
async function loadDomain() {
  ({ callables } = await jiti.import<{ callables: typeof Registry }>(
    new URL('../../domain/src/callable-registry.ts', import.meta.url).href,
  ));
  ({ TERMS_VERSION } = await jiti.import<{ TERMS_VERSION: string }>(
    new URL('../../domain/src/constants.ts', import.meta.url).href,
  ));
}

/** A web SDK client of the test stack, signed in as `email`, calling the registry's callables. */
async function clientAs(email: string, password: string) {
  const app = initializeApp(
    {
      apiKey: 'demo-api-key',
      projectId: STACK.projectId,
      storageBucket: `${STACK.projectId}.appspot.com`,
      appId: 'review-journey',
    },
    `review-${apps.length}-${stamp}`,
  );
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://127.0.0.1:${STACK.ports.auth}`, { disableWarnings: true });
  const functions = getFunctions(app);
  connectFunctionsEmulator(functions, '127.0.0.1', STACK.ports.functions);
  const storage = getStorage(app);
  connectStorageEmulator(storage, '127.0.0.1', STACK.ports.storage);
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  const call = async <E extends AnyCallable>(entry: E, input: CallableInput<E>) =>
    (await httpsCallable(functions, entry.name)(input)).data as CallableOutput<E>;
  return { uid: user.uid, call, storage };
}

interface Made {
  name: string;
  email: string;
  uid: string;
  submissionId: string;
}

/** A new creator who accepts the journey's task and submits one text file with `text`. */
async function creatorSubmits(taskId: string, name: string, text: string): Promise<Made> {
  const email = `review-${name.split(' ')[0]!.toLowerCase()}-${stamp}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const anonymous = await fetch(
    `http://127.0.0.1:${STACK.ports.functions}/${STACK.projectId}/us-central1/${callables.createAccount.name}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        data: { name, email, password: PASSWORD, chosenPaths: ['writing'], ...SIGNUP_CONSENT },
      }),
    },
  );
  expect(anonymous.ok).toBe(true);
  const creator = await clientAs(email, PASSWORD);
  const { acceptanceId } = await creator.call(callables.acceptTask, { taskId });
  const path = `submissions/${creator.uid}/${taskId}/${Date.now()}.txt`;
  await uploadBytes(ref(creator.storage, path), new TextEncoder().encode(text), {
    contentType: 'text/plain',
  });
  const { submissionId } = await creator.call(callables.submitWork, {
    taskId,
    acceptanceId,
    notes: `Notes from ${name}`,
    filePaths: [path],
    fileNames: ['market.txt'],
    attestation: { ownsContent: true, consentsToAiTraining: true, termsVersion: TERMS_VERSION },
  });
  return { name, email, uid: creator.uid, submissionId };
}

/** Feedback long enough for a rejection. */
const feedback = (who: string) => `Feedback for ${who}: the market is described, not shown.`;

const card = (page: Page, title: string, who: string) =>
  page.getByRole('article', { name: `${title} by ${who}` });
const notifications = (page: Page) => page.getByRole('list', { name: 'Notifications' });

/** A task of the test's own, created by support, with a submission from each of `people`. */
async function taskWithSubmissions(label: string, people: string[]) {
  await loadDomain();
  const support = await clientAs(SUPPORT, DEMO_PASSWORD);
  const title = `Describe a street market (${label} ${stamp})`;
  const { taskId } = await support.call(callables.createTask, {
    title,
    description: 'Walk through a street market and describe what you hear and see.',
    category: 'writing',
    payoutAmountCents: 2250,
    status: 'published',
  });
  const made: Made[] = [];
  // Each creator's own words: no two of these files share bytes.
  for (const name of people) made.push(await creatorSubmits(taskId, name, `${name}: the market`));
  return { taskId, title, supportUid: support.uid, made };
}

test.afterAll(async () => {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
});

test('support reviews with each decision; the database and the creator see it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { db } = adminApp();
  const { taskId, title, supportUid, made } = await taskWithSubmissions('each', [
    'Ada Approve',
    'Nell Changes',
    'Rex Reject',
  ]);
  const single = { approved: made[0]!, needs_changes: made[1]!, rejected: made[2]! };
  await signIn(page, SUPPORT, DEMO_PASSWORD);
  await page.goto(`${appUrl}/dashboard/admin/submissions?taskId=${taskId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Review Submissions' })).toBeVisible();

  const decisions = [
    ['approved', 'Approve', 'Submission approved', 'Approved'],
    ['needs_changes', 'Needs Changes', 'Submission needs_changes', 'Needs Changes'],
    ['rejected', 'Reject', 'Submission rejected', 'Rejected'],
  ] as const;
  for (const [decision, button, message] of decisions) {
    const made = single[decision]!;
    const item = card(page, title, made.name);
    await expect(item.getByText('Pending')).toBeVisible();
    await expect(item.getByText(`Notes from ${made.name}`)).toBeVisible();
    await expect(item.getByText('$22.50')).toBeVisible();
    await item.getByRole('button', { name: 'Review Submission' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review Submission' });
    // A rejection or a request for changes names its reason; a rejection explains itself.
    if (decision !== 'approved') await dialog.getByLabel('Reason').selectOption('Wrong subject');
    await dialog.getByLabel('Feedback', { exact: true }).fill(feedback(made.name));
    await dialog.getByRole('button', { name: button, exact: true }).click();
    await expect(notifications(page).getByText(message)).toBeVisible();
    await expect(dialog).toBeHidden();
    // Reviewed work leaves the pending queue.
    await expect(item).toHaveCount(0);

    const stored = (await db.doc(`submissions/${made.submissionId}`).get()).data()!;
    expect(stored).toMatchObject({
      review_status: decision,
      reviewer_id: supportUid,
      review_notes: feedback(made.name),
      review_reason: decision === 'approved' ? null : { code: 'wrong_subject' },
    });
    const payout = await db.doc(`payouts/${made.submissionId}`).get();
    if (decision === 'approved') {
      expect(payout.data()).toMatchObject({
        status: 'pending',
        user_id: made.uid,
        submission_id: made.submissionId,
        amount_cents: 2250,
        provider: 'stripe_connect',
      });
    } else {
      expect(payout.exists).toBe(false);
    }
  }

  // The decisions under the other filters, with the feedback shown.
  await page.getByLabel('Review state').selectOption('approved');
  await expect(card(page, title, 'Ada Approve').getByText(feedback('Ada Approve'))).toBeVisible();
  await expect(
    card(page, title, 'Ada Approve').getByRole('button', { name: 'Review Submission' }),
  ).toHaveCount(0);

  // The creator's own view follows the decision.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(`${appUrl}/auth/login`);
  for (const [decision, , , badge] of decisions) {
    const made = single[decision]!;
    await signIn(page, made.email, PASSWORD);
    await page.goto(`${appUrl}/dashboard/submissions`);
    const mine = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(mine.getByText(badge, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(`${appUrl}/auth/login`);
  }
});

test('the Review dialog fits a phone: its close button and every decision are on screen', async ({
  page,
}) => {
  // A title with no place to break it (as a file name used as a title has), on the card and in
  // the dialog's description: it breaks where it must instead of widening the page, whose
  // overflow put the dialog's close button and Reject past a phone's edge.
  await loadDomain();
  const support = await clientAs(SUPPORT, DEMO_PASSWORD);
  const { taskId: longTaskId } = await support.call(callables.createTask, {
    title: `Street_market_recording_${stamp}_without_a_single_space`,
    description: 'Walk through a street market and describe what you hear and see.',
    category: 'writing',
    payoutAmountCents: 1000,
    status: 'published',
  });
  await creatorSubmits(longTaskId, 'Lou Long', 'Lou Long: the market');
  await page.setViewportSize(PHONE);
  await signIn(page, SUPPORT, DEMO_PASSWORD);
  await page.goto(`${appUrl}/dashboard/admin/submissions?taskId=${longTaskId}`);
  await page.getByRole('button', { name: 'Review Submission' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Review Submission' });
  await expect(dialog).toBeVisible();
  const close = dialog.getByRole('button', { name: 'Close' });
  for (const control of [
    close,
    dialog.getByRole('button', { name: 'Approve', exact: true }),
    dialog.getByRole('button', { name: 'Needs Changes', exact: true }),
    dialog.getByRole('button', { name: 'Reject', exact: true }),
  ]) {
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await close.click();
  await expect(dialog).toBeHidden();
});

test('support approves three at once and reads how each went', async ({ page }) => {
  test.setTimeout(120_000);
  const { db } = adminApp();
  const {
    taskId,
    title,
    supportUid,
    made: bulk,
  } = await taskWithSubmissions('bulk', ['Bea Bulk', 'Bo Bulk', 'Bix Bulk']);
  await signIn(page, SUPPORT, DEMO_PASSWORD);
  await page.goto(`${appUrl}/dashboard/admin/submissions?taskId=${taskId}`);
  for (const made of bulk) await expect(card(page, title, made.name)).toBeVisible();

  await page.getByRole('checkbox', { name: 'Select all pending on this page' }).check();
  await page.getByRole('button', { name: 'Review selected (3)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review selected submissions' });
  await expect(dialog.getByLabel('Decision')).toHaveValue('approved');
  await dialog.getByLabel('Feedback template').selectOption('Audio unclear');
  await dialog.getByLabel('Feedback', { exact: true }).fill('Approved in bulk');
  await dialog.getByRole('button', { name: 'Review 3 submissions' }).click();

  const results = page.getByLabel('Bulk review results');
  // Three callable calls on the Functions emulator: allow them their time.
  await expect(results).toContainText('3 approved', { timeout: 60_000 });
  for (const made of bulk)
    await expect(results).toContainText(`${title} by ${made.name}: approved`);
  await expect(page.getByText('No submissions to review')).toBeVisible();

  for (const made of bulk) {
    const stored = (await db.doc(`submissions/${made.submissionId}`).get()).data()!;
    expect(stored).toMatchObject({
      review_status: 'approved',
      reviewer_id: supportUid,
      review_notes: 'Approved in bulk',
    });
    expect((await db.doc(`payouts/${made.submissionId}`).get()).get('status')).toBe('pending');
  }
  // One audit entry per item: each was its own callable call.
  for (const made of bulk) {
    const audit = await db
      .collection('audit_logs')
      .where('entity_id', '==', made.submissionId)
      .where('action', '==', 'review_submission')
      .get();
    expect(audit.size).toBe(1);
  }
});

test('the seeded copy of a file warns of the duplicate and links to the other submission', async ({
  page,
}) => {
  const { db } = adminApp();
  // The seed has Priya upload the very bytes of Tomás's birdsong recording.
  const task = await db
    .collection('tasks')
    .where('title', '==', 'Record 5 minutes of morning sounds')
    .limit(1)
    .get();
  const birdsong = task.docs[0]!.id;
  const copies = await db.collection('submissions').where('task_id', '==', birdsong).get();
  const byName = (name: string) => copies.docs.find((d) => d.get('submitter_name') === name)!;
  const [priya, tomas] = [byName('Priya Nair'), byName('Tomás Rivera')];
  expect(priya.get('files')[0].md5_hash).toBe(tomas.get('files')[0].md5_hash);
  expect(priya.get('file_hashes')).toEqual([priya.get('files')[0].md5_hash]);

  await signIn(page, SUPPORT, DEMO_PASSWORD);
  // Whatever other journeys decided on them: every state of that task.
  await page.goto(`${appUrl}/dashboard/admin/submissions?status=all&taskId=${birdsong}`);
  const copy = page.getByRole('article', {
    name: 'Record 5 minutes of morning sounds by Priya Nair',
  });
  const warning = copy.getByRole('note');
  await expect(warning).toHaveText(
    'Duplicate file: also in Record 5 minutes of morning sounds by Tomás Rivera',
  );
  // The custody record names the same MD5 Storage computed for both.
  await copy.getByText('Custody record').click();
  await expect(copy.getByText(tomas.get('files')[0].md5_hash)).toBeVisible();

  await warning.getByRole('link', { name: 'Record 5 minutes of morning sounds' }).click();
  await expect(page).toHaveURL(`${appUrl}/dashboard/admin/submissions?submission=${tomas.id}`);
  const original = page.getByRole('article', {
    name: 'Record 5 minutes of morning sounds by Tomás Rivera',
  });
  await expect(original.getByRole('note')).toHaveText(
    'Duplicate file: also in Record 5 minutes of morning sounds by Priya Nair',
  );
  await page.getByRole('link', { name: 'Back to all submissions' }).click();
  await expect(page).toHaveURL(`${appUrl}/dashboard/admin/submissions`);
});
