import { useMutation } from '@tanstack/react-query';
import { payoutSchema } from '@groundtruth/domain/entities';
import { exportQueries } from '@groundtruth/domain/export-queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage, type Cursor } from '@groundtruth/platform/firestore-queries';
import type { PayoutFilters } from '../payouts-keys';
import { payoutCsvFileName, payoutCsvHeader, payoutCsvLine, streamCsv } from '../payouts-csv';

/** A finished export: the file and how many payouts it holds. */
export interface PayoutExport {
  file: Blob;
  fileName: string;
  rows: number;
}

/**
 * The filtered payouts as a CSV file, read EXPORT_PAGE_SIZE at a time with a cursor. Each page
 * becomes a Blob part as soon as it arrives and the page is dropped, so the browser holds text
 * (which it may keep out of the JS heap), never the query results. The download goes through a
 * plain link, which works everywhere and which browsers and Playwright see as a download.
 */
export async function exportPayouts(
  filters: PayoutFilters,
  onProgress: (rows: number) => void,
): Promise<PayoutExport> {
  const db = await firestore();
  const status = filters.status === 'all' ? undefined : filters.status;
  const spec = exportQueries.payouts(status);
  // The BOM tells Excel the file is UTF-8 (names such as "Tomás").
  const parts: BlobPart[] = ['\uFEFF'];
  const rows = await streamCsv({
    header: payoutCsvHeader(),
    fetchPage: (cursor: Cursor | null) => fetchPage(db, spec, payoutSchema, cursor),
    toLine: payoutCsvLine,
    write: (chunk) => void parts.push(new Blob([chunk])),
    onProgress,
  });
  return {
    file: new Blob(parts, { type: 'text/csv;charset=utf-8' }),
    fileName: payoutCsvFileName(status, new Date()),
    rows,
  };
}

/** Hands a file to the browser as a download. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; let it finish before releasing the file.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Export CSV: builds the file page by page, reporting rows so far, then downloads it. */
export function useExportPayouts(onProgress: (rows: number) => void) {
  return useMutation({
    mutationFn: async (filters: PayoutFilters) => {
      const result = await exportPayouts(filters, onProgress);
      saveFile(result.file, result.fileName);
      return result;
    },
  });
}
