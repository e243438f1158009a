/**
 * Production-style explanations of denials: "false for 'update' @ L12",
 * "Property x is undefined on object. for 'get' @ L5", "No matching allow statements";
 * each followed by the sub-expression that was false or errored and its line:column.
 */
import type { RulesDenial, RulesMethod } from './api.js';
import type { AllowStmt, Expr, FunctionDecl, Loc, PatternSegment } from './ast.js';
import { RError, type Result } from './values.js';

/** Production's words when no allow statement applies to the path and method. */
export const NO_MATCH = 'No matching allow statements';

/** A match pattern as written: /users/{userId}/{rest=**}. */
export function patternText(pattern: PatternSegment[]): string {
  return pattern
    .map((p) =>
      p.kind === 'literal'
        ? `/${p.text}`
        : p.kind === 'wildcard'
          ? `/{${p.name}}`
          : `/{${p.name}=**}`,
    )
    .join('');
}

function snippet(source: string, loc: Loc): string {
  const text = source.slice(loc.start, loc.end).replace(/\s+/g, ' ').trim();
  return text.length > 100 ? `${text.slice(0, 97)}...` : text;
}

/**
 * Which sub-expression made a condition false: descend through &&, ||, !, ?: and user
 * function bodies along the values recorded in the trace; stop at the first leaf.
 */
export function blameFalse(
  e: Expr,
  trace: Map<Expr, Result>,
  functions: Map<string, FunctionDecl>,
  depth = 0,
): Expr {
  if (depth > 40) return e;
  switch (e.kind) {
    case 'binary':
      if (e.op === '&&') {
        const side = trace.get(e.left) === false ? e.left : e.right;
        return trace.get(side) === false ? blameFalse(side, trace, functions, depth + 1) : e;
      }
      if (e.op === '||') {
        return trace.get(e.left) === false ? blameFalse(e.left, trace, functions, depth + 1) : e;
      }
      return e;
    case 'ternary': {
      const branch = trace.get(e.cond) === true ? e.then : e.otherwise;
      return trace.get(branch) === false ? blameFalse(branch, trace, functions, depth + 1) : e;
    }
    case 'call': {
      const fn = functions.get(e.name);
      return fn && trace.get(fn.body) === false
        ? blameFalse(fn.body, trace, functions, depth + 1)
        : e;
    }
    default:
      return e;
  }
}

export interface Failure {
  allow: AllowStmt;
  pattern: PatternSegment[];
  result: Result;
  /** The blamed sub-expression, for false results. */
  blamed?: Expr;
}

/** The structured form of one failed allow: what was false or failed, and where. */
export function toDenial(f: Failure, method: RulesMethod, source: string): RulesDenial {
  const base = { method, match: patternText(f.pattern), line: f.allow.loc.line };
  if (f.result instanceof RError) {
    const loc = f.result.loc;
    return {
      ...base,
      outcome: 'error',
      message: f.result.message,
      ...(loc
        ? { at: { line: loc.line, column: loc.column, expression: snippet(source, loc) } }
        : {}),
    };
  }
  if (f.result !== false) {
    const loc = f.allow.condition?.loc;
    const message = 'Condition returned a non-boolean value.';
    return {
      ...base,
      outcome: 'error',
      message,
      ...(loc
        ? { at: { line: loc.line, column: loc.column, expression: snippet(source, loc) } }
        : {}),
    };
  }
  const loc = f.blamed?.loc ?? f.allow.condition?.loc;
  return {
    ...base,
    outcome: 'false',
    message: 'false',
    ...(loc
      ? { at: { line: loc.line, column: loc.column, expression: snippet(source, loc) } }
      : {}),
  };
}

/** One denial in production's words, with the sub-expression appended. */
export function denialText(d: RulesDenial): string {
  const head = `${d.message} for '${d.method}' @ L${d.line}`;
  if (!d.at) return head;
  const kind = d.outcome === 'false' ? 'false' : 'evaluation error';
  return `${head} (${kind} at L${d.at.line}:${d.at.column}: ${d.at.expression})`;
}

/** All failed allows in production's words, joined with ", ". */
export function explain(denials: RulesDenial[]): string {
  return denials.length === 0 ? NO_MATCH : denials.map(denialText).join(', ');
}
