import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { TaxReportFile } from '@groundtruth/domain/tax-reporting';
import { readLazily } from '@groundtruth/platform/call-lazily';
import { saveFile } from '@groundtruth/platform/download-file';

/** The Tax reporting page's cache keys, by year. */
export const taxReportKeys = {
  all: ['tax-report'] as const,
  year: (year: number) => [...taxReportKeys.all, year] as const,
};

/** A calendar year's report (taxReport, admins only): read as the page opens or the year changes. */
export const taxReportQuery = (year: number) =>
  queryOptions({
    queryKey: taxReportKeys.year(year),
    queryFn: () => readLazily('taxReport', { year }),
  });

export function useTaxReport(year: number) {
  return useQuery(taxReportQuery(year));
}

/** Hands a file a tax callable returned to the browser as a download. */
export function saveTaxFile(file: TaxReportFile): void {
  const body =
    file.encoding === 'base64'
      ? Uint8Array.from(atob(file.content), (ch) => ch.charCodeAt(0))
      : file.content;
  saveFile(new Blob([body], { type: file.contentType }), file.filename);
}

/** What a download button asks for: a year's CSV, or one recipient's copy. */
export type TaxDownload =
  { kind: '1099' | 'dac7'; year: number } | { kind: 'copy'; year: number; userId: string };

/** Fetches a year's file from its callable (each audited) and saves it. */
export async function downloadTaxFile(download: TaxDownload): Promise<TaxReportFile> {
  const file =
    download.kind === 'copy'
      ? await readLazily('taxRecipientCopy', { year: download.year, userId: download.userId })
      : await readLazily(download.kind === '1099' ? 'exportTaxReport1099' : 'exportTaxReportDac7', {
          year: download.year,
        });
  saveTaxFile(file);
  return file;
}

export function useDownloadTaxFile() {
  return useMutation({ mutationFn: downloadTaxFile });
}
