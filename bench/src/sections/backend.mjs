// @ts-check
import { startStack } from '@groundtruth/dev-stack/stack';
import { importTypeScript } from '../typescript.mjs';

export const name = 'backend';
export const byDefault = true;
export const description =
  'Callables on the local stack: reads per creator screen query, and latency per callable';

export async function run() {
  console.log('\n## Backend (callables on the local stack; reads per screen query)');
  /** @type {typeof import('../measure/functions/backend-bench')} */
  const { benchBackend } = await importTypeScript('./measure/functions/backend-bench.ts');
  const r = await benchBackend(startStack);
  console.log(
    `Document reads per creator screen query, short history vs ${r.historySize} submissions and payouts:`,
  );
  console.table(r.reads);
  console.log('Median client-observed latency per callable (warm):');
  console.table(r.latency);
}
