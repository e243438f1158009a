/**
 * The rules lexer. The parser drives it token by token because `/` means division after an
 * operand but starts a path literal where an operand is expected, and path segments are
 * raw text (`/b/{bucket}/o`, `/users/$(uid)`), so the parser scans them straight from source.
 */
import type { Loc } from './ast.js';

export type TokenType = 'ident' | 'int' | 'float' | 'string' | 'bytes' | 'punct' | 'eof';

export interface Token {
  type: TokenType;
  /** Source text for idents and punctuation; decoded value for strings. */
  text: string;
  bytes?: Uint8Array;
  start: number;
  end: number;
}

/** A syntax error at a 1-based line and column; the message reads "L3:14 expected ';' …". */
export class RulesSyntaxError extends Error {
  readonly line: number;
  readonly column: number;
  /** The message without the `L{line}:{column}` prefix. */
  readonly detail: string;
  constructor(line: number, column: number, detail: string) {
    super(`L${line}:${column} ${detail}`);
    this.name = 'RulesSyntaxError';
    this.line = line;
    this.column = column;
    this.detail = detail;
  }
}

const NUMBER = /(?:[0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?/y;
const PUNCT2 = ['==', '!=', '<=', '>=', '&&', '||'];
const PUNCT1 = '{}()[];:,.=<>!+-*/%?$';

const SIMPLE_ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '\\': '\\',
  "'": "'",
  '"': '"',
  '0': '\0',
  b: '\b',
  f: '\f',
  v: '\v',
  a: '\x07',
  '?': '?',
  '`': '`',
};

const isDigit = (c: number) => c >= 48 && c <= 57;
const isIdentStart = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;

/** Tokens on demand over one source text, with line/column bookkeeping. */
export class Lexer {
  readonly source: string;
  pos = 0;
  private readonly lineStarts: number[] = [0];
  private peeked: Token | null = null;

  constructor(source: string) {
    this.source = source;
    for (let i = 0; i < source.length; i++) if (source[i] === '\n') this.lineStarts.push(i + 1);
  }

  /** 1-based line and column of an offset. */
  lineCol(offset: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.lineStarts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (this.lineStarts[lo] ?? 0) + 1 };
  }

  loc(start: number, end: number): Loc {
    const { line, column } = this.lineCol(start);
    return { line, column, start, end };
  }

  error(offset: number, detail: string): RulesSyntaxError {
    const { line, column } = this.lineCol(offset);
    return new RulesSyntaxError(line, column, detail);
  }

  peek(): Token {
    if (!this.peeked) {
      const save = this.pos;
      this.peeked = this.scan();
      this.pos = save;
    }
    return this.peeked;
  }

  next(): Token {
    const tok = this.peek();
    this.peeked = null;
    this.pos = tok.end;
    return tok;
  }

  /** Moves the raw cursor (used by the parser's path scanner); drops any peeked token. */
  seek(pos: number): void {
    this.pos = pos;
    this.peeked = null;
  }

  /** Skips whitespace and comments from the raw cursor; returns the new offset. */
  skipTrivia(): number {
    const s = this.source;
    let p = this.pos;
    for (;;) {
      const c = s[p];
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f') p++;
      else if (c === '/' && s[p + 1] === '/') {
        while (p < s.length && s[p] !== '\n') p++;
      } else if (c === '/' && s[p + 1] === '*') {
        const close = s.indexOf('*/', p + 2);
        if (close < 0) throw this.error(p, "unterminated comment: expected '*/'");
        p = close + 2;
      } else break;
    }
    this.pos = p;
    return p;
  }

  private scan(): Token {
    const s = this.source;
    const start = this.skipTrivia();
    if (start >= s.length) return { type: 'eof', text: '', start, end: start };
    const c = s[start] as string;
    const code = s.charCodeAt(start);
    if (isIdentStart(code)) {
      // r'…' raw strings and b'…' bytes literals start like identifiers.
      const q = s[start + 1];
      if ((c === 'r' || c === 'b') && (q === "'" || q === '"'))
        return this.scanString(start + 1, start, c);
      let p = start + 1;
      while (p < s.length && (isIdentStart(s.charCodeAt(p)) || isDigit(s.charCodeAt(p)))) p++;
      return { type: 'ident', text: s.slice(start, p), start, end: p };
    }
    if (isDigit(code) || (c === '.' && isDigit(s.charCodeAt(start + 1))))
      return this.scanNumber(start);
    if (c === "'" || c === '"') return this.scanString(start, start, '');
    for (const p of PUNCT2) {
      if (s.startsWith(p, start)) return { type: 'punct', text: p, start, end: start + p.length };
    }
    if (PUNCT1.includes(c)) return { type: 'punct', text: c, start, end: start + 1 };
    throw this.error(start, `unexpected character '${c}'`);
  }

  private scanNumber(start: number): Token {
    const s = this.source;
    const hex = /^0[xX][0-9a-fA-F]+/.exec(s.slice(start, start + 40));
    if (hex) return { type: 'int', text: hex[0], start, end: start + hex[0].length };
    NUMBER.lastIndex = start;
    const m = NUMBER.exec(s);
    const text = m ? m[0] : '';
    // `1.size()` is not valid; but a trailing '.' followed by a letter is member access on an int.
    let end = start + text.length;
    let t = text;
    if (t.endsWith('.') && /[A-Za-z_]/.test(s[end] ?? '')) {
      t = t.slice(0, -1);
      end--;
    }
    const isFloat = t.includes('.') || /[eE]/.test(t);
    return { type: isFloat ? 'float' : 'int', text: t, start, end };
  }

  private scanString(quotePos: number, start: number, prefix: string): Token {
    const s = this.source;
    const quote = s[quotePos] as string;
    let p = quotePos + 1;
    let out = '';
    const raw = prefix === 'r';
    const isBytes = prefix === 'b';
    // Bytes literals: characters are their UTF-8 encoding; `\xHH` and `\OOO` are one byte each.
    const bytes: number[] = [];
    const text = (t: string) => {
      out += t;
      if (isBytes) bytes.push(...new TextEncoder().encode(t));
    };
    const byte = (b: number) => {
      out += String.fromCharCode(b);
      if (isBytes) bytes.push(b);
    };
    for (;;) {
      if (p >= s.length || s[p] === '\n')
        throw this.error(start, `unterminated string: expected ${quote}`);
      const ch = s[p] as string;
      if (ch === quote) break;
      if (ch === '\\' && !raw) {
        const e = s[p + 1] ?? '';
        const octal = /^[0-3][0-7]{2}$/.test(s.slice(p + 1, p + 4));
        if (octal) {
          // Three-place octal (`\052`); the reference refuses the one-place form `\0` in bytes.
          byte(parseInt(s.slice(p + 1, p + 4), 8));
          p += 4;
        } else if (e in SIMPLE_ESCAPES && !(isBytes && e === '0')) {
          text(SIMPLE_ESCAPES[e] as string);
          p += 2;
        } else if (e === 'x' && /^[0-9a-fA-F]{2}$/.test(s.slice(p + 2, p + 4))) {
          byte(parseInt(s.slice(p + 2, p + 4), 16));
          p += 4;
        } else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(s.slice(p + 2, p + 6))) {
          text(String.fromCharCode(parseInt(s.slice(p + 2, p + 6), 16)));
          p += 6;
        } else if (e === 'U' && /^[0-9a-fA-F]{8}$/.test(s.slice(p + 2, p + 10))) {
          const cp = parseInt(s.slice(p + 2, p + 10), 16);
          if (cp > 0x10ffff) throw this.error(p, `invalid escape sequence '\\${e}'`);
          text(String.fromCodePoint(cp));
          p += 10;
        } else throw this.error(p, `invalid escape sequence '\\${e}'`);
        continue;
      }
      const cp = s.codePointAt(p) ?? 0;
      const chr = String.fromCodePoint(cp);
      text(chr);
      p += chr.length;
    }
    const end = p + 1;
    if (isBytes) return { type: 'bytes', text: out, bytes: Uint8Array.from(bytes), start, end };
    return { type: 'string', text: out, start, end };
  }
}
