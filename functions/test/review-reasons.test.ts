// Every rejection and request for changes names a reason from platform settings' list, a
// rejection explains itself in at least 40 characters, and evidence points inside a file; the
// creator is told the reason's label and guidance, the notes and each moment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_REASONS } from '@groundtruth/domain/default-review-reasons';
import { callables, type CallableInput } from '@groundtruth/domain/callable-registry';
import { PLATFORM_SETTINGS_DOC } from '@groundtruth/domain/constants';
import { REJECTION_NOTES_MIN, type ReviewReason } from '@groundtruth/domain/review-reasons';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { admin, anonymousClient, newCreator, newStaff, type Member } from '../testing/clients';
import { expectAudit } from '../testing/audit';
import { newTask, submitted } from '../testing/flows';
import { REJECTION_NOTES } from '../testing/review-why';
import { whileLocked } from '../testing/locks';
import { setReviewChecks } from '../testing/review-checks';

let support: Member;
let adminUser: Member;
let creator: Member;

const settingsDoc = () => admin.db().doc(`platform_settings/${PLATFORM_SETTINGS_DOC}`);
const submission = async (id: string) => (await admin.db().doc(`submissions/${id}`).get()).data()!;

beforeAll(async () => {
  [support, adminUser, creator] = await Promise.all([
    newStaff('support'),
    newStaff('admin'),
    newCreator('reasons'),
  ]);
});

/** A pending submission whose one file, as inspection measured it, lasts `seconds`. */
async function pendingClip(seconds: number | null = 30): Promise<string> {
  const submissionId = await submitted(creator, await newTask(support, { title: 'Kitchen knife' }));
  const { files } = await submission(submissionId);
  files[0].media = {
    type: seconds === null ? 'image' : 'video',
    width: 1280,
    height: 720,
    duration_s: seconds,
    fps: seconds === null ? null : 30,
    codec: null,
    audio: null,
    sample_rate_hz: null,
  };
  await admin.db().doc(`submissions/${submissionId}`).update({ files });
  return submissionId;
}

type ReviewInput = Omit<CallableInput<typeof callables.reviewSubmission>, 'submissionId'>;

describe('a review decision and its reason', () => {
  it.each<[ReviewInput, string]>([
    [{ decision: 'rejected', notes: REJECTION_NOTES }, 'reasonCode: is required'],
    [{ decision: 'needs_changes', notes: 'More light' }, 'reasonCode: is required'],
    [
      { decision: 'rejected', reasonCode: 'wrong_answer', notes: REJECTION_NOTES },
      'reasonCode: "wrong_answer" is not one of the review reasons',
    ],
    [
      {
        decision: 'rejected',
        reasonCode: 'poor_quality',
        notes: 'x'.repeat(REJECTION_NOTES_MIN - 1),
      },
      'notes: must be at least 40 characters to reject',
    ],
    [
      { decision: 'rejected', reasonCode: 'poor_quality' },
      'notes: must be at least 40 characters to reject',
    ],
    [{ decision: 'approved', reasonCode: 'poor_quality' }, 'reasonCode: is given only to'],
    [
      { decision: 'approved', evidence: [{ fileIndex: 0, atSeconds: 1, note: '' }] },
      'evidence: is given only to',
    ],
    [
      {
        decision: 'needs_changes',
        reasonCode: 'poor_quality',
        evidence: [{ fileIndex: 1, atSeconds: 1, note: 'Shaky' }],
      },
      'evidence.0.fileIndex: the submission has no file 1 (it has 1)',
    ],
    [
      {
        decision: 'needs_changes',
        reasonCode: 'poor_quality',
        evidence: [
          { fileIndex: 0, atSeconds: 3, note: 'Shaky' },
          { fileIndex: 0, atSeconds: 31, note: 'Dark' },
        ],
      },
      'evidence.1.atSeconds: is past the end of market.mp4 (0:30)',
    ],
    [
      {
        decision: 'needs_changes',
        reasonCode: 'poor_quality',
        evidence: [{ fileIndex: 0, atSeconds: -1, note: '' }],
      },
      'evidence.0.atSeconds: must be 0 or more',
    ],
  ])('should refuse %o naming the field', async (input, message) => {
    const submissionId = await pendingClip();
    const error = await support.callError(callables.reviewSubmission, { submissionId, ...input });
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toContain(message);
    // Nothing was decided.
    expect(await submission(submissionId)).toMatchObject({ review_status: 'pending' });
  });

  it('should take only 0 as a moment in a file without a timeline', async () => {
    const submissionId = await pendingClip(null);
    const error = await support.callError(callables.reviewSubmission, {
      submissionId,
      decision: 'needs_changes',
      reasonCode: 'incomplete',
      evidence: [{ fileIndex: 0, atSeconds: 2, note: '' }],
    });
    expect(error).toMatchObject({
      code: 'invalid-argument',
      message: 'evidence.0.atSeconds: market.mp4 has no timeline, so the moment must be 0',
    });
    await support.call(callables.reviewSubmission, {
      submissionId,
      decision: 'needs_changes',
      reasonCode: 'incomplete',
      evidence: [{ fileIndex: 0, atSeconds: 0, note: 'The last step is missing' }],
    });
  });

  it('should record the reason as given, the evidence, and tell the creator all of it', async () => {
    const submissionId = await pendingClip(30);
    const notes = 'The knife leaves the frame twice, so the cut cannot be seen.';
    await support.call(callables.reviewSubmission, {
      submissionId,
      decision: 'rejected',
      reasonCode: 'poor_quality',
      notes,
      evidence: [
        { fileIndex: 0, atSeconds: 3, note: 'Out of frame' },
        { fileIndex: 0, atSeconds: 30, note: '' },
      ],
    });
    const reason = DEFAULT_REVIEW_REASONS.find((r) => r.code === 'poor_quality')!;
    expect(await submission(submissionId)).toMatchObject({
      review_status: 'rejected',
      review_notes: notes,
      review_reason: reason,
      review_evidence: [
        { file_index: 0, file_name: 'market.mp4', at_seconds: 3, note: 'Out of frame' },
        { file_index: 0, file_name: 'market.mp4', at_seconds: 30, note: '' },
      ],
    });
    const told = [
      `Reason: ${reason.label}. ${reason.guidance}`,
      `Notes: ${notes}`,
      'At 0:03 in market.mp4: Out of frame',
      'At 0:30 in market.mp4',
    ];
    const notification = (
      await admin.db().doc(`notifications/submission_reviewed_${submissionId}`).get()
    ).data()!;
    expect(notification.body.split('\n')).toEqual(['Kitchen knife', ...told]);
    const mail = (await admin.db().doc(`mail/submission_reviewed_${submissionId}`).get()).data();
    for (const line of told) {
      expect(mail?.message.text).toContain(line);
      expect(mail?.message.html).toContain(line.replaceAll("'", '&#39;').split(':')[0]);
    }
    const [entry] = (
      await admin
        .db()
        .collection('audit_logs')
        .where('entity_id', '==', submissionId)
        .where('action', '==', 'review_submission')
        .get()
    ).docs.map((d) => d.data());
    expect(entry?.details).toMatchObject({ reason_code: 'poor_quality', evidence_count: 2 });
  });

  it('should approve with neither reason nor evidence, and record none', async () => {
    const submissionId = await pendingClip();
    await support.call(callables.reviewSubmission, { submissionId, decision: 'approved' });
    expect(await submission(submissionId)).toMatchObject({
      review_status: 'approved',
      review_reason: null,
      review_evidence: [],
    });
  });

  it('should not wait on the settings: reviews answer while another transaction holds them', async () => {
    const [approved, changes] = await Promise.all([pendingClip(), pendingClip()]);
    const reviews = await whileLocked(settingsDoc().path, () =>
      Promise.all([
        support.call(callables.reviewSubmission, { submissionId: approved, decision: 'approved' }),
        support.call(callables.reviewSubmission, {
          submissionId: changes,
          decision: 'needs_changes',
          reasonCode: 'poor_quality',
          notes: 'More light, please',
        }),
      ]),
    );
    expect(reviews.outcome.status).toBe('fulfilled');
    expect(reviews.answeredWhileHeld).toBe(true);
    expect((await submission(changes)).review_reason).toMatchObject({ code: 'poor_quality' });
  });

  it('should ask a reason of an appeal decision that keeps the rejection', async () => {
    const submissionId = await pendingClip();
    await support.call(callables.reviewSubmission, {
      submissionId,
      decision: 'rejected',
      reasonCode: 'wrong_subject',
      notes: REJECTION_NOTES,
    });
    await creator.call(callables.appealSubmission, {
      submissionId,
      message: 'The subject is the knife, in frame from the start.',
    });
    expect(
      await adminUser.callError(callables.decideAppeal, {
        submissionId,
        decision: 'rejected',
        notes: REJECTION_NOTES,
      }),
    ).toMatchObject({ code: 'invalid-argument', message: expect.stringContaining('reasonCode') });
    await adminUser.call(callables.decideAppeal, {
      submissionId,
      decision: 'rejected',
      reasonCode: 'requirements_not_met',
      notes: 'The task asks for the whole cut; the clip stops before it ends.',
    });
    expect(await submission(submissionId)).toMatchObject({
      appeal_decision: 'rejected',
      review_reason: { code: 'requirements_not_met' },
    });
  });
});

describe(callables.updateReviewReasons.name, () => {
  const custom: ReviewReason[] = [
    ...DEFAULT_REVIEW_REASONS.filter((r) => r.code !== 'duplicate'),
    {
      code: 'missing_release',
      label: 'Release missing',
      guidance: 'Upload a signed release for every person who can be identified.',
    },
  ];

  // From the defaults, as a new platform starts: no settings document yet. The defaults hold a
  // share of rejections for a second opinion, so the file's other tests get their checks back.
  beforeAll(async () => {
    await settingsDoc().delete();
  });
  afterAll(() => setReviewChecks());

  it('should refuse support, creators, the signed-out and a list that repeats a code', async () => {
    const input = { reasons: custom };
    const before = await settingsDoc().get();
    expect(await support.callError(callables.updateReviewReasons, input)).toMatchObject({
      code: 'permission-denied',
      message: staffMessages.onlyAdminsChangeSettings,
    });
    expect(await creator.callError(callables.updateReviewReasons, input)).toMatchObject({
      code: 'permission-denied',
    });
    expect(await anonymousClient().callError(callables.updateReviewReasons, input)).toMatchObject({
      code: 'unauthenticated',
    });
    expect(
      await adminUser.callError(callables.updateReviewReasons, {
        reasons: [...custom, custom[0]!],
      }),
    ).toMatchObject({ code: 'invalid-argument', message: 'reasons: must not repeat a code' });
    expect(await adminUser.callError(callables.updateReviewReasons, { reasons: [] })).toMatchObject(
      { code: 'invalid-argument', message: 'reasons: must hold at least one reason' },
    );
    // Nothing written, whatever the settings were before.
    const after = await settingsDoc().get();
    expect(after.exists).toBe(before.exists);
    expect(after.updateTime?.toMillis()).toBe(before.updateTime?.toMillis());
  });

  it('should change the list reviewers choose from, audited, keeping the other settings', async () => {
    expect(await adminUser.call(callables.updateReviewReasons, { reasons: custom })).toEqual({
      changed: true,
    });
    expect(await adminUser.call(callables.updateReviewReasons, { reasons: custom })).toEqual({
      changed: false,
    });
    await expectAudit('update_review_reasons', PLATFORM_SETTINGS_DOC, adminUser.uid, 1);
    expect((await settingsDoc().get()).data()).toMatchObject({
      review_overdue_days: 7,
      review_auto_approve_days: 21,
      review_reasons: custom,
    });

    // The new reason is taken, the removed one refused.
    const one = await pendingClip();
    await support.call(callables.reviewSubmission, {
      submissionId: one,
      decision: 'needs_changes',
      reasonCode: 'missing_release',
    });
    expect(await submission(one)).toMatchObject({ review_reason: custom.at(-1) });
    const two = await pendingClip();
    expect(
      await support.callError(callables.reviewSubmission, {
        submissionId: two,
        decision: 'rejected',
        reasonCode: 'duplicate',
        notes: REJECTION_NOTES,
      }),
    ).toMatchObject({ code: 'invalid-argument', message: expect.stringContaining('reasonCode') });

    // Saving the review limits leaves the reasons alone.
    await adminUser.call(callables.updatePlatformSettings, {
      reviewOverdueDays: 6,
      reviewAutoApproveDays: 21,
      defaultWorkingTimeHours: null,
    });
    expect((await settingsDoc().get()).data()).toMatchObject({
      review_overdue_days: 6,
      review_reasons: custom,
    });
  });
});
