/**
 * Many bonuses at once, one awardBonus each: Payout Management's bulk form and Manage Tasks' Top
 * up (one per approved submission). Apart from award-bonus.ts, so a screen that awards one bonus
 * carries none of it.
 */
import { callableErrorWords } from '@groundtruth/domain/callable-errors';
import { awardBonus } from './award-bonus';

/** One bonus of a bulk award, its creator known: `where` names it in the problem list. */
export interface BonusRowToAward {
  where: string;
  creatorId: string;
  submissionId?: string;
  amountCents: number;
  reason: string;
  requestId: string;
}

/** What awarding rows did: awarded (or found awarded), of them made now, and each refusal. */
export interface RowsAwarded {
  awarded: number;
  created: number;
  failed: { where: string; message: string }[];
}

/**
 * Awards the rows one after another (one awardBonus each, its own request id), so a refusal stops
 * only its row; a row whose bonus was made before is found, not paid again (`created` counts
 * those made now).
 */
export async function awardRows(rows: readonly BonusRowToAward[]): Promise<RowsAwarded> {
  const result: RowsAwarded = { awarded: 0, created: 0, failed: [] };
  for (const row of rows) {
    try {
      const { created } = await awardBonus({
        creatorId: row.creatorId,
        amountCents: row.amountCents,
        reason: row.reason,
        requestId: row.requestId,
        ...(row.submissionId ? { submissionId: row.submissionId } : {}),
      });
      result.awarded++;
      if (created) result.created++;
    } catch (error) {
      result.failed.push({ where: row.where, message: callableErrorWords(error).message });
    }
  }
  return result;
}
