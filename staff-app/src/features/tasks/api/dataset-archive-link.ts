import { useMutation } from '@tanstack/react-query';
import { callLazily } from '@groundtruth/platform/call-lazily';

/**
 * Download whole dataset: asks for a short-lived link to the export's archive (staff only,
 * audited) and lets the browser follow it, so the file streams to disk and never sits in the
 * page's memory.
 */
export async function downloadDatasetArchive(exportId: string): Promise<void> {
  const { url } = await callLazily((c) => c.datasetArchiveLink, { exportId });
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.rel = 'noopener noreferrer';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

export function useDownloadDatasetArchive() {
  return useMutation({ mutationFn: downloadDatasetArchive });
}
