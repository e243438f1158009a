/**
 * Writes the emulator's rules coverage report (`:ruleCoverage` and `:ruleCoverage.html`, as the
 * official Firestore emulator serves them) to `coverage/rules/` at the repository root (ignored
 * by git), so a run of the rules matrix leaves an artifact where a rule no test reaches shows.
 */
import fs from 'node:fs';
import path from 'node:path';
import { HOST, PORTS, PROJECT_ID } from './stack';

export const COVERAGE_DIR = path.resolve(import.meta.dirname, '../../coverage/rules');

export interface CoverageNode {
  sourcePosition: { line: number; currentOffset: number; endOffset: number };
  values?: { value: Record<string, unknown>; count: number }[];
  children?: CoverageNode[];
}

export interface RulesCoverageReport {
  rules: { files: { name: string; content: string }[] };
  report: CoverageNode[];
}

/** Fetches the report for the test project and writes `<name>.json` and `<name>.html`. */
export async function writeRulesCoverage(name: string): Promise<RulesCoverageReport> {
  const base = `http://${HOST}:${PORTS.firestore}/emulator/v1/projects/${PROJECT_ID}:ruleCoverage`;
  const [json, html] = await Promise.all([fetch(base), fetch(`${base}.html`)]);
  if (!json.ok || !html.ok) throw new Error(`rule coverage: ${json.status} / ${html.status}`);
  const report = (await json.json()) as RulesCoverageReport;
  fs.mkdirSync(COVERAGE_DIR, { recursive: true });
  fs.writeFileSync(path.join(COVERAGE_DIR, `${name}.json`), JSON.stringify(report, null, 2));
  fs.writeFileSync(path.join(COVERAGE_DIR, `${name}.html`), await html.text());
  return report;
}

/** The allow conditions and function bodies no request evaluated: "L12: <source>". */
export function unreached(report: RulesCoverageReport): string[] {
  const source = report.rules.files[0]?.content ?? '';
  return report.report
    .filter((n) => !n.values?.length)
    .map(
      (n) =>
        `L${n.sourcePosition.line}: ${source.slice(n.sourcePosition.currentOffset, n.sourcePosition.endOffset + 1).replace(/\s+/g, ' ')}`,
    );
}

/** The allow conditions that only ever came out one way: "L12 (always false): <source>". */
export function oneSided(report: RulesCoverageReport): string[] {
  const source = report.rules.files[0]?.content ?? '';
  return report.report.flatMap((n) => {
    const outcomes = new Set((n.values ?? []).map((v) => JSON.stringify(v.value)));
    if (outcomes.size !== 1) return [];
    const [only] = [...outcomes];
    if (only !== '{"boolValue":true}' && only !== '{"boolValue":false}') return [];
    const text = source
      .slice(n.sourcePosition.currentOffset, n.sourcePosition.endOffset + 1)
      .replace(/\s+/g, ' ');
    return [
      `L${n.sourcePosition.line} (always ${only.includes('true') ? 'true' : 'false'}): ${text}`,
    ];
  });
}
