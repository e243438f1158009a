/**
 * The rules coverage report (`:ruleCoverage`, `:ruleCoverage.html`) on a small rules file,
 * driven through the web SDK: every expression is listed with how often it was evaluated and
 * to what; an allow no request reached has no values.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, getDoc, setDoc } from 'firebase/firestore/lite';
import { startTestEmulator, type TestEmulator } from './helpers.js';

const PROJECT = 'demo-coverage';

// Line 5: the get condition; line 6: the create condition; line 7: never reached by the test.
const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /notes/{id} {
      allow get: if request.auth != null && request.auth.uid == id
      allow create: if request.resource.data.size() < 3;
      allow delete: if false;
    }
  }
}
`;

interface Node {
  sourcePosition: { line: number; column: number; currentOffset: number; endOffset: number };
  values?: { value: Record<string, unknown>; count: number }[];
  children?: Node[];
}
interface Report {
  rules: { files: { name: string; content: string }[] };
  report: Node[];
}

const text = (n: Node) =>
  RULES.slice(n.sourcePosition.currentOffset, n.sourcePosition.endOffset + 1);

function find(nodes: Node[], source: string): Node | undefined {
  for (const n of nodes) {
    if (text(n) === source) return n;
    const inner = find(n.children ?? [], source);
    if (inner) return inner;
  }
  return undefined;
}

let emu: TestEmulator;
let report: Report;

beforeAll(async () => {
  emu = await startTestEmulator({ dataDir: null });
  expect((await emu.setRules(PROJECT, RULES)).status).toBe(200);
  const alice = emu.web(PROJECT, { sub: 'alice' });
  const anonymous = emu.web(PROJECT);
  await getDoc(doc(alice, 'notes/alice')); // true
  await getDoc(doc(alice, 'notes/alice')); // true again
  await expect(getDoc(doc(alice, 'notes/bob'))).rejects.toThrow(); // uid == id false
  await expect(getDoc(doc(anonymous, 'notes/alice'))).rejects.toThrow(); // auth != null false
  await setDoc(doc(alice, 'notes/n1'), { a: 1 }); // size() < 3 true
  const res = await fetch(`${emu.url}/emulator/v1/projects/${PROJECT}:ruleCoverage`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  report = (await res.json()) as Report;
});

afterAll(async () => {
  await emu.close();
});

describe(':ruleCoverage', () => {
  it('carries the rules and one tree per allow condition, in source order', () => {
    expect(report.rules.files).toEqual([{ name: 'firestore.rules', content: RULES }]);
    expect(report.report.map((n) => [n.sourcePosition.line, text(n)])).toEqual([
      [5, 'request.auth != null && request.auth.uid == id'],
      [6, 'request.resource.data.size() < 3'],
      [7, 'false'],
    ]);
    expect(report.report[0]?.sourcePosition).toMatchObject({ line: 5, column: 21 });
  });

  it('counts each expression by the value it came to', () => {
    const get = report.report[0] as Node;
    expect(get.values).toEqual(
      expect.arrayContaining([
        { value: { boolValue: true }, count: 2 },
        { value: { boolValue: false }, count: 2 },
      ]),
    );
    expect(find([get], 'request.auth != null')?.values).toEqual(
      expect.arrayContaining([
        { value: { boolValue: true }, count: 3 },
        { value: { boolValue: false }, count: 1 },
      ]),
    );
    // Reached only when signed in (&& stops at the false left side otherwise).
    expect(find([get], 'request.auth.uid == id')?.values).toEqual(
      expect.arrayContaining([
        { value: { boolValue: true }, count: 2 },
        { value: { boolValue: false }, count: 1 },
      ]),
    );
    expect(find([get], 'id')?.values).toEqual(
      expect.arrayContaining([
        { value: { stringValue: 'alice' }, count: 2 },
        { value: { stringValue: 'bob' }, count: 1 },
      ]),
    );
    const create = report.report[1] as Node;
    expect(create.values).toEqual([{ value: { boolValue: true }, count: 1 }]);
    expect(find([create], 'request.resource.data.size()')?.values).toEqual([
      { value: { intValue: '1' }, count: 1 },
    ]);
  });

  it('lists an expression no request reached without values', () => {
    expect(report.report[2]?.values).toBeUndefined();
  });

  it('counts an evaluation error as the error', async () => {
    const other = 'demo-coverage-errors';
    await emu.setRules(
      other,
      RULES.replace('request.resource.data.size() < 3', 'request.resource.data.missing == 1'),
    );
    const db = emu.web(other, { sub: 'alice' });
    await expect(setDoc(doc(db, 'notes/n2'), { a: 1 })).rejects.toThrow();
    const r = (await (
      await fetch(`${emu.url}/emulator/v1/projects/${other}:ruleCoverage`)
    ).json()) as Report;
    const missing = r.report[1]?.children?.[0];
    expect(missing?.values?.[0]?.value).toMatchObject({
      undefined: { causeMessage: expect.stringContaining('missing') },
    });
  });

  it('starts again when the project gets new rules', async () => {
    const other = 'demo-coverage-reload';
    await emu.setRules(other, RULES);
    await getDoc(doc(emu.web(other, { sub: 'alice' }), 'notes/alice'));
    await emu.setRules(other, RULES + '\n');
    const r = (await (
      await fetch(`${emu.url}/emulator/v1/projects/${other}:ruleCoverage`)
    ).json()) as Report;
    expect(r.report.every((n) => n.values === undefined)).toBe(true);
  });
});

describe(':ruleCoverage.html', () => {
  it('marks the source by outcome, lists what was never evaluated and embeds the report', async () => {
    const res = await fetch(`${emu.url}/emulator/v1/projects/${PROJECT}:ruleCoverage.html`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<span class="cov both" title="true ×2\nfalse ×2">');
    expect(html).toContain('<span class="cov never" title="never evaluated">false</span>');
    expect(html).toMatch(/Never evaluated[^<]*\(1\)<\/h2>\s*<ul><li>L7: <code>false<\/code>/);
    const data =
      /\/\/ Populated by the emulator at runtime\nconst data = (.*);\n\nconst REPORT_LIMIT_SIZE/s.exec(
        html,
      );
    expect(JSON.parse(data?.[1] ?? 'null')).toEqual(report);
  });
});
