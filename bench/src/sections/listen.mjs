// @ts-check
import { importTypeScript } from '../typescript.mjs';

export const name = 'listen';
export const byDefault = true;
export const description =
  "The emulator's listen fan-out: web SDK listeners, writes/s and delivery latency";

export async function run() {
  console.log(
    '\n## Listen fan-out (built CLI; full web SDK listeners over gRPC, firebase-admin writer)',
  );
  console.log(
    'Each listener is its own query target; listeners share up to 10 SDK instances in the bench process.',
  );
  /** @type {typeof import('../measure/emulator/listen-bench')} */
  const { benchListen } = await importTypeScript('./measure/emulator/listen-bench.ts');
  const rows = await benchListen();
  console.table(
    rows.map((r) => ({
      listeners: r.listeners,
      'writes/s': r.writesPerSec,
      'deliveries/s': Math.round(r.listeners * r.writesPerSec * r.delivered),
      delivered: `${(r.delivered * 100).toFixed(1)} %`,
      'p50 ms': r.p50Ms.toFixed(1),
      'p99 ms': r.p99Ms.toFixed(1),
      'commit p50 ms': r.commitP50Ms.toFixed(1),
    })),
  );
  console.log(
    'Delivery is measured from the write call to the listener callback, so it includes the commit (fsync) itself.',
  );
}
