// Media requirements end to end, in both modes people run (the production build and the dev servers):
// a task names what its files must be; on Submit a creator's file is checked in the browser
// before any upload (mediainfo.js's WebAssembly, under the page's CSP) — a 640 × 360 clip is
// refused with the reason and Submit stays disabled, a 1280 × 720 clip with sound uploads — and
// the staff review card shows the facts submitWork stored: its resolution and duration.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../testing/test';
import { submitWorkPath } from '../../domain/src/paths';
import { adminApp } from '../testing/admin';
import { adminToken, callAs, freshCreator, loadCallables, signIn } from '../testing/callables';
import { appUrl, DEMO_ADMIN, DEMO_PASSWORD } from '../testing/stack';
import { sampleMedia } from '@groundtruth/dev-stack/sample-media';

// The first call of a run wakes the functions emulator (up to ~25 s on a loaded machine).
test.describe.configure({ timeout: 3 * 60_000 });

const STORAGE_UPLOADS = /\/v0\/b\/[^/]+\/o(\?|$)/;

async function mp4(name: 'mp4Small' | 'mp4Faststart', as: string) {
  const files = await sampleMedia();
  return { name: as, mimeType: 'video/mp4', buffer: fs.readFileSync(files[name]) };
}

/** The whole journey against the shell at `base`. */
async function refuseThenUpload(page: Page, base: string, label: string) {
  const callables = await loadCallables();
  const title = `Media check ${label} ${Date.now()}`;
  const { taskId } = await callAs(await adminToken(), callables.createTask, {
    title,
    description: 'One clip of a stall opening, with its sound.',
    category: 'video',
    payoutAmountCents: 3000,
    status: 'published',
    requirements: {
      kinds: ['video'],
      video: { min_width: 1280, min_height: 720, min_duration_s: 4, audio: 'required' },
    },
  });
  const creator = await freshCreator(`media-${label}`);
  const { acceptanceId } = await callAs(creator.idToken, callables.acceptTask, { taskId });
  await signIn(page, creator.email, creator.password, base);
  await page.goto(`${base}${submitWorkPath(taskId, acceptanceId)}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'File requirements' })).toContainText(
    'Video: at least 1280 × 720, at least 0:04 long, with sound',
  );

  // Nothing is uploaded while a file is checked, nor when it fails.
  const uploads: string[] = [];
  page.on('request', (r) => STORAGE_UPLOADS.test(r.url()) && uploads.push(r.url()));
  const submit = page.getByRole('button', { name: 'Submit Work' });
  await page.getByLabel('Files').setInputFiles([await mp4('mp4Small', 'small.mp4')]);
  const smallVerdicts = page.getByRole('list', { name: 'Requirements for small.mp4' });
  await expect(smallVerdicts).toContainText(
    'Does not meet: 640 × 360 — this task needs at least 1280 × 720',
    { timeout: 30_000 },
  );
  await page.getByRole('checkbox', { name: 'I made this content myself' }).check();
  await page.getByRole('checkbox', { name: 'I consent to its use for AI training' }).check();
  await expect(submit).toBeDisabled();
  await expect(
    page.getByText('Remove the files that do not meet this task’s requirements: small.mp4'),
  ).toBeVisible();
  expect(uploads).toEqual([]);

  // Keyboard: Remove is reached and pressed without a pointer.
  await page.getByRole('button', { name: 'Remove small.mp4' }).focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('Files').setInputFiles([await mp4('mp4Faststart', 'stall.mp4')]);
  await expect(page.getByRole('list', { name: 'Requirements for stall.mp4' })).toContainText(
    'Meets: 1280 × 720 — this task needs at least 1280 × 720',
    { timeout: 30_000 },
  );
  await expect(
    page.getByText(/^MPEG-4 \(AVC\) · 1280 × 720 · 0:05 · 25 fps · with sound/),
  ).toBeVisible();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(`${base}/dashboard/submissions`, { timeout: 60_000 });

  // submitWork inspected the upload again and stored its facts.
  const { db } = adminApp();
  const [stored] = (await db.collection('submissions').where('user_id', '==', creator.uid).get())
    .docs;
  expect(stored!.data().files[0].media).toMatchObject({
    type: 'video',
    width: 1280,
    height: 720,
    duration_s: 5,
    audio: true,
  });

  // Staff see the file's resolution and duration on the review card.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  // Signed out once the app says so: loading another page earlier can cut Auth's sign-out short,
  // and the sign-in page then sends the creator, still signed in, back to the dashboard.
  await expect(page).toHaveURL(`${base}/auth/login`);
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD, base);
  await page.goto(`${base}/dashboard/admin/submissions?submission=${stored!.id}`);
  const facts = page.getByLabel('Media facts of stall.mp4');
  await expect(facts).toContainText('1280 × 720', { timeout: 30_000 });
  await expect(facts).toContainText('0:05');
  await expect(page.getByRole('list', { name: 'Requirement flags of stall.mp4' })).toContainText(
    'Only just meets: 1280 × 720 — this task needs at least 1280 × 720',
  );
}

test.describe('the production build', () => {
  test('a failing file is refused on the device; a passing one uploads and staff see its facts', async ({
    page,
  }) => {
    await refuseThenUpload(page, appUrl, 'prod');
  });
});

test.describe('development mode', () => {
  // On the dev servers every development-mode journey shares (the devServer fixture).

  test('a failing file is refused on the device; a passing one uploads and staff see its facts', async ({
    page,
    devServer,
  }) => {
    await refuseThenUpload(page, devServer, 'dev');
  });
});
