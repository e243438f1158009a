// @ts-check
import { importTypeScript } from '../typescript.mjs';

export const name = 'firestore';
export const byDefault = true;
export const description =
  'The Firestore emulator (built CLI, over gRPC): start, commits, reads, a query, memory, restart';

export async function run() {
  console.log('\n## Firestore emulator (built CLI, driven through firebase-admin over gRPC)');
  /** @type {typeof import('../measure/emulator/firestore-bench')} */
  const { benchFirestore } = await importTypeScript('./measure/emulator/firestore-bench.ts');
  const f = await benchFirestore();
  console.table([
    { figure: 'start to ready (empty data dir)', value: `${f.startToReadyMs} ms` },
    {
      figure: 'commits/s, one at a time (fsync each)',
      value: f.sequentialCommitsPerSec.toFixed(0),
    },
    {
      figure: 'commits/s, 32 in flight (group commit)',
      value: f.concurrentCommitsPerSec.toFixed(0),
    },
    { figure: 'point reads/s, 32 in flight', value: f.pointReadsPerSec.toFixed(0) },
    {
      figure: 'median query, 10,000 docs, filter + orderBy (50 runs)',
      value: `${f.medianQueryMs10k.toFixed(1)} ms`,
    },
    { figure: 'RSS idle', value: `${f.rssIdleMb.toFixed(0)} MB` },
    { figure: 'RSS with 100,000 small documents', value: `${f.rssWith100kDocsMb.toFixed(0)} MB` },
    { figure: 'restart with 100,000 documents to ready', value: `${f.restartWith100kDocsMs} ms` },
  ]);
}
