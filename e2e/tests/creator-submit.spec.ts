// Submit Your Work on the production build and the full stack, as a brand-new creator with an
// accepted task: two files uploaded with visible progress and the custody attestation become a
// submission whose files carry Storage's own hashes; and a 50 MB upload whose chunk request is
// cut off mid-way is resumed by the Storage SDK and completes with every byte.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../testing/test';
import { submitWorkPath } from '../../domain/src/paths';
import { adminApp } from '../testing/admin';
import { asMp4, pngOfSize } from '../testing/media';
import { adminToken, callAs, freshCreator, loadCallables, signIn } from '../testing/callables';
import { appUrl } from '../testing/stack';

const TERMS_VERSION = (
  JSON.parse(fs.readFileSync(new URL('../../domain/src/terms.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

// The first call of a run wakes the functions emulator (up to ~25 s on a loaded machine).
test.describe.configure({ timeout: 90_000 });

/** A fresh creator who accepted a fresh published task, signed in on the submit page. */
async function readyToSubmit(page: Page, label: string) {
  const title = `Submit journey ${label} ${Date.now()}`;
  const callables = await loadCallables();
  const { taskId } = await callAs(await adminToken(), callables.createTask, {
    title,
    description: 'Film the whole repair in one take.',
    category: 'video',
    payoutAmountCents: 2500,
    status: 'published',
  });
  const creator = await freshCreator(`submit-${label}`);
  const { acceptanceId } = await callAs(creator.idToken, callables.acceptTask, { taskId });
  await signIn(page, creator.email, creator.password);
  await page.goto(`${appUrl}${submitWorkPath(taskId, acceptanceId)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Submit Your Work' })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  return { creator, taskId, acceptanceId };
}

async function attest(page: Page) {
  await page.getByRole('checkbox', { name: 'I made this content myself' }).check();
  await page.getByRole('checkbox', { name: 'I consent to its use for AI training' }).check();
}

async function submissionsOf(uid: string) {
  const { db } = adminApp();
  return (await db.collection('submissions').where('user_id', '==', uid).get()).docs.map((d) =>
    d.data(),
  );
}

const base64Md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('base64');
// Storage upload requests of the emulator's Firebase API (the web SDK's only dialect).
const STORAGE_UPLOADS = /\/v0\/b\/[^/]+\/o(\?|$)/;

test('two files uploaded with progress and the attestation become a submission with custody hashes', async ({
  page,
}) => {
  const { creator, taskId, acceptanceId } = await readyToSubmit(page, 'two-files');
  const notes = Buffer.from('Shot list and what I fixed.\n');
  const image = pngOfSize(180_000);
  await page.getByLabel('Files').setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: notes },
    { name: 'frame.png', mimeType: 'image/png', buffer: image },
  ]);
  const chosen = page.getByRole('list', { name: 'Chosen files' });
  await expect(chosen.getByText('notes.txt', { exact: true })).toBeVisible();
  await expect(chosen.getByText('0.17 MB')).toBeVisible();
  await page.getByLabel('Notes (optional)').fill('Two takes, the second is better.');
  await attest(page);

  // Hold each upload request a moment so the progress is there to see.
  await page.route(STORAGE_UPLOADS, async (route) => {
    if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Submit Work' }).click();
  await expect(page.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  await expect(page.getByRole('progressbar', { name: 'Overall upload progress' })).toBeVisible();
  await expect(
    page.getByRole('progressbar', { name: 'Upload progress of frame.png' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel upload' })).toBeVisible();

  await expect(page).toHaveURL(`${appUrl}/dashboard/submissions`);
  await expect(page.getByText('Work submitted successfully!')).toBeVisible();

  const [submission, ...more] = await submissionsOf(creator.uid);
  expect(more).toHaveLength(0);
  expect(submission).toMatchObject({
    task_id: taskId,
    acceptance_id: acceptanceId,
    notes: 'Two takes, the second is better.',
    review_status: 'pending',
    attestation: {
      owns_content: true,
      consents_to_ai_training: true,
      terms_version: TERMS_VERSION,
    },
  });
  const files = submission!.files as {
    name: string;
    path: string;
    size: number;
    type: string;
    md5_hash: string;
    crc32c: string;
    uploaded_by: string;
  }[];
  expect(files.map((f) => [f.name, f.size, f.type])).toEqual([
    ['notes.txt', notes.length, 'text/plain'],
    ['frame.png', image.length, 'image/png'],
  ]);
  expect(files[0]!.md5_hash).toBe(base64Md5(notes));
  expect(files[1]!.md5_hash).toBe(base64Md5(image));
  for (const f of files) {
    expect(f.path).toMatch(new RegExp(`^submissions/${creator.uid}/${taskId}/\\d+\\.(txt|png)$`));
    expect(f.crc32c).not.toBe('');
    expect(f.uploaded_by).toBe(creator.uid);
  }
  const { db } = adminApp();
  expect((await db.doc(`task_acceptances/${acceptanceId}`).get()).get('status')).toBe('completed');
});

test('a 50 MB upload cut off mid-way resumes and completes with every byte', async ({ page }) => {
  test.setTimeout(180_000);
  const { creator } = await readyToSubmit(page, 'resume');
  const size = 50 * 1024 * 1024;
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i += 4096) bytes.writeUInt32LE(i, i);
  asMp4(bytes);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gt-upload-')), 'long-take.mp4');
  fs.writeFileSync(file, bytes);

  // Cut off the first chunk request that starts past 4 MB; every other request goes through.
  const chunks: string[] = [];
  let cutAt: number | null = null;
  await page.route(STORAGE_UPLOADS, async (route) => {
    const request = route.request();
    const command = (await request.headerValue('x-goog-upload-command')) ?? '';
    const offset = Number((await request.headerValue('x-goog-upload-offset')) ?? -1);
    if (command.includes('upload')) chunks.push(`${command}@${offset}`);
    if (cutAt === null && command.includes('upload') && offset >= 4 * 1024 * 1024) {
      cutAt = offset;
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });

  await page.getByLabel('Files').setInputFiles(file);
  await expect(
    page.getByRole('list', { name: 'Chosen files' }).getByText('50.00 MB'),
  ).toBeVisible();
  await attest(page);
  const started = Date.now();
  await page.getByRole('button', { name: 'Submit Work' }).click();
  const bar = page.getByRole('progressbar', { name: 'Upload progress of long-take.mp4' });
  await expect(bar).toBeVisible();

  await expect(page).toHaveURL(`${appUrl}/dashboard/submissions`, { timeout: 150_000 });
  console.log(
    `50 MB upload and submit: ${Date.now() - started} ms; chunk requests: ${chunks.join(', ')}`,
  );
  expect(cutAt, `chunk requests: ${chunks.join(', ')}`).not.toBeNull();
  // The cut chunk was sent again from the same offset, and the upload went on past it.
  expect(chunks.filter((c) => c.endsWith(`@${cutAt}`)).length).toBeGreaterThanOrEqual(2);
  const [submission] = await submissionsOf(creator.uid);
  const [stored] = submission!.files as { size: number; md5_hash: string; type: string }[];
  expect(stored).toMatchObject({ size, type: 'video/mp4', md5_hash: base64Md5(bytes) });
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
});

test('Cancel upload stops the uploads and keeps the files listed, to submit again', async ({
  page,
}) => {
  const { creator } = await readyToSubmit(page, 'cancel');
  await page
    .getByLabel('Files')
    .setInputFiles([
      { name: 'take.mp4', mimeType: 'video/mp4', buffer: asMp4(Buffer.alloc(600_000, 1)) },
    ]);
  await attest(page);
  // Uploads hang until the test lets them through.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(STORAGE_UPLOADS, async (route) => {
    if (route.request().method() === 'POST') await released;
    await route.continue().catch(() => undefined);
  });
  await page.getByRole('button', { name: 'Submit Work' }).click();
  await expect(page.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  await page.getByRole('button', { name: 'Cancel upload' }).click();
  await expect(page.getByText(/^Upload cancelled\./)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Chosen files' }).getByText('take.mp4'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel upload' })).toHaveCount(0);
  expect(await submissionsOf(creator.uid)).toHaveLength(0);

  release();
  await page.unroute(STORAGE_UPLOADS);
  await page.getByRole('button', { name: 'Submit Work' }).click();
  await expect(page).toHaveURL(`${appUrl}/dashboard/submissions`);
  const [submission] = await submissionsOf(creator.uid);
  expect(submission!.files).toHaveLength(1);
});
