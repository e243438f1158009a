import { submissionSchema } from '@groundtruth/domain/entities';
import { goldCheckId, goldCheckRefSchema } from '@groundtruth/domain/gold-queue';
import { screenQueries } from '@groundtruth/domain/queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage } from '@groundtruth/platform/firestore-queries';

/**
 * The newest gold items `reviewerId` has not checked yet: one query for the items, one for the
 * reviewer's own checks among them (by id, so the rules let them read only their own).
 */
export async function fetchUncheckedGold(reviewerId: string) {
  const db = await firestore();
  const { items } = await fetchPage(db, screenQueries.goldItems(), submissionSchema);
  if (items.length === 0) return [];
  const checkIds = items.map((item) => goldCheckId(item.id, reviewerId));
  const checks = await fetchPage(
    db,
    screenQueries.myGoldChecks(reviewerId, checkIds),
    goldCheckRefSchema,
  );
  const checked = new Set(checks.items.map((check) => check.gold_id));
  return items.filter((item) => !checked.has(item.id));
}
