import { describe, expect, it } from 'vitest';
import { type FirestoreRulesRequest, compileRules, evaluateFirestore } from './index.js';
import { memoryAccess, storedDoc } from './testing.js';

const D = '/databases/(default)/documents';
const NOW = new Date('2026-03-01T12:00:00Z');
const SRC = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function isOwner() {
      return request.auth.uid == resource.data.owner;
    }
    match /notes/{noteId} {
      allow get: if resource.data.x == 1;
      allow update: if isOwner() && request.resource.data.title.size() < 10;
      allow delete: if request.auth.token.role == 'admin';
      allow create: if request.resource.data.n / 0 == 1;
    }
    match /open/{id} {
      allow list: if resource.data.owner == request.auth.uid;
    }
  }
}`;
const rules = compileRules(SRC);

function ev(
  partial: Partial<FirestoreRulesRequest> & Pick<FirestoreRulesRequest, 'method' | 'path'>,
) {
  return evaluateFirestore(rules, {
    auth: { uid: 'u1', token: {} },
    time: NOW,
    data: memoryAccess({}),
    ...partial,
  });
}

describe('explanations read like production', () => {
  // prettier-ignore
  it.each<[string, Partial<FirestoreRulesRequest> & Pick<FirestoreRulesRequest, 'method' | 'path'>, string]>([
    ['no matching allow statements', { method: 'get', path: `${D}/other/1` }, 'No matching allow statements'],
    ['no allow for the method', { method: 'list', path: `${D}/notes` }, 'No matching allow statements'],
    ['undefined property', { method: 'get', path: `${D}/notes/1`, resource: storedDoc(`${D}/notes/1`, { y: 1 }) }, "Property x is undefined on object. for 'get' @ L8 (evaluation error at L8:21: resource.data.x)"],
    ['null value', { method: 'get', path: `${D}/notes/1`, resource: null }, "Null value error. for 'get' @ L8 (evaluation error at L8:21: resource.data)"],
    ['false', { method: 'get', path: `${D}/notes/1`, resource: storedDoc(`${D}/notes/1`, { x: 2 }) }, "false for 'get' @ L8 (false at L8:21: resource.data.x == 1)"],
    [
      'false inside a function body is blamed there',
      {
        method: 'update',
        path: `${D}/notes/1`,
        resource: storedDoc(`${D}/notes/1`, { owner: 'u2' }),
        requestResource: storedDoc(`${D}/notes/1`, { owner: 'u2', title: 'a' }),
      },
      "false for 'update' @ L9 (false at L5:14: request.auth.uid == resource.data.owner)",
    ],
    [
      'false on the right of &&',
      {
        method: 'update',
        path: `${D}/notes/1`,
        resource: storedDoc(`${D}/notes/1`, { owner: 'u1' }),
        requestResource: storedDoc(`${D}/notes/1`, { owner: 'u1', title: 'a very long title' }),
      },
      "false for 'update' @ L9 (false at L9:37: request.resource.data.title.size() < 10)",
    ],
    [
      'error inside a method chain',
      {
        method: 'update',
        path: `${D}/notes/1`,
        resource: storedDoc(`${D}/notes/1`, { owner: 'u1' }),
        requestResource: storedDoc(`${D}/notes/1`, { owner: 'u1' }),
      },
      "Property title is undefined on object. for 'update' @ L9 (evaluation error at L9:37: request.resource.data.title)",
    ],
    ['missing claim', { method: 'delete', path: `${D}/notes/1` }, "Property role is undefined on object. for 'delete' @ L10 (evaluation error at L10:24: request.auth.token.role)"],
    ['null auth', { method: 'delete', path: `${D}/notes/1`, auth: null }, "Null value error. for 'delete' @ L10 (evaluation error at L10:24: request.auth.token)"],
    [
      'division by zero',
      {
        method: 'create',
        path: `${D}/notes/1`,
        requestResource: storedDoc(`${D}/notes/1`, { n: 4 }),
      },
      "Division by zero. for 'create' @ L11 (evaluation error at L11:24: request.resource.data.n / 0)",
    ],
    ['list that cannot be proven', { method: 'list', path: `${D}/open` }, "Property owner is undefined on object. for 'list' @ L14"],
  ])('%s', (_n, req, explanation) => {
    const d = ev(req);
    expect(d.allowed).toBe(false);
    expect(d.explanation).toContain(explanation);
  });

  it('joins several tried allows with ", " and lists them as denials', () => {
    const r = compileRules(`service cloud.firestore {
  match /databases/{database}/documents {
    match /a/{id} {
      allow get: if false;
      allow read: if resource.data.q;
    }
  }
}`);
    const d = evaluateFirestore(r, {
      method: 'get',
      path: `${D}/a/1`,
      auth: null,
      time: NOW,
      data: memoryAccess({}),
      resource: storedDoc(`${D}/a/1`, {}),
    });
    expect(d.explanation).toBe(
      "false for 'get' @ L4 (false at L4:21: false), Property q is undefined on object. for 'get' @ L5 (evaluation error at L5:22: resource.data.q)",
    );
    expect(d.denials).toEqual([
      {
        method: 'get',
        match: '/databases/{database}/documents/a/{id}',
        line: 4,
        outcome: 'false',
        message: 'false',
        at: { line: 4, column: 21, expression: 'false' },
      },
      {
        method: 'get',
        match: '/databases/{database}/documents/a/{id}',
        line: 5,
        outcome: 'error',
        message: 'Property q is undefined on object.',
        at: { line: 5, column: 22, expression: 'resource.data.q' },
      },
    ]);
  });

  it('is empty when allowed', () => {
    const d = ev({
      method: 'get',
      path: `${D}/notes/1`,
      resource: storedDoc(`${D}/notes/1`, { x: 1 }),
    });
    expect(d).toEqual({ allowed: true, explanation: '' });
  });

  it('reports non-boolean conditions', () => {
    const r = compileRules(
      "service cloud.firestore { match /databases/{d}/documents/a/{id} { allow get: if 'yes'; } }",
    );
    const d = evaluateFirestore(r, {
      method: 'get',
      path: `${D}/a/1`,
      auth: null,
      time: NOW,
      data: memoryAccess({}),
    });
    expect(d.explanation).toBe(
      "Condition returned a non-boolean value. for 'get' @ L1 (evaluation error at L1:81: 'yes')",
    );
  });
});
