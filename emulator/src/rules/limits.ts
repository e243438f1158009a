/**
 * The "Security rule limits" table of the rules-structure guide
 * (firebase.google.com/docs/firestore/security/rules-structure#security_rule_limits), each
 * row that a single rules file can break, checked when the file is compiled. Production
 * refuses such a file at deploy; so does compileRules, with a RulesSyntaxError at the line and
 * column of the offending declaration. The table gives the limits, not the compiler's
 * messages, so each message names the table's row (see README).
 *
 * The rows checked at run time are here too as constants: function call depth (20) and
 * expressions evaluated per request (1,000). Lookups (10 / 20) are in lookups.ts.
 */
import type { Expr, FunctionDecl, Loc, MatchBlock, RulesFile } from './ast.js';
import { RulesSyntaxError } from './lexer.js';

export const MAX_MATCH_DEPTH = 10;
export const MAX_MATCH_PATH_SEGMENTS = 100;
export const MAX_MATCH_CAPTURES = 20;
export const MAX_FUNCTION_ARGUMENTS = 7;
export const MAX_LET_BINDINGS = 10;
/** "Maximum function call depth": checked at run time (evaluate-calls.ts). */
export const MAX_CALL_DEPTH = 20;
/** "Maximum number of expressions evaluated per request": checked at run time (evaluate.ts). */
export const MAX_EXPRESSIONS = 1000;
/** "a 256 KB limit on the size of the ruleset text source", read as 256 × 1024 bytes of UTF-8. */
export const MAX_SOURCE_BYTES = 256 * 1024;

const fail = (loc: Pick<Loc, 'line' | 'column'>, detail: string): never => {
  throw new RulesSyntaxError(loc.line, loc.column, detail);
};

/** Calls every sub-expression of e (e included). */
export function walkExpr(e: Expr, visit: (e: Expr) => void): void {
  visit(e);
  switch (e.kind) {
    case 'list':
      e.items.forEach((x) => walkExpr(x, visit));
      break;
    case 'map':
      for (const { key, value } of e.entries) {
        walkExpr(key, visit);
        walkExpr(value, visit);
      }
      break;
    case 'path':
      e.segments.forEach((s) => s.forEach((p) => p.kind === 'expr' && walkExpr(p.expr, visit)));
      break;
    case 'member':
    case 'index':
    case 'range':
    case 'method':
      walkExpr(e.target, visit);
      if (e.kind === 'index') walkExpr(e.index, visit);
      if (e.kind === 'range') {
        if (e.from) walkExpr(e.from, visit);
        if (e.to) walkExpr(e.to, visit);
      }
      if (e.kind === 'method') e.args.forEach((x) => walkExpr(x, visit));
      break;
    case 'call':
      e.args.forEach((x) => walkExpr(x, visit));
      break;
    case 'unary':
    case 'is':
      walkExpr(e.operand, visit);
      break;
    case 'binary':
      walkExpr(e.left, visit);
      walkExpr(e.right, visit);
      break;
    case 'ternary':
      walkExpr(e.cond, visit);
      walkExpr(e.then, visit);
      walkExpr(e.otherwise, visit);
      break;
    default:
      break;
  }
}

/** Every call `name(…)` in a function's lets and body, in source order. */
function callsIn(f: FunctionDecl): Extract<Expr, { kind: 'call' }>[] {
  const out: Extract<Expr, { kind: 'call' }>[] = [];
  for (const root of [...f.lets.map((l) => l.value), f.body])
    walkExpr(root, (e) => {
      if (e.kind === 'call') out.push(e);
    });
  return out;
}

function checkDeclaration(f: FunctionDecl): void {
  if (f.params.length > MAX_FUNCTION_ARGUMENTS)
    fail(
      f.loc,
      `function '${f.name}' declares ${f.params.length} arguments; the maximum number of function arguments is ${MAX_FUNCTION_ARGUMENTS}`,
    );
  const extra = f.lets[MAX_LET_BINDINGS];
  if (extra)
    fail(
      extra.loc,
      `function '${f.name}' declares ${f.lets.length} let bindings; the maximum number of let variable bindings per function is ${MAX_LET_BINDINGS}`,
    );
}

/**
 * "Maximum number of recursive or cyclical function calls: 0 (not permitted)". A call resolves
 * to the innermost function of that name visible where the calling allow is (as the evaluator
 * does), so every scope's view of the functions is searched for a cycle.
 */
function checkRecursion(scope: Map<string, FunctionDecl>): void {
  const state = new Map<FunctionDecl, 'open' | 'done'>();
  const visit = (f: FunctionDecl, chain: string[]): void => {
    state.set(f, 'open');
    for (const call of callsIn(f)) {
      const callee = scope.get(call.name);
      if (!callee) continue;
      const s = state.get(callee);
      if (s === 'open') {
        const from = chain.indexOf(callee.name);
        const path = [...(from >= 0 ? chain.slice(from) : []), f.name, callee.name];
        fail(
          call.loc,
          `recursive or cyclical function calls are not permitted: ${path.map((n) => `'${n}'`).join(' calls ')}`,
        );
      }
      if (s === undefined) visit(callee, [...chain, f.name]);
    }
    state.set(f, 'done');
  };
  for (const f of scope.values()) if (!state.has(f)) visit(f, []);
}

function checkMatch(
  block: MatchBlock,
  depth: number,
  segments: number,
  captures: number,
  fns: Map<string, FunctionDecl>,
): void {
  if (depth > MAX_MATCH_DEPTH)
    fail(
      block.loc,
      `match statements are nested ${depth} deep; the maximum nested match statement depth is ${MAX_MATCH_DEPTH}`,
    );
  const segs = segments + block.pattern.length;
  if (segs > MAX_MATCH_PATH_SEGMENTS)
    fail(
      block.loc,
      `the nested match statements' path is ${segs} segments long; the maximum path length within a set of nested match statements is ${MAX_MATCH_PATH_SEGMENTS}`,
    );
  const caps = captures + block.pattern.filter((p) => p.kind !== 'literal').length;
  if (caps > MAX_MATCH_CAPTURES)
    fail(
      block.loc,
      `the nested match statements capture ${caps} path variables; the maximum number of path capture variables within a set of nested match statements is ${MAX_MATCH_CAPTURES}`,
    );
  block.functions.forEach(checkDeclaration);
  const scope = new Map(fns);
  for (const f of block.functions) scope.set(f.name, f);
  if (block.functions.length > 0) checkRecursion(scope);
  for (const child of block.matches) checkMatch(child, depth + 1, segs, caps, scope);
}

/** Throws RulesSyntaxError for the first limit of the table that the file breaks. */
export function checkLimits(source: string, file: RulesFile): void {
  const bytes = Buffer.byteLength(source, 'utf8');
  if (bytes > MAX_SOURCE_BYTES)
    fail(
      { line: 1, column: 1 },
      `the ruleset source is ${bytes} bytes; the maximum size of a ruleset source is 256 KB (${MAX_SOURCE_BYTES} bytes)`,
    );
  file.functions.forEach(checkDeclaration);
  const top = new Map(file.functions.map((f) => [f.name, f] as const));
  checkRecursion(top);
  for (const m of file.matches) checkMatch(m, 1, 0, 0, top);
}
