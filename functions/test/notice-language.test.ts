/**
 * The bell's notices in every creator language: a notice keeps the server's English words
 * (`title`, `body`) and carries the same notice in each other locale (`in_locales`), which the
 * bell shows to a creator reading in it. What a person wrote stays as written.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_REASONS } from '@groundtruth/domain/default-review-reasons';
import { notificationSchema } from '@groundtruth/domain/notifications';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { admin, newStaff, type Member } from '../testing/clients';
import { sentBackIn } from '../testing/flows';

let support: Member;

beforeAll(async () => {
  support = await newStaff('support');
});

const poorQuality = DEFAULT_REVIEW_REASONS.find((reason) => reason.code === 'poor_quality')!;

/** The notice of a review that sent `language`'s creator's work back. */
async function reviewNoticeIn(language: string, prefix: string) {
  const { submissionId } = await sentBackIn(support, language, prefix);
  const snap = await admin.db().doc(`notifications/submission_reviewed_${submissionId}`).get();
  return notificationSchema.parse(snap.data());
}

const englishBody = `Street market\nReason: ${poorQuality.label}. ${poorQuality.guidance}\nNotes: Steadier, please`;

describe("a review's notice in the bell", () => {
  it("should carry the review in Spanish beside the server's English", async () => {
    const notice = await reviewNoticeIn('es', 'notice-es');
    expect(notice.title).toBe(serverMessages.notificationTitles.submission_reviewed.needs_changes);
    expect(notice.body).toBe(englishBody);
    expect(notice.in_locales?.es).toEqual({
      title: 'Se piden cambios',
      body: `Street market\nMotivo: ${poorQuality.label}. ${poorQuality.guidance}\nNotas: Steadier, please`,
    });
    expect(notice.in_locales?.fr?.title).toBe('Modifications demandées');
    expect(Object.keys(notice.in_locales ?? {}).sort()).toEqual(['de', 'es', 'fr', 'pt-BR']);
  });

  it("should keep an English creator's notice word for word", async () => {
    const notice = await reviewNoticeIn('en', 'notice-en');
    expect(notice.title).toBe(serverMessages.notificationTitles.submission_reviewed.needs_changes);
    expect(notice.body).toBe(englishBody);
    // Should they switch to another language, the bell has the words.
    expect(notice.in_locales?.de?.title).toBe('Änderungen erbeten');
    expect(notice.in_locales).not.toHaveProperty('en');
  });
});
