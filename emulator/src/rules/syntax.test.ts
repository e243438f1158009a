import { describe, expect, it } from 'vitest';
import { RulesSyntaxError, compileRules } from './index.js';
import { parseRules } from './parser.js';
import { patternText } from './explain.js';

/** Wraps statements in a Firestore service: the body starts on line 4, column 5 when indented 4. */
const F = (body: string) =>
  `rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n${body}\n  }\n}\n`;

describe('invalid files report line, column and what was expected', () => {
  // prettier-ignore
  const cases: [string, string, number, number, string][] = [
    ['missing : before if', F('    allow read if true;'), 4, 16, "expected ',', ':' or ';' but found 'if'"],
    ['unknown method', F('    allow reed: if true;'), 4, 11, 'expected one of read, write, get, list, create, update, delete'],
    ['missing method after comma', F('    allow read, : if true;'), 4, 17, 'expected one of read, write'],
    ['empty condition', F('    allow read: if ;'), 4, 20, "expected an expression but found ';'"],
    ['unclosed paren', F('    allow read: if (true;'), 4, 25, "expected ')' but found ';'"],
    ['dangling operator', F('    allow read: if 1 +;'), 4, 23, 'expected an expression'],
    ['path without slash', F('    match users/{id} { allow read; }'), 4, 11, "expected a path starting with '/'"],
    ['unclosed wildcard', F('    match /users/{id { allow read; }'), 4, 21, "expected '}' or '=**'"],
    ['empty wildcard', F('    match /users/{} { allow read; }'), 4, 19, 'expected a wildcard name'],
    ['bad recursive wildcard', F('    match /users/{id=*} { allow read; }'), 4, 21, "expected '}' or '=**'"],
    ['two recursive wildcards', F('    match /{a=**}/x/{b=**} { allow read; }'), 4, 21, 'expected at most one recursive wildcard'],
    ['trailing slash in match', F('    match /users/ { allow read; }'), 4, 18, "expected a path segment after '/'"],
    ['repeated parameter', F('    function f(a, a) { return true; }'), 4, 19, "expected a new parameter name but 'a' is repeated"],
    ['let without ;', F('    function f() { let x = 1 return x; }'), 4, 30, "expected ';' but found 'return'"],
    ['function without return', F('    function f() { true }'), 4, 20, "expected 'let' or 'return' but found 'true'"],
    ['function without name', F('    function (a) { return a; }'), 4, 14, "expected a function name but found '('"],
    ['unterminated string', F("    allow read: if 'abc;"), 4, 20, 'unterminated string'],
    ['unknown type', F('    allow read: if a is strin;'), 4, 25, 'expected a type name'],
    ['member without name', F('    allow read: if x.;'), 4, 22, "expected a field or method name after '.'"],
    ['unclosed list', F('    allow read: if [1, 2;'), 4, 25, "expected ',' or ']' but found ';'"],
    ['map without colon', F("    allow read: if {'a' 1};"), 4, 25, "expected ':' but found '1'"],
    ['ternary without colon', F('    allow read: if a ? b;'), 4, 25, "expected ':' but found ';'"],
    ['bad character', F('    allow read: if a # b;'), 4, 22, "unexpected character '#'"],
    ['unterminated comment', F('    /* open comment'), 4, 5, "unterminated comment: expected '*/'"],
    ['$ without (', F('    allow read: if get(/$x);'), 4, 26, "expected '(' after '$'"],
    ['duplicate function', F('    function f() { return 1; }\n    function f() { return 2; }'), 5, 5, "expected a unique function name but 'f' is declared twice"],
    ['double semicolon', F('    allow read: if true;;'), 4, 25, "expected 'allow', 'match', 'function' or '}' but found ';'"],
    ['allow followed by an expression', F('    allow read: if true false'), 4, 25, "expected ';' but found 'false'"],
    ['methods followed by junk', F('    allow read x'), 4, 16, "expected ',', ':' or ';' but found 'x'"],
    ['trailing comma in call arguments', F('    allow read: if f(1,);'), 4, 24, 'expected an expression but found'],
    ['trailing comma in parameters', F('    function f(a,) { return a; }'), 4, 18, "expected a parameter name but found ')'"],
    ['trailing comma in methods', F('    allow read, : if true;'), 4, 17, 'expected one of read, write'],
    ['empty index', F('    allow read: if [1,2][];'), 4, 26, "expected an expression but found ']'"],
    ['bad escape', F("    allow read: if 'a\\q';"), 4, 22, "invalid escape sequence '\\q'"],
    ['keyword as value', F('    allow read: if allow;'), 4, 20, "expected an expression but found keyword 'allow'"],
    ['call on a call', F('    allow read: if f()(1);'), 4, 23, "expected ';' but found '('"],
    ['$ in a string-less path', F('    allow read: if exists(/a/$(b);'), 4, 34, "expected ',' or ')' but found ';'"],
    ['rules_version 3', "rules_version = '3';\nservice cloud.firestore {}", 1, 17, "expected '1' or '2'"],
    ['rules_version unquoted', 'rules_version = 2;\nservice cloud.firestore {}', 1, 17, "expected '1' or '2' (a quoted string)"],
    ['rules_version without ;', "rules_version = '2'\nservice cloud.firestore {}", 2, 1, "expected ';' but found 'service'"],
    ['rules_version without =', "rules_version '2';\nservice cloud.firestore {}", 1, 15, "expected '=' but found a string"],
    ['unknown service', 'service cloud.firestor {}', 1, 9, "expected a service name (cloud.firestore or firebase.storage) but found 'cloud.firestor'"],
    ['allow at service level', 'service cloud.firestore { allow read; }', 1, 27, "expected 'match', 'function' or '}' but found 'allow'"],
    ['unclosed service', 'service cloud.firestore {', 1, 26, 'but found end of input'],
    ['text after service', 'service cloud.firestore {} extra', 1, 28, "expected end of input but found 'extra'"],
    ['empty file', '', 1, 1, "expected 'service' but found end of input"],
    ['comment-only file', '// nothing\n', 2, 1, "expected 'service'"],
    ['match without block', F('    match /users/{id} allow read;'), 4, 23, "expected '{' but found 'allow'"],
    ['unclosed match', F('    match /users/{id} {\n      allow read: if true;'), 8, 1, "expected 'match', 'function' or '}' but found end of input"],
    ['garbage after wildcard', F('    match /users/{id}x { allow read; }'), 4, 22, "expected '/' or '{' but found 'x'"],
    ['int literal too big', F('    allow read: if 99999999999999999999 > 1;'), 4, 20, 'integer literal out of range'],
    ['if without condition keyword', F('    allow read: true;'), 4, 17, "expected 'if' but found 'true'"],
  ];

  it.each(cases)('%s', (_name, source, line, column, message) => {
    let caught: unknown;
    try {
      compileRules(source);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(RulesSyntaxError);
    const e = caught as RulesSyntaxError;
    expect({ line: e.line, column: e.column }).toEqual({ line, column });
    expect(e.message).toBe(`L${line}:${column} ${e.detail}`);
    expect(e.detail).toContain(message);
  });
});

describe('valid files', () => {
  it('parses rules_version, service, nested matches, wildcards and allows', () => {
    const file = parseRules(`rules_version = '2';
// a comment
service cloud.firestore {
  /* block
     comment */
  function signedIn() { return request.auth != null; }
  match /databases/{database}/documents {
    match /users/{userId} {
      allow read, write: if signedIn();
      match /posts/{post=**} {
        allow get;
        allow list, create, update, delete: if false;
      }
    }
  }
}`);
    expect(file.version).toBe('2');
    expect(file.service).toBe('cloud.firestore');
    expect(file.functions.map((f) => f.name)).toEqual(['signedIn']);
    const users = file.matches[0]?.matches[0];
    expect(patternText(users?.pattern ?? [])).toBe('/users/{userId}');
    expect(users?.allows[0]?.methods).toEqual(['read', 'write']);
    const posts = users?.matches[0];
    expect(patternText(posts?.pattern ?? [])).toBe('/posts/{post=**}');
    expect(posts?.allows[0]?.condition).toBeNull();
    expect(posts?.allows[1]?.methods).toEqual(['list', 'create', 'update', 'delete']);
    expect(posts?.allows[1]?.loc.line).toBe(12);
  });

  it('defaults to rules_version 1 and reads storage services', () => {
    const file = parseRules('service firebase.storage { match /b/{bucket}/o { allow read; } }');
    expect(file.version).toBe('1');
    expect(file.service).toBe('firebase.storage');
  });

  it('parses functions with parameters and let bindings', () => {
    const file = parseRules(`service cloud.firestore {
  function isOwner(uid, data) {
    let owner = data.owner;
    let same = owner == uid;
    return same
  }
}`);
    const f = file.functions[0];
    expect(f?.params).toEqual(['uid', 'data']);
    expect(f?.lets.map((l) => l.name)).toEqual(['owner', 'same']);
    expect(f?.body.kind).toBe('ident');
  });

  it('accepts a missing ; on the last statement of a block', () => {
    expect(() => compileRules(F('    allow read: if true'))).not.toThrow();
  });

  // prettier-ignore
  it.each([
    ['precedence: && binds tighter than ||', 'a || b && c', 'binary:||'],
    ['precedence: == below <', 'a < b == c', 'binary:=='],
    ['precedence: in above ==', "'a' in l == true", 'binary:=='],
    ['precedence: * above +', '1 + 2 * 3', 'binary:+'],
    ['ternary is lowest', 'a || b ? c : d', 'ternary'],
    ['is', 'x is string', 'is'],
    ['unary', '!a', 'unary'],
    ['method chain', 'a.b().c', 'member'],
    ['range', 'l[1:2]', 'range'],
    ['path', '/a/$(b)/c', 'path'],
  ])('%s', (_name, expr, kind) => {
    const file = parseRules(F(`    allow read: if ${expr};`));
    const cond = file.matches[0]?.allows[0]?.condition;
    expect(cond && (cond.kind === 'binary' ? `binary:${cond.op}` : cond.kind)).toBe(kind);
  });

  it('records positions of allow statements and expressions', () => {
    const file = parseRules(F('    allow read: if a == b;'));
    const allow = file.matches[0]?.allows[0];
    expect(allow?.loc).toMatchObject({ line: 4, column: 5 });
    expect(allow?.condition?.loc).toMatchObject({ line: 4, column: 20 });
  });

  it('reads the project rules files', async () => {
    const { readFileSync } = await import('node:fs');
    const { fileURLToPath } = await import('node:url');
    for (const f of ['firestore.rules', 'storage.rules']) {
      const src = readFileSync(fileURLToPath(new URL(`../../../${f}`, import.meta.url)), 'utf8');
      expect(() => compileRules(src)).not.toThrow();
    }
  });
});
