/**
 * Every example of Google's rules language reference (firebase.google.com/docs/reference/rules/…),
 * page by page, as a test case naming its page. Each example is written as the reference
 * writes it and must be true (or, where the reference shows a value, equal it). Where the
 * reference's own example cannot hold, or the page leaves a behaviour open, the case says so
 * and README.md ("What the reference leaves open") gives the reading chosen.
 */
import { describe, expect, it } from 'vitest';
import {
  type FirestoreRulesRequest,
  compileRules,
  evaluateFirestore,
  evaluateStorage,
} from './index.js';
import { evalExpr, memoryAccess, show, storedDoc } from './testing.js';
import { RMap } from './values.js';

const env = { globals: { mystring: 'abcdef' } };

/** Each case: [page, expression that must evaluate to true]. */
function examples(cases: [string, string][]) {
  it.each(cases)('%s: %s', (_page, src) => {
    expect(show(evalExpr(src, env))).toBe('true');
  });
}

describe('rules.String', () => {
  // prettier-ignore
  examples([
    ['rules.String (operators)', "'username' + '@domain.com' == 'username@domain.com'"],
    ['rules.String (operators)', "'abc' < 'abd' && 'b' > 'abc' && 'a' <= 'a' && 'a' >= 'a' && 'a' != 'b'"],
    ['rules.String (index)', "mystring[0] == 'a'"],
    ['rules.String (range)', "mystring[0:3] == 'abc'"],
    ['rules.String (string())', 'string(true) == "true"'],
    ['rules.String (string())', 'string(1) == "1"'],
    ['rules.String (string())', 'string(2.0) == "2.0"'],
    ['rules.String (string())', 'string(null) == "null"'],
    ['rules.String lower', "'ABC'.lower() == 'abc'"],
    ['rules.String lower', "'ABC123'.lower() == 'abc123'"],
    ['rules.String matches', "'user@domain.com'.matches('.*@domain[.]com') == true"],
    ['rules.String matches', "'banana'.matches('.*@domain[.]com') == false"],
    ['rules.String replace', '\'banana\'.replace("a", "o") == \'bonono\''],
    ['rules.String replace', '\'banana\'.replace("ana", "ee") == \'beena\''],
    // The page writes 15 dashes for this 12-character string; '.' matches each character once.
    ['rules.String replace', '\'foo@test.com\'.replace(".", "-") == \'------------\''],
    ['rules.String size', "'a'.size() == 1"],
    ['rules.String size', "'abc'.size() == 3"],
    ['rules.String split', "'a/b/c'.split('/') == ['a', 'b', 'c']"],
    ['rules.String toUtf8', "'**'.toUtf8() == b'\\x2A\\x2A'"],
    ['rules.String toUtf8', "'€'.toUtf8() == b'\\xE2\\x82\\xAC'"],
    ['rules.String trim', "' a '.trim() == 'a'"],
    ['rules.String trim', "'b'.trim() == 'b'"],
    ['rules.String upper', "'abc'.upper() == 'ABC'"],
    ['rules.String upper', "'abc123'.upper() == 'ABC123'"],
  ]);
});

describe('rules.String: ranges with an omitted bound (i defaults to 0, j to size())', () => {
  // prettier-ignore
  examples([
    ['rules.String (range)', "'abcdef'[2:] == 'cdef'"],
    ['rules.String (range)', "'abcdef'[:2] == 'ab'"],
    ['rules.String (range)', "'abcdef'[:] == 'abcdef'"],
    ['rules.String (range)', "'héllo'[1:] == 'éllo'"],
    ['rules.List (range)', '[1, 2, 3][1:] == [2, 3]'],
    ['rules.List (range)', '[1, 2, 3][:1] == [1]'],
    ['rules.List (range)', '[1, 2, 3][3:] == []'],
    ['rules.Path (range)', '/a/b/c[1:] == /b/c'],
  ]);
  it('an omitted bound still checks the other one', () => {
    expect(show(evalExpr("'abc'[4:]"))).toMatch(/^error: Range out of bounds/);
    expect(show(evalExpr('[1][:2]'))).toMatch(/^error: Range out of bounds/);
  });
});

describe('rules.String: regular expressions are RE2 ("A regular expression using Google RE2 syntax")', () => {
  // prettier-ignore
  examples([
    ['rules.String matches (RE2 named group)', "'ab'.matches('(?P<first>a)b')"],
    ['rules.String matches (RE2 Unicode class)', "'Ünïcødé'.matches('\\\\pL+')"],
    ['rules.String matches (RE2 Unicode script)', "'αβγ'.matches('\\\\p{Greek}+')"],
    ['rules.String matches (RE2 flags)', "'ABC'.matches('(?i)abc')"],
    ['rules.String matches (RE2 flags in a group)', "'aBC'.matches('a(?i:bc)')"],
    ['rules.String matches (RE2 POSIX class)', "'abc'.matches('[[:alpha:]]+')"],
    ['rules.String matches (RE2 \\Q…\\E)', "'a.b'.matches('\\\\Qa.b\\\\E') && !'axb'.matches('\\\\Qa.b\\\\E')"],
    ['rules.String matches (RE2 \\A \\z)', "'abc'.matches('\\\\Aabc\\\\z')"],
    ['rules.String matches (whole string)', "!'xabcx'.matches('abc') && 'abc'.matches('abc|x')"],
    ['rules.String matches (whole string, alternation)', "!'ab'.matches('a|ab|b') == false"],
    ['rules.String split (RE2)', "'a1b22c'.split('\\\\d+') == ['a', 'b', 'c']"],
    ['rules.String replace (RE2)', "'a1b22c'.replace('\\\\pN+', '#') == 'a#b#c'"],
  ]);

  // prettier-ignore
  const refused: [string, string][] = [
    ['a backreference', '(a)\\\\1'],
    ['a lookahead', 'a(?=b)'],
    ['a negative lookahead', 'a(?!b)'],
    ['a lookbehind', '(?<=a)b'],
    ['a negative lookbehind', '(?<!a)b'],
    ['a possessive quantifier', 'a++'],
    ['an atomic group', '(?>a)'],
    ['a repeat count over 1000', 'a{1001}'],
    ['\\Z', 'a\\\\Z'],
    ['an unclosed class', '[a-z'],
  ];
  it.each(refused)('RE2 refuses %s, so matches/split/replace are errors', (_n, re) => {
    for (const src of [`'a'.matches('${re}')`, `'a'.split('${re}')`, `'a'.replace('${re}', '')`])
      expect(show(evalExpr(src))).toMatch(/^error: Invalid regular expression/);
  });
});

describe('rules.List', () => {
  // prettier-ignore
  examples([
    ['rules.List (operators)', "['a', 'b'] == ['a', 'b'] && ['a', 'b'] != ['b', 'a']"],
    ['rules.List (operators)', "['a', 'b'][1] == 'b'"],
    ['rules.List (operators)', "['a', 'b', 'c'][0:2] == ['a', 'b']"],
    ['rules.List (operators)', "'a' in ['a','b'] == true"],
    ['rules.List concat', '[1, 2].concat([2, 3]) == [1, 2, 2, 3]'],
    ['rules.List hasAll', "['a', 'b', 'c'].hasAll(['a', 'c']) && !['a'].hasAll(['a', 'b'])"],
    ['rules.List hasAny', "['a', 'b'].hasAny(['c', 'b']) && !['a'].hasAny(['b'])"],
    ['rules.List hasOnly', "['a', 'b'].hasOnly(['a', 'c']) == false"],
    ['rules.List hasOnly', "['a', 'b'].hasOnly(['a', 'b', 'c']) == true"],
    ['rules.List hasOnly', "['a', 'b'].hasOnly(['b', 'a']) == true"],
    ['rules.List hasOnly', "['a', 'a', 'b'].hasOnly(['a', 'b', 'b']) == true"],
    ['rules.List hasOnly', "['a', 'a', 'b'].hasOnly(['a', 'b', 'b', 'c']) == true"],
    ['rules.List join', "['a', 'b', 'c'].join('/') == 'a/b/c'"],
    ['rules.List removeAll', "['a', 'b', 'a', 'c'].removeAll(['a']) == ['b', 'c']"],
    ['rules.List size', '[1, 2, 3].size() == 3'],
    ['rules.List toSet', "['a', 'b', 'a'].toSet() == ['b', 'a'].toSet() && ['a', 'a'].toSet().size() == 1"],
  ]);
});

describe('rules.Map', () => {
  // prettier-ignore
  examples([
    ['rules.Map (operators)', "{'a': 1} == {'a': 1} && {'a': 1} != {'a': 2}"],
    ['rules.Map (operators)', "{'k': 1}['k'] == 1"],
    ['rules.Map (operators)', "{'k': 1}.k == 1"],
    ['rules.Map (operators)', "'k' in {'k': 1} && !('x' in {'k': 1})"],
    ['rules.Map get', '{"a": 3,"b": 2}.get("c", 7) == 7'],
    ['rules.Map get', '{"a": [2, 7], "b": [9, 12]}.get("c", [1, 1]) == [1, 1]'],
    ['rules.Map get', '{"a": [2, 7],"b": [9, 12]}.get("b", [1, 1]) == [9, 12]'],
    ['rules.Map get', '{"a": {"b": 1},"c": 2}.get(["a", "b"], 7) == 1'],
    ['rules.Map keys', "{'a': 1, 'b': 2}.keys() == ['a', 'b']"],
    ['rules.Map size', "{'a': 1, 'b': 2}.size() == 2"],
    ['rules.Map values', "{'a': 1, 'b': 2}.values() == [1, 2]"],
    ['rules.Map diff', "{'a': 1}.diff({'a': 2}).changedKeys() == ['a'].toSet()"],
  ]);
});

describe('rules.MapDiff', () => {
  // prettier-ignore
  examples([
    ['rules.MapDiff addedKeys', '{"a":1}.diff({}).addedKeys() == ["a"].toSet()'],
    ['rules.MapDiff affectedKeys', '({"a":0, "c":0, "u":0}).diff({"r":0, "c":1, "u": 0}).affectedKeys() == ["a", "r", "c"].toSet()'],
    ['rules.MapDiff changedKeys', '{"a":0}.diff({"a":1, "b":4}).changedKeys() == ["a"].toSet()'],
    ['rules.MapDiff removedKeys', '{}.diff({"a":1}).removedKeys() == ["a"].toSet()'],
    ['rules.MapDiff unchangedKeys', '{"a": 0}.diff({"a":0}).unchangedKeys() == ["a"].toSet()'],
  ]);
  it('rules.MapDiff: request.resource.data.diff(resource.data).affectedKeys().hasOnly(["a"])', () => {
    const src = 'request.resource.data.diff(resource.data).affectedKeys().hasOnly(["a"])';
    const request = (data: Record<string, bigint>) =>
      RMap.of({ resource: RMap.of({ data: RMap.of(data) }) });
    const resource = RMap.of({ data: RMap.of({ a: 1n, b: 2n }) });
    expect(show(evalExpr(src, { globals: { request: request({ a: 5n, b: 2n }), resource } }))).toBe(
      'true',
    );
    expect(show(evalExpr(src, { globals: { request: request({ a: 5n, b: 3n }), resource } }))).toBe(
      'false',
    );
  });
});

describe('rules.Set', () => {
  // prettier-ignore
  examples([
    ['rules.Set', "['a','b'].toSet().size() == 2"],
    ['rules.Set (operators)', "['a', 'b'].toSet() == ['b', 'a'].toSet()"],
    ['rules.Set (operators)', "'a' in ['a','b'].toSet() == true"],
    ['rules.Set difference', "['a','b'].toSet().difference(['a','c'].toSet()) == ['b'].toSet()"],
    ['rules.Set hasAll', "['a','b'].toSet().hasAll(['a','c']) == false"],
    ['rules.Set hasAll', "['d','e','f'].toSet().hasAll(['d','e']) == true"],
    ['rules.Set hasAny', "['a','b'].toSet().hasAny(['c','d'].toSet()) == false"],
    ['rules.Set hasAny', "['a','b'].toSet().hasAny(['a','c'].toSet()) == true"],
    ['rules.Set hasOnly', "['a','b'].toSet().hasOnly(['a','c']) == false"],
    ['rules.Set hasOnly', "['a','b'].toSet().hasOnly(['a','b']) == true"],
    ['rules.Set intersection', "['a','b'].toSet().intersection(['a','c'].toSet()) == ['a'].toSet()"],
    ['rules.Set size', "['a', 'b', 'a'].toSet().size() == 2"],
    ['rules.Set union', "['a','b'].toSet().union(['a','c'].toSet()) == ['a', 'b', 'c'].toSet()"],
  ]);
});

describe('rules.Bytes', () => {
  // prettier-ignore
  examples([
    ['rules.Bytes (literals: all equal to decimal 42)', "b'*' == b'\\x2A' && b'\\x2A' == b'\\052'"],
    ['rules.Bytes (literals: all equivalent)', "b'€' == b'\\342\\202\\254' && b'\\342\\202\\254' == b'\\xE2\\x82\\xAC'"],
    ['rules.Bytes (literals)', "b'\\x0F'.size() == 1 && b'\\000'.size() == 1 && b'\\377' == b'\\xFF'"],
    ['rules.Bytes size', "b'\\xFF\\xFF'.size() == 2"],
    ['rules.Bytes size', "b'a'.size() == 1"],
    ['rules.Bytes size', "b'€'.size() == 3"],
    ['rules.Bytes toBase64', "b'\\xFB\\xEF\\xBE'.toBase64() == '----'"],
    ['rules.Bytes toBase64 (base64url alphabet)', "b'\\xFF\\xFF\\xFF'.toBase64() == '____'"],
    ['rules.Bytes toHexString', "b'\\x2A'.toHexString() == '2A'"],
    ['rules.Bytes toHexString', "b'**'.toHexString() == '2A2A'"],
    ['rules.Bytes toHexString', "b'€'.toHexString() == 'E282AC'"],
  ]);
  it("rules.Bytes: one-place octal (b'\\0') and one-place hex (b'\\xF') are not escapes", () => {
    for (const src of ["b'\\0'", "b'\\xF'"]) expect(() => evalExpr(src)).toThrow(/invalid escape/);
  });
  it('strings read three-place octal escapes too', () => {
    expect(show(evalExpr("'\\052' == '*'"))).toBe('true');
  });
});

describe('rules.Boolean', () => {
  // prettier-ignore
  examples([
    ['rules.Boolean (operators)', 'true == true && true != false'],
    ['rules.Boolean (operators)', '(true && false) == false && (true || false) == true && !false'],
    ['rules.Boolean (short-circuit at true)', 'true || someFunction()'],
    ['rules.Boolean (short-circuit at false)', '(false && someFunction()) == false'],
    ['rules.Boolean bool()', 'bool("true") == true'],
  ]);
  it('rules.Boolean: false || someFunction() always runs someFunction()', () => {
    expect(show(evalExpr('false || someFunction()'))).toBe(
      'error: Function not found error: Name: [someFunction].',
    );
  });
});

describe('rules.Integer, rules.Float, rules.Number', () => {
  // prettier-ignore
  examples([
    ['rules.Integer (int())', 'int("2") == 2'],
    ['rules.Integer (int())', 'int(2.0) == 2'],
    ['rules.Integer (operators)', '1 + 2 == 3 && 3 - 1 == 2 && 7 / 2 == 3 && 2 * 3 == 6 && 7 % 3 == 1 && -(1) == -1'],
    ['rules.Integer (coerced to float with floats)', '1 + 0.5 == 1.5 && 1 < 1.5 && 2 == 2.0'],
    ['rules.Integer (signed 64-bit)', '9223372036854775807 > 0 && -9223372036854775808 < 0'],
    ['rules.Float (float())', 'float("2.2") == 2.2'],
    ['rules.Float (float())', 'float(2) == 2.0'],
    ['rules.Float (operators)', '1.5 + 1.5 == 3.0 && 3.0 - 1.5 == 1.5 && 7.0 / 2.0 == 3.5 && 1.5 * 2.0 == 3.0 && -(1.5) < 0.0'],
    ['rules.Number (is number)', '1 is number && 1.5 is number && !("1" is number)'],
  ]);
});

describe('rules.math', () => {
  // prettier-ignore
  examples([
    ['rules.math abs', 'math.abs(-1) == 1'],
    ['rules.math abs', 'math.abs(1) == 1'],
    ['rules.math ceil', 'math.ceil(2.0) == 2'],
    ['rules.math ceil', 'math.ceil(2.1) == 3'],
    ['rules.math ceil', 'math.ceil(2.7) == 3'],
    ['rules.math floor', 'math.floor(1.9) == 1'],
    ['rules.math floor', 'math.floor(2.0) == 2'],
    ['rules.math floor', 'math.floor(2.7) == 2'],
    // The page writes ∞ and NaN, which are not rules literals; float() makes them.
    ['rules.math isInfinite', "math.isInfinite(float('Infinity')) == true"],
    ['rules.math isInfinite', 'math.isInfinite(100) == false'],
    ['rules.math isNaN', "math.isNaN(float('NaN')) == true"],
    ['rules.math isNaN', 'math.isNaN(100) == false'],
    ['rules.math pow', 'math.pow(2, 2) == 4'],
    ['rules.math pow', 'math.pow(1.5, 2) == 2.25'],
    ['rules.math pow', 'math.pow(4, 0.5) == 2'],
    ['rules.math round', 'math.round(1.9) == 2'],
    ['rules.math round', 'math.round(2.4) == 2'],
    ['rules.math round', 'math.round(2.5) == 3'],
    ['rules.math sqrt', 'math.sqrt(4) == 2.0'],
    ['rules.math sqrt', 'math.sqrt(2.25) == 1.5'],
  ]);
  it('rules.math: ceil/floor/round return rules.Integer, pow/sqrt rules.Float', () => {
    expect(show(evalExpr('math.ceil(2.1)'))).toBe('3');
    expect(show(evalExpr('math.pow(2, 2)'))).toBe('4.0');
    expect(show(evalExpr('math.sqrt(4)'))).toBe('2.0');
  });
});

describe('rules.hashing (the page has no examples: standard test vectors)', () => {
  // prettier-ignore
  examples([
    ['rules.hashing md5', "hashing.md5('').toHexString() == 'D41D8CD98F00B204E9800998ECF8427E'"],
    ['rules.hashing sha256', "hashing.sha256('abc').toHexString() == 'BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD'"],
    ['rules.hashing crc32', "hashing.crc32('123456789').toHexString() == 'CBF43926'"],
    ['rules.hashing crc32c', "hashing.crc32c('123456789').toHexString() == 'E3069283'"],
    ['rules.hashing (strings hash as UTF-8)', "hashing.sha256('€') == hashing.sha256(b'\\xE2\\x82\\xAC')"],
    ['rules.hashing (returns rules.Bytes)', "hashing.md5(b'abc') is bytes && hashing.crc32(b'abc').size() == 4"],
  ]);
});

describe('rules.Duration and rules.duration', () => {
  // prettier-ignore
  examples([
    ['rules.duration abs', "duration.abs(duration.value(-10, 's')) == duration.value(10, 's')"],
    ['rules.duration value', "duration.value(1, 'w') == duration.value(7, 'd')"],
    ['rules.duration value (units)', "duration.value(1, 'd') == duration.value(24, 'h') && duration.value(1, 'h') == duration.value(60, 'm') && duration.value(1, 'm') == duration.value(60, 's') && duration.value(1, 's') == duration.value(1000, 'ms') && duration.value(1, 'ms') == duration.value(1000000, 'ns')"],
    ['rules.duration time', "duration.time(1, 2, 3, 4) == duration.value(3723000000004, 'ns')"],
    ['rules.Duration seconds (signed)', "duration.value(-1500, 'ms').seconds() == -1"],
    ['rules.Duration nanos (signed, -999,999,999 to +999,999,999)', "duration.value(-1500, 'ms').nanos() == -500000000"],
    ['rules.Duration nanos', "duration.time(0, 0, 5, 999999999).nanos() == 999999999"],
  ]);
});

describe('rules.Timestamp and rules.timestamp (the pages have one example)', () => {
  // prettier-ignore
  examples([
    ['rules.timestamp date', 'timestamp.date(1984, 1, 2) == timestamp.value(441849600000)'],
    ['rules.timestamp value', 'timestamp.value(441849600000).year() == 1984'],
    ['rules.Timestamp date', 'timestamp.value(441849600000 + 3723004).date() == timestamp.date(1984, 1, 2)'],
    ['rules.Timestamp time', "timestamp.value(441849600000 + 3723004).time() == duration.value(3723004, 'ms')"],
    ['rules.Timestamp parts', 'timestamp.value(441849600000 + 3723004).hours() == 1 && timestamp.value(441849600000 + 3723004).minutes() == 2 && timestamp.value(441849600000 + 3723004).seconds() == 3'],
    ['rules.Timestamp day/month/year', 'timestamp.date(1984, 1, 2).day() == 2 && timestamp.date(1984, 1, 2).month() == 1 && timestamp.date(1984, 1, 2).year() == 1984'],
    ['rules.Timestamp dayOfWeek (1 to 7)', 'timestamp.date(1984, 1, 2).dayOfWeek() == 1 && timestamp.date(1984, 1, 1).dayOfWeek() == 7'],
    ['rules.Timestamp dayOfYear (1 to 366)', 'timestamp.date(1984, 1, 1).dayOfYear() == 1 && timestamp.date(1984, 12, 31).dayOfYear() == 366'],
    ['rules.Timestamp nanos', 'timestamp.value(1500).nanos() == 500000000'],
    ['rules.Timestamp toMillis', 'timestamp.value(441849600000).toMillis() == 441849600000'],
    ['rules.Timestamp (arithmetic with durations)', "timestamp.date(1984, 1, 2) + duration.value(1, 'd') == timestamp.date(1984, 1, 3) && timestamp.date(1984, 1, 3) - timestamp.date(1984, 1, 2) == duration.value(1, 'd')"],
  ]);
});

describe('rules.LatLng and rules.latlng', () => {
  // prettier-ignore
  examples([
    ['rules.latlng value', 'latlng.value(45.0, 90.0) is latlng'],
    ['rules.LatLng latitude', 'latlng.value(45.0, 90.0).latitude() == 45.0'],
    ['rules.LatLng longitude', 'latlng.value(45.0, 90.0).longitude() == 90.0'],
    ['rules.LatLng distance (meters)', 'latlng.value(0.0, 0.0).distance(latlng.value(0.0, 1.0)) > 111000.0 && latlng.value(0.0, 0.0).distance(latlng.value(0.0, 1.0)) < 111400.0'],
  ]);
  it('rules.LatLng: latitude is in [-90, 90], longitude in [-180, 180]', () => {
    expect(show(evalExpr('latlng.value(91.0, 0.0)'))).toMatch(/^error/);
    expect(show(evalExpr('latlng.value(0.0, 181.0)'))).toMatch(/^error/);
  });
});

describe('rules.Path', () => {
  // prettier-ignore
  examples([
    ['rules.Path', '/path/to/resource == path("path/to/resource")'],
    ['rules.Path (operators)', '/a/b != /a/c'],
    ['rules.Path (index by number)', "/path/to/resource[1] == 'to'"],
    ['rules.Path bind', '(/path/$(foo)/$(bar)).bind({"foo": "something", "bar": "another"}) == /path/something/another'],
    ['rules.Path bind (a string path)', "path('/users/{uid}').bind({'uid': 'u1'}) == /users/u1"],
  ]);
});

describe('rules.debug', () => {
  // prettier-ignore
  examples([
    ['rules.debug (returns its argument; calls can be nested)', "debug(debug('alice') == debug('alice'))"],
    ['rules.debug', "debug({'a': 1}) == {'a': 1}"],
  ]);
});

describe('rules.firestore, rules.firestore.Request, rules.firestore.Resource', () => {
  const D = '/databases/(default)/documents';
  const data = memoryAccess({
    [`${D}/things/thing1`]: { owner: { stringValue: 'u1' } },
    [`${D}/things/other`]: {},
  });
  const R = (body: string) =>
    compileRules(
      `rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n    ${body}\n  }\n}\n`,
    );
  const req = (r: Partial<FirestoreRulesRequest>): FirestoreRulesRequest => ({
    method: 'get',
    path: `${D}/things/x`,
    auth: { uid: 'u1', token: {} },
    time: new Date('2026-01-01T00:00:00Z'),
    data,
    ...r,
  });
  const allowed = (body: string, r: Partial<FirestoreRulesRequest> = {}) =>
    evaluateFirestore(R(body), req(r)).allowed;

  it('rules.firestore exists: allow write: if exists(/databases/$(database)/documents/things/other)', () => {
    const body =
      'match /things/{t} { allow write: if exists(/databases/$(database)/documents/things/other) }';
    expect(allowed(body, { method: 'create' })).toBe(true);
    const missing = body.replace('things/other', 'things/none');
    expect(allowed(missing, { method: 'create' })).toBe(false);
  });

  it('rules.firestore get: get(/databases/$(database)/documents/things/thing1) returns the document', () => {
    const body =
      "match /things/{t} { allow get: if get(/databases/$(database)/documents/things/thing1).data.owner == 'u1' }";
    expect(allowed(body)).toBe(true);
  });

  it('rules.firestore get: "the document, or null if it does not exist"', () => {
    const body =
      'match /things/{t} { allow get: if get(/databases/$(database)/documents/things/none) == null }';
    expect(allowed(body)).toBe(true);
    const field =
      "match /things/{t} { allow get: if get(/databases/$(database)/documents/things/none).data.owner == 'u1' }";
    const d = evaluateFirestore(R(field), req({}));
    expect(d.allowed).toBe(false);
    expect(d.explanation).toContain('Null value error.');
  });

  it('rules.firestore existsAfter: "Equivalent to getAfter(path) != null"', () => {
    const body = (p: string) =>
      `match /things/{t} { allow get: if existsAfter(/databases/$(database)/documents/things/${p}) == (getAfter(/databases/$(database)/documents/things/${p}) != null) }`;
    expect(allowed(body('thing1'))).toBe(true);
    expect(allowed(body('none'))).toBe(true);
  });

  it('rules.firestore (firebase.storage): firestore.get of a missing document is null too', () => {
    const rules = compileRules(
      "rules_version = '2';\nservice firebase.storage {\n  match /b/{bucket}/o {\n    match /{f} { allow read: if firestore.get(/databases/(default)/documents/things/none) == null && !firestore.exists(/databases/(default)/documents/things/none) }\n  }\n}\n",
    );
    const d = evaluateStorage(rules, {
      method: 'get',
      bucket: 'b',
      objectPath: 'f',
      auth: null,
      time: new Date(),
      resource: { name: 'f', bucket: 'b', size: 1 },
      firestore: data,
    });
    expect(d.allowed).toBe(true);
  });

  it('rules.firestore.Request query: allow list: if request.query.limit <= 50', () => {
    const body = 'match /things/{t} { allow list: if request.query.limit <= 50 }';
    const list = (limit: number) => ({
      method: 'list' as const,
      path: `${D}/things`,
      query: { limit },
    });
    expect(allowed(body, list(50))).toBe(true);
    expect(allowed(body, list(51))).toBe(false);
  });

  it('rules.firestore.Request method and path', () => {
    const body =
      "match /things/{t} { allow get: if request.method == 'get' && request.path == /databases/(default)/documents/things/x }";
    expect(allowed(body)).toBe(true);
  });

  it('rules.firestore.Request time: request.time == request.resource.data.myServerTimestampField', () => {
    const time = new Date('2026-01-01T00:00:00Z');
    const body =
      'match /things/{t} { allow create: if request.time == request.resource.data.myServerTimestampField }';
    const requestResource = storedDoc(`${D}/things/x`, { myServerTimestampField: time });
    expect(allowed(body, { method: 'create', time, requestResource })).toBe(true);
  });

  it("rules.firestore.Resource __name__: resource['__name__'] == /databases/(default)/documents/collection/document", () => {
    const body =
      "match /collection/{d} { allow get: if resource['__name__'] == /databases/(default)/documents/collection/document }";
    const path = `${D}/collection/document`;
    expect(allowed(body, { path, resource: storedDoc(path, {}) })).toBe(true);
  });

  it("rules.firestore.Resource data: resource.data.name == 'John Doe'", () => {
    const body = "match /collection/{d} { allow get: if resource.data.name == 'John Doe' }";
    const path = `${D}/collection/document`;
    expect(allowed(body, { path, resource: storedDoc(path, { name: 'John Doe' }) })).toBe(true);
  });

  it("rules.firestore.Resource id: resource['__name__'] == /databases/(default)/documents/collection/$(resource.id)", () => {
    const body =
      "match /collection/{d} { allow get: if resource['__name__'] == /databases/(default)/documents/collection/$(resource.id) }";
    const path = `${D}/collection/document`;
    expect(allowed(body, { path, resource: storedDoc(path, {}) })).toBe(true);
  });
});
