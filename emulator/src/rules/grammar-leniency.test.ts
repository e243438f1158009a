/**
 * What Google's rules parser accepts beyond the strict grammar (README, "Grammar leniencies"):
 * each leniency parses and means what it says when evaluated.
 */
import { describe, expect, it } from 'vitest';
import { compileRules, evaluateFirestore, evaluateStorage } from './index.js';
import { memoryAccess } from './testing.js';

const F = (body: string) =>
  `rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n${body}\n  }\n}\n`;

/** Decides get and create of /databases/(default)/documents/c/d for a signed-out caller. */
function decide(source: string): { get: boolean; create: boolean } {
  const rules = compileRules(source);
  const at = (method: 'get' | 'create') =>
    evaluateFirestore(rules, {
      method,
      path: '/databases/(default)/documents/c/d',
      auth: null,
      time: new Date(),
      data: memoryAccess({}),
      resource: null,
      requestResource:
        method === 'create'
          ? { name: 'projects/p/databases/(default)/documents/c/d', fields: {} }
          : null,
    }).allowed;
  return { get: at('get'), create: at('create') };
}

describe("an allow's closing ';' is optional", () => {
  it('between two allow statements on separate lines (the issue-26 case)', () => {
    expect(
      decide(
        F('    match /c/{d} {\n      allow read: if true\n      allow create: if false;\n    }'),
      ),
    ).toEqual({ get: true, create: false });
  });

  it('between two allow statements on one line', () => {
    expect(decide(F('    match /c/{d} { allow read: if false allow create: if true }'))).toEqual({
      get: false,
      create: true,
    });
  });

  it('before a nested match and before a function', () => {
    const source = F(`    match /c/{d} {
      allow read: if ok()
      function ok() { return true }
      allow create: if false
      match /e/{f} { allow read }
    }`);
    expect(decide(source)).toEqual({ get: true, create: false });
    expect(compileRules(source).file.matches[0]?.matches[0]?.functions).toHaveLength(1);
  });

  it('after an unconditional allow, with and without the list of methods', () => {
    expect(decide(F('    match /c/{d} {\n      allow read\n      allow write\n    }'))).toEqual({
      get: true,
      create: true,
    });
    expect(decide(F('    match /c/{d} { allow read, write }'))).toEqual({
      get: true,
      create: true,
    });
  });

  it('at the end of a block (and in storage.rules)', () => {
    const rules = compileRules(
      'service firebase.storage {\n  match /b/{bucket}/o/{all=**} {\n    allow write: if false\n    allow read: if true\n  }\n}',
    );
    const at = (method: 'get' | 'create') =>
      evaluateStorage(rules, {
        method,
        bucket: 'b',
        objectPath: 'x',
        auth: null,
        time: new Date(),
        resource: null,
        requestResource: null,
      }).allowed;
    expect([at('get'), at('create')]).toEqual([true, false]);
  });

  it("after a function body's return", () => {
    expect(
      decide(F('    function yes() { return true }\n    match /c/{d} { allow read: if yes(); }')),
    ).toEqual({ get: true, create: false });
  });
});

describe('trailing commas (CEL.g4: list and map literals, not calls)', () => {
  it('in list and map literals', () => {
    expect(
      decide(
        F(
          "    match /c/{d} { allow read: if 'a' in ['a', 'b',] && {'k': 1,}.k == 1 && [1,].size() == 1; }",
        ),
      ),
    ).toEqual({ get: true, create: false });
  });
});

describe('comments where whitespace may be', () => {
  it('inside allow statements, conditions, patterns and between methods', () => {
    const source = F(`    match /c/{d}// the docs
    {
      allow /* who */ read /* and */, /* what */ write // line
        : /* then */ if /* cond */ true // trailing
          && /* more */ !false;
    }`);
    expect(decide(source)).toEqual({ get: true, create: true });
  });

  it('right after a path literal in an expression', () => {
    expect(
      decide(
        F(
          '    match /c/{d} { allow read: if /databases/$(database)/documents/c/$(d)// the doc\n      == /databases/(default)/documents/c/d/* same */; }',
        ),
      ),
    ).toEqual({ get: true, create: false });
  });

  it('right after a pattern, with a block comment', () => {
    expect(decide(F('    match /c/{d}/* note */{ allow read; }'))).toEqual({
      get: true,
      create: false,
    });
  });
});

describe('a call with the wrong number of arguments loads, and fails when evaluated', () => {
  // The shape of firebase/snippets-rules' rules/solution-rbac/step4.rules (a file Google's rules
  // test API accepts): a missing ';' and isOneOfRoles(array) called with two arguments.
  const source = F(`    match /c/{d} {
      function isOneOfRoles(array) { return 'owner' in array; }
      allow create: if isOneOfRoles(resource, ['owner'])
      allow get: if isOneOfRoles(['owner', 'writer']);
    }`);

  it('compiles, and the well-formed call still grants', () => {
    expect(decide(source)).toEqual({ get: true, create: false });
  });

  it('denies the mismatched call with "Function not found error"', () => {
    const d = evaluateFirestore(compileRules(source), {
      method: 'create',
      path: '/databases/(default)/documents/c/d',
      auth: null,
      time: new Date(),
      data: memoryAccess({}),
      resource: null,
      requestResource: { name: 'projects/p/databases/(default)/documents/c/d', fields: {} },
    });
    expect(d.allowed).toBe(false);
    expect(d.explanation).toContain('Function not found error: Name: [isOneOfRoles].');
  });
});
