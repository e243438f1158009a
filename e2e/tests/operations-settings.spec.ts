// Platform Settings on the production build and the full stack: the demo admin
// changes the review limits on the settings screen (reached from the sidebar) through the real
// updatePlatformSettings callable; the values persist across a reload, the audit log holds the
// change with the admin as actor, and the overview's overdue count follows the new limit — a
// submission pending for 4 days, seeded with firebase-admin, turns overdue at a 3-day limit.
// The settings document is the whole stack's: the journey puts back what it found.
import type { Page } from '@playwright/test';
import { expect, PLATFORM_WIDE, test } from '../testing/test';
import { Timestamp } from 'firebase-admin/firestore';
import { adminApp } from '../testing/admin';
import { adminToken, callAs, freshCreator, loadCallables, signIn } from '../testing/callables';
import { appUrl, DEMO_ADMIN, DEMO_PASSWORD } from '../testing/stack';

const DAY = 86_400_000;
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const submissionId = `ops-settings-${stamp}`;
const TASK_TITLE = `Film a sunrise (${stamp})`;
const SETTINGS = 'platform_settings/operations';
/** What this journey sets: overdue after 3 days, approved automatically after 30, 48 h to work. */
const LIMITS = { overdue: 3, autoApprove: 30, workingHours: 48 };

/** The settings in force when the journey started, to put back at the end. */
let before = { overdue: 7, autoApprove: 21, workingHours: null as number | null };

/** The figure of an overview card. */
const figure = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');

/** Pending submissions older than `days` days, counted as the overview counts them. */
async function overdueCount(days: number): Promise<number> {
  const { db } = adminApp();
  const cutoff = Timestamp.fromMillis(Date.now() - days * DAY);
  const snapshot = await db
    .collection('submissions')
    .where('review_status', '==', 'pending')
    .where('submitted_at', '<', cutoff)
    .count()
    .get();
  return snapshot.data().count;
}

// Each, not All: the hooks run inside the journey's exclusive lane (testing/lanes.ts).
test.beforeEach(async () => {
  const { db } = adminApp();
  const saved = await db.doc(SETTINGS).get();
  if (saved.exists) {
    before = {
      overdue: saved.get('review_overdue_days'),
      autoApprove: saved.get('review_auto_approve_days'),
      workingHours: saved.get('default_working_time_hours'),
    };
  }
  // A submission pending for 4 days, as submitWork would have written it then.
  const creator = await freshCreator(`ops-settings-${stamp}`);
  const submittedAt = Timestamp.fromMillis(Date.now() - 4 * DAY);
  await db.doc(`submissions/${submissionId}`).set({
    user_id: creator.uid,
    task_id: `ops-settings-task-${stamp}`,
    acceptance_id: `ops-settings-task-${stamp}_${creator.uid}`,
    notes: 'Shot at 6 am.',
    files: [
      {
        name: 'sunrise.txt',
        path: `submissions/${creator.uid}/ops-settings-task-${stamp}/sunrise.txt`,
        size: 12,
        type: 'text/plain',
        md5_hash: `md5-${stamp}`,
        crc32c: `crc-${stamp}`,
        uploaded_by: creator.uid,
        uploaded_at: submittedAt,
        generation: '1',
      },
    ],
    file_hashes: [`md5-${stamp}`],
    review_status: 'pending',
    review_notes: null,
    reviewer_id: null,
    reviewed_at: null,
    submitted_at: submittedAt,
    task_title: TASK_TITLE,
    payout_amount_cents: 1500,
    submitter_name: creator.name,
    submitter_email: creator.email,
    attestation: { owns_content: true, consents_to_ai_training: true, terms_version: '1' },
    paid: false,
    payout_attempts: 0,
  });
});

test.afterEach(async () => {
  const callables = await loadCallables();
  await callAs(await adminToken(), callables.updatePlatformSettings, {
    reviewOverdueDays: before.overdue,
    reviewAutoApproveDays: before.autoApprove,
    defaultWorkingTimeHours: before.workingHours,
  });
  await adminApp().db.doc(`submissions/${submissionId}`).delete();
});

test(
  'an admin changes the review limits; they persist, are audited and move the overdue count',
  { tag: PLATFORM_WIDE },
  async ({ page }) => {
    // Four screens and a reload on the production build: more than the default 30 s when busy.
    test.setTimeout(90_000);
    // Under the limit in force at the start, the seeded 4-day-old submission is not overdue.
    expect(before.overdue, 'the journey starts from a limit over 4 days').toBeGreaterThan(4);
    const { db } = adminApp();
    await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);

    await expect(page.getByText(`Pending over ${before.overdue} days`)).toBeVisible();
    await expect(figure(page, 'Overdue Reviews')).toHaveText(
      String(await overdueCount(before.overdue)),
    );

    // The settings screen, from the staff sidebar.
    await page
      .getByRole('navigation', { name: 'Staff', exact: true })
      .getByRole('link', { name: 'Platform Settings' })
      .click();
    await expect(page).toHaveURL(`${appUrl}/dashboard/admin/settings`);
    await expect(page.getByRole('heading', { level: 1, name: 'Platform Settings' })).toBeVisible();
    const overdue = page.getByLabel('Overdue after (days)');
    const autoApprove = page.getByLabel('Approve automatically after (days)');
    const workingTime = page.getByLabel('Default working time (hours)');
    await expect(overdue).toHaveValue(String(before.overdue));

    // The schema's refusal, by its field: auto-approval must come after the overdue limit.
    await overdue.fill(String(LIMITS.overdue));
    await autoApprove.fill('2');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(autoApprove).toHaveAccessibleDescription(
      /Approve automatically after \(days\) must be more days than the overdue limit/,
    );

    await autoApprove.fill(String(LIMITS.autoApprove));
    await workingTime.fill(String(LIMITS.workingHours));
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings updated')).toBeVisible();

    // Stored, and still shown after a reload.
    await expect
      .poll(async () => (await db.doc(SETTINGS).get()).get('review_overdue_days'))
      .toBe(LIMITS.overdue);
    const stored = (await db.doc(SETTINGS).get()).data();
    expect(stored).toMatchObject({
      review_overdue_days: LIMITS.overdue,
      review_auto_approve_days: LIMITS.autoApprove,
      default_working_time_hours: LIMITS.workingHours,
    });
    await page.reload();
    await expect(overdue).toHaveValue(String(LIMITS.overdue));
    await expect(autoApprove).toHaveValue(String(LIMITS.autoApprove));
    await expect(workingTime).toHaveValue(String(LIMITS.workingHours));
    await expect(page.getByText(/^Last changed/)).toBeVisible();

    // Audited, with the admin as actor: on Audit Logs and in the collection.
    const adminUid = (await adminApp().auth.getUserByEmail(DEMO_ADMIN)).uid;
    const entries = await db
      .collection('audit_logs')
      .where('action', '==', 'update_platform_settings')
      .where('actor_id', '==', adminUid)
      .get();
    const latest = entries.docs
      .map((d) => d.data())
      .sort((a, b) => b.created_at.toMillis() - a.created_at.toMillis())[0];
    expect(latest, 'the audit entry of the change').toBeTruthy();
    expect(latest!.details).toMatchObject({
      before: {
        review_overdue_days: before.overdue,
        review_auto_approve_days: before.autoApprove,
        default_working_time_hours: before.workingHours,
      },
      after: {
        review_overdue_days: LIMITS.overdue,
        review_auto_approve_days: LIMITS.autoApprove,
        default_working_time_hours: LIMITS.workingHours,
      },
    });
    await page.goto(`${appUrl}/dashboard/audit`);
    await page.getByRole('searchbox', { name: 'Search' }).fill('update platform settings');
    const entry = page.getByRole('list', { name: 'Audit entries' }).getByRole('listitem').first();
    await expect(entry).toHaveAccessibleName(/^Update platform settings/);
    await expect(entry.getByText('Avery Admin')).toBeVisible();
    await entry.getByRole('button', { name: /Details/ }).click();
    await expect(entry.getByText(`${before.overdue} → ${LIMITS.overdue}`)).toBeVisible();
    await expect(entry.getByText(`${before.autoApprove} → ${LIMITS.autoApprove}`)).toBeVisible();

    // The overview counts against the new limit: the seeded submission is now overdue.
    const expected = await overdueCount(LIMITS.overdue);
    expect(expected).toBeGreaterThan(await overdueCount(before.overdue));
    await page.goto(`${appUrl}/dashboard`);
    await expect(page.getByText(`Pending over ${LIMITS.overdue} days`)).toBeVisible();
    await expect(figure(page, 'Overdue Reviews')).toHaveText(String(expected));
    await expect(
      page.getByText(
        `${expected} ${expected === 1 ? 'submission is' : 'submissions are'} overdue for review`,
      ),
    ).toBeVisible();

    // And Review Submissions flags it, with its age.
    await page.goto(`${appUrl}/dashboard/admin/submissions?submission=${submissionId}`);
    const card = page.getByRole('article', {
      name: new RegExp(`^${TASK_TITLE.replace(/[()]/g, '\\$&')} by`),
    });
    await expect(card.getByText('Overdue: waiting 4 days')).toBeVisible();
  },
);
