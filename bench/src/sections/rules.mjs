// @ts-check
import { importTypeScript } from '../typescript.mjs';

export const name = 'rules';
export const byDefault = true;
export const description =
  "The emulator's security-rules engine: parse and evaluate firestore.rules";

export async function run() {
  console.log('## Security-rules engine (realistic firestore.rules, in process)');
  /** @type {typeof import('../measure/emulator/rules-bench')} */
  const { benchRules } = await importTypeScript('./measure/emulator/rules-bench.ts');
  const r = await benchRules();
  console.log(
    `Parse: median ${r.parseMs.toFixed(3)} ms over ${r.parseRuns} parses of a ${r.rulesLines}-line file.`,
  );
  console.log(
    `Evaluate: median ${r.medianEvalMicros.toFixed(1)} µs, p95 ${r.p95EvalMicros.toFixed(1)} µs per request over ${r.evalSamples} decisions.`,
  );
  console.table(
    Object.entries(r.perRequestMicros).map(([request, micros]) => ({
      request,
      'median µs': micros.toFixed(1),
    })),
  );
}
