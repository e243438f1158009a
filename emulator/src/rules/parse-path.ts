/**
 * Path literals in expressions: `/databases/$(database)/documents/users/$(uid)`,
 * `/databases/(default)/documents/…`, `/a/(expr)/b_$(x)`. Scanned from raw source, since a
 * path's text (`1.mp4`, `(default)`) is not made of the language's tokens.
 */
import type { Expr, PathSegmentExpr } from './ast.js';
import type { Lexer } from './lexer.js';

const PATH_TEXT = /[A-Za-z0-9_\-.~%@+]/;

function segmentStarts(src: string, p: number): boolean {
  const c = src[p] ?? '';
  return c === '$' || c === '(' || PATH_TEXT.test(c);
}

/** Scans a path literal starting at the next token ('/'); `parseExpr` parses interpolations. */
export function scanPathLiteral(lx: Lexer, parseExpr: () => Expr, expectClose: () => void): Expr {
  const start = lx.peek().start;
  const src = lx.source;
  const segments: PathSegmentExpr[][] = [];
  lx.seek(start);
  while (src[lx.pos] === '/' && segmentStarts(src, lx.pos + 1)) {
    lx.seek(lx.pos + 1);
    const parts: PathSegmentExpr[] = [];
    for (;;) {
      const p = lx.pos;
      const c = src[p] ?? '';
      if (src.startsWith('(default)', p)) {
        // The database id, not an interpolation of a variable named `default`.
        parts.push({ kind: 'text', text: '(default)' });
        lx.seek(p + 9);
      } else if (c === '$' || c === '(') {
        if (c === '$' && src[p + 1] !== '(') {
          throw lx.error(
            p + 1,
            `expected '(' after '$' but found ${JSON.stringify(src[p + 1] ?? '')}`,
          );
        }
        lx.seek(c === '$' ? p + 2 : p + 1);
        const inner = parseExpr();
        expectClose();
        parts.push({ kind: 'expr', expr: inner });
      } else if (PATH_TEXT.test(c)) {
        let q = p;
        while (q < src.length && PATH_TEXT.test(src[q] as string)) q++;
        parts.push({ kind: 'text', text: src.slice(p, q) });
        lx.seek(q);
      } else break;
    }
    segments.push(parts);
  }
  if (segments.length === 0) throw lx.error(start + 1, "expected a path segment after '/'");
  return { kind: 'path', segments, loc: lx.loc(start, lx.pos) };
}
