// Dataset delivery on the production build and the full stack: an admin exports the
// demo's cooking task, whose approved work (Maya's two files) sits beside pending, rejected and
// sent-back submissions; the job runs as the stack's scheduler would run it, the export shows
// complete with its counts, and the admin downloads the dataset card; on a phone, the admin is
// told in the bell that it is ready and downloads the whole dataset as one archive, whose SHA-256
// is the one shown and whose unpacked folder verify-dataset accepts. Support sees the exports but
// no Export dataset button.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../testing/test';
import { loadUntilShown } from '../testing/lists';
import { serverMessages } from '../../domain/src/server-messages';
import { staffMessages } from '../../domain/src/staff-messages';
import { checkAccessibleAndNarrow, noSidewaysScroll } from '../testing/axe';
import { repoRoot } from '../testing/product';
import { signIn } from '../testing/callables';
import { runJob } from '../testing/jobs';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../testing/stack';

const TASK = 'Film yourself cooking a family recipe';

// Both journeys export the demo's cooking task and read the newest export of its list: one
// worker runs them, one after the other.
test.describe.configure({ mode: 'default' });

async function openTaskExports(page: Page) {
  const sidebar = page.getByRole('navigation', { name: 'Staff', exact: true });
  // On a phone the sidebar is a top bar: its Menu shows the links.
  const menu = sidebar.getByRole('button', { name: 'Menu' });
  const link = sidebar.getByRole('link', { name: 'Manage Tasks' });
  await expect(link.or(menu).first()).toBeVisible();
  if (await menu.isVisible()) await menu.click();
  await link.click();
  const card = await loadUntilShown(page, page.getByRole('listitem', { name: TASK }));
  await card.getByRole('button', { name: 'Datasets' }).click();
  return card.getByRole('region', { name: `Dataset exports of ${TASK}` });
}

test('an admin exports a task with approved demo work, sees it complete and downloads the card', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  const exportsOfTask = await openTaskExports(page);
  await exportsOfTask.getByRole('button', { name: 'Export dataset' }).click();
  await expect(
    page.getByRole('list', { name: 'Notifications' }).getByText(staffMessages.exportQueued),
    // The callable's first call starts its worker in the Functions emulator.
  ).toBeVisible({ timeout: 30_000 });
  const rows = exportsOfTask
    .getByRole('list', { name: `Exports of ${TASK}` })
    .getByRole('listitem');
  const newest = rows.first();
  await expect(newest.getByText('Queued')).toBeVisible();

  // The journeys' stack runs no scheduler: run the job as npm start's loop would.
  await expect
    .poll(async () => (await runJob('exportDatasets')).changed, { timeout: 30_000 })
    .toBeGreaterThan(0);
  // The list reads the export again while it is under way, and shows it complete.
  await expect(newest.getByText('Complete')).toBeVisible({ timeout: 30_000 });
  // The demo's approvals are all staff's: none of the export was approved automatically.
  await expect(newest).toContainText('2 files · 1 submission · 0 auto-approved · 1 contributor');
  await expect(newest).toContainText('created by');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    newest.getByRole('button', { name: 'Download dataset card' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-dataset-card\.md$/);
  const card = fs.readFileSync(await download.path(), 'utf8');
  expect(card).toContain(`# ${TASK}`);
  expect(card).toContain('- Files: 2');
  expect(card).toContain('- Contributors: 1 (pseudonymous)');
  expect(card).toContain('Of the 1 submission, 0 were approved automatically');
  expect(card).toContain('npm run verify-dataset');
  // The demo creator is not named anywhere in it.
  expect(card).not.toContain('Maya');
});

test('on a phone, an admin is told the export is ready and downloads the whole dataset, which verifies', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  const exportsOfTask = await openTaskExports(page);
  await exportsOfTask.getByRole('button', { name: 'Export dataset' }).click();
  const newest = exportsOfTask
    .getByRole('list', { name: `Exports of ${TASK}` })
    .getByRole('listitem')
    .first();
  await expect(newest.getByText('Queued')).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => (await runJob('exportDatasets')).changed, { timeout: 30_000 })
    .toBeGreaterThan(0);
  await expect(newest.getByText('Complete')).toBeVisible({ timeout: 30_000 });

  // The bell says so, without a reload.
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(
    panel
      .getByRole('link', { name: new RegExp(`^Unread: ${serverMessages.exportCompleteTitle}`) })
      .first(),
  ).toContainText(`The export of "${TASK}" is ready: 2 files`);
  await page.keyboard.press('Escape');

  // One download, whose SHA-256 is the one on screen; unpacked, the folder verifies.
  const shown = /SHA-256 ([0-9a-f]{64})/.exec((await newest.textContent()) ?? '')?.[1];
  expect(shown).toBeDefined();
  await noSidewaysScroll(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    newest.getByRole('button', { name: 'Download whole dataset' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^groundtruth-.+\.tar$/);
  const archive = fs.readFileSync(await download.path());
  expect(crypto.createHash('sha256').update(archive).digest('hex')).toBe(shown);
  // The test's own output folder, which Playwright empties at the start of each run.
  const dir = test.info().outputPath('archive');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'dataset.tar'), archive);
  expect(spawnSync('tar', ['-xf', 'dataset.tar'], { cwd: dir }).status).toBe(0);
  const exportId = download.suggestedFilename().replace(/^groundtruth-|\.tar$/g, '');
  const verified = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'verify-dataset/verify-dataset.mjs'), path.join(dir, exportId)],
    { encoding: 'utf8' },
  );
  expect(verified.status, verified.stdout + verified.stderr).toBe(0);
  expect(verified.stdout).toContain('Files: 2 of 2 listed match their size and SHA-256');
  await checkAccessibleAndNarrow(page);
});
