/**
 * A person's name is copied where it was current when written: each submission's submitter_name
 * and each payout's user_name, which the Review and Payouts screens and the payouts CSV show.
 * A rename reaches those copies here, after the rename's transaction, a page at a time
 * (JOB_PAGE_SIZE, one batch each): a creator's history is unbounded, and one transaction over it
 * is not. Updating the copies keeps every reader (screens, CSV, exports) a plain read of the
 * document it lists, instead of a second read of users for each row it shows.
 */
import { JOB_PAGE_SIZE } from '@groundtruth/domain/constants';
import { collections } from '@groundtruth/domain/entities';
import { db } from '../core/app';
import { forEachOwnedPage } from '../repos/owned-pages';

/** Where each collection keeps its copy of the owner's name. */
const NAME_COPIES = [
  [collections.submissions, 'submitter_name'],
  [collections.payouts, 'user_name'],
] as const;

/**
 * Writes `userId`'s current name (read again for each page, so a later rename racing this one
 * is not undone by it) into every copy that differs; returns how many were rewritten.
 */
export async function renameCopies(userId: string): Promise<number> {
  let renamed = 0;
  for (const [collection, field] of NAME_COPIES) {
    renamed += await forEachOwnedPage(
      collection,
      userId,
      async (docs) => {
        const name = (await db().doc(`${collections.users}/${userId}`).get()).get('name');
        if (typeof name !== 'string') return 0;
        const stale = docs.filter((doc) => doc.get(field) !== name);
        if (stale.length === 0) return 0;
        const batch = db().batch();
        for (const doc of stale) batch.update(doc.ref, { [field]: name });
        await batch.commit();
        return stale.length;
      },
      JOB_PAGE_SIZE,
    );
  }
  return renamed;
}
