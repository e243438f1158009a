/**
 * `:ruleCoverage.html`: the coverage report as a page. The source is shown with every
 * expression marked by what it evaluated to (never, true, false, both, an error, another value)
 * and its counts on hover; the allow conditions no request reached are listed at the top. The
 * report's JSON is embedded the way the official page embeds it (`const data = …;` after the
 * line `// Populated by the emulator at runtime`), so tools that read the page still find it.
 */
import {
  MAX_VALUES_PER_EXPRESSION,
  type CoverageNode,
  type CoverageReport,
  type CoverageValue,
} from './coverage.js';

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function describeValue(v: CoverageValue): string {
  const [kind, inner] = Object.entries(v)[0] ?? ['?', undefined];
  if (kind === 'undefined') return `error: ${(inner as { causeMessage?: string }).causeMessage}`;
  if (kind === 'boolValue' || kind === 'intValue' || kind === 'floatValue') return String(inner);
  if (kind === 'stringValue') return JSON.stringify(inner);
  if (kind === 'nullValue') return 'null';
  if (kind === 'otherValues') return 'other values';
  return kind.replace(/Value$/, '');
}

/** The class of a node: what its evaluations came to. */
function outcome(n: CoverageNode): string {
  const values = n.values ?? [];
  if (values.length === 0) return 'never';
  const kinds = new Set(
    values.map((v) =>
      'boolValue' in v.value ? String(v.value.boolValue) : Object.keys(v.value)[0],
    ),
  );
  if (kinds.has('undefined')) return 'error';
  if (kinds.has('true') && kinds.has('false')) return 'both';
  if (kinds.size === 1 && kinds.has('true')) return 'true';
  if (kinds.size === 1 && kinds.has('false')) return 'false';
  return 'value';
}

function title(n: CoverageNode): string {
  const values = n.values ?? [];
  if (values.length === 0) return 'never evaluated';
  return values.map((v) => `${describeValue(v.value)} ×${v.count}`).join('\n');
}

/** The source between `from` and `to`, with each node wrapped in a span (children nested). */
function render(source: string, from: number, to: number, nodes: CoverageNode[]): string {
  let out = '';
  let at = from;
  const sorted = [...nodes].sort(
    (a, b) => a.sourcePosition.currentOffset - b.sourcePosition.currentOffset,
  );
  for (const n of sorted) {
    const start = n.sourcePosition.currentOffset;
    const end = n.sourcePosition.endOffset + 1;
    if (start < at || end > to) continue;
    out += escape(source.slice(at, start));
    out += `<span class="cov ${outcome(n)}" title="${escape(title(n))}">`;
    out += render(source, start, end, n.children ?? []);
    out += '</span>';
    at = end;
  }
  return out + escape(source.slice(at, to));
}

/** The allow conditions (top-level nodes) no request evaluated. */
function unreached(report: CoverageReport): CoverageNode[] {
  return report.report.filter((n) => !n.values?.length);
}

function count(nodes: CoverageNode[]): { all: number; reached: number } {
  let all = 0;
  let reached = 0;
  const walk = (n: CoverageNode) => {
    all++;
    if (n.values?.length) reached++;
    (n.children ?? []).forEach(walk);
  };
  nodes.forEach(walk);
  return { all, reached };
}

export function coverageHtml(report: CoverageReport, project: string): string {
  const file = report.rules.files[0] ?? { name: 'firestore.rules', content: '' };
  const source = file.content;
  const lines = source.split('\n').length;
  const { all, reached } = count(report.report);
  const missed = unreached(report);
  const json = JSON.stringify(report).replace(/</g, '\\u003c');
  const missedList = missed.length
    ? `<ul>${missed
        .map(
          (n) =>
            `<li>L${n.sourcePosition.line}: <code>${escape(source.slice(n.sourcePosition.currentOffset, n.sourcePosition.endOffset + 1).slice(0, 200))}</code></li>`,
        )
        .join('')}</ul>`
    : '<p>Every expression tree was evaluated at least once.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Rules coverage: ${escape(project)}</title>
<style>
body { font: 14px system-ui, sans-serif; margin: 24px; color: #1f2328; }
.src { display: flex; font: 13px ui-monospace, monospace; line-height: 1.5; border: 1px solid #d0d7de; }
.gutter { margin: 0; padding: 8px; text-align: right; color: #8c959f; background: #f6f8fa; user-select: none; }
.code { margin: 0; padding: 8px; overflow-x: auto; }
.cov { border-radius: 2px; }
.never { background: #eaeef2; color: #57606a; text-decoration: underline dotted; }
.true { background: #dafbe1; }
.false { background: #ffebe9; }
.both { background: #fff8c5; }
.error { background: #ffd8b5; }
.value { background: #ddf4ff; }
.legend span { padding: 0 6px; margin-right: 8px; }
</style>
</head>
<body>
<h1>Rules coverage: ${escape(project)}</h1>
<p>${escape(file.name)}: ${reached} of ${all} expressions evaluated. Hover an expression for its values and counts.</p>
<p class="legend"><span class="never">never evaluated</span><span class="true">always true</span><span class="false">always false</span><span class="both">true and false</span><span class="error">error</span><span class="value">other values</span></p>
<h2>Never evaluated: allow conditions and function bodies (${missed.length})</h2>
${missedList}
<h2>Source</h2>
<div class="src"><pre class="gutter">${Array.from({ length: lines }, (_, i) => i + 1).join('\n')}</pre><pre class="code">${render(source, 0, source.length, report.report)}</pre></div>
<script>
// Populated by the emulator at runtime
const data = ${json};

const REPORT_LIMIT_SIZE = ${MAX_VALUES_PER_EXPRESSION};
</script>
</body>
</html>
`;
}
