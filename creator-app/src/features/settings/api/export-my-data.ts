import { useMutation } from '@tanstack/react-query';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { myDataFileName } from '@groundtruth/domain/my-data';
import { saveFile } from '@groundtruth/platform/download-file';

/**
 * "Download my data": the exportMyData callable reads the person's own documents on
 * the server; the browser saves them as one JSON file. The Functions SDK and the callables' schemas load on the click.
 */
export async function exportMyData(): Promise<void> {
  const data = await callLazily((c) => c.exportMyData, {});
  const json = JSON.stringify(data, null, 2);
  saveFile(new Blob([json], { type: 'application/json' }), myDataFileName(data.exportedAt));
}

/** Download my data; the caller reports success or failure. */
export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData });
}
