/**
 * The "Security rule limits" table of the rules-structure guide
 * (firebase.google.com/docs/firestore/security/rules-structure#security_rule_limits):
 * the rows a single file can break are refused when it is compiled, with line and column;
 * the run-time rows (call depth, expressions per request) deny.
 */
import { describe, expect, it } from 'vitest';
import { RulesSyntaxError, compileRules, evaluateFirestore } from './index.js';
import { memoryAccess } from './testing.js';

/** Wraps statements in a Firestore service: the body starts on line 4, column 5 when indented 4. */
const F = (body: string) =>
  `rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n${body}\n  }\n}\n`;

function compileError(source: string): RulesSyntaxError {
  try {
    compileRules(source);
  } catch (e) {
    if (e instanceof RulesSyntaxError) return e;
    throw e;
  }
  throw new Error('expected a RulesSyntaxError');
}

const params = (n: number) => Array.from({ length: n }, (_, i) => `a${i}`).join(', ');
const lets = (n: number) => Array.from({ length: n }, (_, i) => `let v${i} = ${i};`).join(' ');
/** `match /s1 { match /s2 { … allow read; } }` with `depth` blocks under the documents block. */
const nested = (depth: number, seg = (i: number) => `/s${i}`) => {
  let body = 'allow read;';
  for (let i = depth; i >= 1; i--) body = `match ${seg(i)} { ${body} }`;
  return body;
};

describe('compile-time limits (rules-structure guide, "Security rule limits")', () => {
  // prettier-ignore
  const refused: [string, string, number, number, string][] = [
    ['recursive function', '    function f(n) { return f(n - 1); }', 4, 28,
      "recursive or cyclical function calls are not permitted: 'f' calls 'f'"],
    ['mutually recursive functions', '    function f() { return g(); }\n    function g() { return f(); }', 5, 27,
      "recursive or cyclical function calls are not permitted: 'f' calls 'g' calls 'f'"],
    ['recursion through a let', '    function f() { let x = f(); return x; }', 4, 28,
      "recursive or cyclical function calls are not permitted: 'f' calls 'f'"],
    ['a cycle closed by an inner block\'s function', '    function f() { return g(); }\n    match /a/{b} { function g() { return f(); } allow read: if f(); }', 5, 42,
      "recursive or cyclical function calls are not permitted: 'f' calls 'g' calls 'f'"],
    ['a recursive function nobody calls', '    match /a/{b} { function f() { return f(); } }', 4, 42,
      'recursive or cyclical function calls are not permitted'],
    ['8 function arguments', `    function f(${params(8)}) { return true; }`, 4, 5,
      "function 'f' declares 8 arguments; the maximum number of function arguments is 7"],
    ['11 let bindings', `    function f() { ${lets(11)} return true; }`, 4, 140,
      "function 'f' declares 11 let bindings; the maximum number of let variable bindings per function is 10"],
    ['match nesting depth 11', `    ${nested(10)}`, 4, 113,
      'match statements are nested 11 deep; the maximum nested match statement depth is 10'],
    ['21 path capture variables', `    match /${Array.from({ length: 20 }, (_, i) => `{w${i}}`).join('/')} { allow read; }`, 4, 5,
      'the nested match statements capture 21 path variables; the maximum number of path capture variables within a set of nested match statements is 20'],
    ['101 path segments', `    match /${Array.from({ length: 98 }, (_, i) => `s${i}`).join('/')} { allow read; }`, 4, 5,
      "the nested match statements' path is 101 segments long; the maximum path length within a set of nested match statements is 100"],
  ];
  it.each(refused)('refuses %s', (_n, body, line, column, detail) => {
    const e = compileError(F(body));
    expect({ line: e.line, column: e.column }).toEqual({ line, column });
    expect(e.detail).toContain(detail);
  });

  // prettier-ignore
  const accepted: [string, string][] = [
    ['7 function arguments', `    function f(${params(7)}) { return true; }`],
    ['10 let bindings', `    function f() { ${lets(10)} return true; }`],
    ['match nesting depth 10', `    ${nested(9)}`],
    ['20 path capture variables', `    match /${Array.from({ length: 19 }, (_, i) => `{w${i}}`).join('/')} { allow read; }`],
    ['100 path segments', `    match /${Array.from({ length: 97 }, (_, i) => `s${i}`).join('/')} { allow read; }`],
    ['functions calling each other without a cycle', '    function f() { return g() && h(); }\n    function g() { return h(); }\n    function h() { return true; }'],
    ['a function and a parameter of the same name', '    function f(g) { return g; }\n    function g() { return f(1); }'],
  ];
  it.each(accepted)('accepts %s', (_n, body) => {
    expect(() => compileRules(F(body))).not.toThrow();
  });

  it('refuses a source over 256 KB', () => {
    const padding = `    // ${'x'.repeat(256 * 1024)}`;
    const e = compileError(F(padding));
    expect({ line: e.line, column: e.column }).toEqual({ line: 1, column: 1 });
    expect(e.detail).toContain('the maximum size of a ruleset source is 256 KB');
  });
});

describe('run-time limits', () => {
  const D = '/databases/(default)/documents';
  const decide = (body: string) =>
    evaluateFirestore(compileRules(F(body)), {
      method: 'get',
      path: `${D}/a/1`,
      auth: null,
      time: new Date('2026-01-01T00:00:00Z'),
      data: memoryAccess({}),
    });

  /** f0() calls f1() … calls f{n-1}(), which returns true: a call depth of n. */
  const chain = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      i === n - 1
        ? `    function f${i}() { return true; }`
        : `    function f${i}() { return f${i + 1}(); }`,
    ).join('\n');

  it('a function call depth of 20 is allowed', () => {
    expect(decide(`${chain(20)}\n    match /a/{x} { allow get: if f0(); }`).allowed).toBe(true);
  });

  it('a function call depth of 21 denies', () => {
    const d = decide(`${chain(21)}\n    match /a/{x} { allow get: if f0(); }`);
    expect(d.allowed).toBe(false);
    expect(d.explanation).toContain('Maximum function call depth (20)');
  });

  /** `n` comparisons `x == 2` joined by ||: each counts 2 nodes (== and x; literals are not counted), each || 1. */
  const ors = (n: number) => Array.from({ length: n }, () => 'x == 2').join(' || ');

  it('1,000 evaluated expressions are allowed', () => {
    // 333 comparisons and 332 ||: 3 × 333 - 1 = 998 counted nodes.
    const cond = `${ors(332)} || x == '1'`;
    expect(decide(`    match /a/{x} { allow get: if ${cond}; }`).allowed).toBe(true);
  });

  it('the 1,001st evaluated expression denies, in production wording', () => {
    // 334 comparisons and 333 ||: 1,001 counted nodes.
    const cond = `${ors(333)} || x == '1'`;
    const d = decide(`    match /a/{x} { allow get: if ${cond}; }`);
    expect(d.allowed).toBe(false);
    expect(d.explanation).toContain(
      'Unable to evaluate the expression as the maximum of 1000 expressions to evaluate has been reached.',
    );
  });

  it('the count is per request: the allows tried share it', () => {
    const half = `${ors(200)}`;
    const d = decide(
      `    match /a/{x} { allow get: if ${half}; allow get: if ${half}; allow get: if x == '1'; }`,
    );
    expect(d.allowed).toBe(false);
  });
});
