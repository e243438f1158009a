import { describe, expect, it } from 'vitest';
import { evalExpr, matchesExpected, show } from './testing.js';
import { RList, RMap, RError } from './values.js';

const env = {
  globals: {
    m: RMap.of({ a: 1n, b: 'x', n: null, inner: RMap.of({ c: true }) }),
    l: new RList([1n, 2n, 3n]),
  },
  vars: { boom: new RError('Boom.') },
};

function check(cases: [string, string][]) {
  it.each(cases)('%s → %s', (src, expected) => {
    const actual = show(evalExpr(src, env));
    expect(matchesExpected(actual, expected), `got ${actual}`).toBe(true);
  });
}

describe('literals', () => {
  // prettier-ignore
  check([
    ['null', 'null'],
    ['true', 'true'],
    ['false', 'false'],
    ['42', '42'],
    ['-7', '-7'],
    ['0x1F', '31'],
    ['1.5', '1.5'],
    ['2.0', '2.0'],
    ['1e3', '1000.0'],
    ['.5', '0.5'],
    ["'single'", "'single'"],
    ['"double"', "'double'"],
    ["'it\\'s'", "'it's'"],
    ["'tab\\tx'.size()", '5'],
    ["'\\u00e9'", "'é'"],
    ["r'a\\d'", "'a\\d'"],
    ["b'\\x01\\xFF'", 'bytes(01FF)'],
    ["b'ab'", 'bytes(6162)'],
    ['[]', '[]'],
    ['[1, 2.5, "x", null]', "[1, 2.5, 'x', null]"],
    ['[1, 2,]', '[1, 2]'],
    ["{'a': 1, 'b': [true]}", "{'a': 1, 'b': [true]}"],
    ['{}', '{}'],
    ["{1: 'x'}", 'error'],
    ['9223372036854775807', '9223372036854775807'],
    ['-9223372036854775808', '-9223372036854775808'],
  ]);
});

describe('arithmetic: ints and floats', () => {
  // prettier-ignore
  check([
    ['1 + 2', '3'],
    ['7 - 10', '-3'],
    ['6 * 7', '42'],
    ['7 / 2', '3'],
    ['-7 / 2', '-3'],
    ['7 % 3', '1'],
    ['-7 % 3', '-1'],
    ['7.0 / 2', '3.5'],
    ['7 / 2.0', '3.5'],
    ['1 + 1.5', '2.5'],
    ['2 * 1.5', '3.0'],
    ['1 / 0', 'error: Division by zero.'],
    ['1 % 0', 'error: Division by zero.'],
    ['1.0 / 0', 'error: Division by zero.'],
    ['9223372036854775807 + 1', 'error: Integer overflow.'],
    ['-9223372036854775807 - 2', 'error: Integer overflow.'],
    ['4611686018427387904 * 2', 'error: Integer overflow.'],
    ['-(3)', '-3'],
    ['-(1.5)', '-1.5'],
    ['2 + 3 * 4', '14'],
    ['(2 + 3) * 4', '20'],
    ['10 - 2 - 3', '5'],
    ['100 / 10 / 5', '2'],
    ["'a' + 'b'", "'ab'"],
    ["'a' + 1", 'error: Unsupported operation error'],
    ['1 + true', 'error'],
    ['[1] + [2, 3]', '[1, 2, 3]'],
    ['null + 1', 'error'],
    ["-'x'", 'error'],
  ]);
});

describe('comparison and equality', () => {
  // prettier-ignore
  check([
    ['1 == 1', 'true'],
    ['1 == 1.0', 'true'],
    ['1 != 2', 'true'],
    ['1 < 2', 'true'],
    ['2 <= 2', 'true'],
    ['3 > 2.5', 'true'],
    ['2 >= 3', 'false'],
    ["'abc' < 'abd'", 'true'],
    ["'b' > 'abc'", 'true'],
    ["'a' == 'a'", 'true'],
    ["'a' == 1", 'false'],
    ['null == null', 'true'],
    ['null != 1', 'true'],
    ['[1, 2] == [1, 2]', 'true'],
    ['[1, 2] == [2, 1]', 'false'],
    ["{'a': 1} == {'a': 1.0}", 'true'],
    ["{'a': 1} == {'a': 1, 'b': 2}", 'false'],
    ["1 < 'a'", 'error: Unsupported operation error'],
    ['null < 1', 'error'],
    ['true == true', 'true'],
    ['[1, 2] < [1, 3]', 'true'],
    ['1 == 1 == true', 'true'],
  ]);
});

describe('logic: errors are overridden by a deciding value', () => {
  // prettier-ignore
  check([
    ['true || false', 'true'],
    ['false || false', 'false'],
    ['true && false', 'false'],
    ['true && true', 'true'],
    ['boom || true', 'true'],
    ['true || boom', 'true'],
    ['boom || false', 'error: Boom.'],
    ['false || boom', 'error: Boom.'],
    ['boom && false', 'false'],
    ['false && boom', 'false'],
    ['boom && true', 'error: Boom.'],
    ['true && boom', 'error: Boom.'],
    ['boom || boom', 'error: Boom.'],
    ['m.missing == 1 || true', 'true'],
    ['m.missing == 1 && false', 'false'],
    ['m.missing == 1 || false', 'error: Property missing is undefined on object.'],
    ['1 || true', 'true'],
    ['1 || false', 'error'],
    ["'x' && true", 'error'],
    ['!true', 'false'],
    ['!false', 'true'],
    ['!boom', 'error: Boom.'],
    ['!1', 'error'],
    ['!!true', 'true'],
    ['false || true && false', 'false'],
    ['true || true && false', 'true'],
  ]);
});

describe('ternary', () => {
  // prettier-ignore
  check([
    ["true ? 'a' : 'b'", "'a'"],
    ["false ? 'a' : 'b'", "'b'"],
    ["boom ? 'a' : 'b'", 'error: Boom.'],
    ["1 ? 'a' : 'b'", 'error'],
    ["true ? 'a' : boom", "'a'"],
    ["false ? boom : 'b'", "'b'"],
    ['true ? false ? 1 : 2 : 3', '2'],
    ['1 < 2 ? 10 + 1 : 0', '11'],
  ]);
});

describe('in and is', () => {
  // prettier-ignore
  check([
    ['2 in [1, 2, 3]', 'true'],
    ['4 in [1, 2, 3]', 'false'],
    ['2.0 in [1, 2]', 'true'],
    ["'a' in {'a': 1}", 'true'],
    ["'z' in {'a': 1}", 'false'],
    ["'a' in ['a', 'b'].toSet()", 'true'],
    ["'a' in 'abc'", 'error'],
    ['1 in null', 'error: Null value error.'],
    ["1 in {'a': 1}", 'error'],
    ['1 is int', 'true'],
    ['1 is float', 'false'],
    ['1.0 is float', 'true'],
    ['1 is number', 'true'],
    ['1.5 is number', 'true'],
    ["'s' is string", 'true'],
    ['true is bool', 'true'],
    ['[1] is list', 'true'],
    ['{} is map', 'true'],
    ['[1].toSet() is set', 'true'],
    ['null is map', 'false'],
    ["b'a' is bytes", 'true'],
    ['/a/b is path', 'true'],
    ["duration.value(1, 's') is duration", 'true'],
    ['timestamp.value(0) is timestamp', 'true'],
    ['latlng.value(1, 2) is latlng', 'true'],
    ['boom is string', 'error: Boom.'],
    ['m is map && m.b is string', 'true'],
  ]);
});

describe('maps, members, indexing', () => {
  // prettier-ignore
  check([
    ['m.a', '1'],
    ["m['b']", "'x'"],
    ['m.n', 'null'],
    ['m.inner.c', 'true'],
    ['m.missing', 'error: Property missing is undefined on object.'],
    ['m.n.x', 'error: Null value error.'],
    ['l[0]', '1'],
    ['l[2]', '3'],
    ['l[3]', 'error: Index out of range'],
    ['l[-1]', 'error'],
    ["l['a']", 'error'],
    ['l[1:3]', '[2, 3]'],
    ['l[0:0]', '[]'],
    ['l[2:1]', 'error'],
    ['undefinedName', 'error: Variable not found error: Name: [undefinedName].'],
    ['nosuch(1)', 'error: Function not found error: Name: [nosuch].'],
    ['(1).x', 'error'],
    ['m.a.size()', 'error'],
  ]);
});

describe('path literals', () => {
  const pathEnv = { ...env, vars: { database: '(default)', uid: 'u1', doc: null } };
  // prettier-ignore
  it.each([
    ['/databases/$(database)/documents/users/$(uid)', 'path(/databases/(default)/documents/users/u1)'],
    ['/databases/(default)/documents/users/x', 'path(/databases/(default)/documents/users/x)'],
    ["/users/(uid + '_x')", 'path(/users/u1_x)'],
    ['/users/$(uid)_profile', 'path(/users/u1_profile)'],
    ['/a/$(1 + 1)', 'path(/a/2)'],
    ['/a/b.png', 'path(/a/b.png)'],
    ['/a/$(/b/c)', 'path(/a/b/c)'],
    ['/a/$(doc)', 'error: Path segments must be strings'],
    ['/a/b == /a/b', 'true'],
    ['/a/b == /a/c', 'false'],
    ['(/a/b/c)[1]', "'b'"],
    ['(/a/b/c)[1:3]', 'path(/b/c)'],
    ["path('a/b') == /a/b", 'true'],
  ])('%s → %s', (src, expected) => {
    const actual = show(evalExpr(src, pathEnv));
    expect(matchesExpected(actual, expected), `got ${actual}`).toBe(true);
  });
});
