/**
 * Who an announcement reaches (domain/src/announcements.ts, announcementAudience), as pages of
 * uids in ascending order. Every audience is read from documents whose order is uid order (users
 * and creator profiles by id, acceptances and grants by their `{id}_{uid}` ids, submissions by
 * user_id), so a page is "the next uids after the last one handled": the job saves that uid and
 * a run stopped half-way goes on from it, and nothing ever holds more than a page of each source.
 *
 * "Accepted or submitted to a task" is two sources, merged: the union of their uids up to the
 * smallest last uid of a source that may have more (past it that source's uids are not read
 * yet), de-duplicated because both are in uid order — a creator with an acceptance and three
 * submissions is one recipient. Only active creators are recipients; the "all" audience filters
 * that in its query, the others when the users documents are read (previewAnnouncement counts
 * them a page at a time; the job's per-recipient transaction checks again).
 */
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { AnnouncementAudience } from '@groundtruth/domain/announcements';
import { collections } from '@groundtruth/domain/collections';
import { JOB_PAGE_SIZE } from '@groundtruth/domain/constants';
import { isGrantHeld } from '@groundtruth/domain/eligibility-checks';
import type { ListQuery } from '@groundtruth/domain/query-spec';
import { serverQueries } from '@groundtruth/domain/server-queries';
import { qualificationGrantSchema } from '@groundtruth/domain/qualifications';
import { db } from '../core/app';
import { adminQuery } from '../repos/base';

/** One page of recipients. */
export interface RecipientPage {
  /** Candidate uids, ascending and distinct (the job and the count still check each is active). */
  uids: string[];
  /** Where the next page starts (after this uid); null when this was the last page. */
  next: string | null;
}

/** One source's page: the uids it names, and the uid of its last document when it may have more. */
interface SourcePage {
  uids: string[];
  more: string | null;
}

type Source = (after: string | null, limit: number) => Promise<SourcePage>;

/** A source reading `spec(after, limit)`; `uidOf` gives a document's uid, or null to leave it out. */
function querySource(
  spec: (after: string | null, limit: number) => ListQuery,
  uidOf: (doc: QueryDocumentSnapshot) => string | null,
  lastUid: (doc: QueryDocumentSnapshot) => string,
): Source {
  return async (after, limit) => {
    const snap = await adminQuery(spec(after, limit)).get();
    const uids = snap.docs.map(uidOf).filter((uid): uid is string => uid !== null);
    const last = snap.docs[snap.docs.length - 1];
    return { uids, more: snap.size === limit && last ? lastUid(last) : null };
  };
}

const byId = (doc: QueryDocumentSnapshot) => doc.id;
const byUserId = (doc: QueryDocumentSnapshot) => doc.get('user_id') as string;

/** The sources whose union is `audience` (before the active-creator check), at `nowMillis`. */
function sourcesOf(audience: AnnouncementAudience, nowMillis: number): Source[] {
  switch (audience.kind) {
    case 'all':
      return [querySource(serverQueries.activeCreatorsAfter, byId, byId)];
    case 'task':
      return [
        querySource(
          (after, limit) => serverQueries.taskAcceptancesAfter(audience.taskId, after, limit),
          byUserId,
          byUserId,
        ),
        querySource(
          (after, limit) => serverQueries.taskSubmittersAfter(audience.taskId, after, limit),
          byUserId,
          byUserId,
        ),
      ];
    case 'qualification':
      return [
        querySource(
          (after, limit) => serverQueries.grantHoldersAfter(audience.qualificationId, after, limit),
          // A grant past its expiry that the expiry job has not yet marked is not held.
          (doc) => {
            const grant = qualificationGrantSchema.safeParse(doc.data());
            return grant.success && isGrantHeld(grant.data, nowMillis) ? grant.data.user_id : null;
          },
          byUserId,
        ),
      ];
    case 'locale':
      return [
        querySource(
          (after, limit) =>
            serverQueries.profilesInLocaleAfter(audience.country, audience.language, after, limit),
          byId,
          byId,
        ),
      ];
  }
}

/** The page of `audience`'s recipients after the uid `after` (from the first when null). */
export async function recipientsPage(
  audience: AnnouncementAudience,
  after: string | null,
  { limit = JOB_PAGE_SIZE, nowMillis = Date.now() }: { limit?: number; nowMillis?: number } = {},
): Promise<RecipientPage> {
  const pages = await Promise.all(sourcesOf(audience, nowMillis).map((s) => s(after, limit)));
  // Past the smallest "more" some source has unread uids: the page stops there.
  const bounds = pages.map((p) => p.more).filter((uid): uid is string => uid !== null);
  const next = bounds.length === 0 ? null : bounds.reduce((a, b) => (b < a ? b : a));
  const uids = [...new Set(pages.flatMap((p) => p.uids))]
    .filter((uid) => next === null || uid <= next)
    .sort();
  return { uids, next };
}

/** Of `uids`, how many are active creators now (one batched read). */
async function countActiveCreators(uids: readonly string[]): Promise<number> {
  if (uids.length === 0) return 0;
  const users = db().collection(collections.users);
  const snaps = await db().getAll(...uids.map((uid) => users.doc(uid)));
  return snaps.filter((s) => s.get('role') === 'creator' && s.get('status') === 'active').length;
}

/**
 * How many active creators `audience` reaches now. "All" is one count() aggregation; the others
 * join their source to the users documents, so they are counted a page at a time (JOB_PAGE_SIZE
 * uids in memory at once, never the whole audience).
 */
export async function countAudience(audience: AnnouncementAudience): Promise<number> {
  if (audience.kind === 'all') {
    const { where } = serverQueries.activeCreatorsAfter(null);
    return (await adminQuery({ collection: collections.users, where }).count().get()).data().count;
  }
  const nowMillis = Date.now();
  let total = 0;
  let after: string | null = null;
  do {
    const page: RecipientPage = await recipientsPage(audience, after, { nowMillis });
    total += await countActiveCreators(page.uids);
    after = page.next;
  } while (after !== null);
  return total;
}
