/**
 * Bonuses (awardBonus): admins only; one bonus per requestId however often and however
 * concurrently it is sent; the per-bonus ceiling of the platform settings; the money through the
 * ledger approved work goes through (a pending payout, the balance's approved and pending cents,
 * the overview's counters, the day's stats and their recount), the creator told, the award audited.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { bonusMessages } from '@groundtruth/domain/bonus-messages';
import {
  DEFAULT_MAX_BONUS_CENTS,
  bonusPayoutId,
  bonusRetryPayoutId,
} from '@groundtruth/domain/bonuses';
import { callables, type CallableOutput } from '@groundtruth/domain/callable-registry';
import { PLATFORM_SETTINGS_DOC, SANDBOX_VERIFICATION_CODE } from '@groundtruth/domain/constants';
import { dayId } from '@groundtruth/domain/stats';
import { recountDay } from '../src/stats/recount-days';
import { expectAudit } from '../testing/audit';
import { storedDay } from '../testing/counters';
import { admin, anonymousClient, newStaff, type Member } from '../testing/clients';
import { payableCreator } from '../testing/tax';
import { addVerifiedPayoutAccount, approved, submitted, newTask } from '../testing/flows';

let adminUser: Member;
let support: Member;
let creator: Member;
let other: Member;

const doc = async (path: string) => (await admin.db().doc(path).get()).data();
const balance = async (uid: string) => doc(`creator_balances/${uid}`);
let requests = 0;
/** A fresh request id, as the award dialog makes one per opening. */
const newRequestId = () => `test-${Date.now()}-${++requests}`;

beforeAll(async () => {
  [adminUser, support, creator, other] = await Promise.all([
    newStaff('admin'),
    newStaff('support'),
    payableCreator('bonus'),
    payableCreator('bonus-other'),
  ]);
});

describe(callables.awardBonus.name, () => {
  it('should be refused to support, creators and the signed-out, moving no money', async () => {
    const input = {
      creatorId: creator.uid,
      amountCents: 1000,
      reason: 'Great work',
      requestId: newRequestId(),
    };
    expect(await support.callError(callables.awardBonus, input)).toMatchObject({
      code: 'permission-denied',
      message: bonusMessages.onlyAdminsAwardBonuses,
    });
    expect(await creator.callError(callables.awardBonus, input)).toMatchObject({
      code: 'permission-denied',
    });
    expect(await anonymousClient().callError(callables.awardBonus, input)).toMatchObject({
      code: 'unauthenticated',
    });
    expect(await doc(`payouts/${bonusPayoutId(input.requestId)}`)).toBeUndefined();
    expect(await balance(creator.uid)).toBeUndefined();
  });

  it('should refuse malformed amounts, reasons, creators and submissions in words', async () => {
    const base = { creatorId: creator.uid, amountCents: 1000, reason: 'Great work' };
    const refused = async (input: Record<string, unknown>) =>
      adminUser.callError(callables.awardBonus, {
        ...base,
        requestId: newRequestId(),
        ...input,
      } as never);
    expect(await refused({ amountCents: 0 })).toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining('amountCents'),
    });
    expect(await refused({ amountCents: 10.5 })).toMatchObject({ code: 'invalid-argument' });
    expect(await refused({ reason: '   ' })).toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining('reason'),
    });
    expect(await refused({ reason: 'x'.repeat(501) })).toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining('500'),
    });
    expect(await refused({ creatorId: 'nobody-here' })).toMatchObject({
      code: 'not-found',
      message: bonusMessages.bonusCreatorNotFound,
    });
    expect(await refused({ creatorId: support.uid })).toMatchObject({
      code: 'invalid-argument',
      message: bonusMessages.bonusCreatorNotACreator,
    });
    const othersWork = await submitted(other, await newTask(adminUser));
    expect(await refused({ submissionId: othersWork })).toMatchObject({
      code: 'invalid-argument',
      message: bonusMessages.bonusSubmissionNotTheirs,
    });
    expect(await balance(creator.uid)).toBeUndefined();
  });

  it('should refuse a bonus over the ceiling, $500.00 by default and as the settings change it', async () => {
    const award = (amountCents: number) =>
      adminUser.callError(callables.awardBonus, {
        creatorId: creator.uid,
        amountCents,
        reason: 'Too generous',
        requestId: newRequestId(),
      });
    expect(await award(DEFAULT_MAX_BONUS_CENTS + 1)).toEqual({
      code: 'invalid-argument',
      message: bonusMessages.bonusOverCeiling('$500.01', '$500.00'),
    });
    const settings = admin.db().doc(`platform_settings/${PLATFORM_SETTINGS_DOC}`);
    await adminUser.call(callables.updatePlatformSettings, {
      reviewOverdueDays: 7,
      reviewAutoApproveDays: 21,
      defaultWorkingTimeHours: null,
      maxBonusCents: 2000,
    });
    try {
      expect((await settings.get()).get('max_bonus_cents')).toBe(2000);
      expect(await award(2001)).toMatchObject({
        code: 'invalid-argument',
        message: bonusMessages.bonusOverCeiling('$20.01', '$20.00'),
      });
    } finally {
      await settings.update({ max_bonus_cents: FieldValue.delete() });
    }
    expect(await balance(creator.uid)).toBeUndefined();
  });

  it('should credit once when one request is sent 20 times at once, and return the first each time', async () => {
    const twenty = await payableCreator('bonus-twenty');
    const input = {
      creatorId: twenty.uid,
      amountCents: 2500,
      reason: 'Outstanding night-time footage',
      requestId: newRequestId(),
    };
    // Sent on the wire without the SDK's 60 s deadline: each concurrent call starts an emulator
    // worker of its own, slow to load on a busy machine, and only the answers matter here.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        adminUser.sendJson(callables.awardBonus, JSON.stringify(input)),
      ),
    );
    const results = answers.map((answer) => {
      if (!answer.ok) throw new Error(`awardBonus failed: ${answer.code} ${answer.message}`);
      return answer.result as CallableOutput<typeof callables.awardBonus>;
    });
    const id = bonusPayoutId(input.requestId);
    expect(new Set(results.map((r) => r.payoutId))).toEqual(new Set([id]));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(results.every((r) => r.amountCents === 2500)).toBe(true);

    expect(await balance(twenty.uid)).toMatchObject({
      approved_cents: 2500,
      pending_cents: 2500,
      sent_cents: 0,
    });
    const payouts = await admin.db().collection('payouts').where('user_id', '==', twenty.uid).get();
    expect(payouts.docs.map((d) => d.id)).toEqual([id]);
    expect(payouts.docs[0]!.data()).toMatchObject({
      kind: 'bonus',
      bonus_reason: 'Outstanding night-time footage',
      task_title: 'Bonus — Outstanding night-time footage',
      submission_id: null,
      amount_cents: 2500,
      status: 'pending',
      awarded_by: adminUser.uid,
    });
    await expectAudit('award_bonus', id, adminUser.uid, 1);
    const notices = await admin
      .db()
      .collection('notifications')
      .where('user_id', '==', twenty.uid)
      .get();
    expect(notices.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        kind: 'bonus_awarded',
        title: bonusMessages.bonusAwardedTitle,
        body: '$25.00: Outstanding night-time footage',
      }),
    ]);
    expect(await doc(`mail/${notices.docs[0]!.id}`)).toMatchObject({ to: twenty.email });

    // A later retry still finds the first; the same id with another payload is refused.
    expect(await adminUser.call(callables.awardBonus, input)).toEqual({
      payoutId: id,
      amountCents: 2500,
      created: false,
    });
    expect(
      await adminUser.callError(callables.awardBonus, { ...input, amountCents: 2600 }),
    ).toEqual({ code: 'already-exists', message: bonusMessages.bonusRequestReused });
    expect(
      await adminUser.callError(callables.awardBonus, { ...input, creatorId: other.uid }),
    ).toMatchObject({ code: 'already-exists' });
    expect((await balance(twenty.uid))!.approved_cents).toBe(2500);
  }, 300_000);

  it('should add to approved work, name its submission, pay out through Process Payout and count in the day', async () => {
    const paid = await payableCreator('bonus-paid');
    await addVerifiedPayoutAccount(paid, {
      provider: 'stripe_connect',
      accountId: 'acct_bonus',
    });
    const submissionId = await approved(paid, adminUser, 4000);
    const today = dayId(Date.now());
    const statsBefore = await storedDay(today);

    const { payoutId } = await adminUser.call(callables.awardBonus, {
      creatorId: paid.uid,
      amountCents: 1500,
      reason: 'Sharp, steady shots',
      submissionId,
      requestId: newRequestId(),
    });
    expect(await balance(paid.uid)).toMatchObject({
      approved_cents: 5500,
      pending_cents: 5500,
    });
    expect(await doc(`payouts/${payoutId}`)).toMatchObject({
      submission_id: submissionId,
      provider: 'stripe_connect',
      account_label: 'Stripe Connect …onus',
      user_email: paid.email,
    });
    const statsAfter = await storedDay(today);
    expect(statsAfter.bonuses_awarded_count - statsBefore.bonuses_awarded_count).toBe(1);
    expect(statsAfter.bonuses_awarded_cents - statsBefore.bonuses_awarded_cents).toBe(1500);

    expect(await adminUser.call(callables.processPayout, { payoutId })).toMatchObject({
      status: 'sent',
    });
    expect(await balance(paid.uid)).toMatchObject({
      approved_cents: 5500,
      pending_cents: 4000,
      sent_cents: 1500,
    });
    // The submission's own payout is untouched by its bonus.
    expect(await doc(`payouts/${submissionId}`)).toMatchObject({ status: 'pending' });
    const sent = await storedDay(today);
    expect(sent.payouts_sent_cents - statsAfter.payouts_sent_cents).toBe(1500);

    // The recount finds what the events counted.
    const recounted = await recountDay(today);
    const stored = await storedDay(today);
    expect(recounted.bonuses_awarded_count).toBe(stored.bonuses_awarded_count);
    expect(recounted.bonuses_awarded_cents).toBe(stored.bonuses_awarded_cents);
  });

  it('should pay a bonus whose transfer failed again when the creator requests a payout, once under two requests', async () => {
    const declined = await payableCreator('bonus-declined');
    await addVerifiedPayoutAccount(declined, {
      provider: 'stripe_connect',
      accountId: 'acct_fail_bonus',
    });
    const { payoutId } = await adminUser.call(callables.awardBonus, {
      creatorId: declined.uid,
      amountCents: 6000,
      reason: 'Best clip of the week',
      requestId: newRequestId(),
    });
    expect(await adminUser.call(callables.processPayout, { payoutId })).toMatchObject({
      status: 'failed',
    });
    // The failed bonus is money the creator has and no submission stands behind.
    expect(await balance(declined.uid)).toMatchObject({ approved_cents: 6000, pending_cents: 0 });

    const { accountId } = await declined.call(callables.addPayoutAccount, {
      provider: 'stripe_connect',
      accountId: 'acct_bonus_works',
    });
    await declined.call(callables.verifyPayoutAccount, {
      accountId,
      code: SANDBOX_VERIFICATION_CODE,
    });
    await declined.call(callables.setDefaultPayoutAccount, { accountId });
    const results = await Promise.allSettled([
      declined.call(callables.requestPayout, {}),
      declined.call(callables.requestPayout, {}),
    ]);
    const again = bonusRetryPayoutId(payoutId);
    expect(results.filter((r) => r.status === 'fulfilled').map((r) => r.value)).toEqual([
      { payoutIds: [again], amountCents: 6000 },
    ]);
    expect(await doc(`payouts/${payoutId}`)).toMatchObject({
      status: 'failed',
      retried_as: again,
    });
    expect(await doc(`payouts/${again}`)).toMatchObject({
      kind: 'bonus',
      status: 'pending',
      amount_cents: 6000,
      bonus_reason: 'Best clip of the week',
      task_title: 'Bonus — Best clip of the week',
      account_label: 'Stripe Connect …orks',
    });
    expect(await balance(declined.uid)).toMatchObject({
      approved_cents: 6000,
      pending_cents: 6000,
    });
    // Paid again once: a third request finds nothing to pay.
    expect(await declined.callError(callables.requestPayout, {})).toMatchObject({
      code: 'failed-precondition',
    });
    expect(await adminUser.call(callables.processPayout, { payoutId: again })).toMatchObject({
      status: 'sent',
    });
    expect(await balance(declined.uid)).toMatchObject({ pending_cents: 0, sent_cents: 6000 });
    // Paid again, the bonus is still one award of its day: the recount agrees with the events.
    const today = dayId(Date.now());
    const stored = await storedDay(today);
    const recounted = await recountDay(today);
    expect(recounted.bonuses_awarded_count).toBe(stored.bonuses_awarded_count);
    expect(recounted.bonuses_awarded_cents).toBe(stored.bonuses_awarded_cents);
  });
});
