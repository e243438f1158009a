// Platform Settings against the emulator under the real rules, in Firestore projects of its own
// (one where no admin has saved settings yet, one where they have): the values in force, the
// schema's field messages, saving through updatePlatformSettings, what support sees, and a load
// failure. `call` is stood in for at the module boundary and writes what the function would;
// the journey (e2e/tests/operations-settings.spec.ts) runs the real callable.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timestamp, deleteDoc, doc, setDoc } from 'firebase/firestore/lite';
import { callables } from '@groundtruth/domain/callable-registry';
import { DEFAULT_REVIEW_REASONS } from '@groundtruth/domain/default-review-reasons';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { paths } from '@groundtruth/domain/paths';
import { call } from '@groundtruth/firebase-web/functions';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { ownProject } from '@groundtruth/platform/testing/own-project';
import PlatformSettingsPage from './platform-settings-page';

vi.mock('@groundtruth/firebase-web/firestore', async () =>
  (await import('@groundtruth/platform/testing/own-project')).ownProject('demo-staff-settings'),
);
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: vi.fn() }));

const project = ownProject('demo-staff-settings');
/** A project whose settings an admin saved. */
const SAVED = 'demo-staff-settings-saved';
const prefix = 'pst';
const admin = { uid: `${prefix}-admin`, role: 'admin' as const, name: 'Ada Admin' };
const support = { uid: `${prefix}-support`, role: 'support' as const, name: 'Sid Support' };
const creator = { uid: `${prefix}-creator`, role: 'creator' as const, name: 'Cy Creator' };
const path = paths.adminSettings;
const settingsDoc = 'platform_settings/operations';

function user(uid: string, role: string) {
  return {
    name: uid,
    email: `${uid}@example.com`,
    role,
    status: 'active',
    created_at: Timestamp.fromDate(new Date('2026-01-01T00:00:00Z')),
  };
}

beforeAll(async () => {
  await Promise.all(
    [undefined, SAVED].flatMap((p) =>
      [admin, support, creator].map((who) =>
        setDoc(doc(project.owner(p), `users/${who.uid}`), user(who.uid, who.role)),
      ),
    ),
  );
  await setDoc(doc(project.owner(SAVED), settingsDoc), {
    review_overdue_days: 10,
    review_auto_approve_days: 30,
    default_working_time_hours: 72,
    updated_at: Timestamp.fromDate(new Date('2026-11-02T15:30:00Z')),
    updated_by: admin.uid,
  });
});
beforeEach(async () => {
  // No admin has saved settings in the first project at the start of each test.
  await deleteDoc(doc(project.owner(), settingsDoc));
  vi.mocked(call).mockReset();
});
afterAll(() => project.close());

const open = (who: typeof admin | typeof support) =>
  renderScreen(<PlatformSettingsPage />, { user: who, path });
const field = (label: string) => screen.getByLabelText(label);
const overdue = () => field('Overdue after (days)');
const autoApprove = () => field('Approve automatically after (days)');
const workingTime = () => field('Default working time (hours)');

describe('PlatformSettingsPage', () => {
  it('should show the defaults until an admin saves settings, with Save off until a change', async () => {
    project.actAs(admin);
    open(admin);
    expect(screen.getByRole('heading', { level: 1, name: 'Platform Settings' })).toBeVisible();
    const form = await screen.findByRole('form', { name: 'Review deadlines and working time' });
    expect(within(form).getByText('The defaults: no admin has changed them yet.')).toBeVisible();
    expect(overdue()).toHaveValue('7');
    expect(autoApprove()).toHaveValue('21');
    expect(workingTime()).toHaveValue('');
    expect(overdue()).not.toHaveAttribute('readonly');
    expect(screen.queryByText(staffMessages.onlyAdminsChangeSettings)).not.toBeInTheDocument();
    const save = within(form).getByRole('button', { name: 'Save settings' });
    expect(save).toBeDisabled();
    await userEvent.type(workingTime(), '48');
    expect(save).toBeEnabled();
  });

  it('should save through updatePlatformSettings, say so and show what is now in force', async () => {
    vi.mocked(call).mockImplementation(async (_entry, input) => {
      const { reviewOverdueDays, reviewAutoApproveDays, defaultWorkingTimeHours, ...shares } =
        input as {
          reviewOverdueDays: number;
          reviewAutoApproveDays: number;
          defaultWorkingTimeHours: number | null;
          secondOpinionRate: number;
          goldRate: number;
        };
      await setDoc(doc(project.owner(), settingsDoc), {
        review_overdue_days: reviewOverdueDays,
        review_auto_approve_days: reviewAutoApproveDays,
        default_working_time_hours: defaultWorkingTimeHours,
        second_opinion_rate: shares.secondOpinionRate,
        gold_rate: shares.goldRate,
        updated_at: Timestamp.fromDate(new Date('2026-11-23T09:15:00Z')),
        updated_by: admin.uid,
      });
      return { changed: true };
    });
    project.actAs(admin);
    open(admin);
    await screen.findByRole('form', { name: 'Review deadlines and working time' });
    await userEvent.clear(overdue());
    await userEvent.type(overdue(), '3');
    await userEvent.clear(autoApprove());
    await userEvent.type(autoApprove(), '10');
    await userEvent.type(workingTime(), '48');
    const secondOpinions = screen.getByLabelText('Second opinions (% of rejections)');
    expect(secondOpinions).toHaveValue('20');
    await userEvent.clear(secondOpinions);
    await userEvent.type(secondOpinions, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    const toasts = screen.getByRole('list', { name: 'Notifications' });
    expect(await within(toasts).findByText(staffMessages.settingsUpdated)).toBeVisible();
    expect(vi.mocked(call)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(call)).toHaveBeenCalledWith(callables.updatePlatformSettings, {
      reviewOverdueDays: 3,
      reviewAutoApproveDays: 10,
      defaultWorkingTimeHours: 48,
      secondOpinionRate: 0.3,
      goldRate: 0.05,
      maxBonusCents: 50_000,
      minHourlyRateCents: 800,
    });
    // Read again: the saved version, and nothing left to save.
    expect(await screen.findByText(/^Last changed/)).toHaveTextContent('Nov 23, 2026');
    expect(overdue()).toHaveValue('3');
    expect(autoApprove()).toHaveValue('10');
    expect(workingTime()).toHaveValue('48');
    expect(secondOpinions).toHaveValue('30');
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();
  });

  it("should show each of the schema's refusals by its field, and send nothing", async () => {
    project.actAs(admin);
    open(admin);
    await screen.findByRole('form', { name: 'Review deadlines and working time' });
    await userEvent.clear(autoApprove());
    await userEvent.type(autoApprove(), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(autoApprove()).toHaveAccessibleDescription(
      expect.stringContaining(
        'Approve automatically after (days) must be more days than the overdue limit',
      ),
    );
    expect(autoApprove()).toHaveAttribute('aria-invalid', 'true');
    expect(overdue()).not.toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(autoApprove());
    await userEvent.type(autoApprove(), '25');
    await userEvent.type(workingTime(), '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(workingTime()).toHaveAccessibleDescription(
      expect.stringContaining('Default working time (hours) must be a whole number of hours'),
    );
    expect(autoApprove()).not.toHaveAttribute('aria-invalid', 'true');
    expect(vi.mocked(call)).not.toHaveBeenCalled();

    // Typing in a field clears its message.
    await userEvent.clear(workingTime());
    expect(workingTime()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('should show a refusal of the function that names a field by that field', async () => {
    vi.mocked(call).mockRejectedValue(
      Object.assign(new Error('reviewOverdueDays: must be a whole number of days [400]'), {
        code: 'functions/invalid-argument',
      }),
    );
    project.actAs(admin);
    open(admin);
    await screen.findByRole('form', { name: 'Review deadlines and working time' });
    await userEvent.clear(overdue());
    await userEvent.type(overdue(), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const errors = screen.getByRole('list', { name: 'Error notifications' });
    const message = 'Overdue after (days) must be a whole number of days';
    expect(await within(errors).findByText(message)).toBeVisible();
    expect(overdue()).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('should show support the settings in force, read-only, and say only admins change them', async () => {
    project.actAs(support, SAVED);
    const { container } = open(support);
    // Text, not fields that look editable: nothing on the page takes input from support.
    const inForce = await screen.findByRole('region', {
      name: 'Review deadlines and working time',
    });
    expect(screen.getByText(staffMessages.onlyAdminsChangeSettings)).toBeVisible();
    expect(within(inForce).getByText(/^Last changed/)).toHaveTextContent('Nov 2, 2026');
    const shown = (term: string) =>
      within(inForce).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(shown('Overdue after (days)')).toBe('10');
    expect(shown('Approve automatically after (days)')).toBe('30');
    expect(shown('Default working time (hours)')).toBe('72');
    const reasons = screen.getByRole('region', { name: 'Review reasons' });
    expect(within(reasons).getByText('Requirements not met')).toBeVisible();
    expect(container.querySelectorAll('input, textarea, select')).toHaveLength(0);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(within(reasons).queryByRole('button')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('should edit, add and remove review reasons and save the whole list', async () => {
    vi.mocked(call).mockResolvedValue({ changed: true });
    project.actAs(admin);
    open(admin);
    const form = await screen.findByRole('form', { name: 'Review reasons' });
    const list = within(form).getByRole('list', { name: 'Review reasons' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(DEFAULT_REVIEW_REASONS.length);
    const poor = within(list).getByRole('listitem', { name: 'Poor quality' });
    await userEvent.clear(within(poor).getByLabelText('Label'));
    await userEvent.type(within(poor).getByLabelText('Label'), 'Too dark or shaky');
    await userEvent.click(within(form).getByRole('button', { name: 'Remove Duplicate' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add a reason' }));
    const added = within(list).getAllByRole('listitem').at(-1)!;
    await userEvent.type(within(added).getByLabelText('Code'), 'Missing Release');
    await userEvent.type(within(added).getByLabelText('Label'), 'Release missing');
    await userEvent.type(
      within(added).getByLabelText('Guidance for the creator'),
      'Upload a release for every person who can be identified.',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save reasons' }));
    // The code is checked before anything is sent, and said in words.
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Reason 9: code: must be 2–40 lower-case letters or underscores',
    );
    expect(call).not.toHaveBeenCalled();
    await userEvent.clear(within(added).getByLabelText('Code'));
    await userEvent.type(within(added).getByLabelText('Code'), 'missing_release');
    await userEvent.click(within(form).getByRole('button', { name: 'Save reasons' }));

    const toasts = screen.getByRole('list', { name: 'Notifications' });
    expect(await within(toasts).findByText(staffMessages.reviewReasonsSaved)).toBeVisible();
    expect(call).toHaveBeenCalledExactlyOnceWith(callables.updateReviewReasons, {
      reasons: [
        ...DEFAULT_REVIEW_REASONS.filter((r) => r.code !== 'duplicate').map((r) =>
          r.code === 'poor_quality' ? { ...r, label: 'Too dark or shaky' } : r,
        ),
        {
          code: 'missing_release',
          label: 'Release missing',
          guidance: 'Upload a release for every person who can be identified.',
        },
      ],
    });
  });

  it('should report a failed load with an error notification and a Retry', async () => {
    // A creator's token: the rules let only staff read the settings.
    project.actAs(creator);
    renderScreen(<PlatformSettingsPage />, { user: { ...creator, role: 'admin' }, path });
    const errors = screen.getByRole('list', { name: 'Error notifications' });
    expect(await within(errors).findByText(staffMessages.failedLoadPlatformSettings)).toBeVisible();
    const retry = screen.getByRole('button', { name: 'Retry' });
    await waitFor(() => expect(retry).toBeEnabled());
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
