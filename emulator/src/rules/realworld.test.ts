import { describe, expect, it } from 'vitest';
import { compileRules, evaluateFirestore, evaluateStorage } from './index.js';
import { memoryAccess, storedDoc, toFields } from './testing.js';

const D = '/databases/(default)/documents';
const NOW = new Date('2026-03-01T12:00:00Z');

/** Snippets in the shapes commonly found in published rules files; each must compile and decide as noted. */
// prettier-ignore
const SNIPPETS: [string, string, string, boolean][] = [
  ['email domain claim', "request.auth.token.email.matches('.*@groundtruth[.]app$')", 'get', true],
  ['email verified', 'request.auth.token.email_verified == true', 'get', true],
  ['not anonymous', "request.auth.token.firebase.sign_in_provider != 'anonymous'", 'get', true],
  ['role list claim', "'admin' in request.auth.token.roles", 'get', true],
  ['role list hasAny', "request.auth.token.roles.hasAny(['admin', 'ops'])", 'get', true],
  ['map size limit', 'request.resource.data.size() < 20', 'create', true],
  ['required and allowed keys', "request.resource.data.keys().hasAll(['title']) && request.resource.data.keys().hasOnly(['title', 'tags', 'score', 'createdAt'])", 'create', true],
  ['tag count', 'request.resource.data.tags.size() <= 5', 'create', true],
  ['title length', 'request.resource.data.title is string && request.resource.data.title.size() > 0 && request.resource.data.title.size() <= 100', 'create', true],
  ['edit window', "request.time < resource.data.createdAt + duration.value(1, 'h')", 'update', true],
  ['edit window passed', "request.time < resource.data.createdAt + duration.value(1, 'm')", 'update', false],
  ['immutable field', 'request.resource.data.createdAt == resource.data.createdAt', 'update', true],
  ['admin doc exists', 'exists(/databases/$(database)/documents/admins/$(request.auth.uid))', 'get', true],
  ['nested role doc', 'get(/databases/$(database)/documents/users/$(request.auth.uid)/roles/main).data.level >= 2', 'get', true],
  ['visibility in list', "resource.data.visibility in ['public', 'unlisted']", 'get', true],
  ['ternary default', "(resource.data.keys().hasAny(['owner']) ? resource.data.owner : '') == request.auth.uid", 'get', true],
  ['map get default', "resource.data.get('locked', false) == false", 'update', true],
  ['increment by one', 'request.resource.data.count == resource.data.count + 1', 'update', true],
  ['float score range', 'request.resource.data.score is number && request.resource.data.score >= 0 && request.resource.data.score <= 5', 'create', true],
  ['server timestamp', 'request.resource.data.createdAt == request.time', 'create', true],
];

const RULES = (cond: string) => `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    // Helper comment above the match, as conventions ask.
    match /posts/{postId} {
      allow get, create, update: if request.auth != null && ${cond};
    }
  }
}`;

describe('common rules idioms', () => {
  const data = memoryAccess({
    [`${D}/admins/u1`]: toFields({}),
    [`${D}/users/u1/roles/main`]: toFields({ level: 3 }),
  });
  const auth = {
    uid: 'u1',
    token: {
      email: 'me@groundtruth.app',
      email_verified: true,
      roles: ['admin'],
      firebase: { sign_in_provider: 'password' },
    },
  };
  const stored = storedDoc(`${D}/posts/p1`, {
    owner: 'u1',
    visibility: 'public',
    count: 1,
    createdAt: new Date(NOW.getTime() - 30 * 60_000),
  });
  const incoming = storedDoc(`${D}/posts/p1`, {
    title: 'Hello',
    tags: ['a', 'b'],
    count: 2,
    score: 4.5,
    createdAt: new Date(NOW.getTime() - 30 * 60_000),
  });
  it.each(SNIPPETS)('%s', (_n, cond, method, allowed) => {
    const rules = compileRules(RULES(cond));
    const isCreate = method === 'create';
    const requestResource = isCreate
      ? storedDoc(`${D}/posts/p1`, { title: 'Hello', tags: ['a', 'b'], score: 4.5, createdAt: NOW })
      : incoming;
    const d = evaluateFirestore(rules, {
      method: method as 'get',
      path: `${D}/posts/p1`,
      auth,
      time: NOW,
      data,
      resource: isCreate ? null : stored,
      requestResource: method === 'get' ? undefined : requestResource,
    });
    expect(d.allowed, d.explanation).toBe(allowed);
  });

  it('reads CRLF files and tabs, reporting positions on the right line', () => {
    const src =
      "rules_version = '2';\r\nservice cloud.firestore {\r\n\tmatch /databases/{database}/documents {\r\n\t\tallow read: if x y;\r\n\t}\r\n}\r\n";
    expect(() => compileRules(src)).toThrow(/^L4:20 expected ';' but found 'y'$/);
    const ok = compileRules(src.replace('x y', 'true'));
    expect(ok.entries).toHaveLength(1);
  });

  it('catch-all deny, then specific allow: any allow grants', () => {
    const rules = compileRules(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{document=**} {
      allow read, write: if false;
    }
    match /open/{id} {
      allow read: if true;
    }
  }
}`);
    const req = { method: 'get' as const, auth: null, time: NOW, data: memoryAccess({}) };
    expect(evaluateFirestore(rules, { ...req, path: `${D}/open/1` }).allowed).toBe(true);
    const denied = evaluateFirestore(rules, { ...req, path: `${D}/closed/1` });
    expect(denied.explanation).toBe("false for 'get' @ L5 (false at L5:29: false)");
  });

  it('storage catch-all with a recursive wildcard splices into firestore paths', () => {
    const rules = compileRules(`rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /shared/{rest=**} {
      allow read: if firestore.exists(/databases/(default)/documents/shares/$(rest));
    }
  }
}`);
    const firestore = memoryAccess({ [`${D}/shares/team/files/doc1`]: toFields({}) });
    const req = { method: 'get' as const, bucket: 'b1', auth: null, time: NOW, firestore };
    expect(evaluateStorage(rules, { ...req, objectPath: 'shared/team/files/doc1' }).allowed).toBe(
      true,
    );
    expect(evaluateStorage(rules, { ...req, objectPath: 'shared/team/files/doc2' }).allowed).toBe(
      false,
    );
    expect(firestore.calls).toEqual([
      `get ${D}/shares/team/files/doc1`,
      `get ${D}/shares/team/files/doc2`,
    ]);
    expect(evaluateStorage(rules, { ...req, objectPath: 'shared/a/b' }).explanation).toContain(
      'is not a document path',
    );
  });
});
