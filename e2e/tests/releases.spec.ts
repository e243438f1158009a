// Releases for people in frame on the full stack, on the production build and in development
// mode: a creator submitting to a task where people may appear with a release e-mails a bystander
// a link; the bystander signs on their own device (the link read from MailDev after deliverMail
// runs, as the inbox delivers it); the creator's Submit step shows the signature without a reload
// and opens; support opens the release PDF from the review card and gets the very bytes whose
// hash the custody record holds. Each screen at 1280 and 390 px: axe finds nothing, nothing
// scrolls sideways.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { submitWorkPath } from '../../domain/src/paths';
import { releaseCardMessages } from '../../domain/src/release-card-messages';
import { releaseMessages } from '../../domain/src/release-messages';
import { adminApp } from '../testing/admin';
import { checkAccessibleAndNarrow } from '../testing/axe';
import { adminToken, callAs, freshCreator, loadCallables, signIn } from '../testing/callables';
import { waitForEmail } from '../testing/inbox';
import { runJob } from '../testing/jobs';
import { appUrl, DEMO_PASSWORD, DEMO_SUPPORT } from '../testing/stack';
import { expect, newWatchedContext, test } from '../testing/test';

async function releaseJourney(page: Page, browser: Browser, base: string, label: string) {
  const callables = await loadCallables();
  const stamp = `${label}-${Date.now()}`;
  const title = `Neighbour's story ${stamp}`;
  const bystander = { name: 'Bo Bystander', email: `bo-${stamp}@example.com` };

  // A task where people may appear with a release, accepted by a new creator.
  const { taskId } = await callAs(await adminToken(), callables.createTask, {
    title,
    description: 'A neighbour tells a short story on camera.',
    category: 'writing',
    payoutAmountCents: 4500,
    status: 'published',
    people: 'with_release',
  });
  const creator = await freshCreator(`release-${label}`);
  const { acceptanceId } = await callAs(creator.idToken, callables.acceptTask, { taskId });

  // Submit asks how many people appear, and a release from each.
  await signIn(page, creator.email, creator.password, base);
  await page.goto(`${base}${submitWorkPath(taskId, acceptanceId)}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const step = page.getByRole('group', { name: releaseMessages.releaseStepTitle });
  await step.getByLabel(releaseMessages.peopleCountLabel).fill('1');
  const person = step.getByRole('region', { name: releaseMessages.releasePersonHeading(1) });
  await person.getByRole('button', { name: releaseMessages.releaseSendLink }).click();
  await person.getByLabel(releaseMessages.releaseSignerName).fill(bystander.name);
  await person.getByLabel(releaseMessages.releaseSignerEmail).fill(bystander.email);
  await checkAccessibleAndNarrow(page);
  await person.getByRole('button', { name: releaseMessages.releaseSendButton }).click();
  // The first call of a callable wakes its function in the emulator (slow on a loaded machine).
  await expect(person.getByRole('status')).toHaveText(
    releaseMessages.releaseStatusPending(bystander.email),
    { timeout: 60_000 },
  );
  await page.getByLabel('Files', { exact: true }).setInputFiles({
    name: 'story.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Once upon a time, on our street…\n'),
  });
  await page.getByRole('checkbox', { name: 'I made this content myself' }).check();
  await page.getByRole('checkbox', { name: 'I consent to its use for AI training' }).check();
  const submit = page.getByRole('button', { name: 'Submit Work' });
  await expect(submit).toBeDisabled();
  await expect(page.getByText(releaseMessages.releasesBlockSubmit)).toBeVisible();

  // The bystander signs through the e-mailed link, on their own device.
  await runJob('deliverMail');
  const mail = await waitForEmail(bystander.email, releaseMessages.releaseRequestSubject);
  const link = /https?:\/\/\S+\/releaseLink\?token=\S+/.exec(mail.text)?.[0];
  expect(link, 'the release link in the e-mail').toBeTruthy();
  const phone = await newWatchedContext(browser);
  const signerPage = await phone.newPage();
  // The signer's page is an HTTP function: its first request wakes it in the emulator.
  await signerPage.goto(link!, { timeout: 180_000 });
  await expect(
    signerPage.getByRole('heading', { level: 1, name: releaseMessages.releaseTitle }),
  ).toBeVisible();
  await checkAccessibleAndNarrow(signerPage);
  // The product's look, and the minor's name only for a minor.
  await expect(signerPage.locator('header')).toHaveText('Groundtruth');
  await expect(signerPage.getByLabel(releaseMessages.releaseMinorName)).toBeHidden();
  await signerPage.getByLabel(releaseMessages.releaseForMinor).check();
  await expect(signerPage.getByLabel(releaseMessages.releaseMinorName)).toBeVisible();
  await signerPage.getByLabel(releaseMessages.releaseForMinor).uncheck();
  await signerPage.getByLabel(releaseMessages.releaseSignature).fill(bystander.name);
  await signerPage.getByRole('button', { name: releaseMessages.releaseSignButton }).click();
  await expect(
    signerPage.getByRole('heading', { level: 1, name: releaseMessages.releaseSignedTitle }),
  ).toBeVisible({ timeout: 60_000 });
  await checkAccessibleAndNarrow(signerPage);
  await phone.close();

  // The creator's step follows the signature, and Submit opens.
  await expect(person.getByRole('status')).toHaveText(
    releaseCardMessages.releaseStatusSigned(bystander.name),
    { timeout: 15_000 },
  );
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(`${base}/dashboard/submissions`, { timeout: 90_000 });
  const { db } = adminApp();
  const [submission] = (
    await db.collection('submissions').where('user_id', '==', creator.uid).get()
  ).docs;
  expect(submission, 'the submission').toBeTruthy();
  const [attached] = submission!.get('releases') as { pdf_sha256: string; signer_name: string }[];
  expect(attached).toMatchObject({ signer_name: bystander.name });

  // Support opens the release PDF from the review card.
  const staff = await newWatchedContext(browser);
  const staffPage = await staff.newPage();
  await signIn(staffPage, DEMO_SUPPORT, DEMO_PASSWORD, base);
  await staffPage.goto(`${base}/dashboard/admin/submissions?submission=${submission!.id}`);
  const card = staffPage.getByRole('article', { name: `${title} by ${creator.name}` });
  const releases = card.getByRole('group', { name: releaseCardMessages.releasesHeading(1) });
  await expect(
    releases.getByText(releaseCardMessages.releaseStatusSigned(bystander.name)),
  ).toBeVisible({ timeout: 30_000 });
  await checkAccessibleAndNarrow(staffPage);
  const [download] = await Promise.all([
    staffPage.waitForEvent('download'),
    releases.getByRole('button', { name: new RegExp(releaseCardMessages.openReleasePdf) }).click(),
  ]);
  const bytes = fs.readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(attached!.pdf_sha256);
  await staff.close();
}

test('a bystander signs a release by link; the creator submits; support opens the release PDF', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  await releaseJourney(page, browser, appUrl, 'built');
});

test.describe('development mode', () => {
  // On the dev servers every development-mode journey shares (the devServer fixture).
  test('the same journey on the dev servers', async ({ page, browser, devServer }) => {
    test.setTimeout(300_000);
    await releaseJourney(page, browser, devServer, 'dev');
  });
});
