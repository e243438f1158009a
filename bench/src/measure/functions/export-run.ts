/**
 * The exporter's process for export-bench.ts: runs the exportDatasets job until the export
 * named on the command line is settled, then prints one JSON line with the time it took and
 * this process's peak RSS (getrusage's ru_maxrss).
 */
import { db } from '../../../../functions/src/core/app';
import { exportDatasetsJob } from '../../../../functions/src/datasets/export-datasets';

const exportId = process.argv[2] ?? '';
db();
const loadedRssMB = process.memoryUsage().rss / 1048576;
const job = exportDatasetsJob({ runBudgetMs: 10 * 60_000 });
const started = performance.now();
let status = '';
for (let run = 0; run < 20; run++) {
  await job.run(new Date());
  status = String((await db().doc(`dataset_exports/${exportId}`).get()).get('status'));
  if (status === 'complete' || status === 'failed') break;
}
const ms = performance.now() - started;
console.log(
  JSON.stringify({
    ms,
    status,
    loadedRssMB,
    peakRssMB: process.resourceUsage().maxRSS / 1024,
  }),
);
process.exit(0);
