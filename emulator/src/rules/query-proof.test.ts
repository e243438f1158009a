import { describe, expect, it } from 'vitest';
import { FIRESTORE_RULES } from './fixtures/groundtruth-rules.js';
import {
  type FirestoreRulesRequest,
  type RulesAuth,
  compileRules,
  evaluateFirestore,
} from './index.js';
import { assignments, splitFieldPath } from './query-proof.js';
import { memoryAccess, toProto } from './testing.js';

const D = '/databases/(default)/documents';
const NOW = new Date('2026-03-01T12:00:00Z');
const me: RulesAuth = { uid: 'c1', token: {} };
const staff: RulesAuth = { uid: 's1', token: { role: 'staff' } };

const eq = (field: string, value: unknown) => ({
  fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: toProto(value) },
});
const op = (field: string, o: string, value: unknown) => ({
  fieldFilter: { field: { fieldPath: field }, op: o, value: toProto(value) },
});
const and = (...filters: unknown[]) => ({ compositeFilter: { op: 'AND', filters } });
const or = (...filters: unknown[]) => ({ compositeFilter: { op: 'OR', filters } });
const isNull = (field: string) => ({ unaryFilter: { field: { fieldPath: field }, op: 'IS_NULL' } });

function list(
  rulesSrc: string,
  collection: string,
  auth: RulesAuth | null,
  where: unknown,
  extra: Partial<FirestoreRulesRequest['query']> = {},
  data = memoryAccess({}),
) {
  const rules = compileRules(rulesSrc);
  return evaluateFirestore(rules, {
    method: 'list',
    path: `${D}/${collection}`,
    auth,
    time: NOW,
    data,
    query: { where, ...extra },
  });
}

const R = (cond: string, extraMatch = '') => `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /items/{itemId} {
      allow list: if ${cond};
    }
    ${extraMatch}
  }
}`;

describe('list queries are judged by their constraints (rules are not filters)', () => {
  const owner = 'resource.data.owner == request.auth.uid';
  // prettier-ignore
  const cases: [string, string, RulesAuth | null, unknown, boolean][] = [
    ['equality on the ruled field proves it', owner, me, eq('owner', 'c1'), true],
    ['equality on another value is denied', owner, me, eq('owner', 'c2'), false],
    ['no where clause is denied', owner, me, undefined, false],
    ['a filter on another field does not help', owner, me, eq('status', 'open'), false],
    ['AND with the ruled field proves it', owner, me, and(eq('status', 'open'), eq('owner', 'c1')), true],
    ['AND with a wrong owner is denied', owner, me, and(eq('status', 'open'), eq('owner', 'c2')), false],
    ['OR where every branch fixes the owner', owner, me, or(eq('owner', 'c1'), and(eq('owner', 'c1'), eq('x', 1))), true],
    ['OR where one branch does not is denied', owner, me, or(eq('owner', 'c1'), eq('status', 'open')), false],
    ['IN over allowed values', "resource.data.status in ['open', 'draft']", me, op('status', 'IN', ['open', 'draft']), true],
    ['IN with one disallowed value is denied', "resource.data.status in ['open', 'draft']", me, op('status', 'IN', ['open', 'closed']), false],
    ['IN with a single allowed value', "resource.data.status == 'open'", me, op('status', 'IN', ['open']), true],
    ['range filter cannot prove equality', 'resource.data.price < 100', me, op('price', 'LESS_THAN', 50), false],
    ['!= cannot prove', "resource.data.status != 'secret'", me, op('status', 'NOT_EQUAL', 'secret'), false],
    ['not-in cannot prove', "resource.data.status != 'secret'", me, op('status', 'NOT_IN', ['secret']), false],
    ['is-null fixes null', 'resource.data.deletedAt == null', me, isNull('deletedAt'), true],
    ['array-contains proves membership', 'request.auth.uid in resource.data.members', me, op('members', 'ARRAY_CONTAINS', 'c1'), true],
    ['array-contains of another value is denied', 'request.auth.uid in resource.data.members', me, op('members', 'ARRAY_CONTAINS', 'c2'), false],
    ['array-contains does not prove size', 'resource.data.members.size() < 10', me, op('members', 'ARRAY_CONTAINS', 'c1'), false],
    ['array-contains-any proves per value', "'c1' in resource.data.members || 'c2' in resource.data.members", me, op('members', 'ARRAY_CONTAINS_ANY', ['c1', 'c2']), true],
    ['array-contains-any with a stranger is denied', 'request.auth.uid in resource.data.members', me, op('members', 'ARRAY_CONTAINS_ANY', ['c1', 'c2']), false],
    ['nested field paths', 'resource.data.meta.owner == request.auth.uid', me, eq('meta.owner', 'c1'), true],
    ['nested: sibling field unknown', "resource.data.meta.team == 'x'", me, eq('meta.owner', 'c1'), false],
    ['rules not reading documents need no constraints', 'request.auth != null', me, undefined, true],
    ['staff override via ||', `${owner} || request.auth.token.role == 'staff'`, staff, undefined, true],
    ['&& with an unknown field is denied', `request.auth != null && resource.data.public == true`, me, undefined, false],
    ['&& whose other side is false decides false', `false && resource.data.public == true`, me, undefined, false],
    ['two conditions both proven', 'resource.data.owner == request.auth.uid && resource.data.public == true', me, and(eq('owner', 'c1'), eq('public', true)), true],
    ['two conditions, one unproven', 'resource.data.owner == request.auth.uid && resource.data.public == true', me, eq('owner', 'c1'), false],
    ['ternary over a proven field', "resource.data.kind == 'a' ? true : false", me, eq('kind', 'a'), true],
    ['the document id is unknown', "itemId == 'x'", me, eq('owner', 'c1'), false],
    ['resource.id is unknown', "resource.id == 'x'", me, eq('owner', 'c1'), false],
    ['keys() of resource.data is unknown', 'resource.data.keys().size() > 0', me, eq('owner', 'c1'), false],
    ['whole-map comparison is unknown', "resource.data == {'owner': 'c1'}", me, eq('owner', 'c1'), false],
    ['get() with a default on an unfixed field is unknown', "resource.data.get('x', 1) == 1", me, eq('owner', 'c1'), false],
    ['get() on a fixed field', "resource.data.get('owner', '') == 'c1'", me, eq('owner', 'c1'), true],
    ['is check on a fixed field', 'resource.data.n is int && resource.data.n > 3', me, eq('n', 5), true],
    ['contradictory AND matches nothing, so nothing is exposed', owner, me, and(eq('owner', 'c1'), eq('owner', 'c2')), true],
    ['AND intersecting IN and equality', "resource.data.status == 'open'", me, and(op('status', 'IN', ['open', 'closed']), eq('status', 'open')), true],
    ['limit clause readable (null when absent)', 'request.query.limit == null', me, undefined, true],
    ['signed-out with owner rule', owner, null, eq('owner', 'c1'), false],
  ];
  it.each(cases)('%s', (_n, cond, auth, where, allowed) => {
    expect(list(R(cond), 'items', auth, where).allowed).toBe(allowed);
  });

  it('checks the query limit as well as the constraints (realistic rules)', () => {
    const where = eq('creatorId', 'c1');
    expect(list(FIRESTORE_RULES, 'submissions', me, where, { limit: 20 }).allowed).toBe(true);
    expect(list(FIRESTORE_RULES, 'submissions', me, where, { limit: 100 }).allowed).toBe(false);
    expect(list(FIRESTORE_RULES, 'submissions', me, where).allowed).toBe(false);
    expect(
      list(FIRESTORE_RULES, 'submissions', me, eq('creatorId', 'c2'), { limit: 20 }).allowed,
    ).toBe(false);
    expect(list(FIRESTORE_RULES, 'submissions', staff, undefined, { limit: 20 }).allowed).toBe(
      true,
    );
    expect(list(FIRESTORE_RULES, 'tasks', me, eq('status', 'open')).allowed).toBe(true);
    expect(list(FIRESTORE_RULES, 'tasks', me, undefined).allowed).toBe(false);
    expect(list(FIRESTORE_RULES, 'tasks', me, op('status', 'IN', ['open', 'closed'])).allowed).toBe(
      false,
    );
  });

  it('explains an unprovable list like production', () => {
    const d = list(R('resource.data.owner == request.auth.uid'), 'items', me, undefined);
    expect(d.explanation).toMatch(
      /^Property owner is undefined on object\. for 'list' @ L5 \(evaluation error at L5:22: resource\.data\.owner\)$/,
    );
  });

  it('names the failing case of an IN query', () => {
    const d = list(
      R("resource.data.status in ['open', 'draft']"),
      'items',
      me,
      op('status', 'IN', ['open', 'closed']),
    );
    expect(d.explanation).toBe(
      "false for 'list' @ L5 (false at L5:22: resource.data.status in ['open', 'draft']) (for the query's documents with status == 'closed')",
    );
  });

  it('get() on a path built from a fixed field works in a list', () => {
    const data = memoryAccess({ [`${D}/teams/t1`]: { members: toProto(['c1']) } as never });
    const rules = R(
      'request.auth.uid in get(/databases/$(database)/documents/teams/$(resource.data.team)).data.members',
    );
    expect(list(rules, 'items', me, eq('team', 't1'), {}, data).allowed).toBe(true);
    expect(list(rules, 'items', me, undefined, {}, data).allowed).toBe(false);
  });

  it('collection-group queries need a recursive wildcard rule', () => {
    const src = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /users/{uid}/posts/{post} { allow list: if true; }
    match /{path=**}/posts/{post} { allow list: if resource.data.published == true; }
  }
}`;
    const rules = compileRules(src);
    const cg = (where: unknown) =>
      evaluateFirestore(rules, {
        method: 'list',
        path: `${D}/posts`,
        collectionGroup: 'posts',
        auth: me,
        time: NOW,
        data: memoryAccess({}),
        query: { where },
      });
    expect(cg(eq('published', true)).allowed).toBe(true);
    expect(cg(undefined).allowed).toBe(false);
    const only = compileRules(src.replace(/\n {4}match \/\{path=\*\*\}.*\n/, '\n'));
    expect(
      evaluateFirestore(only, {
        method: 'list',
        path: `${D}/posts`,
        collectionGroup: 'posts',
        auth: me,
        time: NOW,
        data: memoryAccess({}),
      }).explanation,
    ).toBe('No matching allow statements');
  });

  it('denies queries with too many combinations to enumerate', () => {
    const many = (n: number, f: string) =>
      op(
        f,
        'IN',
        Array.from({ length: n }, (_, i) => `v${i}`),
      );
    expect(
      list(R('request.auth != null'), 'items', me, and(many(30, 'a'), many(30, 'b'))).allowed,
    ).toBe(false);
    expect(
      list(R('request.auth != null'), 'items', me, and(many(10, 'a'), many(10, 'b'))).allowed,
    ).toBe(true);
  });
});

describe('query constraint analysis', () => {
  // prettier-ignore
  it.each([
    ['a.b', ['a', 'b']],
    ['`a.b`.c', ['a.b', 'c']],
    ['plain', ['plain']],
    ['`x\\`y`', ['x`y']],
  ])('splits field path %s', (path, segs) => {
    expect(splitFieldPath(path)).toEqual(segs);
  });

  it('expands IN × IN into combinations and OR into branches', () => {
    expect(assignments(and(op('a', 'IN', [1, 2]), op('b', 'IN', ['x', 'y', 'z'])))?.length).toBe(6);
    expect(assignments(or(eq('a', 1), eq('a', 2), eq('b', 3)))?.length).toBe(3);
    expect(assignments(undefined)?.length).toBe(1);
    expect(assignments(and(eq('a', 1), eq('a', 2)))?.length).toBe(0);
  });
});
