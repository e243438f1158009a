import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_BONUS_CENTS } from '@groundtruth/domain/bonuses';
import { DEFAULT_MIN_HOURLY_RATE_CENTS } from '@groundtruth/domain/fair-pay';
import { fairPayMessages } from '@groundtruth/domain/fair-pay-messages';
import { callables } from '@groundtruth/domain/callable-registry';
import {
  DEFAULT_PLATFORM_SETTINGS,
  DEFAULT_REVIEW_CHECKS,
  PLATFORM_SETTINGS_DOC,
} from '@groundtruth/domain/constants';
import { messages } from '@groundtruth/domain/messages';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { admin, anonymousClient, newCreator, newStaff, type Member } from '../testing/clients';
import { auditEntries, expectAudit } from '../testing/audit';
import { newTask } from '../testing/flows';

let adminUser: Member;
let support: Member;
let creator: Member;

const settingsDoc = () => admin.db().doc(`platform_settings/${PLATFORM_SETTINGS_DOC}`);
const defaults = {
  reviewOverdueDays: DEFAULT_PLATFORM_SETTINGS.review_overdue_days,
  reviewAutoApproveDays: DEFAULT_PLATFORM_SETTINGS.review_auto_approve_days,
  defaultWorkingTimeHours: DEFAULT_PLATFORM_SETTINGS.default_working_time_hours,
};

beforeAll(async () => {
  [adminUser, support, creator] = await Promise.all([
    newStaff('admin'),
    newStaff('support'),
    newCreator(),
  ]);
});

describe(callables.updatePlatformSettings.name, () => {
  it('should let an admin save the settings once, audited with before and after', async () => {
    // A first save, from the defaults, by an admin of its own: whatever order the tests run in.
    const adminUser = await newStaff('admin');
    await settingsDoc().delete();
    const input = { reviewOverdueDays: 5, reviewAutoApproveDays: 14, defaultWorkingTimeHours: 48 };
    expect(await adminUser.call(callables.updatePlatformSettings, input)).toEqual({
      changed: true,
    });
    expect((await settingsDoc().get()).data()).toMatchObject({
      review_overdue_days: 5,
      review_auto_approve_days: 14,
      default_working_time_hours: 48,
      updated_by: adminUser.uid,
    });
    const [entry] = await expectAudit(
      'update_platform_settings',
      PLATFORM_SETTINGS_DOC,
      adminUser.uid,
    );
    expect(entry!.entity).toBe('platform_settings');
    expect(entry!.details).toEqual({
      before: {
        review_overdue_days: DEFAULT_PLATFORM_SETTINGS.review_overdue_days,
        review_auto_approve_days: DEFAULT_PLATFORM_SETTINGS.review_auto_approve_days,
        default_working_time_hours: DEFAULT_PLATFORM_SETTINGS.default_working_time_hours,
        ...DEFAULT_REVIEW_CHECKS,
        max_bonus_cents: DEFAULT_MAX_BONUS_CENTS,
        min_hourly_rate_cents: DEFAULT_MIN_HOURLY_RATE_CENTS,
      },
      after: {
        review_overdue_days: 5,
        review_auto_approve_days: 14,
        default_working_time_hours: 48,
        ...DEFAULT_REVIEW_CHECKS,
        max_bonus_cents: DEFAULT_MAX_BONUS_CENTS,
        min_hourly_rate_cents: DEFAULT_MIN_HOURLY_RATE_CENTS,
      },
      first_save: true,
    });

    // The same values again change nothing and write no second entry.
    expect(await adminUser.call(callables.updatePlatformSettings, input)).toEqual({
      changed: false,
    });
    await expectAudit('update_platform_settings', PLATFORM_SETTINGS_DOC, adminUser.uid, 1);

    const next = { ...input, defaultWorkingTimeHours: null };
    expect(await adminUser.call(callables.updatePlatformSettings, next)).toEqual({ changed: true });
    const entries = await expectAudit(
      'update_platform_settings',
      PLATFORM_SETTINGS_DOC,
      adminUser.uid,
      2,
    );
    expect(entries[1]!.details).toEqual({
      before: {
        review_overdue_days: 5,
        review_auto_approve_days: 14,
        default_working_time_hours: 48,
        ...DEFAULT_REVIEW_CHECKS,
        max_bonus_cents: DEFAULT_MAX_BONUS_CENTS,
        min_hourly_rate_cents: DEFAULT_MIN_HOURLY_RATE_CENTS,
      },
      after: {
        review_overdue_days: 5,
        review_auto_approve_days: 14,
        default_working_time_hours: null,
        ...DEFAULT_REVIEW_CHECKS,
        max_bonus_cents: DEFAULT_MAX_BONUS_CENTS,
        min_hourly_rate_cents: DEFAULT_MIN_HOURLY_RATE_CENTS,
      },
    });
    expect((await settingsDoc().get()).get('default_working_time_hours')).toBeNull();
  });

  it('should refuse support, creators, signed-out callers and a suspended admin', async () => {
    const before = (await auditEntries(PLATFORM_SETTINGS_DOC)).length;
    expect(await support.callError(callables.updatePlatformSettings, defaults)).toMatchObject({
      code: 'permission-denied',
      message: staffMessages.onlyAdminsChangeSettings,
    });
    expect(await creator.callError(callables.updatePlatformSettings, defaults)).toMatchObject({
      code: 'permission-denied',
      message: serverMessages.permissionDenied,
    });
    expect(
      await anonymousClient().callError(callables.updatePlatformSettings, defaults),
    ).toMatchObject({ code: 'unauthenticated', message: messages.signInRequired });

    // Suspended after signing in: the ID token is still valid, the users document is not.
    const suspended = await newStaff('admin');
    await admin.db().doc(`users/${suspended.uid}`).update({ status: 'suspended' });
    expect(await suspended.callError(callables.updatePlatformSettings, defaults)).toMatchObject({
      code: 'permission-denied',
      message: messages.accountSuspended,
    });
    expect(await auditEntries(PLATFORM_SETTINGS_DOC)).toHaveLength(before);
  });

  it.each([
    [{ reviewOverdueDays: 7, reviewAutoApproveDays: 7, defaultWorkingTimeHours: null }],
    [{ reviewOverdueDays: 10, reviewAutoApproveDays: 3, defaultWorkingTimeHours: 24 }],
  ])('should refuse auto-approval no later than the overdue flag: %j', async (input) => {
    expect(await adminUser.callError(callables.updatePlatformSettings, input)).toMatchObject({
      code: 'invalid-argument',
      message: 'reviewAutoApproveDays: must be more days than the overdue limit',
    });
  });

  it.each([
    [{ ...defaults, reviewOverdueDays: 0 }, /^reviewOverdueDays: /],
    [{ ...defaults, reviewAutoApproveDays: 1.5 }, /^reviewAutoApproveDays: must be a whole/],
    [{ ...defaults, defaultWorkingTimeHours: 0 }, /^defaultWorkingTimeHours: must be at least 1/],
    [{ ...defaults, defaultWorkingTimeHours: 5000 }, /^defaultWorkingTimeHours: must be at most/],
    [{ reviewOverdueDays: 7, reviewAutoApproveDays: 21 }, /^defaultWorkingTimeHours: /],
  ])('should name the invalid field of %j', async (input, message) => {
    expect(await adminUser.callRawError(callables.updatePlatformSettings, input)).toMatchObject({
      code: 'invalid-argument',
      message: expect.stringMatching(message),
    });
  });
});

describe('the hourly floor', () => {
  it('should let an admin raise it, and hold new tasks to it from then on', async () => {
    expect(
      await support.callError(callables.updatePlatformSettings, {
        ...defaults,
        minHourlyRateCents: 1500,
      }),
    ).toMatchObject({ code: 'permission-denied' });
    await adminUser.call(callables.updatePlatformSettings, {
      ...defaults,
      minHourlyRateCents: 1500,
    });
    expect((await settingsDoc().get()).get('min_hourly_rate_cents')).toBe(1500);
    // $12.50 for 60 minutes passes $8.00/hour, not $15.00/hour.
    expect(
      await support.callError(callables.createTask, {
        title: 'Under the raised floor',
        payoutAmountCents: 1250,
        estimatedMinutes: 60,
      }),
    ).toEqual({
      code: 'invalid-argument',
      message: fairPayMessages.payoutUnderFloor(
        '$12.50',
        'about 1 h',
        '$12.50/hour',
        '$15.00/hour',
      ),
    });
    expect(
      await adminUser.callRawError(callables.updatePlatformSettings, {
        ...defaults,
        minHourlyRateCents: 0,
      }),
    ).toMatchObject({
      code: 'invalid-argument',
      message: expect.stringMatching(/^minHourlyRateCents: /),
    });
  });
});

describe('the default working time', () => {
  it("should be a new task's working time when it sets none, and a task's own otherwise", async () => {
    await adminUser.call(callables.updatePlatformSettings, {
      ...defaults,
      defaultWorkingTimeHours: 36,
    });
    const byDefault = await newTask(support);
    const own = await newTask(support, { workingTimeHours: 10 });
    await adminUser.call(callables.updatePlatformSettings, {
      ...defaults,
      defaultWorkingTimeHours: null,
    });
    const untimed = await newTask(support);

    const hours = async (taskId: string) =>
      (await admin.db().doc(`tasks/${taskId}`).get()).get('working_time_hours');
    expect(await hours(byDefault)).toBe(36);
    expect(await hours(own)).toBe(10);
    expect(await hours(untimed)).toBeNull();
  });
});
