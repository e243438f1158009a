/**
 * The bulk bonus form's file, `email,amount,reason` with that header, read into rows to award and
 * the lines refused with why. Each row's request id comes from the file's content and the row's
 * line, so the same file sent again (a retry, a second click, uploaded again) awards nothing twice.
 */
import { bonusMessages } from '@groundtruth/domain/bonus-messages';
import { MAX_BULK_BONUS_ROWS, bulkBonusRequestId, fnv1a } from '@groundtruth/domain/bonuses';
import { parseDollarsToCents } from '@groundtruth/domain/money';
import { parseCsv } from './read-csv';

/**
 * One bonus a bulk award asks for: a line of the file names the creator by address, a task's
 * approved submission by the creator's id (and the submission the bonus is for).
 */
export interface BulkBonusRow {
  /** Where it came from, as the problem lists name it: "Line 3", or the creator's name. */
  where: string;
  email?: string;
  creatorId?: string;
  submissionId?: string;
  amountCents: number;
  reason: string;
  requestId: string;
}

/** A row that cannot be awarded, and why. */
export interface BulkBonusProblem {
  where: string;
  message: string;
}

/** The rows of `text` and its refused lines; a wrong header refuses the whole file (line 1). */
export function readBulkBonusCsv(text: string): {
  rows: BulkBonusRow[];
  problems: BulkBonusProblem[];
} {
  const lines = parseCsv(text.replace(/^\uFEFF/, ''));
  const header = (lines[0] ?? []).map((cell) => cell.trim().toLowerCase());
  if (header.join(',') !== 'email,amount,reason')
    return { rows: [], problems: [{ where: 'Line 1', message: bonusMessages.bulkBonusBadHeader }] };
  const batch = fnv1a(text);
  const rows: BulkBonusRow[] = [];
  const problems: BulkBonusProblem[] = [];
  lines.slice(1).forEach((cells, index) => {
    const line = index + 2;
    const where = `Line ${line}`;
    if (cells.every((cell) => cell.trim() === '')) return;
    const [email = '', amount = '', reason = ''] = cells.map((cell) => cell.trim());
    const amountCents = parseDollarsToCents(amount);
    if (!amountCents) problems.push({ where, message: bonusMessages.bulkBonusBadAmount(amount) });
    else if (!reason) problems.push({ where, message: bonusMessages.bulkBonusNoReason });
    else
      rows.push({
        where,
        email: email.toLowerCase(),
        amountCents,
        reason,
        requestId: bulkBonusRequestId(batch, `line ${line}`),
      });
  });
  if (rows.length > MAX_BULK_BONUS_ROWS)
    return {
      rows: [],
      problems: [
        { where: 'Line 1', message: bonusMessages.bulkBonusTooManyRows(MAX_BULK_BONUS_ROWS) },
      ],
    };
  return { rows, problems };
}
