import { describe, expect, it } from 'vitest';
import { FIRESTORE_RULES } from './fixtures/groundtruth-rules.js';
import {
  type FirestoreRulesRequest,
  type ProtoValue,
  type RulesAuth,
  compileRules,
  evaluateFirestore,
} from './index.js';
import { memoryAccess, storedDoc, toFields } from './testing.js';

const rules = compileRules(FIRESTORE_RULES);
const D = '/databases/(default)/documents';
const NOW = new Date('2026-03-01T12:00:00.000Z');

const creator: RulesAuth = { uid: 'c1', token: { email: 'c1@example.com' } };
const other: RulesAuth = { uid: 'c2', token: {} };
const staff: RulesAuth = { uid: 's1', token: { role: 'staff' } };
const admin: RulesAuth = { uid: 'a1', token: { role: 'admin' } };

const DB: Record<string, Record<string, ProtoValue>> = {
  [`${D}/users/c1`]: toFields({ displayName: 'Cee', status: 'verified', bio: 'hi' }),
  [`${D}/users/c2`]: toFields({ displayName: 'Two', status: 'pending' }),
  [`${D}/tasks/open1`]: toFields({ status: 'open', title: 'Film a street' }),
  [`${D}/tasks/closed1`]: toFields({ status: 'closed' }),
  [`${D}/submissions/s1`]: toFields({
    creatorId: 'c1',
    taskId: 'open1',
    status: 'submitted',
    payoutCents: 500,
  }),
};

type Case = [
  string,
  Partial<FirestoreRulesRequest> & { method: FirestoreRulesRequest['method']; path: string },
  boolean,
];

function run(partial: Case[1], after: Record<string, Record<string, unknown> | null> = {}) {
  const data = memoryAccess(DB, after);
  const stored = DB[partial.path];
  const req: FirestoreRulesRequest = {
    auth: null,
    time: NOW,
    data,
    resource: stored ? storedDoc(partial.path, {}) : null,
    ...partial,
  };
  if (stored && !('resource' in partial))
    req.resource = { name: `projects/demo${partial.path}`, fields: stored };
  return { decision: evaluateFirestore(rules, req), data };
}

const merged = (path: string, patch: Record<string, unknown>) => ({
  name: `projects/demo${path}`,
  fields: { ...DB[path], ...toFields(patch) },
});

describe('users: owner-only documents and field validation', () => {
  // prettier-ignore
  const cases: Case[] = [
    ['owner reads own profile', { method: 'get', path: `${D}/users/c1`, auth: creator }, true],
    ['another user cannot read it', { method: 'get', path: `${D}/users/c1`, auth: other }, false],
    ['signed-out cannot read it', { method: 'get', path: `${D}/users/c1`, auth: null }, false],
    ['staff reads any profile (role claim)', { method: 'get', path: `${D}/users/c1`, auth: staff }, true],
    ['admin reads any profile', { method: 'get', path: `${D}/users/c2`, auth: admin }, true],
    ['unknown role is not staff', { method: 'get', path: `${D}/users/c1`, auth: { uid: 'x', token: { role: 'guest' } } }, false],
    ['reading a missing profile of oneself is allowed', { method: 'get', path: `${D}/users/new`, auth: { uid: 'new', token: {} } }, true],
    ['staff list users', { method: 'list', path: `${D}/users`, auth: staff }, true],
    ['creators cannot list users', { method: 'list', path: `${D}/users`, auth: creator }, false],
    ['owner edits displayName', { method: 'update', path: `${D}/users/c1`, auth: creator, requestResource: merged(`${D}/users/c1`, { displayName: 'New' }) }, true],
    ['owner edits bio and displayName', { method: 'update', path: `${D}/users/c1`, auth: creator, requestResource: merged(`${D}/users/c1`, { displayName: 'N', bio: 'b' }) }, true],
    ['owner cannot change status', { method: 'update', path: `${D}/users/c1`, auth: creator, requestResource: merged(`${D}/users/c1`, { status: 'verified2' }) }, false],
    ['owner cannot add a field', { method: 'update', path: `${D}/users/c1`, auth: creator, requestResource: merged(`${D}/users/c1`, { role: 'admin' }) }, false],
    ['displayName must be a string', { method: 'update', path: `${D}/users/c1`, auth: creator, requestResource: merged(`${D}/users/c1`, { displayName: 5 }) }, false],
    ['displayName at most 50 chars', { method: 'update', path: `${D}/users/c1`, auth: creator, requestResource: merged(`${D}/users/c1`, { displayName: 'x'.repeat(51) }) }, false],
    ['displayName of exactly 50 chars', { method: 'update', path: `${D}/users/c1`, auth: creator, requestResource: merged(`${D}/users/c1`, { displayName: 'x'.repeat(50) }) }, true],
    ['no-op update is allowed', { method: 'update', path: `${D}/users/c1`, auth: creator, requestResource: merged(`${D}/users/c1`, {}) }, true],
    ['other user cannot edit', { method: 'update', path: `${D}/users/c1`, auth: other, requestResource: merged(`${D}/users/c1`, { displayName: 'X' }) }, false],
    ['create own pending profile at request.time', { method: 'create', path: `${D}/users/n1`, auth: { uid: 'n1', token: {} }, requestResource: storedDoc(`${D}/users/n1`, { displayName: 'N', status: 'pending', createdAt: NOW }) }, true],
    ['create with a client time is denied', { method: 'create', path: `${D}/users/n1`, auth: { uid: 'n1', token: {} }, requestResource: storedDoc(`${D}/users/n1`, { displayName: 'N', status: 'pending', createdAt: new Date(0) }) }, false],
    ['create as verified is denied', { method: 'create', path: `${D}/users/n1`, auth: { uid: 'n1', token: {} }, requestResource: storedDoc(`${D}/users/n1`, { displayName: 'N', status: 'verified', createdAt: NOW }) }, false],
    ['create with extra keys is denied', { method: 'create', path: `${D}/users/n1`, auth: { uid: 'n1', token: {} }, requestResource: storedDoc(`${D}/users/n1`, { displayName: 'N', status: 'pending', createdAt: NOW, role: 'admin' }) }, false],
    ['create for someone else is denied', { method: 'create', path: `${D}/users/n2`, auth: { uid: 'n1', token: {} }, requestResource: storedDoc(`${D}/users/n2`, { status: 'pending', createdAt: NOW }) }, false],
    ['admin deletes users', { method: 'delete', path: `${D}/users/c2`, auth: admin }, true],
    ['staff cannot delete users', { method: 'delete', path: `${D}/users/c2`, auth: staff }, false],
    ['owner cannot delete self', { method: 'delete', path: `${D}/users/c1`, auth: creator }, false],
  ];
  it.each(cases)('%s', (_n, req, allowed) => {
    expect(run(req).decision.allowed).toBe(allowed);
  });
});

describe('tasks, submissions, payouts: get(), exists(), getAfter()', () => {
  const submission = (patch: Record<string, unknown>) =>
    storedDoc(`${D}/submissions/new`, {
      creatorId: 'c1',
      taskId: 'open1',
      status: 'submitted',
      payoutCents: 500,
      ...patch,
    });
  // prettier-ignore
  const cases: Case[] = [
    ['signed-in user reads an open task', { method: 'get', path: `${D}/tasks/open1`, auth: other }, true],
    ['closed tasks are hidden from creators', { method: 'get', path: `${D}/tasks/closed1`, auth: other }, false],
    ['staff read closed tasks', { method: 'get', path: `${D}/tasks/closed1`, auth: staff }, true],
    ['missing task: resource is null, so staff branch decides', { method: 'get', path: `${D}/tasks/none`, auth: staff }, true],
    ['missing task for a creator is an error, denied', { method: 'get', path: `${D}/tasks/none`, auth: creator }, false],
    ['staff write tasks', { method: 'create', path: `${D}/tasks/t9`, auth: staff, requestResource: storedDoc(`${D}/tasks/t9`, { status: 'open' }) }, true],
    ['creators cannot write tasks', { method: 'update', path: `${D}/tasks/open1`, auth: creator, requestResource: storedDoc(`${D}/tasks/open1`, { status: 'closed' }) }, false],
    ['owner reads own submission', { method: 'get', path: `${D}/submissions/s1`, auth: creator }, true],
    ['another creator cannot', { method: 'get', path: `${D}/submissions/s1`, auth: other }, false],
    ['verified creator submits to an open task', { method: 'create', path: `${D}/submissions/new`, auth: creator, requestResource: submission({}) }, true],
    ['pending creator cannot submit (get on users doc)', { method: 'create', path: `${D}/submissions/new`, auth: other, requestResource: submission({ creatorId: 'c2' }) }, false],
    ['cannot submit to a closed task', { method: 'create', path: `${D}/submissions/new`, auth: creator, requestResource: submission({ taskId: 'closed1' }) }, false],
    ['cannot submit to a missing task (exists false)', { method: 'create', path: `${D}/submissions/new`, auth: creator, requestResource: submission({ taskId: 'nope' }) }, false],
    ['cannot submit for someone else', { method: 'create', path: `${D}/submissions/new`, auth: creator, requestResource: submission({ creatorId: 'c2' }) }, false],
    ['payout must be an int', { method: 'create', path: `${D}/submissions/new`, auth: creator, requestResource: submission({ payoutCents: 5.5 }) }, false],
    ['payout must not be negative', { method: 'create', path: `${D}/submissions/new`, auth: creator, requestResource: submission({ payoutCents: -1 }) }, false],
    ['status must be submitted', { method: 'create', path: `${D}/submissions/new`, auth: creator, requestResource: submission({ status: 'approved' }) }, false],
    ['signed-out cannot submit', { method: 'create', path: `${D}/submissions/new`, auth: null, requestResource: submission({}) }, false],
    ['staff approve', { method: 'update', path: `${D}/submissions/s1`, auth: staff, requestResource: merged(`${D}/submissions/s1`, { status: 'approved', reviewerId: 's1', reviewedAt: NOW }) }, true],
    ['staff reject', { method: 'update', path: `${D}/submissions/s1`, auth: staff, requestResource: merged(`${D}/submissions/s1`, { status: 'rejected', reviewerId: 's1' }) }, true],
    ['staff cannot set another reviewer', { method: 'update', path: `${D}/submissions/s1`, auth: staff, requestResource: merged(`${D}/submissions/s1`, { status: 'approved', reviewerId: 'x' }) }, false],
    ['staff cannot change the payout', { method: 'update', path: `${D}/submissions/s1`, auth: staff, requestResource: merged(`${D}/submissions/s1`, { status: 'approved', reviewerId: 's1', payoutCents: 9 }) }, false],
    ['status must be a review outcome', { method: 'update', path: `${D}/submissions/s1`, auth: staff, requestResource: merged(`${D}/submissions/s1`, { status: 'paid', reviewerId: 's1' }) }, false],
    ['creator cannot approve own', { method: 'update', path: `${D}/submissions/s1`, auth: creator, requestResource: merged(`${D}/submissions/s1`, { status: 'approved', reviewerId: 'c1' }) }, false],
    ['nobody deletes submissions', { method: 'delete', path: `${D}/submissions/s1`, auth: admin }, false],
    ['audit create at request.time by staff', { method: 'create', path: `${D}/audit/e1`, auth: staff, requestResource: storedDoc(`${D}/audit/e1`, { at: NOW }) }, true],
    ['audit create with another time', { method: 'create', path: `${D}/audit/e1`, auth: staff, requestResource: storedDoc(`${D}/audit/e1`, { at: new Date(NOW.getTime() + 1) }) }, false],
    ['audit is append-only', { method: 'update', path: `${D}/audit/e1`, auth: admin, requestResource: storedDoc(`${D}/audit/e1`, { at: NOW }) }, false],
    ['admin reads audit', { method: 'get', path: `${D}/audit/e1`, auth: admin }, true],
    ['public pages at depth 1', { method: 'get', path: `${D}/public/home` }, true],
    ['public pages at depth 3', { method: 'get', path: `${D}/public/a/b/c` }, true],
    ['public listing', { method: 'list', path: `${D}/public/a/sections` }, true],
    ['public writes are denied', { method: 'create', path: `${D}/public/home`, auth: admin }, false],
    ['unmatched collection is denied', { method: 'get', path: `${D}/secrets/x`, auth: admin }, false],
    ['subcollection of a user is not matched', { method: 'get', path: `${D}/users/c1/private/x`, auth: creator }, false],
  ];
  it.each(cases)('%s', (_n, req, allowed) => {
    expect(run(req).decision.allowed).toBe(allowed);
  });

  it('getAfter/existsAfter see the batch: payout with an approval in the same batch', () => {
    const sub = `${D}/submissions/s1`;
    const req: Case[1] = {
      method: 'create',
      path: `${D}/payouts/p1`,
      auth: staff,
      requestResource: storedDoc(`${D}/payouts/p1`, { submissionId: 's1', creatorId: 'c1' }),
    };
    expect(run(req, { [sub]: toFields({ status: 'approved' }) }).decision.allowed).toBe(true);
    expect(run(req).decision.allowed).toBe(false);
    expect(run(req, { [sub]: null }).decision.allowed).toBe(false);
    const { data } = run(req, { [sub]: toFields({ status: 'approved' }) });
    expect(data.calls).toEqual([`getAfter ${sub}`]);
  });
});

describe('request and resource objects', () => {
  const R = (cond: string) =>
    compileRules(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /things/{id} {
      allow read, write: if ${cond};
    }
  }
}`);
  const base: FirestoreRulesRequest = {
    method: 'update',
    path: `${D}/things/t1`,
    auth: {
      uid: 'u1',
      token: {
        role: 'editor',
        email_verified: true,
        tier: 3,
        firebase: { sign_in_provider: 'password' },
      },
    },
    time: NOW,
    data: memoryAccess({}),
    resource: storedDoc(`${D}/things/t1`, {
      n: 1,
      f: 1.5,
      tags: ['a'],
      when: NOW,
      nested: { deep: 'x' },
      ref: { referenceValue: 'projects/demo/databases/(default)/documents/users/u1' },
      loc: { geoPointValue: { latitude: 1, longitude: 2 } },
      blob: { bytesValue: 'AQI=' },
    }),
    requestResource: storedDoc(`${D}/things/t1`, { n: 2 }),
  };
  // prettier-ignore
  const cases: [string, Partial<FirestoreRulesRequest>, boolean][] = [
    ["request.auth.uid == 'u1'", {}, true],
    ["request.auth.token.role == 'editor'", {}, true],
    ['request.auth.token.email_verified == true', {}, true],
    ['request.auth.token.tier is int && request.auth.token.tier == 3', {}, true],
    ["request.auth.token.firebase.sign_in_provider == 'password'", {}, true],
    ["request.auth.token.missing == 'x'", {}, false],
    ['request.auth == null', { auth: null }, true],
    ['request.auth.uid != null', { auth: null }, false],
    ["request.method == 'update'", {}, true],
    ["request.method == 'get'", { method: 'get' }, true],
    ["request.method == 'delete'", { method: 'delete' }, true],
    ['request.path == /databases/(default)/documents/things/t1', {}, true],
    ['request.path[4] == id', {}, true],
    ["id == 't1'", {}, true],
    ["database == '(default)'", {}, true],
    ['request.time == timestamp.value(1772366400000)', {}, true],
    ['request.time.year() == 2026', {}, true],
    ['request.time > resource.data.when - duration.value(1, "s")', {}, true],
    ['request.resource.data.n == 2', {}, true],
    ["request.resource.id == 't1'", {}, true],
    ['request.resource.__name__ == /databases/(default)/documents/things/t1', {}, true],
    ['resource.data.n == 1', {}, true],
    ['resource.data.n is int', {}, true],
    ['resource.data.f is float', {}, true],
    ['resource.data.tags is list', {}, true],
    ['resource.data.when is timestamp', {}, true],
    ['resource.data.when == request.time', {}, true],
    ["resource.data.nested.deep == 'x'", {}, true],
    ['resource.data.ref is path', {}, true],
    ['resource.data.ref == /databases/(default)/documents/users/u1', {}, true],
    ['resource.data.loc is latlng && resource.data.loc.latitude() == 1', {}, true],
    ['resource.data.blob is bytes && resource.data.blob.size() == 2', {}, true],
    ["resource.id == 't1'", {}, true],
    ['resource.__name__ == request.path', {}, true],
    ["resource['__name__'][4] == 't1'", {}, true],
    ['resource == null', { resource: null }, true],
    ['resource.data.n == 1', { resource: null }, false],
    ['resource == null || resource.data.n == 1', { resource: null }, true],
    ['request.resource.data.n == 2', { method: 'delete' }, false],
    ['request.resource == null', { method: 'get' }, false],
    ['request.query.limit == 10', { method: 'list', path: `${D}/things`, query: { limit: 10 } }, true],
    ['request.query.limit == null', { method: 'list', path: `${D}/things`, query: {} }, true],
    ['request.query.offset == 5', { method: 'list', path: `${D}/things`, query: { offset: 5 } }, true],
    ["request.query.orderBy == {'n': 'DESC'}", { method: 'list', path: `${D}/things`, query: { orderBy: [{ field: { fieldPath: 'n' }, direction: 'DESCENDING' }] } }, true],
    ['request.query.limit == 10', { method: 'get' }, false],
    ['request.resource.data.n > resource.data.n', {}, true],
    ['request.resource.data.diff(resource.data).changedKeys().hasAll(["n"])', {}, true],
  ];
  it.each(cases)('%s', (cond, patch, allowed) => {
    expect(evaluateFirestore(R(cond), { ...base, ...patch }).allowed).toBe(allowed);
  });
});

describe('matching: nesting, wildcards, methods', () => {
  const rulesOf = (body: string, version = "'2'") =>
    compileRules(`rules_version = ${version};
service cloud.firestore {
  match /databases/{database}/documents {
${body}
  }
}`);
  const req = (method: FirestoreRulesRequest['method'], path: string): FirestoreRulesRequest => ({
    method,
    path: `${D}${path}`,
    auth: null,
    time: NOW,
    data: memoryAccess({}),
  });
  // prettier-ignore
  const cases: [string, string, FirestoreRulesRequest['method'], string, boolean][] = [
    ['single wildcard', 'match /a/{x} { allow get: if x == "1"; }', 'get', '/a/1', true],
    ['single wildcard other id', 'match /a/{x} { allow get: if x == "1"; }', 'get', '/a/2', false],
    ['single wildcard does not match deeper', 'match /a/{x} { allow get; }', 'get', '/a/1/b/2', false],
    ['nested blocks concatenate', 'match /a/{x} { match /b/{y} { allow get: if x == "1" && y == "2"; } }', 'get', '/a/1/b/2', true],
    ['outer allow does not apply to nested docs', 'match /a/{x} { allow get; match /b/{y} { allow get: if false; } }', 'get', '/a/1/b/2', false],
    ['recursive matches zero segments in v2', 'match /a/{rest=**} { allow get: if string(rest) == "/"; }', 'get', '/a', true],
    ['recursive binds a path', 'match /{rest=**} { allow get: if rest == /a/1; }', 'get', '/a/1', true],
    ['recursive path indexed', 'match /{rest=**} { allow get: if rest[0] == "a"; }', 'get', '/a/1/b/2', true],
    ['recursive in the middle (collection-group form)', 'match /{path=**}/posts/{p} { allow get: if p == "9"; }', 'get', '/users/u/posts/9', true],
    ['v1 recursive needs one segment', 'match /a/{x} { match /{rest=**} { allow get; } }', 'get', '/a/1', false],
    ['literal segments', 'match /a/b { allow get; }', 'get', '/a/b', true],
    ['literal mismatch', 'match /a/b { allow get; }', 'get', '/a/c', false],
    ['read covers get', 'match /a/{x} { allow read; }', 'get', '/a/1', true],
    ['read covers list', 'match /a/{x} { allow read; }', 'list', '/a', true],
    ['write covers create', 'match /a/{x} { allow write; }', 'create', '/a/1', true],
    ['write covers update', 'match /a/{x} { allow write; }', 'update', '/a/1', true],
    ['write covers delete', 'match /a/{x} { allow write; }', 'delete', '/a/1', true],
    ['write does not cover get', 'match /a/{x} { allow write; }', 'get', '/a/1', false],
    ['get does not cover list', 'match /a/{x} { allow get; }', 'list', '/a', false],
    ['create does not cover update', 'match /a/{x} { allow create; }', 'update', '/a/1', false],
    ['any matching allow grants', 'match /a/{x} { allow get: if false; allow get: if true; }', 'get', '/a/1', true],
    ['overlapping matches: any grants', 'match /a/{x} { allow get: if false; } match /{d=**} { allow get: if true; }', 'get', '/a/1', true],
    ['errors in one allow do not block another', 'match /a/{x} { allow get: if resource.data.x; allow get: if true; }', 'get', '/a/1', true],
    ['allow with non-bool condition grants nothing', 'match /a/{x} { allow get: if 1; }', 'get', '/a/1', false],
    ['function declared in match sees wildcards', 'match /a/{x} { function isOne() { return x == "1"; } allow get: if isOne(); }', 'get', '/a/1', true],
    ['function args shadow wildcards', 'match /a/{x} { function f(x) { return x == "z"; } allow get: if f("z"); }', 'get', '/a/1', true],
    ['let bindings', 'match /a/{x} { function f() { let a = 1; let b = a + 1; return b == 2; } allow get: if f(); }', 'get', '/a/1', true],
    ['lets are lazy: an unused failing let does not matter', 'match /a/{x} { function f() { let bad = resource.data.x; return true; } allow get: if f(); }', 'get', '/a/1', true],
    ['error argument can be overridden in the body', 'match /a/{x} { function f(v) { return v || true; } allow get: if f(resource.data.x); }', 'get', '/a/1', true],
    ['unknown function denies', 'match /a/{x} { allow get: if nope(); }', 'get', '/a/1', false],
    ['inner function shadows outer', 'match /a/{x} { function f() { return false; } match /b/{y} { function f() { return true; } allow get: if f(); } }', 'get', '/a/1/b/2', true],
    ['functions in sibling blocks are not visible', 'match /a/{x} { function f() { return true; } } match /c/{y} { allow get: if f(); }', 'get', '/c/1', false],
  ];
  it.each(cases)('%s', (_n, body, method, path, allowed) => {
    const version = _n.startsWith('v1') ? "'1'" : "'2'";
    expect(evaluateFirestore(rulesOf(body, version), req(method, path)).allowed).toBe(allowed);
  });
});
