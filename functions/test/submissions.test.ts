import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { TERMS_VERSION } from '@groundtruth/domain/constants';
import { messages } from '@groundtruth/domain/messages';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { buildQuery, type ListQuery } from '@groundtruth/domain/query-spec';
import { screenQueries } from '@groundtruth/domain/queries';
import { admin, newCreator, newStaff, type Member } from '../testing/clients';
import { expectAudit } from '../testing/audit';
import { isoMedia } from '../testing/files';
import { attestation, newTask, placeFile, submitted, upload } from '../testing/flows';
import { because, REJECTION_NOTES } from '../testing/review-why';
import { whileLocked } from '../testing/locks';

let support: Member;
let adminUser: Member;
let creator: Member;
let other: Member;

beforeAll(async () => {
  [support, adminUser, creator, other] = await Promise.all([
    newStaff('support'),
    newStaff('admin'),
    newCreator(),
    newCreator('other'),
  ]);
});

const submission = async (id: string) => (await admin.db().doc(`submissions/${id}`).get()).data()!;

/** A screen's query spec run with firebase-admin. */
const run = (spec: ListQuery) =>
  buildQuery<FirebaseFirestore.Query, never>(spec, {
    collection: (name) => admin.db().collection(name),
    where: (q, field, op, value) => q.where(field, op, value),
    orderBy: (q, field, direction) => q.orderBy(field, direction),
    limit: (q, n) => q.limit(n),
  }).get();

describe(callables.submitWork.name, () => {
  it('should record the custody Storage computed, the attestation, and complete the acceptance', async () => {
    const taskId = await newTask(support, { title: 'Film a sunrise', payoutAmountCents: 3000 });
    await creator.call(callables.acceptTask, { taskId });
    const content = isoMedia('the bytes of a sunrise');
    const first = await upload(creator, taskId, content, 'video/mp4');
    const second = await upload(creator, taskId, 'a second angle', 'video/quicktime');
    const { submissionId } = await creator.call(callables.submitWork, {
      taskId,
      acceptanceId: `${taskId}_${creator.uid}`,
      notes: 'Two angles',
      filePaths: [first, second],
      fileNames: ['sunrise.mp4', 'angle.mov'],
      attestation,
    });
    const doc = await submission(submissionId);
    expect(doc).toMatchObject({
      user_id: creator.uid,
      task_id: taskId,
      acceptance_id: `${taskId}_${creator.uid}`,
      notes: 'Two angles',
      review_status: 'pending',
      review_notes: null,
      reviewer_id: null,
      task_title: 'Film a sunrise',
      payout_amount_cents: 3000,
      submitter_name: 'Casey Creator',
      submitter_email: creator.email,
      paid: false,
      attestation: {
        owns_content: true,
        consents_to_ai_training: true,
        terms_version: TERMS_VERSION,
      },
    });
    const [storedMeta] = await admin.bucket().file(first).getMetadata();
    expect(doc.files[0]).toMatchObject({
      name: 'sunrise.mp4',
      path: first,
      size: content.length,
      type: 'video/mp4',
      md5_hash: createHash('md5').update(content).digest('base64'),
      crc32c: storedMeta.crc32c,
      uploaded_by: creator.uid,
      generation: String(storedMeta.generation),
    });
    expect(doc.files[1]).toMatchObject({ name: 'angle.mov', type: 'video/quicktime' });
    expect(doc.files[0].uploaded_at.toMillis()).toBe(new Date(storedMeta.timeCreated!).getTime());
    expect(
      (await admin.db().doc(`task_acceptances/${taskId}_${creator.uid}`).get()).get('status'),
    ).toBe('completed');
    await expectAudit('submit_work', submissionId, creator.uid);
  });

  it('should refuse a second submission while the first is pending, and allow one after needs_changes', async () => {
    const taskId = await newTask(support);
    const firstId = await submitted(creator, taskId);
    // Under review, the rules let no new file in; the server refuses the call all the same.
    const path = await placeFile(creator.uid, taskId);
    const input = { taskId, filePaths: [path], fileNames: ['again.mp4'], attestation };
    expect(await creator.callError(callables.submitWork, input)).toMatchObject({
      code: 'failed-precondition',
      message: messages.alreadySubmitted,
    });

    await support.call(callables.reviewSubmission, {
      submissionId: firstId,
      decision: 'needs_changes',
      ...because('needs_changes', 'Too dark'),
    });
    const { submissionId: secondId } = await creator.call(callables.submitWork, input);
    expect(secondId).not.toBe(firstId);
    expect(await submission(firstId)).toMatchObject({
      review_status: 'needs_changes',
      review_notes: 'Too dark',
    });
    expect(await submission(secondId)).toMatchObject({
      review_status: 'pending',
      acceptance_id: `${taskId}_${creator.uid}`,
    });

    await support.call(callables.reviewSubmission, {
      submissionId: secondId,
      decision: 'rejected',
      ...because('rejected'),
    });
    expect(await creator.callError(callables.submitWork, input)).toMatchObject({
      code: 'failed-precondition',
      message: messages.submissionClosed,
    });
  });

  it('should submit once when the same call is retried concurrently', async () => {
    const taskId = await newTask(support);
    await creator.call(callables.acceptTask, { taskId });
    const path = await upload(creator, taskId);
    const input = { taskId, filePaths: [path], fileNames: ['a.mp4'], attestation };
    const results = await Promise.allSettled([
      creator.call(callables.submitWork, input),
      creator.call(callables.submitWork, input),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const subs = await admin.db().collection('submissions').where('task_id', '==', taskId).get();
    expect(subs.size).toBe(1);
  });

  it("should not wait on the task's document: a submission answers while another transaction holds it", async () => {
    const taskId = await newTask(support);
    const unlocked = await newCreator('unlocked');
    await unlocked.call(callables.acceptTask, { taskId });
    const path = await upload(unlocked, taskId);
    const { answeredWhileHeld, outcome } = await whileLocked(`tasks/${taskId}`, () =>
      unlocked.call(callables.submitWork, {
        taskId,
        notes: 'Shot at dawn',
        filePaths: [path],
        fileNames: ['market.mp4'],
        attestation,
      }),
    );
    expect(outcome.status).toBe('fulfilled');
    expect(answeredWhileHeld).toBe(true);
  });

  it('should refuse work for a task not accepted', async () => {
    const taskId = await newTask(support);
    const path = await placeFile(creator.uid, taskId);
    expect(
      await creator.callError(callables.submitWork, {
        taskId,
        filePaths: [path],
        fileNames: ['a.mp4'],
        attestation,
      }),
    ).toMatchObject({
      code: 'failed-precondition',
      message: messages.acceptBeforeSubmit,
    });
  });

  it("should refuse files that were not uploaded, or lie outside the caller's folder", async () => {
    const taskId = await newTask(support);
    await creator.call(callables.acceptTask, { taskId });
    await other.call(callables.acceptTask, { taskId });
    const missing = `submissions/${creator.uid}/${taskId}/never-uploaded.mp4`;
    expect(
      await creator.callError(callables.submitWork, {
        taskId,
        filePaths: [missing],
        fileNames: ['a.mp4'],
        attestation,
      }),
    ).toMatchObject({
      code: 'failed-precondition',
      message: serverMessages.fileNotUploaded(missing),
    });
    const othersFile = await upload(other, taskId);
    expect(
      await creator.callError(callables.submitWork, {
        taskId,
        filePaths: [othersFile],
        fileNames: ['a.mp4'],
        attestation,
      }),
    ).toMatchObject({
      code: 'permission-denied',
      message: serverMessages.fileOutsideFolder,
    });
    const elsewhere = await placeFile(creator.uid, 'another-task');
    expect(
      await creator.callError(callables.submitWork, {
        taskId,
        filePaths: [elsewhere],
        fileNames: ['a.mp4'],
        attestation,
      }),
    ).toMatchObject({
      code: 'permission-denied',
    });
  });

  it.each([
    [{ filePaths: [], fileNames: [] }, 'filePaths: choose at least one file'],
    [
      { attestation: { ...attestation, ownsContent: false } },
      'attestation.ownsContent: must be confirmed',
    ],
    [
      { attestation: { ...attestation, consentsToAiTraining: false } },
      'attestation.consentsToAiTraining: must be confirmed',
    ],
    [{ taskId: '' }, 'taskId: is required'],
    [{ fileNames: ['a.mp4', 'b.mp4'] }, `fileNames: ${serverMessages.fileNamesMismatch}`],
  ])('should name the invalid field of %j', async (patch, message) => {
    const input = {
      taskId: 't',
      filePaths: [`submissions/${creator.uid}/t/1.mp4`],
      fileNames: ['a.mp4'],
      attestation,
      ...patch,
    };
    expect(await creator.callRawError(callables.submitWork, input)).toMatchObject({
      code: 'invalid-argument',
      message,
    });
  });

  it('should refuse an outdated terms version and staff callers', async () => {
    const taskId = await newTask(support);
    const input = {
      taskId,
      filePaths: [`submissions/${creator.uid}/${taskId}/1.mp4`],
      fileNames: ['a.mp4'],
    };
    expect(
      await creator.callError(callables.submitWork, {
        ...input,
        attestation: { ...attestation, termsVersion: '2001-01-01' },
      }),
    ).toMatchObject({
      code: 'failed-precondition',
      message: serverMessages.termsOutdated,
    });
    expect(await support.callError(callables.submitWork, { ...input, attestation })).toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('duplicate files', () => {
  it("should list each submission's MD5s in file_hashes, so one indexed query finds the same bytes", async () => {
    const taskId = await newTask(support, { title: 'Record rain on a window' });
    const sameBytes = `rain ${Date.now()}`;
    const md5 = createHash('md5').update(isoMedia(sameBytes)).digest('base64');
    const submit = async (member: Member, files: string[]) => {
      await member.call(callables.acceptTask, { taskId });
      const paths = [];
      for (const content of files) paths.push(await upload(member, taskId, content));
      const { submissionId } = await member.call(callables.submitWork, {
        taskId,
        filePaths: paths,
        fileNames: paths.map((_, i) => `rain-${i}.mp4`),
        attestation,
      });
      return submissionId;
    };
    // One creator's file, then another creator's upload of the very same bytes (plus a file of
    // their own, and the duplicate twice: each hash is listed once).
    const original = await submit(creator, [sameBytes]);
    const copy = await submit(other, [sameBytes, 'my own take', sameBytes]);
    const ownMd5 = createHash('md5').update(isoMedia('my own take')).digest('base64');
    expect((await submission(original)).file_hashes).toEqual([md5]);
    expect((await submission(copy)).file_hashes).toEqual([md5, ownMd5]);

    const found = await run(
      screenQueries.submissionsSharingFiles((await submission(copy)).file_hashes),
    );
    expect(found.docs.map((d) => d.id).sort()).toEqual([original, copy].sort());
    const onlyOwn = await run(screenQueries.submissionsSharingFiles([ownMd5]));
    expect(onlyOwn.docs.map((d) => d.id)).toEqual([copy]);
  });
});

describe(callables.reviewSubmission.name, () => {
  it('should approve with notes and create the pending payout in the same change', async () => {
    const taskId = await newTask(support, { payoutAmountCents: 4200, title: 'Knots' });
    const submissionId = await submitted(creator, taskId);
    const result = await support.call(callables.reviewSubmission, {
      submissionId,
      decision: 'approved',
      notes: 'Sharp',
    });
    expect(result).toEqual({
      submissionId,
      reviewStatus: 'approved',
      heldForSecondOpinion: false,
      payoutId: submissionId,
    });
    expect(await submission(submissionId)).toMatchObject({
      review_status: 'approved',
      review_notes: 'Sharp',
      reviewer_id: support.uid,
      review_source: 'staff',
      paid: true,
    });
    const payout = (await admin.db().doc(`payouts/${submissionId}`).get()).data();
    expect(payout).toMatchObject({
      user_id: creator.uid,
      submission_id: submissionId,
      amount_cents: 4200,
      status: 'pending',
      provider: 'stripe_connect',
      currency: 'USD',
      provider_transfer_id: null,
      task_title: 'Knots',
      user_email: creator.email,
    });
    await expectAudit('review_submission', submissionId, support.uid!);
  });

  it("should take the provider of the creator's default payment method", async () => {
    const paypal = await newCreator('paypal');
    await paypal.call(callables.addPayoutAccount, {
      provider: 'paypal',
      accountId: 'paypal.me@example.com',
    });
    const taskId = await newTask(support);
    const submissionId = await submitted(paypal, taskId);
    await adminUser.call(callables.reviewSubmission, { submissionId, decision: 'approved' });
    expect((await admin.db().doc(`payouts/${submissionId}`).get()).get('provider')).toBe('paypal');
  });

  it.each(['rejected', 'needs_changes'] as const)(
    'should record %s without a payout',
    async (decision) => {
      const taskId = await newTask(support);
      const submissionId = await submitted(creator, taskId);
      await support.call(callables.reviewSubmission, {
        submissionId,
        decision,
        ...because(decision),
      });
      expect(await submission(submissionId)).toMatchObject({
        review_status: decision,
        review_notes: REJECTION_NOTES,
        reviewer_id: support.uid,
        review_source: 'staff',
        paid: false,
      });
      expect((await admin.db().doc(`payouts/${submissionId}`).get()).exists).toBe(false);
    },
  );

  it("should not wait on the task's document: a review answers while another transaction holds it", async () => {
    const taskId = await newTask(support);
    const submissionId = await submitted(creator, taskId);
    const { answeredWhileHeld, outcome } = await whileLocked(`tasks/${taskId}`, () =>
      support.call(callables.reviewSubmission, { submissionId, decision: 'approved' }),
    );
    expect(outcome.status).toBe('fulfilled');
    expect(answeredWhileHeld).toBe(true);
    expect(await submission(submissionId)).toMatchObject({ review_status: 'approved' });
  });

  it('should review only pending submissions', async () => {
    const taskId = await newTask(support);
    const submissionId = await submitted(creator, taskId);
    await support.call(callables.reviewSubmission, {
      submissionId,
      decision: 'rejected',
      ...because('rejected'),
    });
    expect(
      await support.callError(callables.reviewSubmission, { submissionId, decision: 'approved' }),
    ).toMatchObject({
      code: 'failed-precondition',
      message: serverMessages.onlyPendingReviewable,
    });
  });

  it('should make one payout from 50 concurrent approvals', async () => {
    const taskId = await newTask(support, { payoutAmountCents: 5000 });
    const submissionId = await submitted(creator, taskId);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 ? adminUser : support).call(callables.reviewSubmission, {
          submissionId,
          decision: 'approved',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    // Every other approval is told the submission was reviewed, not that it met contention.
    for (const r of results)
      if (r.status === 'rejected') {
        expect(r.reason).toMatchObject({ code: 'functions/failed-precondition' });
        expect(String(r.reason.message)).toContain(serverMessages.onlyPendingReviewable);
      }
    const payouts = await admin
      .db()
      .collection('payouts')
      .where('submission_id', '==', submissionId)
      .get();
    expect(payouts.size).toBe(1);
    const reviews = (
      await admin.db().collection('audit_logs').where('entity_id', '==', submissionId).get()
    ).docs.filter((d) => d.get('action') === 'review_submission');
    expect(reviews).toHaveLength(1);
  });

  it('should deny creators, refuse unknown ids and bad decisions', async () => {
    const taskId = await newTask(support);
    const submissionId = await submitted(creator, taskId);
    expect(
      await creator.callError(callables.reviewSubmission, { submissionId, decision: 'approved' }),
    ).toMatchObject({ code: 'permission-denied' });
    expect(
      await support.callError(callables.reviewSubmission, {
        submissionId: 'nope',
        decision: 'approved',
      }),
    ).toMatchObject({
      code: 'not-found',
      message: staffMessages.submissionNotFound,
    });
    expect(
      await support.callRawError(callables.reviewSubmission, { submissionId, decision: 'maybe' }),
    ).toMatchObject({
      code: 'invalid-argument',
      message: 'decision: Invalid option: expected one of "approved"|"rejected"|"needs_changes"',
    });
  });
});
