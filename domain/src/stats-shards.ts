/**
 * How a day's figures (stats.ts, stats_daily_shards) and a week's second-opinion pairs
 * (review-agreement.ts) are spread over shards: plain numbers and a hash, with no schema, so the
 * query specs and the e2e tools can read them without zod or the product's terms.
 */

/**
 * Shards a day's figures are spread over: an event adds to one of them, so concurrent events
 * rarely meet on a document (docs/architecture.md, How the write path scales). The hash makes a
 * shard's events arrive at random, so a shard meets a second event within one write's time as
 * often as its share of the day's events (at 40 a second, 0.16 at 256): sized by that tail, not
 * by the average. Readers find a day's shards by their `day` field, so changing the count takes
 * effect at once.
 */
export const STATS_DAY_SHARDS = 256;

/** Days of stats_daily_shards the recount has not yet folded that Analytics reads at most. */
export const STATS_UNFOLDED_DAYS = 7;

/** The shard of an event whose source document is `sourceId`: FNV-1a of the id, mod the count. */
export function statsShardOf(sourceId: string, shards: number = STATS_DAY_SHARDS): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < sourceId.length; i++) {
    hash ^= sourceId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % shards;
}

/**
 * Shards of a week's second-opinion matrix (review_agreement/{week}_{k}): a second opinion adds
 * to the one its second reviewer's id hashes to, so reviewers giving second opinions at once
 * rarely meet on a document. Readers find a week's documents by their `week` field, so changing
 * the count takes effect at once.
 */
export const REVIEW_AGREEMENT_SHARDS = 16;
