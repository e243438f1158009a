// A rejection that explains itself and is checked, on the full stack: support rejects a real clip
// in the Review Submission dialog with a reason, feedback and a moment in the clip; the rejection
// is held for a second opinion, which an admin gives blind from the "Second opinions" view; then
// the creator's e-mail says the reason, its guidance, the notes and the moment, and on My
// Submissions the creator reads the same, opens the clip at 0:03 in Chromium's player, and appeals.
import fs from 'node:fs';
import { expect, newWatchedContext, PLATFORM_WIDE, test } from '../testing/test';
import { sampleMedia } from '@groundtruth/dev-stack/sample-media';
import { DEFAULT_REVIEW_REASONS } from '../../domain/src/default-review-reasons';
import { messages } from '../../domain/src/messages';
import { serverMessages } from '../../domain/src/server-messages';
import { secondOpinionMessages } from '../../domain/src/second-opinion-messages';
import { staffMessages } from '../../domain/src/staff-messages';
import { adminApp, settleReviewChecks } from '../testing/admin';
import { checkAccessibleAndNarrow } from '../testing/axe';
import { callAs, loadCallables, signIn } from '../testing/callables';
import { waitForEmail } from '../testing/inbox';
import { runJob } from '../testing/jobs';
import { appUrl, DEMO_ADMIN, DEMO_PASSWORD, DEMO_SUPPORT } from '../testing/stack';
import { acceptedTaskForNewCreator, TERMS_VERSION, uploadAs } from '../testing/work';

const poor = DEFAULT_REVIEW_REASONS.find((r) => r.code === 'poor_quality')!;
const feedback = 'The knife leaves the frame twice, so the cut itself cannot be seen.';
const secondFeedback = 'The onion is never diced in frame: the clip ends before the cut.';

test.afterEach(() => settleReviewChecks());

test(
  'a rejection names its reason and a moment, waits for a blind second opinion; the creator reads it, opens the clip there and appeals',
  { tag: PLATFORM_WIDE },
  async ({ page, browser }) => {
    test.setTimeout(240_000);
    const { db } = adminApp();
    // Every rejection is held for a second opinion, as an admin can set on Platform Settings.
    await db.doc('platform_settings/operations').set({ second_opinion_rate: 1 }, { merge: true });
    const callables = await loadCallables();
    const title = `Knife skills ${Date.now()}`;
    const { taskId, acceptanceId, creator } = await acceptedTaskForNewCreator('reasons', {
      title,
      description: 'Film your hands dicing an onion, in one take.',
      category: 'video',
      payoutAmountCents: 3000,
    });
    // A real 5-second clip, so the inspection measures its length and the player can seek in it.
    const clip = fs.readFileSync((await sampleMedia()).mp4Faststart);
    const path = `submissions/${creator.uid}/${taskId}/${Date.now()}.mp4`;
    await uploadAs(creator.idToken, path, clip, 'video/mp4');
    const { submissionId } = await callAs(creator.idToken, callables.submitWork, {
      taskId,
      acceptanceId,
      filePaths: [path],
      fileNames: ['onion.mp4'],
      attestation: { ownsContent: true, consentsToAiTraining: true, termsVersion: TERMS_VERSION },
    });

    // Support rejects with a reason, feedback and a moment; the dialog holds them to the rules.
    const staff = await newWatchedContext(browser);
    try {
      const staffPage = await staff.newPage();
      await signIn(staffPage, DEMO_SUPPORT, DEMO_PASSWORD);
      await staffPage.goto(`${appUrl}/dashboard/admin/submissions?taskId=${taskId}`);
      const item = staffPage.getByRole('article', { name: `${title} by ${creator.name}` });
      await item.getByRole('button', { name: 'Review Submission' }).click();
      const dialog = staffPage.getByRole('dialog', { name: 'Review Submission' });
      await dialog.getByLabel('Feedback', { exact: true }).fill('Wrong answer');
      await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
      await expect(dialog.getByLabel('Reason')).toHaveAccessibleDescription(/Choose a reason/);
      await expect(dialog.getByLabel('Feedback', { exact: true })).toHaveAccessibleDescription(
        /at least 40/,
      );
      await dialog.getByLabel('Reason').selectOption(poor.label);
      await expect(dialog.getByLabel('Reason')).toHaveAccessibleDescription(
        `The creator reads: ${poor.guidance}`,
      );
      await dialog.getByLabel('Feedback', { exact: true }).fill(feedback);
      await dialog.getByRole('button', { name: 'Add a moment' }).click();
      const moment = dialog.getByRole('group', { name: 'Moment 1' });
      await expect(moment.getByLabel('At (m:ss)')).toHaveAccessibleDescription('Length 0:05');
      await moment.getByLabel('At (m:ss)').fill('0:09');
      await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
      await expect(moment.getByLabel('At (m:ss)')).toHaveAccessibleDescription(
        /is past the end of onion\.mp4 \(0:05\)/,
      );
      await moment.getByLabel('At (m:ss)').fill('0:03');
      await moment.getByLabel('What is there').fill('The knife leaves the frame');
      await checkAccessibleAndNarrow(staffPage);
      await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
      // Held, not landed: support's card now waits for someone else, and their own view omits it.
      await expect(staffPage.getByText(secondOpinionMessages.rejectionHeld)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(item.getByText(secondOpinionMessages.waitingForSecondOpinion)).toBeVisible();
      await expect(item.getByRole('button', { name: 'Review Submission' })).toHaveCount(0);
      await staffPage.goto(`${appUrl}/dashboard/admin/submissions?status=second_opinions`);
      await expect(staffPage.getByText(staffMessages.noHeldDecisions)).toBeVisible();
      // Counted with the demo support's own held rejections (the seed holds one of theirs).
      await expect(
        staffPage.getByText(
          /^(1 of your decisions is|[2-9]\d* of your decisions are) waiting for someone else's opinion$/,
        ),
      ).toBeVisible();
    } finally {
      await staff.close();
    }

    // Nothing is told or decided yet: the submission says only that it is in review, and who
    // asked and when is kept apart from it, where staff read it and its creator does not.
    const waiting = (await db.doc(`submissions/${submissionId}`).get()).data()!;
    expect(waiting).toMatchObject({ review_status: 'pending', review_notes: null });
    expect(waiting.second_opinion).toBeUndefined();
    const asked = (await db.doc(`second_opinions/${submissionId}`).get()).data();
    expect(asked).toMatchObject({ state: 'awaiting' });
    const told = await db.collection('notifications').where('entity_id', '==', submissionId).get();
    expect(told.size).toBe(0);

    // An admin gives the second opinion from the "Second opinions" view, blind to the first.
    const second = await newWatchedContext(browser);
    try {
      const adminPage = await second.newPage();
      await signIn(adminPage, DEMO_ADMIN, DEMO_PASSWORD);
      await adminPage.goto(`${appUrl}/dashboard/admin/submissions?status=second_opinions`);
      const held = adminPage.getByRole('article', { name: `${title} by ${creator.name}` });
      await expect(held.getByText(secondOpinionMessages.giveSecondOpinion)).toBeVisible();
      for (const secret of [feedback, poor.label, 'The knife leaves the frame'])
        await expect(held.getByText(secret)).toHaveCount(0);
      await checkAccessibleAndNarrow(adminPage);
      await held.getByRole('button', { name: 'Review Submission' }).click();
      const dialog = adminPage.getByRole('dialog', { name: 'Review Submission' });
      await dialog.getByLabel('Reason').selectOption('Incomplete');
      await dialog.getByLabel('Feedback', { exact: true }).fill(secondFeedback);
      await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
      // The toast says what happened: the held rejection landed, with both reviewers' words.
      await expect(adminPage.getByText(secondOpinionMessages.rejectionLanded)).toBeVisible();
      await expect(
        adminPage.getByText(secondOpinionMessages.rejectionLandedBody(true)),
      ).toBeVisible();
      await expect(held).toBeHidden();
    } finally {
      await second.close();
    }

    // The held rejection lands as support wrote it, the admin's feedback after support's, with
    // both reviewers recorded.
    const bothFeedbacks = `${feedback}\n\nFrom a second reviewer: ${secondFeedback}`;
    expect((await db.doc(`submissions/${submissionId}`).get()).data()).toMatchObject({
      review_status: 'rejected',
      review_reason: poor,
      review_notes: bothFeedbacks,
      review_source: 'second_opinion',
      review_evidence: [
        {
          file_index: 0,
          file_name: 'onion.mp4',
          at_seconds: 3,
          note: 'The knife leaves the frame',
        },
      ],
    });
    expect((await db.doc(`second_opinions/${submissionId}`).get()).data()).toMatchObject({
      state: 'agreed',
      second: { decision: 'rejected' },
    });

    // The e-mail says the same.
    await runJob('deliverMail');
    const mail = await waitForEmail(
      creator.email,
      serverMessages.notificationTitles.submission_reviewed.rejected,
    );
    expect(mail.text).toContain(`Reason: ${poor.label}. ${poor.guidance}`);
    expect(mail.text).toContain(`Notes: ${bothFeedbacks}`);
    expect(mail.text).toContain('At 0:03 in onion.mp4: The knife leaves the frame');

    // The creator reads it on My Submissions and opens the clip at the moment.
    await signIn(page, creator.email, creator.password);
    await page.goto(`${appUrl}/dashboard/submissions`);
    const mine = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(mine.getByText(`Reason: ${poor.label}`)).toBeVisible();
    await expect(mine.getByText(poor.guidance)).toBeVisible();
    await expect(mine.getByText(feedback)).toBeVisible();
    await expect(mine.getByText(`From a second reviewer: ${secondFeedback}`)).toBeVisible();
    await mine.getByRole('button', { name: 'Open onion.mp4 at 0:03' }).click();
    const player = page.getByRole('dialog', { name: 'onion.mp4 at 0:03' });
    const video = player.getByLabel('onion.mp4 from 0:03');
    await expect(video).toBeVisible();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => (v.readyState >= 1 ? v.currentTime : -1)))
      .toBeCloseTo(3, 0);
    expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(5);
    await checkAccessibleAndNarrow(page);
    await page.keyboard.press('Escape');
    await expect(player).toBeHidden();

    // And appeals it.
    await mine.getByRole('button', { name: 'Appeal' }).click();
    const appeal = page.getByRole('dialog', { name: `Appeal: ${title}` });
    await appeal.getByRole('textbox', { name: 'Message' }).fill('The cut is in frame from 0:04.');
    await appeal.getByRole('button', { name: 'Send Appeal' }).click();
    await expect(page.getByText(messages.appealSent)).toBeVisible();
    expect((await db.doc(`submissions/${submissionId}`).get()).get('appeal_status')).toBe('open');
  },
);
