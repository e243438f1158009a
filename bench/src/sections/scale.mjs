// @ts-check
import { benchScale } from '../measure/scale.mjs';

export const name = 'scale';
export const byDefault = false;
export const description =
  "Every signed-in screen and job at the scale seed's factors: reads, time, heap (BENCH_FACTORS)";

export async function run() {
  console.log("\n## At scale: every signed-in screen and job at the scale seed's factors");
  console.log(
    'Production build, a fresh stack per factor filled by `seed:scale` (factor 100: 10,000 creators,',
  );
  console.log(
    '50,000 submissions, 200,000 audit entries…); the heavy creator has a tenth of the submissions.',
  );
  console.log(
    'Reads: documents the emulator billed (usage.ts) to the signed-in user (client) and to the',
  );
  console.log(
    'callables (server) while the screen loaded from a saved session; content: navigation to the',
  );
  console.log(
    'heading with no loading status left, median of 5; heap: JS heap used after it settled.',
  );
  const factors = (process.env.BENCH_FACTORS ?? '1,10,100').split(',').map(Number);
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const r = await benchScale({
    factors,
    runs,
    log: process.env.BENCH_VERBOSE || process.env.BENCH_PROGRESS ? console.log : () => {},
  });
  console.table(screenRows(r.factors));
  for (const f of r.factors)
    console.log(
      `factor ${f.factor}: ${f.documents.toLocaleString('en-US')} documents seeded in ${f.seedSeconds} s; heavy creator ${f.heavySubmissions} submissions; load average ${f.load.before} → ${f.load.after} during the screens (2 cores)`,
    );
  if (r.jobs) {
    console.log(
      `\nJobs at factor ${r.jobs.factor} with ${r.jobs.due.acceptances} expired acceptances, ${r.jobs.due.submissions} submissions past auto-approval and ${r.jobs.due.payouts} payouts left processing (one run each; load ${r.jobs.load}):`,
    );
    console.table(r.jobs.rows);
  }
}

/**
 * One row per screen, its figures at each factor side by side.
 * @param {Awaited<ReturnType<typeof benchScale>>['factors']} factors
 */
function screenRows(factors) {
  /** @param {{ as: string, route: string }} s */
  const key = (s) => `${s.as} ${s.route}`;
  const [first] = factors;
  const last = factors[factors.length - 1];
  if (!first || !last) return [];
  /** @param {(typeof factors)[number]} f @param {{ as: string, route: string }} s0 */
  const at = (f, s0) => {
    const s = f.screens.find((x) => key(x) === key(s0));
    if (!s) throw new Error(`factor ${f.factor} has no figures for ${key(s0)}`);
    return s;
  };
  return first.screens.map((s0) => {
    /** @type {Record<string, string>} */
    const row = { screen: key(s0) };
    for (const f of factors) {
      const s = at(f, s0);
      row[`reads ×${f.factor}`] = `${s.clientReads}+${s.serverReads}`;
      row[`content ×${f.factor}`] = `${s.contentMs} ms`;
      row[`heap ×${f.factor}`] = `${s.heapMB} MB`;
    }
    row['reads same'] = factors.every((f) => at(f, s0).clientReads === s0.clientReads)
      ? 'yes'
      : 'NO';
    row['time ratio'] = (at(last, s0).contentMs / s0.contentMs).toFixed(2);
    return row;
  });
}
