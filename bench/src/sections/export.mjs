// @ts-check
import { importTypeScript } from '../typescript.mjs';

export const name = 'export';
export const byDefault = true;
export const description = 'The dataset export job on 1,000 approved files: time and memory';

export async function run() {
  console.log('\n## Dataset export: 1,000 approved files, the job in its own process');
  /** @type {typeof import('../measure/functions/export-bench')} */
  const { benchExport } = await importTypeScript('./measure/functions/export-bench.ts');
  const e = await benchExport();
  console.table([
    {
      figure: 'files exported',
      value: `${e.files} × ${e.fileBytes / 1024} KiB (${e.totalMB.toFixed(0)} MB)`,
    },
    { figure: 'time to complete (copy, hash, manifest, sign)', value: `${e.seconds.toFixed(1)} s` },
    { figure: "exporter's RSS after loading its code", value: `${e.loadedRssMB.toFixed(0)} MiB` },
    { figure: "exporter's peak RSS", value: `${e.peakRssMB.toFixed(0)} MiB` },
    { figure: 'manifest.jsonl', value: `${e.manifestKB.toFixed(0)} KiB` },
  ]);
}
