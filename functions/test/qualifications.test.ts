/**
 * Qualifications through the real callables against the emulators: defining them (admin only),
 * taking a quiz (scored on the server, refusals with their reasons and times, concurrent starts,
 * the deadline), practice submissions granting exactly once, staff grants and revocations, the
 * eligibility gate on acceptTask (qualifications, the Wilson track-record gate, and the countries
 * and languages of the creators a task is open to), and the grant-expiry job.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables, type CallableInput } from '@groundtruth/domain/callable-registry';
import { formatDateTime, formatDateTimeUtc } from '@groundtruth/domain/dates';
import { qualificationMessages } from '@groundtruth/domain/qualification-messages';
import { grantId } from '@groundtruth/domain/qualifications';
import { admin, newCreator, newStaff, type Member } from '../testing/clients';
import { expectAudit } from '../testing/audit';
import { newTask, submitted } from '../testing/flows';
import { DAY, HOUR, notificationsAbout, runAt, runTwiceAtOnce } from '../testing/jobs';
import { expireQualificationGrants } from '../src/qualifications/expire-qualification-grants';
import { because } from '../testing/review-why';

let adminMember: Member;
let support: Member;

beforeAll(async () => {
  [adminMember, support] = await Promise.all([newStaff('admin'), newStaff('support')]);
});

type QuizInput = CallableInput<typeof callables.createQualification>;

/** A three-question quiz (answers 0, 1 and {0, 2}) passing at 100 unless told otherwise. */
function quiz(overrides: Partial<QuizInput> = {}): QuizInput {
  return {
    name: `Kitchen video basics ${Math.random().toString(36).slice(2, 7)}`,
    description: 'What a kitchen clip must show.',
    kind: 'quiz',
    passingScore: 100,
    retryDelayHours: 48,
    questions: [
      {
        prompt: 'Which resolution do kitchen tasks ask for?',
        choices: ['4K', '480p'],
        correct: [0],
        explanation: 'Buyers need 4K to see the detail of hands and tools.',
      },
      {
        prompt: 'May faces appear?',
        choices: ['Yes', 'No'],
        correct: [1],
        explanation: 'No faces: a person in frame needs a signed release.',
      },
      {
        prompt: 'What belongs in frame?',
        choices: ['Hands', 'A TV', 'Tools'],
        correct: [0, 2],
        explanation: 'Hands and tools; screens distract.',
      },
    ],
    ...overrides,
  };
}

const RIGHT = [[0], [1], [0, 2]];
const ONE_WRONG = [[0], [0], [0, 2]];

async function newQuiz(overrides: Partial<QuizInput> = {}) {
  const input = quiz(overrides);
  const { qualificationId } = await adminMember.call(callables.createQualification, input);
  return { qualificationId, name: input.name };
}

const grantOf = async (qualificationId: string, uid: string) =>
  (
    await admin
      .db()
      .doc(`qualification_grants/${grantId(qualificationId, uid)}`)
      .get()
  ).data();

describe('defining qualifications', () => {
  it('should keep the answer key apart from the questions creators read', async () => {
    const { qualificationId } = await newQuiz();
    const stored = (await admin.db().doc(`qualifications/${qualificationId}`).get()).data()!;
    expect(stored.questions[2]).toEqual({
      prompt: 'What belongs in frame?',
      choices: ['Hands', 'A TV', 'Tools'],
      multiple: true,
      media_path: null,
    });
    expect(JSON.stringify(stored)).not.toContain('explanation');
    const key = (await admin.db().doc(`qualification_keys/${qualificationId}`).get()).data()!;
    expect(key.answers[1]).toEqual({
      correct: [1],
      explanation: 'No faces: a person in frame needs a signed release.',
    });
    await expectAudit('create_qualification', qualificationId, adminMember.uid);
  });

  it('should refuse support and creators', async () => {
    const creator = await newCreator('q-define');
    for (const member of [support, creator]) {
      expect((await member.callError(callables.createQualification, quiz())).code).toBe(
        'permission-denied',
      );
    }
    const { qualificationId } = await newQuiz();
    const update = { ...quiz(), qualificationId, status: 'archived' as const };
    expect((await support.callError(callables.updateQualification, update)).code).toBe(
      'permission-denied',
    );
  });

  it('should refuse a quiz without questions or a correct choice outside its choices', async () => {
    const empty = await adminMember.callError(
      callables.createQualification,
      quiz({ questions: [] }),
    );
    expect(empty).toMatchObject({ code: 'invalid-argument' });
    expect(empty.message).toMatch(/questions/);
    const outside = await adminMember.callError(
      callables.createQualification,
      quiz({
        questions: [{ prompt: 'P', choices: ['a', 'b'], correct: [2], explanation: 'e' }],
      }),
    );
    expect(outside.message).toMatch(/correct/);
    const unknown = await adminMember.callError(
      callables.createQualification,
      quiz({ prerequisites: ['no-such-qualification'] }),
    );
    expect(unknown.message).toMatch(/prerequisites/);
  });

  it('should archive and edit, audited, and say when nothing changed', async () => {
    const input = quiz();
    const { qualificationId } = await adminMember.call(callables.createQualification, input);
    const same = await adminMember.call(callables.updateQualification, {
      ...input,
      qualificationId,
      status: 'active',
    });
    expect(same.changed).toBe(false);
    const archived = await adminMember.call(callables.updateQualification, {
      ...input,
      qualificationId,
      status: 'archived',
    });
    expect(archived.changed).toBe(true);
    await expectAudit('update_qualification', qualificationId, adminMember.uid);
    const creator = await newCreator('q-archived');
    expect(
      await creator.callError(callables.startQualificationAttempt, { qualificationId }),
    ).toMatchObject({
      code: 'failed-precondition',
      message: qualificationMessages.qualificationArchived,
    });
  });
});

describe('taking a quiz', () => {
  it('should hand out questions without answers, score on the server and explain each one', async () => {
    const { qualificationId } = await newQuiz();
    const creator = await newCreator('q-take');
    const started = await creator.call(callables.startQualificationAttempt, { qualificationId });
    expect(started.deadline).toBeNull();
    expect(JSON.stringify(started)).not.toMatch(/correct|explanation/);
    const result = await creator.call(callables.submitQualificationAttempt, {
      attemptId: started.attemptId,
      answers: ONE_WRONG,
    });
    expect(result).toMatchObject({ score: 67, passed: false });
    expect(result.review.map((item) => item.right)).toEqual([true, false, true]);
    expect(result.review[1]!.explanation).toBe(
      'No faces: a person in frame needs a signed release.',
    );
    const retryAt = Date.parse(result.retryAt!);
    expect(retryAt).toBeGreaterThan(Date.now() + 47 * HOUR);

    // While the retry delay runs: refused, saying when. The function writes the moment in UTC,
    // named, and carries the instant; the page (callableErrorText) writes it in the reader's
    // zone, as the result screen wrote it: here a reader in Berlin, an hour ahead of UTC.
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/Berlin';
    try {
      const again = await creator.callError(callables.startQualificationAttempt, {
        qualificationId,
      });
      expect(again).toEqual({
        code: 'failed-precondition',
        message: `You can try again after ${formatDateTime(retryAt)}`,
        details: { at: result.retryAt, atText: formatDateTimeUtc(retryAt) },
      });
      expect(formatDateTimeUtc(retryAt)).toMatch(/ UTC$/);
      expect(formatDateTime(retryAt)).not.toBe(formatDateTimeUtc(retryAt).replace(/ UTC$/, ''));
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
    expect(await grantOf(qualificationId, creator.uid)).toMatchObject({
      status: 'failed',
      attempts: 1,
      score: 67,
    });

    // Once the delay has passed, a retry that passes grants it; a further start is already-exists.
    await admin
      .db()
      .doc(`qualification_grants/${grantId(qualificationId, creator.uid)}`)
      .update({ retry_at: Timestamp.fromMillis(Date.now() - 1000) });
    const retry = await creator.call(callables.startQualificationAttempt, { qualificationId });
    const passed = await creator.call(callables.submitQualificationAttempt, {
      attemptId: retry.attemptId,
      answers: RIGHT,
    });
    expect(passed).toMatchObject({ score: 100, passed: true, retryAt: null });
    expect(await grantOf(qualificationId, creator.uid)).toMatchObject({
      status: 'granted',
      source: 'quiz',
      attempts: 2,
      score: 100,
      expires_at: null,
    });
    expect(
      (await creator.callError(callables.startQualificationAttempt, { qualificationId })).code,
    ).toBe('already-exists');
  });

  it('should give one attempt to two starts at once, and refuse a second submission', async () => {
    const { qualificationId } = await newQuiz();
    const creator = await newCreator('q-race');
    const [a, b] = await Promise.all([
      creator.call(callables.startQualificationAttempt, { qualificationId }),
      creator.call(callables.startQualificationAttempt, { qualificationId }),
    ]);
    expect(a.attemptId).toBe(b.attemptId);
    const attempts = await admin
      .db()
      .collection('qualification_attempts')
      .where('user_id', '==', creator.uid)
      .get();
    expect(attempts.size).toBe(1);
    await creator.call(callables.submitQualificationAttempt, {
      attemptId: a.attemptId,
      answers: RIGHT,
    });
    expect(
      await creator.callError(callables.submitQualificationAttempt, {
        attemptId: a.attemptId,
        answers: RIGHT,
      }),
    ).toMatchObject({
      code: 'failed-precondition',
      message: qualificationMessages.attemptAlreadySubmitted,
    });
  });

  it("should refuse answers that do not fit, and someone else's attempt", async () => {
    const { qualificationId } = await newQuiz();
    const [creator, other] = await Promise.all([newCreator('q-fit'), newCreator('q-other')]);
    const { attemptId } = await creator.call(callables.startQualificationAttempt, {
      qualificationId,
    });
    expect(
      await creator.callError(callables.submitQualificationAttempt, {
        attemptId,
        answers: [[0], [1]],
      }),
    ).toMatchObject({
      code: 'invalid-argument',
      message: qualificationMessages.answerEveryQuestion,
    });
    expect(
      await creator.callError(callables.submitQualificationAttempt, {
        attemptId,
        answers: [[0, 1], [1], [0]],
      }),
    ).toMatchObject({
      code: 'invalid-argument',
      message: qualificationMessages.answerOneChoice(1),
    });
    expect(
      (await other.callError(callables.submitQualificationAttempt, { attemptId, answers: RIGHT }))
        .code,
    ).toBe('not-found');
  });

  it('should count an attempt sent after its deadline as failed', async () => {
    const { qualificationId } = await newQuiz({ durationMinutes: 10 });
    const creator = await newCreator('q-late');
    const { attemptId, deadline } = await creator.call(callables.startQualificationAttempt, {
      qualificationId,
    });
    expect(Date.parse(deadline!)).toBeGreaterThan(Date.now() + 9 * 60_000);
    // The clock moves on: the deadline lies in the past.
    await admin
      .db()
      .doc(`qualification_attempts/${attemptId}`)
      .update({ deadline: Timestamp.fromMillis(Date.now() - 5 * 60_000) });
    expect(
      await creator.callError(callables.submitQualificationAttempt, { attemptId, answers: RIGHT }),
    ).toMatchObject({
      code: 'failed-precondition',
      message: qualificationMessages.attemptTimedOut,
    });
    expect(
      (await admin.db().doc(`qualification_attempts/${attemptId}`).get()).data(),
    ).toMatchObject({ status: 'timed_out', passed: false });
    expect(await grantOf(qualificationId, creator.uid)).toMatchObject({
      status: 'failed',
      attempts: 1,
    });
  });

  it('should refuse when the attempts are used up, and name a missing prerequisite', async () => {
    const once = await newQuiz({ maxAttempts: 1, retryDelayHours: 0 });
    const creator = await newCreator('q-limits');
    const { attemptId } = await creator.call(callables.startQualificationAttempt, {
      qualificationId: once.qualificationId,
    });
    await creator.call(callables.submitQualificationAttempt, { attemptId, answers: ONE_WRONG });
    expect(
      await creator.callError(callables.startQualificationAttempt, {
        qualificationId: once.qualificationId,
      }),
    ).toMatchObject({
      code: 'failed-precondition',
      message: 'You have used all 1 attempt at this qualification',
    });

    const advanced = await newQuiz({ prerequisites: [once.qualificationId] });
    expect(
      await creator.callError(callables.startQualificationAttempt, {
        qualificationId: advanced.qualificationId,
      }),
    ).toMatchObject({
      code: 'failed-precondition',
      message: `Needs the qualification ${once.name}`,
    });
  });
});

describe('manual grants', () => {
  it('should let support grant and revoke with a reason, audited and told to the creator', async () => {
    const { qualificationId } = await adminMember.call(callables.createQualification, {
      name: 'Trusted kitchen creator',
      kind: 'manual',
    });
    const creator = await newCreator('q-manual');
    const input = { qualificationId, userId: creator.uid, reason: 'Fifty approved clips' };
    expect(await support.call(callables.grantQualification, input)).toEqual({ changed: true });
    expect(await support.call(callables.grantQualification, input)).toEqual({ changed: false });
    const id = grantId(qualificationId, creator.uid);
    expect(await grantOf(qualificationId, creator.uid)).toMatchObject({
      status: 'granted',
      source: 'manual',
      reason: 'Fifty approved clips',
    });
    const [granted] = await expectAudit('grant_qualification', id, support.uid);
    expect(granted!.details).toMatchObject({ reason: 'Fifty approved clips' });
    expect(await notificationsAbout(id, 'qualification_granted')).toHaveLength(1);

    const revoke = { ...input, reason: 'Clips were re-uploads' };
    expect(await support.call(callables.revokeQualification, revoke)).toEqual({ changed: true });
    expect(await grantOf(qualificationId, creator.uid)).toMatchObject({ status: 'revoked' });
    await expectAudit('revoke_qualification', id, support.uid);
    expect(await notificationsAbout(id, 'qualification_revoked')).toHaveLength(1);
  });

  it('should refuse creators', async () => {
    const { qualificationId } = await adminMember.call(callables.createQualification, {
      name: 'Refused grant',
      kind: 'manual',
    });
    const creator = await newCreator('q-self');
    const input = { qualificationId, userId: creator.uid, reason: 'I am great' };
    expect((await creator.callError(callables.grantQualification, input)).code).toBe(
      'permission-denied',
    );
    expect((await creator.callError(callables.revokeQualification, input)).code).toBe(
      'permission-denied',
    );
  });
});

/** Writes `approved` approved and `rejected` rejected submissions of `uid`, reviewed a day ago. */
async function seedTrackRecord(uid: string, approved: number, rejected: number) {
  const db = admin.db();
  const batch = db.batch();
  const reviewedAt = Timestamp.fromMillis(Date.now() - DAY);
  for (let i = 0; i < approved + rejected; i++) {
    batch.set(db.collection('submissions').doc(), {
      user_id: uid,
      task_id: 'track-record',
      review_status: i < approved ? 'approved' : 'rejected',
      reviewed_at: reviewedAt,
      submitted_at: reviewedAt,
    });
  }
  await batch.commit();
}

describe('eligibility on a task', () => {
  it('should refuse an ineligible creator naming each unmet requirement, then accept once met', async () => {
    const { qualificationId, name } = await newQuiz();
    const taskId = await newTask(adminMember);
    const eligibility = {
      qualifications: [{ qualification_id: qualificationId, min_score: 0 }],
      min_approval_rate: 90,
      min_reviewed: 10,
      guard: 'accept' as const,
    };
    expect(
      (await support.callError(callables.updateTaskEligibility, { taskId, eligibility })).code,
    ).toBe('permission-denied');
    expect(
      await adminMember.call(callables.updateTaskEligibility, { taskId, eligibility }),
    ).toEqual({ taskId, changed: true });
    await expectAudit('update_task_eligibility', taskId, adminMember.uid);

    const creator = await newCreator('q-gate');
    await seedTrackRecord(creator.uid, 28, 12);
    const refused = await creator.callError(callables.acceptTask, { taskId });
    expect(refused.code).toBe('failed-precondition');
    expect(refused.message).toContain(`Needs the qualification ${name}`);
    expect(refused.message).toContain(
      'Needs an approval rate of at least 90% (yours: 70% of 40 reviewed)',
    );

    // Passing the quiz and a better record (128 of 140, 91%: the upper bound clears 90%) lets them in.
    const { attemptId } = await creator.call(callables.startQualificationAttempt, {
      qualificationId,
    });
    await creator.call(callables.submitQualificationAttempt, { attemptId, answers: RIGHT });
    await seedTrackRecord(creator.uid, 100, 0);
    expect(await creator.call(callables.acceptTask, { taskId })).toEqual({
      acceptanceId: `${taskId}_${creator.uid}`,
    });
  });

  it('should let a newcomer below min_reviewed through the rate gate', async () => {
    const taskId = await newTask(adminMember);
    await adminMember.call(callables.updateTaskEligibility, {
      taskId,
      eligibility: { qualifications: [], min_approval_rate: 90, min_reviewed: 5, guard: 'accept' },
    });
    const creator = await newCreator('q-newcomer');
    await seedTrackRecord(creator.uid, 0, 1);
    expect((await creator.call(callables.acceptTask, { taskId })).acceptanceId).toBeTruthy();
  });

  it('should take eligibility and a practice qualification at Create Task', async () => {
    const { qualificationId } = await newQuiz();
    const { taskId } = await support.call(callables.createTask, {
      title: 'Gated',
      payoutAmountCents: 1000,
      status: 'published',
      eligibility: { qualifications: [{ qualification_id: qualificationId, min_score: 0 }] },
    });
    const task = (await admin.db().doc(`tasks/${taskId}`).get()).data()!;
    expect(task.eligibility).toEqual({
      qualifications: [{ qualification_id: qualificationId, min_score: 0 }],
      min_approval_rate: null,
      min_reviewed: 0,
      guard: 'accept',
      countries: [],
      languages: [],
    });
    const unknown = await support.callError(callables.createTask, {
      title: 'Bad gate',
      payoutAmountCents: 1000,
      practiceFor: 'no-such-qualification',
    });
    expect(unknown).toMatchObject({ code: 'invalid-argument' });
  });
});

/** A creator who told sign-up (or Settings) they live in `country` and speak `language`. */
async function creatorIn(prefix: string, country: string, language: string) {
  const creator = await newCreator(prefix);
  await admin
    .db()
    .doc(`creator_profiles/${creator.uid}`)
    .update({ locales: { country, language } });
  return creator;
}

describe('countries and languages on a task', () => {
  it('should refuse a creator of another country or language in words, and accept one of the right ones', async () => {
    const taskId = await newTask(adminMember);
    const eligibility = { countries: ['Mexico', 'Spain'], languages: ['es'] };
    expect(
      (await support.callError(callables.updateTaskEligibility, { taskId, eligibility })).code,
    ).toBe('permission-denied');
    await adminMember.call(callables.updateTaskEligibility, { taskId, eligibility });
    expect((await admin.db().doc(`tasks/${taskId}`).get()).data()!.eligibility).toMatchObject({
      countries: ['Mexico', 'Spain'],
      languages: ['es'],
    });

    const elsewhere = await creatorIn('q-elsewhere', 'France', 'fr');
    expect(await elsewhere.callError(callables.acceptTask, { taskId })).toEqual({
      code: 'failed-precondition',
      message:
        'You cannot accept this task yet. Open to creators in Mexico or Spain. ' +
        'Open to creators who speak Spanish.',
    });
    // The right country is not enough without the language, nor is no country at all.
    const english = await creatorIn('q-english', 'Spain', 'en');
    expect((await english.callError(callables.acceptTask, { taskId })).message).toBe(
      'You cannot accept this task yet. Open to creators who speak Spanish.',
    );
    const nowhere = await creatorIn('q-nowhere', '', 'es');
    expect((await nowhere.callError(callables.acceptTask, { taskId })).message).toBe(
      'You cannot accept this task yet. Open to creators in Mexico or Spain.',
    );
    for (const refused of [elsewhere, english, nowhere])
      expect((await admin.db().doc(`task_acceptances/${taskId}_${refused.uid}`).get()).exists).toBe(
        false,
      );

    // A country matched whatever its case; a language stored as its label before the codes.
    const mexican = await creatorIn('q-mexico', 'mexico', 'Spanish');
    expect(await mexican.call(callables.acceptTask, { taskId })).toEqual({
      acceptanceId: `${taskId}_${mexican.uid}`,
    });
  });

  it("should hand a 'discover' task open to one country only to creators there", async () => {
    const { taskId } = await adminMember.call(callables.createTask, {
      title: 'Mexico City streets',
      payoutAmountCents: 2000,
      status: 'published',
      eligibility: { countries: ['Mexico'], guard: 'discover' },
    });
    const [there, away] = await Promise.all([
      creatorIn('q-there', 'Mexico', 'es'),
      creatorIn('q-away', 'Kenya', 'sw'),
    ]);
    const found = async (who: Member) =>
      (await who.call(callables.discoverTasks, {})).tasks.map((task) => task.id);
    expect(await found(there)).toContain(taskId);
    expect(await found(away)).not.toContain(taskId);
  });

  it('should refuse lists too long or a language that is not a code, naming the field', async () => {
    const taskId = await newTask(adminMember);
    const tooMany = Array.from({ length: 51 }, (_, i) => `Country ${i}`);
    for (const eligibility of [{ countries: tooMany }, { languages: ['Spanish please'] }]) {
      const refused = await adminMember.callError(callables.updateTaskEligibility, {
        taskId,
        eligibility,
      });
      expect(refused.code).toBe('invalid-argument');
      expect(refused.message).toMatch(/countries|languages/);
    }
    const { taskId: created } = await support.call(callables.createTask, {
      title: 'Spanish voices',
      payoutAmountCents: 1000,
      eligibility: { languages: ['es', 'es-MX'], countries: ['Mexico'] },
    });
    expect((await admin.db().doc(`tasks/${created}`).get()).data()!.eligibility).toEqual({
      qualifications: [],
      min_approval_rate: null,
      min_reviewed: 0,
      guard: 'accept',
      countries: ['Mexico'],
      languages: ['es', 'es-MX'],
    });
  });
});

describe('practice submissions', () => {
  it('should grant on approval exactly once, however many reviews race', async () => {
    const { qualificationId } = await adminMember.call(callables.createQualification, {
      name: 'Night shots practice',
      kind: 'practice',
    });
    const { taskId } = await support.call(callables.createTask, {
      title: 'Practice: a night shot',
      payoutAmountCents: 500,
      status: 'published',
      practiceFor: qualificationId,
    });
    const creator = await newCreator('q-practice');
    const submissionId = await submitted(creator, taskId);
    const review = { submissionId, decision: 'approved' as const, notes: 'Good night shot' };
    const results = await Promise.allSettled([
      support.call(callables.reviewSubmission, review),
      adminMember.call(callables.reviewSubmission, review),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await grantOf(qualificationId, creator.uid)).toMatchObject({
      status: 'granted',
      source: 'practice',
      attempts: 1,
    });
    const id = grantId(qualificationId, creator.uid);
    expect(await notificationsAbout(id, 'qualification_granted')).toHaveLength(1);
    // Paid like any task.
    expect((await admin.db().doc(`submissions/${submissionId}`).get()).get('paid')).toBe(true);
  });

  it('should record a failed attempt with its retry time on a rejection', async () => {
    const { qualificationId } = await adminMember.call(callables.createQualification, {
      name: 'Low light practice',
      kind: 'practice',
      retryDelayHours: 24,
    });
    const { taskId } = await support.call(callables.createTask, {
      title: 'Practice: low light',
      payoutAmountCents: 500,
      status: 'published',
      practiceFor: qualificationId,
    });
    const creator = await newCreator('q-practice-fail');
    const submissionId = await submitted(creator, taskId);
    const before = Date.now();
    await support.call(callables.reviewSubmission, {
      submissionId,
      decision: 'rejected',
      ...because('rejected', 'Too dark to see the subject at all, from start to end.'),
    });
    const grant = (await grantOf(qualificationId, creator.uid))!;
    expect(grant).toMatchObject({ status: 'failed', attempts: 1 });
    expect(grant.retry_at.toMillis()).toBeGreaterThanOrEqual(before + 24 * HOUR - 5000);
  });
});

describe('the grant-expiry job', () => {
  it('should warn 7 days ahead once, then expire the grant once', async () => {
    const { qualificationId } = await adminMember.call(callables.createQualification, {
      name: 'Expiring',
      kind: 'manual',
      expiresDays: 30,
    });
    const creator = await newCreator('q-expiry');
    await support.call(callables.grantQualification, {
      qualificationId,
      userId: creator.uid,
      reason: 'Seasonal',
    });
    const id = grantId(qualificationId, creator.uid);
    const expiresAt = (await grantOf(qualificationId, creator.uid))!.expires_at.toMillis();

    await runTwiceAtOnce(expireQualificationGrants, expiresAt - 8 * DAY);
    expect(await notificationsAbout(id, 'qualification_expiring')).toHaveLength(0);
    await runTwiceAtOnce(expireQualificationGrants, expiresAt - 6 * DAY);
    const warnings = await notificationsAbout(id, 'qualification_expiring');
    expect(warnings).toHaveLength(1);
    // The moment in UTC, named, with its instant for the bell to write in the reader's zone.
    expect(warnings[0]!.get('body')).toContain(`expires on ${formatDateTimeUtc(expiresAt)}.`);
    expect(warnings[0]!.get('at').toMillis()).toBe(expiresAt);
    expect(warnings[0]!.get('at_text')).toBe(formatDateTimeUtc(expiresAt));
    expect((await grantOf(qualificationId, creator.uid))!.status).toBe('granted');

    await runTwiceAtOnce(expireQualificationGrants, expiresAt + HOUR);
    expect((await grantOf(qualificationId, creator.uid))!.status).toBe('expired');
    expect(await notificationsAbout(id, 'qualification_expired')).toHaveLength(1);
    const report = await runAt(expireQualificationGrants, expiresAt + 2 * HOUR);
    expect(report.changed).toBe(0);
  });
});
