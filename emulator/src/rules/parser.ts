/** Parses a whole rules file: rules_version, service, match blocks, allow statements, functions. */
import {
  ALLOW_METHODS,
  type AllowMethod,
  type AllowStmt,
  type FunctionDecl,
  type MatchBlock,
  type PatternSegment,
  type RulesFile,
  type ServiceName,
} from './ast.js';
import { Lexer } from './lexer.js';
import { ExprParser, describe } from './parse-expr.js';

const SERVICES: ServiceName[] = ['cloud.firestore', 'firebase.storage'];

class FileParser extends ExprParser {
  file(): RulesFile {
    const lx = this.lx;
    const start = lx.peek().start;
    let version: '1' | '2' = '1';
    if (this.isWord('rules_version')) {
      lx.next();
      this.expectPunct('=');
      const tok = lx.peek();
      if (tok.type !== 'string' || (tok.text !== '1' && tok.text !== '2')) {
        throw lx.error(
          tok.start,
          `expected '1' or '2' (a quoted string) but found ${tok.type === 'string' ? `'${tok.text}'` : describe(tok)}`,
        );
      }
      lx.next();
      version = tok.text as '1' | '2';
      this.expectPunct(';');
    }
    const svc = lx.peek();
    if (!this.isWord('service'))
      throw lx.error(svc.start, `expected 'service' but found ${describe(svc)}`);
    lx.next();
    const nameStart = lx.peek().start;
    let name = this.expectIdent('a service name (cloud.firestore or firebase.storage)').text;
    while (this.isPunct('.')) {
      lx.next();
      name += '.' + this.expectIdent('a service name (cloud.firestore or firebase.storage)').text;
    }
    if (!SERVICES.includes(name as ServiceName)) {
      throw lx.error(
        nameStart,
        `expected a service name (cloud.firestore or firebase.storage) but found '${name}'`,
      );
    }
    this.expectPunct('{');
    const functions: FunctionDecl[] = [];
    const matches: MatchBlock[] = [];
    for (;;) {
      const tok = lx.peek();
      if (this.isPunct('}')) break;
      if (this.isWord('function')) functions.push(this.functionDecl());
      else if (this.isWord('match')) matches.push(this.matchBlock());
      else
        throw lx.error(tok.start, `expected 'match', 'function' or '}' but found ${describe(tok)}`);
    }
    this.expectPunct('}');
    const eof = lx.peek();
    if (eof.type !== 'eof')
      throw lx.error(eof.start, `expected end of input but found ${describe(eof)}`);
    return {
      version,
      service: name as ServiceName,
      functions,
      matches,
      loc: lx.loc(start, lx.pos),
    };
  }

  private matchBlock(): MatchBlock {
    const lx = this.lx;
    const start = lx.next().start;
    const pattern = this.pattern();
    this.expectPunct('{');
    const block: MatchBlock = {
      pattern,
      functions: [],
      allows: [],
      matches: [],
      loc: lx.loc(start, start),
    };
    for (;;) {
      const tok = lx.peek();
      if (this.isPunct('}')) break;
      if (this.isWord('function')) block.functions.push(this.functionDecl());
      else if (this.isWord('match')) block.matches.push(this.matchBlock());
      else if (this.isWord('allow')) block.allows.push(this.allow());
      else
        throw lx.error(
          tok.start,
          `expected 'allow', 'match', 'function' or '}' but found ${describe(tok)}`,
        );
    }
    this.expectPunct('}');
    block.loc = lx.loc(start, lx.pos);
    return block;
  }

  /** `/users/{userId}/posts/{post=**}` scanned raw. */
  private pattern(): PatternSegment[] {
    const lx = this.lx;
    const src = lx.source;
    const at = lx.skipTrivia();
    if (src[at] !== '/')
      throw lx.error(at, `expected a path starting with '/' but found ${describe(lx.peek())}`);
    const segments: PatternSegment[] = [];
    let recursive = false;
    let p = at;
    // A comment may follow the pattern directly (`match /a/{b}// why {`).
    while (src[p] === '/' && src[p + 1] !== '/' && src[p + 1] !== '*') {
      p++;
      if (src[p] === '{') {
        const close = src.indexOf('}', p);
        const inner = close < 0 ? '' : src.slice(p + 1, close);
        const m = /^([A-Za-z_][A-Za-z0-9_]*)(=\*\*)?$/.exec(inner);
        if (!m) {
          const bad = /^[A-Za-z_][A-Za-z0-9_]*/.exec(inner);
          const off = p + 1 + (bad ? bad[0].length : 0);
          throw lx.error(
            off,
            bad ? "expected '}' or '=**' in a path wildcard" : 'expected a wildcard name in a path',
          );
        }
        const name = m[1] as string;
        if (m[2]) {
          if (recursive)
            throw lx.error(p, 'expected at most one recursive wildcard {name=**} in a path');
          recursive = true;
          segments.push({ kind: 'recursive', name });
        } else segments.push({ kind: 'wildcard', name });
        p = close + 1;
      } else {
        let q = p;
        while (q < src.length && /[^\s/{}]/.test(src[q] as string)) q++;
        if (q === p) {
          if (src[p] === '{' || src[p] === undefined || /\s/.test(src[p] as string)) {
            // A trailing slash (`match /users/ {`) is accepted by production only as part of a segment.
            throw lx.error(p, "expected a path segment after '/'");
          }
        }
        segments.push({ kind: 'literal', text: src.slice(p, q) });
        p = q;
      }
    }
    if (segments.length === 0) throw lx.error(at, "expected a path segment after '/'");
    if (p < src.length && !/[\s{]/.test(src[p] as string) && !/^\/[/*]/.test(src.slice(p, p + 2)))
      throw lx.error(p, `expected '/' or '{' but found '${src[p]}'`);
    lx.seek(p);
    return segments;
  }

  private allow(): AllowStmt {
    const lx = this.lx;
    const start = lx.next().start;
    const methods: AllowMethod[] = [];
    for (;;) {
      const tok = lx.peek();
      if (tok.type !== 'ident' || !(ALLOW_METHODS as readonly string[]).includes(tok.text)) {
        throw lx.error(
          tok.start,
          `expected one of read, write, get, list, create, update, delete but found ${describe(tok)}`,
        );
      }
      lx.next();
      methods.push(tok.text as AllowMethod);
      if (!this.isPunct(',')) break;
      lx.next();
    }
    let condition = null;
    if (this.isPunct(':')) {
      lx.next();
      const tok = lx.peek();
      if (!this.isWord('if')) throw lx.error(tok.start, `expected 'if' but found ${describe(tok)}`);
      lx.next();
      condition = this.expr();
    } else if (!this.isPunct(';') && !this.atStatementStart()) {
      const tok = lx.peek();
      throw lx.error(tok.start, `expected ',', ':' or ';' but found ${describe(tok)}`);
    }
    // The ';' that ends an allow is optional, as Google's parser takes it (README, "Grammar
    // leniencies"): before '}' and before the next allow, match or function.
    if (this.isPunct(';')) lx.next();
    else if (!this.atStatementStart()) this.expectPunct(';');
    return { methods, condition, loc: lx.loc(start, lx.pos) };
  }

  /** True at what can follow a statement in a match block: '}' or the next allow/match/function. */
  private atStatementStart(): boolean {
    return (
      this.isPunct('}') || this.isWord('allow') || this.isWord('match') || this.isWord('function')
    );
  }

  private functionDecl(): FunctionDecl {
    const lx = this.lx;
    const start = lx.next().start;
    const name = this.expectIdent('a function name').text;
    this.expectPunct('(');
    const params: string[] = [];
    if (!this.isPunct(')')) {
      for (;;) {
        const p = this.expectIdent('a parameter name');
        if (params.includes(p.text))
          throw lx.error(p.start, `expected a new parameter name but '${p.text}' is repeated`);
        params.push(p.text);
        if (!this.isPunct(',')) break;
        lx.next();
      }
    }
    this.expectPunct(')', "',' or ')'");
    this.expectPunct('{');
    const lets: FunctionDecl['lets'] = [];
    while (this.isWord('let')) {
      const letStart = lx.next().start;
      const v = this.expectIdent('a variable name').text;
      this.expectPunct('=');
      const value = this.expr();
      this.expectPunct(';');
      lets.push({ name: v, value, loc: lx.loc(letStart, lx.pos) });
    }
    const tok = lx.peek();
    if (!this.isWord('return'))
      throw lx.error(tok.start, `expected 'let' or 'return' but found ${describe(tok)}`);
    lx.next();
    const body = this.expr();
    if (this.isPunct(';')) lx.next();
    this.expectPunct('}');
    return { name, params, lets, body, loc: lx.loc(start, lx.pos) };
  }
}

/** Parses a rules file into its syntax tree; throws RulesSyntaxError with line, column and what was expected. */
export function parseRules(source: string): RulesFile {
  return new FileParser(new Lexer(source)).file();
}
