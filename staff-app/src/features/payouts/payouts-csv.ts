/**
 * The payouts CSV (RFC 4180), built without a DOM or a database so it can be tested alone. The
 * export streams: each page of payouts becomes one chunk of text as soon as it arrives, and the
 * page itself is dropped, so 100,000 rows never sit in memory as query results.
 */
import type { WithId } from '@groundtruth/domain/converter';
import type { Payout } from '@groundtruth/domain/entities';
import { centsToDollars, csvLine } from '@groundtruth/domain/csv';

export { centsToDollars, csvCell, csvLine } from '@groundtruth/domain/csv';

/**
 * The columns, in order (staff asked for dollars, not cents, in the amount column); `kind` tells
 * a task's payout (`task`) from a bonus (`bonus`, its task cell "Bonus — <reason>").
 */
export const payoutCsvColumns = [
  'id',
  'creator',
  'email',
  'task',
  'amount',
  'currency',
  'status',
  'provider',
  'transfer_id',
  'created',
  'updated',
  'kind',
] as const;

/** A timestamp as ISO 8601 in UTC, which spreadsheets sort and parse. */
function iso(timestamp: { toMillis(): number }): string {
  return new Date(timestamp.toMillis()).toISOString();
}

/** The header line. */
export function payoutCsvHeader(): string {
  return csvLine(payoutCsvColumns);
}

/** One payout as one line (amounts are never negative, so the formula guard leaves them as they are). */
export function payoutCsvLine(payout: WithId<Payout>): string {
  return csvLine([
    payout.id,
    payout.user_name,
    payout.user_email,
    payout.task_title,
    centsToDollars(payout.amount_cents),
    payout.currency,
    payout.status,
    payout.provider,
    payout.provider_transfer_id,
    iso(payout.created_at),
    iso(payout.updated_at),
    payout.kind ?? 'task',
  ]);
}

/** A page of rows and where the next page starts (null after the last). */
export interface RowPage<Row, Cursor> {
  items: readonly Row[];
  next: Cursor | null;
}

export interface StreamCsvOptions<Row, Cursor> {
  /** The header line. */
  header: string;
  /** Reads the page after `cursor` (null: the first page). */
  fetchPage: (cursor: Cursor | null) => Promise<RowPage<Row, Cursor>>;
  /** One row as one line. */
  toLine: (row: Row) => string;
  /** Receives the text of the file in order: the header, then one chunk per page. */
  write: (chunk: string) => void | Promise<void>;
  /** Rows written so far, after each page. */
  onProgress?: (rows: number) => void;
  /** Stops between pages when aborted (the promise rejects with the signal's reason). */
  signal?: AbortSignal;
}

/** Writes the whole CSV page by page; resolves with the number of rows written. */
export async function streamCsv<Row, Cursor>({
  header,
  fetchPage,
  toLine,
  write,
  onProgress,
  signal,
}: StreamCsvOptions<Row, Cursor>): Promise<number> {
  await write(header);
  let rows = 0;
  let cursor: Cursor | null = null;
  do {
    signal?.throwIfAborted();
    const page: RowPage<Row, Cursor> = await fetchPage(cursor);
    let chunk = '';
    for (const row of page.items) chunk += toLine(row);
    if (chunk) await write(chunk);
    rows += page.items.length;
    onProgress?.(rows);
    cursor = page.next;
  } while (cursor !== null);
  return rows;
}

/** The download's file name, e.g. payouts-pending-2026-11-22.csv. */
export function payoutCsvFileName(status: string | undefined, now: Date): string {
  const day = now.toISOString().slice(0, 10);
  return `payouts-${status ? `${status}-` : ''}${day}.csv`;
}
