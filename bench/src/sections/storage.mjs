// @ts-check
import { importTypeScript } from '../typescript.mjs';

export const name = 'storage';
export const byDefault = true;
export const description =
  'The Storage emulator: a 200 MB resumable upload and streamed download, and its memory';

export async function run() {
  console.log('\n## Storage emulator (web SDK, 200 MB file, server in its own process)');
  /** @type {typeof import('../measure/emulator/storage-bench')} */
  const { benchStorage } = await importTypeScript('./measure/emulator/storage-bench.ts');
  const s = await benchStorage();
  console.table([
    { figure: 'resumable upload', value: `${s.uploadMBps.toFixed(0)} MB/s` },
    { figure: 'streamed download', value: `${s.downloadMBps.toFixed(0)} MB/s` },
    {
      figure: 'RSS idle → peak',
      value: `${s.idleRssMB.toFixed(0)} → ${s.peakRssMB.toFixed(0)} MB for a ${s.fileMB} MB file`,
    },
  ]);
}
