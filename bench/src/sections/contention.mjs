// @ts-check
import { importTypeScript } from '../typescript.mjs';

export const name = 'contention';
export const byDefault = false;
export const description =
  'A launch-day mix of callables against the emulator in contention mode, 5 to 80 events/s (BENCH_CONTENTION_SECONDS)';

const count = (/** @type {number} */ n) => Math.round(n).toLocaleString('en-US');

/** @param {import('../measure/functions/contention-bench').StepFigures} step */
function stepLine(step) {
  const completed = ((100 * step.completed) / step.events).toFixed(1);
  const busiest = step.busiest
    ? `${step.busiest.commitsPerSecond.toFixed(1)} commits/s (${step.busiest.document})`
    : 'none';
  return (
    `contention: offered ${step.offered}/s, completed ${completed}%, errors ${count(step.errors)}, ` +
    `p50 ${count(step.p50Ms)} ms, p99 ${count(step.p99Ms)} ms, busiest document ${busiest}`
  );
}

export async function run() {
  const seconds = Number(process.env.BENCH_CONTENTION_SECONDS ?? 60);
  // BENCH_CONTENTION_RATES=50 or 50,80: only those steps (the seed is sized for them).
  const rates = process.env.BENCH_CONTENTION_RATES?.split(',')
    .map((rate) => Number(rate.trim()))
    .filter((rate) => rate > 0);
  console.log(
    `\n## Contention (callables in process, the emulator in contention mode; ${seconds} s a step)`,
  );
  /** @type {typeof import('../measure/functions/contention-bench')} */
  const { benchContention } = await importTypeScript('./measure/functions/contention-bench.ts');
  const detail = process.env.BENCH_DETAIL === '1';
  const started = performance.now();
  const r = await benchContention({
    seconds,
    ...(rates?.length ? { rates } : {}),
    onProgress: (line) => {
      if (process.env.BENCH_PROGRESS === '1')
        console.log(`  … ${((performance.now() - started) / 1000).toFixed(0)} s: ${line}`);
    },
    onStep: (step) => {
      console.log(stepLine(step));
      if (detail || step.starved > 0)
        console.log(
          `  ${count(step.events)} events, ${count(step.completed)} completed, ${count(step.starved)} with nothing left to act on; errors: ${JSON.stringify(step.errorCodes)}`,
        );
      if (detail)
        for (const [key, message] of Object.entries(step.errorSamples))
          console.log(`  first ${key}: ${message}`);
      if (detail)
        for (const d of step.mostRefused)
          console.log(
            `  refused ${count(d.refused)} times, committed ${count(d.commits)}: ${d.document}`,
          );
    },
  });
  console.log(
    `contention: the task with ${count(r.bigTask.slots)} slots has ${count(r.bigTask.acceptances)} acceptances` +
      (r.bigTask.acceptances <= r.bigTask.slots
        ? ' (never more than its slots)'
        : ' (MORE THAN ITS SLOTS)'),
  );
  console.log(`contention: recount changed ${count(r.recountChanged)} figures`);
  if (r.bigTask.acceptances > r.bigTask.slots) process.exitCode = 1;
}
