// @ts-check
import { importTypeScript } from '../typescript.mjs';

export const name = 'queries';
export const byDefault = false;
export const description =
  "The emulator's query planning on 200,000 documents: the reference scan against indexes";

export async function run() {
  console.log(
    '\n## Emulator query planning, 200,000 documents (built CLI, firebase-admin over gRPC)',
  );
  console.log(
    'Before: every query scans and sorts the collection (GT_EMULATOR_QUERY_SCAN=1); after: equality and order indexes, top-k.',
  );
  /** @type {typeof import('../measure/emulator/query-bench')} */
  const { benchQueries } = await importTypeScript('./measure/emulator/query-bench.ts');
  const rows = await benchQueries({ runs: Number(process.env.BENCH_RUNS ?? 15) });
  console.table(
    rows.map((r) => ({
      query: r.query,
      'before median ms': r.medianMs.before,
      'after median ms': r.medianMs.after,
      ratio: `${(r.medianMs.before / r.medianMs.after).toFixed(1)}×`,
      'first run ms (before / after)': `${r.firstMs.before} / ${r.firstMs.after}`,
    })),
  );
}
