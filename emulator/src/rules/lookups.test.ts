import { describe, expect, it } from 'vitest';
import {
  type FirestoreRulesRequest,
  type LookupBudget,
  compileRules,
  evaluateFirestore,
} from './index.js';
import { memoryAccess, toFields } from './testing.js';

const D = '/databases/(default)/documents';
const NOW = new Date('2026-03-01T12:00:00Z');
const docs = Object.fromEntries(
  Array.from({ length: 25 }, (_, i) => [`${D}/d/${i}`, toFields({ n: i })]),
);

const R = (cond: string) =>
  compileRules(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /t/{id} {
      allow get, create: if ${cond};
    }
  }
}`);

const chain = (n: number, fn = 'exists') =>
  Array.from({ length: n }, (_, i) => `${fn}(/databases/$(database)/documents/d/${i})`).join(
    ' && ',
  );

function run(cond: string, budget?: LookupBudget, method: FirestoreRulesRequest['method'] = 'get') {
  const data = memoryAccess(docs);
  const d = evaluateFirestore(R(cond), {
    method,
    path: `${D}/t/x`,
    auth: null,
    time: NOW,
    data,
    ...(budget ? { budget } : {}),
  });
  return { d, calls: data.calls };
}

describe('document lookups: get, exists, limits, caching', () => {
  // prettier-ignore
  it.each([
    ['get returns .data', 'get(/databases/$(database)/documents/d/3).data.n == 3', true],
    ['get returns .id', "get(/databases/$(database)/documents/d/3).id == '3'", true],
    ['get returns __name__', 'get(/databases/$(database)/documents/d/3).__name__ == /databases/(default)/documents/d/3', true],
    ['exists true', 'exists(/databases/$(database)/documents/d/3)', true],
    ['exists false', 'exists(/databases/$(database)/documents/d/99)', false],
    // rules.firestore: get() returns "the document, or null if it does not exist".
    ['get of a missing document is null', 'get(/databases/$(database)/documents/d/99) == null', true],
    ['a field of a missing document is the error', 'get(/databases/$(database)/documents/d/99).data.n == 1', false],
    ['getAfter of a missing document is null', 'getAfter(/databases/$(database)/documents/d/99) == null', true],
    ['existsAfter(p) == (getAfter(p) != null)', 'existsAfter(/databases/$(database)/documents/d/4) == (getAfter(/databases/$(database)/documents/d/4) != null) && existsAfter(/databases/$(database)/documents/d/99) == (getAfter(/databases/$(database)/documents/d/99) != null)', true],
    ['a missing get is overridden by ||', 'get(/databases/$(database)/documents/d/99).data.n == 1 || true', true],
    ['collection paths are invalid', 'exists(/databases/$(database)/documents/d)', false],
    ['paths outside documents are invalid', 'exists(/d/1)', false],
    ['a string is not a path', "exists('/databases/(default)/documents/d/1')", false],
    ['getAfter without pending writes sees the stored doc', 'getAfter(/databases/$(database)/documents/d/4).data.n == 4', true],
    ['existsAfter', 'existsAfter(/databases/$(database)/documents/d/4)', true],
    ['ten lookups are allowed', chain(10), true],
    ['the eleventh lookup errors', chain(11), false],
    ['repeated paths count once', `${chain(10)} && exists(/databases/$(database)/documents/d/0) && get(/databases/$(database)/documents/d/1).data.n == 1`, true],
  ])('%s', (_n, cond, allowed) => {
    expect(run(cond).d.allowed).toBe(allowed);
  });

  it('serves repeated lookups from cache', () => {
    const { calls } = run(
      'get(/databases/$(database)/documents/d/1).data.n == 1 && exists(/databases/$(database)/documents/d/1)',
    );
    expect(calls).toEqual([`get ${D}/d/1`]);
  });

  it('explains the exceeded limit', () => {
    const { d } = run(chain(11));
    expect(d.explanation).toContain('Exceeded maximum of 10 document lookups');
  });

  it('a batch budget is shared across requests and limited to 20', () => {
    const budget: LookupBudget = { used: 0, limit: 20 };
    const cond = (from: number) =>
      Array.from(
        { length: 8 },
        (_, i) => `exists(/databases/$(database)/documents/d/${from + i})`,
      ).join(' && ');
    expect(run(cond(0), budget, 'create').d.allowed).toBe(true);
    expect(run(cond(8), budget, 'create').d.allowed).toBe(true);
    expect(budget.used).toBe(16);
    expect(run(cond(16), budget, 'create').d.allowed).toBe(false);
    expect(budget.used).toBe(20);
  });

  it('a batch pays once for a document read by several of its writes', () => {
    const budget: LookupBudget = { used: 0, limit: 20 };
    const cond =
      'exists(/databases/$(database)/documents/d/1) && exists(/databases/$(database)/documents/d/2)';
    expect(run(cond, budget, 'create').d.allowed).toBe(true);
    expect(run(cond, budget, 'create').d.allowed).toBe(true);
    expect(budget.used).toBe(2);
  });

  it('does not look anything up when the condition short-circuits', () => {
    const { calls } = run('false && exists(/databases/$(database)/documents/d/1)');
    expect(calls).toEqual([]);
  });
});
