/**
 * The expression evaluator. Errors are values (RError) and carry the position of the
 * sub-expression that produced them; `||`, `&&` and `?:` follow production's error rules.
 */
import type { Expr, FunctionDecl, LiteralValue } from './ast.js';
import type { CoverageSink } from './coverage.js';
import { callMethod, indexValue, mapGet, rangeValue } from './library/index.js';
import type { Lookups } from './lookups.js';
import { evalCall, evalPath, isBound, namespaceCall } from './evaluate-calls.js';
import { arithmetic, compare, equals, isType, membership, negate } from './operators.js';
import { MAX_EXPRESSIONS } from './limits.js';
import { RBytes, RError, RList, RMap, type Result, type Value, err, typeName } from './values.js';

export { MAX_CALL_DEPTH } from './limits.js';

export interface EvalContext {
  service: 'cloud.firestore' | 'firebase.storage';
  /** request, resource. */
  globals: Map<string, Value>;
  /** Wildcard bindings of the matched path (an RError for a list query's unknown id). */
  vars: Map<string, Result>;
  functions: Map<string, FunctionDecl>;
  lookups: Lookups;
  depth: number;
  /** Expressions evaluated so far in this request (limit: MAX_EXPRESSIONS); absent: unlimited. */
  steps?: { count: number };
  /** When set, every node's last value is recorded (used to explain denials). */
  trace?: Map<Expr, Result>;
  /** When set, every evaluation is counted for the rules coverage report (coverage.ts). */
  coverage?: CoverageSink;
}

export interface Lazy {
  lazy: Expr;
  scope: Scope | null;
}

/** Function parameters and lets; lets are evaluated on first use. */
export class Scope {
  constructor(
    readonly vars: Map<string, Result | Lazy>,
    readonly parent: Scope | null,
  ) {}
}

function isLazy(v: Result | Lazy | undefined): v is Lazy {
  return typeof v === 'object' && v !== null && 'lazy' in v;
}

function literal(v: LiteralValue): Value {
  switch (v.t) {
    case 'null':
      return null;
    case 'bytes':
      return new RBytes(v.v);
    default:
      return v.v;
  }
}

const nonBool = (v: Value) =>
  err(`Unsupported operation error. Received: ${typeName(v)}. Expected: bool.`);

/** Evaluates an expression to a value or an error value (never throws for rules-level failures). */
export function evaluate(e: Expr, scope: Scope | null, ctx: EvalContext): Result {
  // "Maximum number of expressions evaluated per request: 1,000"; literals are not counted.
  const r =
    ctx.steps && e.kind !== 'literal' && ++ctx.steps.count > MAX_EXPRESSIONS
      ? err(
          `Unable to evaluate the expression as the maximum of ${MAX_EXPRESSIONS} expressions to evaluate has been reached.`,
        )
      : evalNode(e, scope, ctx);
  if (r instanceof RError && !r.loc) r.loc = e.loc;
  if (ctx.trace) ctx.trace.set(e, r);
  if (ctx.coverage) ctx.coverage.record(e, r);
  return r;
}

function lookupName(name: string, scope: Scope | null, ctx: EvalContext): Result {
  for (let s = scope; s; s = s.parent) {
    const v = s.vars.get(name);
    if (v === undefined) continue;
    if (isLazy(v)) {
      const r = evaluate(v.lazy, v.scope, ctx);
      s.vars.set(name, r);
      return r;
    }
    return v;
  }
  const w = ctx.vars.get(name);
  if (w !== undefined) return w;
  const g = ctx.globals.get(name);
  if (g !== undefined) return g;
  return err(`Variable not found error: Name: [${name}].`);
}

export function evalAll(exprs: Expr[], scope: Scope | null, ctx: EvalContext): Value[] | RError {
  const out: Value[] = [];
  for (const x of exprs) {
    const v = evaluate(x, scope, ctx);
    if (v instanceof RError) return v;
    out.push(v);
  }
  return out;
}

function evalNode(e: Expr, scope: Scope | null, ctx: EvalContext): Result {
  switch (e.kind) {
    case 'literal':
      return literal(e.value);
    case 'ident':
      return lookupName(e.name, scope, ctx);
    case 'list': {
      const items = evalAll(e.items, scope, ctx);
      return items instanceof RError ? items : new RList(items);
    }
    case 'map': {
      const m = new Map<string, Value>();
      for (const { key, value } of e.entries) {
        const k = evaluate(key, scope, ctx);
        if (k instanceof RError) return k;
        if (typeof k !== 'string') return err(`Map keys must be strings, got ${typeName(k)}.`);
        const v = evaluate(value, scope, ctx);
        if (v instanceof RError) return v;
        m.set(k, v);
      }
      return new RMap(m);
    }
    case 'path':
      return evalPath(e, scope, ctx);
    case 'member': {
      const t = evaluate(e.target, scope, ctx);
      if (t instanceof RError) return t;
      if (t instanceof RMap) return mapGet(t, e.name);
      if (t === null) return err('Null value error.');
      return err(`Property ${e.name} is undefined on object of type ${typeName(t)}.`);
    }
    case 'index': {
      const t = evaluate(e.target, scope, ctx);
      if (t instanceof RError) return t;
      const i = evaluate(e.index, scope, ctx);
      return i instanceof RError ? i : indexValue(t, i);
    }
    case 'range': {
      const t = evaluate(e.target, scope, ctx);
      if (t instanceof RError) return t;
      const from = e.from ? evaluate(e.from, scope, ctx) : 0n;
      if (from instanceof RError) return from;
      const to = e.to ? evaluate(e.to, scope, ctx) : undefined;
      return to instanceof RError ? to : rangeValue(t, from, to);
    }
    case 'call':
      return evalCall(e.name, e.args, scope, ctx);
    case 'method': {
      if (e.target.kind === 'ident' && !isBound(e.target.name, scope, ctx)) {
        const ns = namespaceCall(e.target.name, e.name, e.args, scope, ctx);
        if (ns !== undefined) return ns;
      }
      const t =
        e.name === 'bind' && e.target.kind === 'path'
          ? evalPath(e.target, scope, ctx, true)
          : evaluate(e.target, scope, ctx);
      if (t instanceof RError) return t;
      const args = evalAll(e.args, scope, ctx);
      return args instanceof RError ? args : callMethod(t, e.name, args);
    }
    case 'unary': {
      const v = evaluate(e.operand, scope, ctx);
      if (v instanceof RError) return v;
      if (e.op === '-') return negate(v);
      return typeof v === 'boolean' ? !v : nonBool(v);
    }
    case 'is': {
      const v = evaluate(e.operand, scope, ctx);
      return v instanceof RError ? v : isType(v, e.typeName);
    }
    case 'ternary': {
      const c = evaluate(e.cond, scope, ctx);
      if (c instanceof RError) return c;
      if (typeof c !== 'boolean') return nonBool(c);
      return evaluate(c ? e.then : e.otherwise, scope, ctx);
    }
    case 'binary':
      return evalBinary(e, scope, ctx);
  }
}

function evalBinary(
  e: Extract<Expr, { kind: 'binary' }>,
  scope: Scope | null,
  ctx: EvalContext,
): Result {
  if (e.op === '||' || e.op === '&&') {
    // A deciding value on either side wins over an error on the other.
    const decisive = e.op === '||';
    const l = evaluate(e.left, scope, ctx);
    if (l === decisive) return decisive;
    const r = evaluate(e.right, scope, ctx);
    if (r === decisive) return decisive;
    if (l instanceof RError) return l;
    if (typeof l !== 'boolean') return nonBool(l);
    if (r instanceof RError) return r;
    if (typeof r !== 'boolean') return nonBool(r);
    return !decisive;
  }
  const l = evaluate(e.left, scope, ctx);
  if (l instanceof RError) return l;
  const r = evaluate(e.right, scope, ctx);
  if (r instanceof RError) return r;
  switch (e.op) {
    case '==':
      return equals(l, r);
    case '!=': {
      const eq = equals(l, r);
      return typeof eq === 'boolean' ? !eq : eq;
    }
    case '<':
    case '<=':
    case '>':
    case '>=':
      return compare(e.op, l, r);
    case 'in':
      return membership(l, r);
    default:
      return arithmetic(e.op, l, r);
  }
}
