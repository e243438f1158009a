// A person's data on the production build and the full stack: Settings → Your data
// downloads a JSON file holding their submission; deleting the account (confirmed by typing the
// e-mail) signs them out for good, and the audit trail still shows what they did before.
import fs from 'node:fs';
import { expect, test } from '../testing/test';
import { messages } from '../../domain/src/messages';
import { signIn } from '../testing/callables';
import { appUrl, DEMO_ADMIN, DEMO_PASSWORD } from '../testing/stack';
import { acceptedTaskForNewCreator, submitWorkAs } from '../testing/work';
import { shownId } from '../../staff-app/src/features/audit/audit-subject';

test('download my data, then delete my account: signed out for good, the audit trail kept', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `Data journey ${Date.now()}`;
  const { taskId, acceptanceId, creator } = await acceptedTaskForNewCreator('data', {
    title,
    description: 'Write about your neighbourhood.',
    category: 'writing',
    payoutAmountCents: 1200,
  });
  const { submissionId } = await submitWorkAs(creator, taskId, acceptanceId, 'My street.');

  await signIn(page, creator.email, creator.password);
  await page.goto(`${appUrl}/dashboard/settings`);
  const yourData = page.getByRole('region', { name: messages.yourDataTitle });

  // Download my data: a JSON file with the submission, its file and its hash.
  const downloading = page.waitForEvent('download');
  await yourData.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^groundtruth-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
  expect(data.profile.account).toMatchObject({ email: creator.email });
  expect(data.submissions).toEqual([
    expect.objectContaining({
      id: submissionId,
      task_title: title,
      review_status: 'pending',
      files: [expect.objectContaining({ name: 'work.txt', md5_hash: expect.any(String) })],
    }),
  ]);

  // Delete my account: what stays is said; the e-mail typed confirms.
  await yourData.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: messages.deleteAccountTitle });
  await expect(dialog).toContainText('Approved work stays with Groundtruth under the licence');
  await dialog.getByLabel(/^Type .* to confirm/).fill(creator.email);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(`${appUrl}/`);

  // Signed out, and the password no longer signs in.
  await page.goto(`${appUrl}/auth/login`);
  await page.getByLabel('Email').fill(creator.email);
  await page.getByLabel('Password').fill(creator.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);

  // The audit trail keeps the work submitted before, and records the deletion.
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await page.goto(`${appUrl}/dashboard/audit`);
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(creator.name);
  const entries = page.getByRole('list', { name: 'Audit entries' });
  await expect(entries.getByRole('listitem', { name: /^Delete my account User / })).toBeVisible();
  await expect(
    entries.getByRole('listitem', { name: `Submit work Submission ${shownId(submissionId)}` }),
  ).toBeVisible();
});
