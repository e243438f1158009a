import { describe, expect, it } from 'vitest';
import { FIRESTORE_RULES, STORAGE_RULES } from './fixtures/groundtruth-rules.js';
import { RulesSyntaxError, compileRules, evaluateFirestore, evaluateStorage } from './index.js';
import { memoryAccess, toFields } from './testing.js';

/** A small deterministic PRNG so failures reproduce. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const ALPHABET = '{}()[];:,.=<>!+-*/%?$\'"a1 \n_/**{x=**}';
const D = '/databases/(default)/documents';

function mutate(src: string, rand: () => number): string {
  let out = src;
  const edits = 1 + Math.floor(rand() * 3);
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(rand() * out.length);
    const kind = rand();
    if (kind < 0.4) out = out.slice(0, at) + out.slice(at + 1 + Math.floor(rand() * 4));
    else if (kind < 0.8)
      out =
        out.slice(0, at) + (ALPHABET[Math.floor(rand() * ALPHABET.length)] ?? '') + out.slice(at);
    else out = out.slice(0, at) + out.slice(at).replace(/[A-Za-z]+/, '');
  }
  return out;
}

describe('robustness: damaged rules files', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    'seed %i: 150 mutated files either compile or throw RulesSyntaxError inside the file',
    (seed) => {
      const rand = rng(seed);
      const data = memoryAccess({
        [`${D}/users/c1`]: toFields({ status: 'verified' }),
        [`${D}/tasks/open1`]: toFields({ status: 'open' }),
      });
      for (let i = 0; i < 150; i++) {
        const base = i % 2 === 0 ? FIRESTORE_RULES : STORAGE_RULES;
        const src = mutate(base, rand);
        let rules;
        try {
          rules = compileRules(src);
        } catch (e) {
          expect(e).toBeInstanceOf(RulesSyntaxError);
          const err = e as RulesSyntaxError;
          const lines = src.split('\n');
          expect(err.line).toBeGreaterThanOrEqual(1);
          expect(err.line).toBeLessThanOrEqual(lines.length);
          expect(err.column).toBeLessThanOrEqual((lines[err.line - 1]?.length ?? 0) + 1);
          expect(err.detail).toMatch(/expected|unexpected|unterminated|invalid|out of range/);
          continue;
        }
        const auth = { uid: 'c1', token: { role: 'staff' } };
        const d =
          rules.service === 'cloud.firestore'
            ? evaluateFirestore(rules, {
                method: 'get',
                path: `${D}/users/c1`,
                auth,
                time: new Date(),
                data,
              })
            : evaluateStorage(rules, {
                method: 'get',
                bucket: 'b',
                objectPath: 'submissions/c1/open1/x',
                auth,
                time: new Date(),
                firestore: data,
              });
        expect(d.explanation).not.toMatch(/Internal (rules engine|evaluation) error/);
      }
    },
  );
});

describe('robustness: random expressions evaluate to values or errors, never exceptions', () => {
  const atoms = [
    '0',
    '1',
    '-1',
    '2.5',
    '0.0',
    "'a'",
    "''",
    'true',
    'false',
    'null',
    '[]',
    '[1, 2]',
    "{'k': 1}",
    '/a/b',
    "duration.value(1, 's')",
    'timestamp.value(0)',
    'latlng.value(1, 2)',
    "b'x'",
    '9223372036854775807',
    "['a'].toSet()",
    "{'k': 1}.diff({})",
    'missing',
    'float("NaN")',
  ];
  const unary = ['!', '-'];
  const binary = ['||', '&&', '==', '!=', '<', '<=', '>', '>=', 'in', '+', '-', '*', '/', '%'];
  const methods = [
    'size()',
    'keys()',
    'values()',
    "get('k', 0)",
    'toSet()',
    'hasAll([1])',
    'hasOnly([])',
    "join(',')",
    'concat([3])',
    'removeAll([1])',
    "matches('a')",
    'lower()',
    "split(',')",
    "replace('a', 'b')",
    'toMillis()',
    'year()',
    'seconds()',
    'latitude()',
    'toBase64()',
    'addedKeys()',
    "bind({'x': 'y'})",
    'union([1].toSet())',
    'date()',
    'nanos()',
    'trim()',
    'toUtf8()',
    'distance(latlng.value(0, 0))',
  ];
  function gen(rand: () => number, depth: number): string {
    const r = rand();
    const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)] as T;
    if (depth <= 0 || r < 0.25) return pick(atoms);
    if (r < 0.35) return `${pick(unary)}(${gen(rand, depth - 1)})`;
    if (r < 0.65) return `(${gen(rand, depth - 1)} ${pick(binary)} ${gen(rand, depth - 1)})`;
    if (r < 0.8) return `(${gen(rand, depth - 1)}).${pick(methods)}`;
    if (r < 0.9)
      return `(${gen(rand, depth - 1)} ? ${gen(rand, depth - 1)} : ${gen(rand, depth - 1)})`;
    if (r < 0.95) return `(${gen(rand, depth - 1)})[${gen(rand, depth - 1)}]`;
    return `(${gen(rand, depth - 1)} is ${pick(['int', 'string', 'map', 'list', 'bool', 'number', 'path'])})`;
  }
  it.each([11, 12, 13, 14])('seed %i: 400 expressions', (seed) => {
    const rand = rng(seed);
    for (let i = 0; i < 400; i++) {
      const expr = gen(rand, 4);
      const rules = compileRules(
        `service cloud.firestore { match /databases/{d}/documents/{doc=**} { allow get: if ${expr}; } }`,
      );
      const d = evaluateFirestore(rules, {
        method: 'get',
        path: `${D}/a/b`,
        auth: null,
        time: new Date(),
        data: memoryAccess({}),
      });
      expect(d.explanation, expr).not.toMatch(/Internal (rules engine|evaluation) error/);
    }
  });
});
