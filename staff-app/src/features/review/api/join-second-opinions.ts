import type { WithId } from '@groundtruth/domain/converter';
import type { Submission } from '@groundtruth/domain/entities';
import { screenQueries } from '@groundtruth/domain/queries';
import { MAX_IN_VALUES } from '@groundtruth/domain/query-spec';
import { secondOpinionRecordSchema, type SecondOpinion } from '@groundtruth/domain/second-opinion';
import type { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage } from '@groundtruth/platform/firestore-queries';

/**
 * The submissions with their second opinions, which live in second_opinions/{id} (staff read
 * them; the submission's creator never does), as the review card shows them: one query per
 * MAX_IN_VALUES submissions.
 */
export async function withSecondOpinions(
  db: Awaited<ReturnType<typeof firestore>>,
  items: WithId<Submission>[],
): Promise<WithId<Submission>[]> {
  if (items.length === 0) return items;
  const ids = items.map((item) => item.id);
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += MAX_IN_VALUES) chunks.push(ids.slice(i, i + MAX_IN_VALUES));
  const pages = await Promise.all(
    chunks.map((chunk) =>
      fetchPage(db, screenQueries.secondOpinionsOf(chunk), secondOpinionRecordSchema),
    ),
  );
  const opinions = new Map<string, SecondOpinion>();
  for (const page of pages) {
    for (const record of page.items) opinions.set(record.submission_id, record);
  }
  return items.map((item) => {
    const opinion = opinions.get(item.id);
    return opinion ? { ...item, second_opinion: opinion } : item;
  });
}
