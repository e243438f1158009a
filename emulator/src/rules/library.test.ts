import { describe, expect, it } from 'vitest';
import { evalExpr, matchesExpected, show } from './testing.js';
import { RMap, RPath, RTimestamp } from './values.js';

// 2024-02-29T13:45:30.123456789Z, a Thursday, day 60 of a leap year.
const T = new RTimestamp(1709214330123456789n);
const env = {
  globals: {
    t: T,
    before: RMap.of({ a: 1n, b: 'x', c: true }),
    after: RMap.of({ a: 2n, b: 'x', d: null }),
    doc: new RPath(['users', 'u1']),
  },
};

function check(cases: [string, string][]) {
  it.each(cases)('%s → %s', (src, expected) => {
    const actual = show(evalExpr(src, env));
    expect(matchesExpected(actual, expected), `got ${actual}`).toBe(true);
  });
}

describe('string', () => {
  // prettier-ignore
  check([
    ["'hello'.size()", '5'],
    ["''.size()", '0'],
    ["'héllo'.size()", '5'],
    ["'abc'.matches('a.c')", 'true'],
    ["'abcd'.matches('a.c')", 'false'],
    ["'a@b.com'.matches('.*@b[.]com')", 'true'],
    ["'ABC'.matches('(?i)abc')", 'true'],
    ["'abc'.matches('(')", 'error: Invalid regular expression'],
    ["'Hello'.lower()", "'hello'"],
    ["'Hello'.upper()", "'HELLO'"],
    ["'  pad  '.trim()", "'pad'"],
    ["'a,b,,c'.split(',')", "['a', 'b', '', 'c']"],
    ["'a1b22c'.split('[0-9]+')", "['a', 'b', 'c']"],
    ["'aXbXc'.replace('X', '-')", "'a-b-c'"],
    ["'a.b'.replace('[.]', '$1')", "'a$1b'"],
    ["'abc'[1]", "'b'"],
    ["'abc'[3]", 'error: Index out of range'],
    ["'abcdef'[1:4]", "'bcd'"],
    ["'abc'[0:9]", 'error'],
    ["'abc'.toUtf8()", 'bytes(616263)'],
    ["'abc'.size(1)", 'error: Invalid arguments'],
    ["'abc'.nope()", 'error: Function not found error: Name: [nope].'],
    ["'abc'.matches(1)", 'error'],
    ["'a' + 'b' + 'c'", "'abc'"],
    ["'x'.size() == 1", 'true'],
  ]);
});

describe('list', () => {
  // prettier-ignore
  check([
    ['[1, 2, 3].size()', '3'],
    ['[].size()', '0'],
    ["['a', 'b'].hasAll(['a'])", 'true'],
    ["['a', 'b'].hasAll(['a', 'c'])", 'false'],
    ["['a', 'b'].hasAll([])", 'true'],
    ["['a', 'b'].hasAny(['c', 'b'])", 'true'],
    ["['a', 'b'].hasAny(['c'])", 'false'],
    ["['a', 'b'].hasAny([])", 'false'],
    ["['a'].hasOnly(['a', 'b'])", 'true'],
    ["['a', 'z'].hasOnly(['a', 'b'])", 'false'],
    ['[].hasOnly([])', 'true'],
    ["['a'].hasOnly(['a'].toSet())", 'true'],
    ["['a'].hasAll('a')", 'error: Invalid arguments'],
    ["['a', 'b'].join('-')", "'a-b'"],
    ["[].join(',')", "''"],
    ["[1, 2].join(',')", 'error'],
    ['[1].concat([2, 3])', '[1, 2, 3]'],
    ['[1].concat(2)', 'error'],
    ['[1, 2, 3, 2].removeAll([2])', '[1, 3]'],
    ['[1, 2].removeAll([])', '[1, 2]'],
    ['[1, 1, 2].toSet()', 'set(1, 2)'],
    ['[1, 1, 2].toSet().size()', '2'],
    ['[1, 2, 3][0:2]', '[1, 2]'],
    ['[[1], [2]][1][0]', '2'],
    ['[1].nope()', 'error: Function not found'],
  ]);
});

describe('map', () => {
  // prettier-ignore
  check([
    ["{'a': 1, 'b': 2}.keys()", "['a', 'b']"],
    ["{'a': 1, 'b': 2}.values()", '[1, 2]'],
    ["{'a': 1}.size()", '1'],
    ["{'a': 1}.get('a', 0)", '1'],
    ["{'a': 1}.get('z', 0)", '0'],
    ["{'a': {'b': 5}}.get(['a', 'b'], 0)", '5'],
    ["{'a': {'b': 5}}.get(['a', 'x'], 'd')", "'d'"],
    ["{'a': 1}.get(['a', 'x'], 'd')", "'d'"],
    ["{'a': null}.get('a', 1)", 'null'],
    ["{'a': 1}.get(1, 0)", 'error'],
    ["{'a': 1}.get('a')", 'error'],
    ["{'a': 1}.z", 'error: Property z is undefined on object.'],
    ["{'a': 1}['z']", 'error: Property z is undefined on object.'],
    ['after.diff(before).addedKeys()', "set('d')"],
    ['after.diff(before).removedKeys()', "set('c')"],
    ['after.diff(before).changedKeys()', "set('a')"],
    ['after.diff(before).unchangedKeys()', "set('b')"],
    ['after.diff(before).affectedKeys()', "set('a', 'd', 'c')"],
    ["after.diff(before).affectedKeys().hasOnly(['a', 'c', 'd'])", 'true'],
    ["after.diff(before).affectedKeys().hasOnly(['a'])", 'false'],
    ["after.diff(before).affectedKeys().hasAny(['b'])", 'false'],
    ['before.diff(before).affectedKeys().size()', '0'],
    ["{'x': [1]}.diff({'x': [1]}).changedKeys().size()", '0'],
    ["{'x': 1}.diff({'x': 1.0}).changedKeys().size()", '0'],
    ['before.diff(1)', 'error'],
    ['after.diff(before) is map_diff', 'true'],
    ["{'a': 1}.nope()", 'error: Function not found'],
  ]);
});

describe('set', () => {
  // prettier-ignore
  check([
    ["['a', 'b'].toSet().hasAll(['a'])", 'true'],
    ["['a', 'b'].toSet().hasAny(['x'])", 'false'],
    ["['a', 'b'].toSet().hasOnly(['a', 'b', 'c'])", 'true'],
    ["['a', 'b'].toSet().difference(['b'].toSet())", "set('a')"],
    ["['a', 'b'].toSet().intersection(['b', 'c'].toSet())", "set('b')"],
    ["['a'].toSet().union(['b', 'a'].toSet())", "set('a', 'b')"],
    ["['a'].toSet().union(['b'])", 'error'],
    ["['a', 'b'].toSet() == ['b', 'a'].toSet()", 'true'],
    ["['a'].toSet() == ['a', 'b'].toSet()", 'false'],
    ["['a', 'b'].toSet().size()", '2'],
  ]);
});

describe('timestamp', () => {
  // prettier-ignore
  check([
    ['t.year()', '2024'],
    ['t.month()', '2'],
    ['t.day()', '29'],
    ['t.hours()', '13'],
    ['t.minutes()', '45'],
    ['t.seconds()', '30'],
    ['t.nanos()', '123456789'],
    ['t.dayOfWeek()', '4'],
    ['t.dayOfYear()', '60'],
    ['t.toMillis()', '1709214330123'],
    ['t.date()', 'timestamp(2024-02-29T00:00:00.000000000Z)'],
    ['t.time()', 'duration(49530123456789ns)'],
    ["t.hours('America/New_York')", '8'],
    ["t.hours('Asia/Tokyo')", '22'],
    ["t.day('Pacific/Kiritimati')", '1'],
    ["t.year('Not/AZone')", 'error: Unknown time zone'],
    ['timestamp.date(2024, 2, 29) == t.date()', 'true'],
    ['timestamp.date(2024, 13, 1)', 'error'],
    ['timestamp.value(0)', 'timestamp(1970-01-01T00:00:00.000000000Z)'],
    ['timestamp.value(1709214330123).toMillis()', '1709214330123'],
    ["t + duration.value(1, 'd') > t", 'true'],
    ["(t + duration.value(1, 'd')).day()", '1'],
    ["(t - duration.value(29, 'd')).month()", '1'],
    ['t - t.date() == t.time()', 'true'],
    ['t > timestamp.value(0)', 'true'],
    ['t == t', 'true'],
    ['t < 5', 'error'],
    ['t + 1', 'error'],
    ['timestamp.nope()', 'error: Function not found'],
    ["timestamp.value('x')", 'error'],
  ]);
});

describe('duration', () => {
  // prettier-ignore
  check([
    ["duration.value(90, 's').seconds()", '90'],
    ["duration.value(2, 'm').seconds()", '120'],
    ["duration.value(1, 'h').seconds()", '3600'],
    ["duration.value(1, 'd').seconds()", '86400'],
    ["duration.value(1, 'w').seconds()", '604800'],
    ["duration.value(1500, 'ms').seconds()", '1'],
    ["duration.value(1500, 'ms').nanos()", '500000000'],
    ["duration.value(7, 'ns').nanos()", '7'],
    ["duration.value(1, 'y')", 'error: Invalid duration unit'],
    ["duration.value(1.5, 's')", 'error'],
    ['duration.time(1, 2, 3, 4).seconds()', '3723'],
    ["duration.abs(duration.value(-5, 's')).seconds()", '5'],
    ["duration.value(1, 'h') > duration.value(59, 'm')", 'true'],
    ["duration.value(1, 'h') == duration.value(60, 'm')", 'true'],
    ["duration.value(1, 's') + duration.value(1, 's') == duration.value(2, 's')", 'true'],
    ["-duration.value(1, 's') < duration.value(0, 's')", 'true'],
  ]);
});

describe('latlng', () => {
  // prettier-ignore
  check([
    ['latlng.value(10, 20).latitude()', '10.0'],
    ['latlng.value(10, 20.5).longitude()', '20.5'],
    ['latlng.value(91, 0)', 'error: Invalid latlng'],
    ['latlng.value(0, 0).distance(latlng.value(0, 0))', '0.0'],
    ['latlng.value(0, 0).distance(latlng.value(0, 1)) > 111000', 'true'],
    ['latlng.value(0, 0).distance(latlng.value(0, 1)) < 112000', 'true'],
    ['latlng.value(1, 2) == latlng.value(1, 2)', 'true'],
    ['latlng.value(0, 0).distance(1)', 'error'],
  ]);
});

describe('math', () => {
  // prettier-ignore
  check([
    ['math.abs(-3)', '3'],
    ['math.abs(-3.5)', '3.5'],
    ['math.ceil(1.2)', '2'],
    ['math.floor(1.8)', '1'],
    ['math.floor(-1.2)', '-2'],
    ['math.round(2.5)', '3'],
    ['math.round(-2.5)', '-3'],
    ['math.round(2.4)', '2'],
    ['math.ceil(5)', '5'],
    ['math.sqrt(16)', '4.0'],
    ['math.pow(2, 10)', '1024.0'],
    ['math.isInfinite(1.0 / 3)', 'false'],
    ['math.isNaN(float("NaN"))', 'true'],
    ['math.isNaN(1)', 'false'],
    ["math.abs('x')", 'error'],
    ['math.nope(1)', 'error: Function not found'],
  ]);
});

describe('hashing and bytes', () => {
  // prettier-ignore
  check([
    ["hashing.md5('abc').toHexString()", "'900150983CD24FB0D6963F7D28E17F72'"],
    ["hashing.sha256('abc').toHexString()", "'BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD'"],
    ["hashing.crc32('123456789').toHexString()", "'CBF43926'"],
    ["hashing.crc32c('123456789').toHexString()", "'E3069283'"],
    ["hashing.md5(b'abc') == hashing.md5('abc')", 'true'],
    ['hashing.md5(1)', 'error'],
    ["b'abc'.size()", '3'],
    ["b'abc'.toBase64()", "'YWJj'"],
    ["'abc'.toUtf8() == b'abc'", 'true'],
  ]);
});

describe('conversions and path functions', () => {
  // prettier-ignore
  check([
    ['int(3.9)', '3'],
    ['int(-3.9)', '-3'],
    ["int('42')", '42'],
    ["int('4x')", 'error'],
    ['float(3)', '3.0'],
    ["float('2.5')", '2.5'],
    ['string(1)', "'1'"],
    ['string(1.5)', "'1.5'"],
    ['string(2.0)', "'2.0'"],
    ['string(true)', "'true'"],
    ['string(null)', "'null'"],
    ['string(/a/b)', "'/a/b'"],
    ['string([1])', 'error'],
    ["path('/users/u1')", 'path(/users/u1)'],
    ["path('users/u1')[1]", "'u1'"],
    ["path('/users/{uid}').bind({'uid': 'u9'})", 'path(/users/u9)'],
    ["path('/users/{uid}').bind({})", 'error'],
    ['doc[0]', "'users'"],
    ['doc[5]', 'error: Index out of range'],
    ['debug(1 + 1)', '2'],
    ["bool('true')", 'true'],
  ]);
});

describe('out-of-range values are errors, never exceptions', () => {
  // prettier-ignore
  check([
    ['timestamp.value(9223372036854775807).year()', 'error: Timestamp out of range.'],
    ['timestamp.value(9223372036854775807 / 1000000).year()', '2262'],
    ['timestamp.date(999999999, 1, 1)', 'error: Timestamp out of range.'],
    ['int(1e30)', 'error: Integer overflow.'],
    ['int(float("NaN"))', 'error'],
    ['math.round(1e300)', 'error: Integer overflow.'],
    ['-9223372036854775807 - 1 == -9223372036854775808', 'true'],
    ['(-9223372036854775807 - 1) / -1', 'error: Integer overflow.'],
    ["'x'[9223372036854775807]", 'error: Index out of range'],
  ]);
});
