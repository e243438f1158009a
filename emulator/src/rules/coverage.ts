/**
 * The rules coverage report, as the official Firestore emulator serves it at
 * `GET /emulator/v1/projects/{p}:ruleCoverage`: the rules source, then a tree of every
 * expression of every allow condition, function body and `let` (children are the
 * sub-expressions), each with the values it evaluated to and how often. An expression no
 * request reached has no `values`, so a rule no test reaches shows.
 *
 * Node shape (what the official report's consumers read): `sourcePosition` {fileName, line,
 * column, currentOffset, endOffset (inclusive)}, `values` [{value, count}], `children`.
 * Values are in the rules' own proto form (`boolValue`, `intValue`, `stringValue`, `mapValue`,
 * …), an evaluation error is `{"undefined": {"causeMessage": …}}`.
 */
import type { Expr, FunctionDecl, MatchBlock } from './ast.js';
import type { CompiledRules } from './compile.js';
import {
  RBytes,
  RDuration,
  RError,
  RLatLng,
  RList,
  RMap,
  RMapDiff,
  RPath,
  RSet,
  RTimestamp,
  type Result,
} from './values.js';

/** Distinct values kept per expression; later ones are counted under `{"otherValues": {}}`. */
export const MAX_VALUES_PER_EXPRESSION = 20;

/** Stands for the values counted past MAX_VALUES_PER_EXPRESSION. */
const OTHER = new RError('other values');

export type CoverageValue = Record<string, unknown>;

export interface CoverageNode {
  sourcePosition: {
    fileName: string;
    line: number;
    column: number;
    currentOffset: number;
    endOffset: number;
  };
  values?: { value: CoverageValue; count: number }[];
  children?: CoverageNode[];
}

export interface CoverageReport {
  rules: { files: { name: string; content: string }[] };
  report: CoverageNode[];
}

/** What the evaluator calls for each expression it evaluates (the `coverage` of a request). */
export interface CoverageSink {
  record(e: Expr, r: Result): void;
}

function timestampText(nanos: bigint): string {
  const ms = nanos / 1_000_000n;
  const frac = (((nanos % 1_000_000_000n) + 1_000_000_000n) % 1_000_000_000n)
    .toString()
    .padStart(9, '0');
  return new Date(Number(ms)).toISOString().replace(/\.\d{3}Z$/, `.${frac}Z`);
}

/** A rules value in the report's proto form. */
export function coverageValue(r: Result): CoverageValue {
  if (r instanceof RError) return { undefined: { causeMessage: r.message } };
  if (r === null) return { nullValue: 'NULL_VALUE' };
  switch (typeof r) {
    case 'boolean':
      return { boolValue: r };
    case 'bigint':
      return { intValue: r.toString() };
    case 'number':
      return { floatValue: Number.isFinite(r) ? r : String(r) };
    case 'string':
      return { stringValue: r };
    default:
      break;
  }
  if (r instanceof RList) return { listValue: { values: r.items.map(coverageValue) } };
  if (r instanceof RSet) return { setValue: { values: r.items.map(coverageValue) } };
  if (r instanceof RMap) {
    const fields: Record<string, CoverageValue> = {};
    for (const [k, v] of r.entries) fields[k] = coverageValue(v);
    return { mapValue: { fields } };
  }
  if (r instanceof RTimestamp) return { timestampValue: timestampText(r.nanos) };
  if (r instanceof RDuration) return { durationValue: `${Number(r.nanos) / 1e9}s` };
  if (r instanceof RLatLng) return { latlngValue: { latitude: r.lat, longitude: r.lng } };
  if (r instanceof RBytes) return { bytesValue: Buffer.from(r.data).toString('base64') };
  if (r instanceof RPath)
    return { pathValue: { segments: r.segments.map((simple) => ({ simple })) } };
  if (r instanceof RMapDiff)
    return { mapDiffValue: { left: coverageValue(r.left), right: coverageValue(r.right) } };
  return { undefined: { causeMessage: 'Unknown value.' } };
}

/** An expression's direct sub-expressions, in source order. */
function childrenOf(e: Expr): Expr[] {
  switch (e.kind) {
    case 'list':
      return e.items;
    case 'map':
      return e.entries.flatMap(({ key, value }) => [key, value]);
    case 'path':
      return e.segments.flatMap((s) => s.flatMap((p) => (p.kind === 'expr' ? [p.expr] : [])));
    case 'member':
      return [e.target];
    case 'index':
      return [e.target, e.index];
    case 'range':
      return [e.target, ...(e.from ? [e.from] : []), ...(e.to ? [e.to] : [])];
    case 'call':
      return e.args;
    case 'method':
      return [e.target, ...e.args];
    case 'unary':
    case 'is':
      return [e.operand];
    case 'binary':
      return [e.left, e.right];
    case 'ternary':
      return [e.cond, e.then, e.otherwise];
    default:
      return [];
  }
}

/** Every expression tree of a rules file, in source order: function lets and bodies, allow conditions. */
function roots(rules: CompiledRules): Expr[] {
  const out: Expr[] = [];
  const fn = (f: FunctionDecl) => {
    for (const l of f.lets) out.push(l.value);
    out.push(f.body);
  };
  const block = (m: MatchBlock) => {
    m.functions.forEach(fn);
    for (const a of m.allows) if (a.condition) out.push(a.condition);
    m.matches.forEach(block);
  };
  rules.file.functions.forEach(fn);
  rules.file.matches.forEach(block);
  return out.sort((a, b) => a.loc.start - b.loc.start);
}

/**
 * The key a value is counted under: scalars and errors by value; maps, lists, sets and map
 * diffs by kind only (shown as the first one seen), so that counting never serialises a
 * document, which would make every rules evaluation several times slower.
 */
function keyOf(r: Result): string {
  if (r instanceof RError) return `e:${r.message}`;
  if (r === null) return 'n';
  switch (typeof r) {
    case 'boolean':
      return r ? 'true' : 'false';
    case 'bigint':
      return `i:${r}`;
    case 'number':
      return `f:${r}`;
    case 'string':
      return `s:${r}`;
    default:
      break;
  }
  if (r instanceof RTimestamp) return `t:${r.nanos}`;
  if (r instanceof RDuration) return `d:${r.nanos}`;
  if (r instanceof RPath) return `p:${r.toString()}`;
  if (r instanceof RLatLng) return `l:${r.lat},${r.lng}`;
  if (r instanceof RBytes) return `y:${Buffer.from(r.data).toString('base64')}`;
  return `c:${r.constructor.name}`;
}

/** The counts of one project's rules; a new rules text starts a new RulesCoverage. */
export class RulesCoverage implements CoverageSink {
  /** Per expression: value key → the first value seen under it (converted at report time), count. */
  private readonly counts = new Map<Expr, Map<string, { first: Result; count: number }>>();

  constructor(
    readonly rules: CompiledRules,
    readonly fileName = 'firestore.rules',
  ) {}

  record(e: Expr, r: Result): void {
    let byValue = this.counts.get(e);
    if (!byValue) this.counts.set(e, (byValue = new Map()));
    const key = keyOf(r);
    const hit = byValue.get(key);
    if (hit) hit.count++;
    else if (byValue.size < MAX_VALUES_PER_EXPRESSION) byValue.set(key, { first: r, count: 1 });
    else {
      const other = byValue.get('other');
      if (other) other.count++;
      else byValue.set('other', { first: OTHER, count: 1 });
    }
  }

  report(): CoverageReport {
    const source = this.rules.source;
    const lineStarts = [0];
    for (let i = 0; i < source.length; i++) if (source[i] === '\n') lineStarts.push(i + 1);
    const node = (e: Expr): CoverageNode => {
      let line = 0;
      while (line + 1 < lineStarts.length && (lineStarts[line + 1] ?? 0) <= e.loc.start) line++;
      const n: CoverageNode = {
        sourcePosition: {
          fileName: this.fileName,
          line: line + 1,
          column: e.loc.start - (lineStarts[line] ?? 0) + 1,
          currentOffset: e.loc.start,
          endOffset: e.loc.end - 1,
        },
      };
      const values = this.counts.get(e);
      if (values)
        n.values = [...values.values()].map(({ first, count }) => ({
          value: first === OTHER ? { otherValues: {} } : coverageValue(first),
          count,
        }));
      const children = childrenOf(e).map(node);
      if (children.length) n.children = children;
      return n;
    };
    return {
      rules: { files: [{ name: this.fileName, content: source }] },
      report: roots(this.rules).map(node),
    };
  }
}
