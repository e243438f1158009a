/** Expression grammar of the rules language, by precedence (lowest first):
 *  ternary `?:` · `||` · `&&` · `==` `!=` · `<` `<=` `>` `>=` `in` `is` · `+` `-` · `*` `/` `%`
 *  · unary `!` `-` · postfix `.name` `.name(…)` `[i]` `[i:j]` `f(…)` · primary. */
import type { BinaryOp, Expr, Loc } from './ast.js';
import { type Lexer, type Token } from './lexer.js';
import { scanPathLiteral } from './parse-path.js';

/** Type names accepted after `is`. */
export const TYPE_NAMES = new Set([
  'bool',
  'bytes',
  'constraint',
  'duration',
  'float',
  'int',
  'latlng',
  'list',
  'map',
  'map_diff',
  'number',
  'path',
  'set',
  'string',
  'timestamp',
]);

/** Describes a token for "expected X but found Y" messages. */
export function describe(tok: Token): string {
  if (tok.type === 'eof') return 'end of input';
  if (tok.type === 'string') return 'a string';
  return `'${tok.text}'`;
}

/** Recursive-descent parser for expressions; the file parser extends it. */
export class ExprParser {
  constructor(protected readonly lx: Lexer) {}

  protected expectPunct(text: string, what = `'${text}'`): Token {
    const tok = this.lx.peek();
    if (tok.type !== 'punct' || tok.text !== text)
      throw this.lx.error(tok.start, `expected ${what} but found ${describe(tok)}`);
    return this.lx.next();
  }

  protected isPunct(text: string): boolean {
    const tok = this.lx.peek();
    return tok.type === 'punct' && tok.text === text;
  }

  protected isWord(text: string): boolean {
    const tok = this.lx.peek();
    return tok.type === 'ident' && tok.text === text;
  }

  protected expectIdent(what = 'an identifier'): Token {
    const tok = this.lx.peek();
    if (tok.type !== 'ident')
      throw this.lx.error(tok.start, `expected ${what} but found ${describe(tok)}`);
    return this.lx.next();
  }

  private span(start: number): Loc {
    return this.lx.loc(start, this.lx.pos);
  }

  expr(): Expr {
    const start = this.lx.peek().start;
    const cond = this.or();
    if (!this.isPunct('?')) return cond;
    this.lx.next();
    const then = this.expr();
    this.expectPunct(':');
    const otherwise = this.expr();
    return { kind: 'ternary', cond, then, otherwise, loc: this.span(start) };
  }

  private binaryLevel(ops: string[], next: () => Expr): Expr {
    const start = this.lx.peek().start;
    let left = next();
    for (;;) {
      const tok = this.lx.peek();
      if (tok.type !== 'punct' || !ops.includes(tok.text)) return left;
      this.lx.next();
      const right = next();
      left = { kind: 'binary', op: tok.text as BinaryOp, left, right, loc: this.span(start) };
    }
  }

  private or(): Expr {
    return this.binaryLevel(['||'], () => this.and());
  }

  private and(): Expr {
    return this.binaryLevel(['&&'], () => this.equality());
  }

  private equality(): Expr {
    return this.binaryLevel(['==', '!='], () => this.relational());
  }

  private relational(): Expr {
    const start = this.lx.peek().start;
    let left = this.additive();
    for (;;) {
      const tok = this.lx.peek();
      if (tok.type === 'punct' && ['<', '<=', '>', '>='].includes(tok.text)) {
        this.lx.next();
        const right = this.additive();
        left = { kind: 'binary', op: tok.text as BinaryOp, left, right, loc: this.span(start) };
      } else if (tok.type === 'ident' && tok.text === 'in') {
        this.lx.next();
        const right = this.additive();
        left = { kind: 'binary', op: 'in', left, right, loc: this.span(start) };
      } else if (tok.type === 'ident' && tok.text === 'is') {
        this.lx.next();
        const t = this.lx.peek();
        if (t.type !== 'ident' || !TYPE_NAMES.has(t.text)) {
          throw this.lx.error(
            t.start,
            `expected a type name (bool, int, float, number, string, list, map, timestamp, duration, path, latlng, bytes, set) but found ${describe(t)}`,
          );
        }
        this.lx.next();
        left = { kind: 'is', operand: left, typeName: t.text, loc: this.span(start) };
      } else return left;
    }
  }

  private additive(): Expr {
    return this.binaryLevel(['+', '-'], () => this.multiplicative());
  }

  private multiplicative(): Expr {
    return this.binaryLevel(['*', '/', '%'], () => this.unary());
  }

  private unary(): Expr {
    const tok = this.lx.peek();
    if (tok.type === 'punct' && (tok.text === '!' || tok.text === '-')) {
      this.lx.next();
      const operand = this.unary();
      // Fold negative number literals so that -9223372036854775808 is representable.
      if (
        tok.text === '-' &&
        operand.kind === 'literal' &&
        (operand.value.t === 'int' || operand.value.t === 'float')
      ) {
        const value =
          operand.value.t === 'int'
            ? { t: 'int' as const, v: -operand.value.v }
            : { t: 'float' as const, v: -operand.value.v };
        return { kind: 'literal', value, loc: this.span(tok.start) };
      }
      return { kind: 'unary', op: tok.text, operand, loc: this.span(tok.start) };
    }
    return this.postfix();
  }

  private args(): Expr[] {
    this.expectPunct('(');
    const args: Expr[] = [];
    if (!this.isPunct(')')) {
      for (;;) {
        args.push(this.expr());
        if (!this.isPunct(',')) break;
        this.lx.next();
      }
    }
    this.expectPunct(')', "',' or ')'");
    return args;
  }

  private postfix(): Expr {
    const start = this.lx.peek().start;
    let e = this.primary();
    for (;;) {
      if (this.isPunct('.')) {
        this.lx.next();
        const name = this.expectIdent("a field or method name after '.'").text;
        if (this.isPunct('('))
          e = { kind: 'method', target: e, name, args: this.args(), loc: this.span(start) };
        else e = { kind: 'member', target: e, name, loc: this.span(start) };
      } else if (this.isPunct('[')) {
        this.lx.next();
        // `x[i:j]`, `x[:j]`, `x[i:]`: an omitted bound is 0 or size().
        const index = this.isPunct(':') ? null : this.expr();
        if (this.isPunct(':')) {
          this.lx.next();
          const to = this.isPunct(']') ? null : this.expr();
          this.expectPunct(']');
          e = { kind: 'range', target: e, from: index, to, loc: this.span(start) };
        } else if (index === null) {
          throw this.lx.error(this.lx.peek().start, "expected an expression but found ']'");
        } else {
          this.expectPunct(']', "']' or ':'");
          e = { kind: 'index', target: e, index, loc: this.span(start) };
        }
      } else if (this.isPunct('(') && e.kind === 'ident') {
        e = { kind: 'call', name: e.name, args: this.args(), loc: this.span(start) };
      } else return e;
    }
  }

  private primary(): Expr {
    const tok = this.lx.peek();
    const loc = this.lx.loc(tok.start, tok.end);
    switch (tok.type) {
      case 'int': {
        this.lx.next();
        const v = BigInt(tok.text);
        if (v > 9223372036854775808n)
          throw this.lx.error(tok.start, 'integer literal out of range');
        return { kind: 'literal', value: { t: 'int', v }, loc };
      }
      case 'float':
        this.lx.next();
        return { kind: 'literal', value: { t: 'float', v: Number(tok.text) }, loc };
      case 'string':
        this.lx.next();
        return { kind: 'literal', value: { t: 'string', v: tok.text }, loc };
      case 'bytes':
        this.lx.next();
        return { kind: 'literal', value: { t: 'bytes', v: tok.bytes ?? new Uint8Array() }, loc };
      case 'ident': {
        this.lx.next();
        if (tok.text === 'true' || tok.text === 'false')
          return { kind: 'literal', value: { t: 'bool', v: tok.text === 'true' }, loc };
        if (tok.text === 'null') return { kind: 'literal', value: { t: 'null' }, loc };
        if (
          ['allow', 'match', 'function', 'return', 'let', 'if', 'service', 'in', 'is'].includes(
            tok.text,
          )
        ) {
          throw this.lx.error(tok.start, `expected an expression but found keyword '${tok.text}'`);
        }
        return { kind: 'ident', name: tok.text, loc };
      }
      case 'punct':
        if (tok.text === '(') {
          this.lx.next();
          const inner = this.expr();
          this.expectPunct(')');
          return inner;
        }
        if (tok.text === '[') return this.listLiteral();
        if (tok.text === '{') return this.mapLiteral();
        if (tok.text === '/') return this.pathLiteral();
        break;
      default:
        break;
    }
    throw this.lx.error(tok.start, `expected an expression but found ${describe(tok)}`);
  }

  private listLiteral(): Expr {
    const start = this.lx.next().start;
    const items: Expr[] = [];
    while (!this.isPunct(']')) {
      items.push(this.expr());
      if (!this.isPunct(',')) break;
      this.lx.next();
    }
    this.expectPunct(']', "',' or ']'");
    return { kind: 'list', items, loc: this.span(start) };
  }

  private mapLiteral(): Expr {
    const start = this.lx.next().start;
    const entries: { key: Expr; value: Expr }[] = [];
    while (!this.isPunct('}')) {
      const key = this.expr();
      this.expectPunct(':');
      entries.push({ key, value: this.expr() });
      if (!this.isPunct(',')) break;
      this.lx.next();
    }
    this.expectPunct('}', "',' or '}'");
    return { kind: 'map', entries, loc: this.span(start) };
  }

  /** `/a/$(x)/(expr)/(default)/b_$(y)`: scanned raw, since a path's text is not made of tokens. */
  private pathLiteral(): Expr {
    return scanPathLiteral(
      this.lx,
      () => this.expr(),
      () => this.expectPunct(')'),
    );
  }
}
