/**
 * Calls and path literals: user functions (arguments as values, lazy lets, depth limit),
 * document lookups, namespaces (math.abs, firestore.get…), conversions, `/a/$(b)` paths.
 */
import type { Expr } from './ast.js';
import { type EvalContext, type Lazy, Scope, evalAll, evaluate } from './evaluate.js';
import { NAMESPACES, callConversion } from './library/index.js';
import { MAX_CALL_DEPTH } from './limits.js';
import { RError, RPath, type Result, documentToResource, err, typeName } from './values.js';

export function isBound(name: string, scope: Scope | null, ctx: EvalContext): boolean {
  for (let s = scope; s; s = s.parent) if (s.vars.has(name)) return true;
  return ctx.vars.has(name) || ctx.globals.has(name);
}

export function namespaceCall(
  ns: string,
  name: string,
  argExprs: Expr[],
  scope: Scope | null,
  ctx: EvalContext,
): Result | undefined {
  if (
    ns === 'firestore' &&
    ctx.service === 'firebase.storage' &&
    (name === 'get' || name === 'exists')
  ) {
    return lookup(name, argExprs, scope, ctx, `firestore.${name}`);
  }
  const fn = NAMESPACES[ns];
  if (!fn) return undefined;
  const args = evalAll(argExprs, scope, ctx);
  return args instanceof RError ? args : fn(name, args);
}

function lookup(
  kind: string,
  argExprs: Expr[],
  scope: Scope | null,
  ctx: EvalContext,
  fnName: string,
): Result {
  const args = evalAll(argExprs, scope, ctx);
  if (args instanceof RError) return args;
  const p = args[0];
  if (args.length !== 1 || !(p instanceof RPath))
    return err(`Invalid arguments for function [${fnName}]: expected a path.`);
  const after = kind === 'getAfter' || kind === 'existsAfter';
  const doc = ctx.lookups.fetch(after ? 'after' : 'now', p, fnName);
  if (doc instanceof RError) return doc;
  if (kind === 'exists' || kind === 'existsAfter') return doc !== null;
  // The reference: "the document, or null if it does not exist"; reading a field of that null
  // is the error (so existsAfter(p) == (getAfter(p) != null)).
  return doc ? documentToResource(doc) : null;
}

export function evalCall(
  name: string,
  argExprs: Expr[],
  scope: Scope | null,
  ctx: EvalContext,
): Result {
  const fn = ctx.functions.get(name);
  if (fn) {
    if (argExprs.length !== fn.params.length) {
      // Functions are found by name and number of arguments, so production says "not found".
      return err(`Function not found error: Name: [${name}].`);
    }
    if (ctx.depth >= MAX_CALL_DEPTH)
      return err(`Maximum function call depth (${MAX_CALL_DEPTH}) exceeded in [${name}].`);
    const locals = new Map<string, Result | Lazy>();
    // Arguments are values, errors included: the body's ||/&& may still decide.
    fn.params.forEach((p, i) => locals.set(p, evaluate(argExprs[i] as Expr, scope, ctx)));
    const fnScope = new Scope(locals, null);
    for (const l of fn.lets) locals.set(l.name, { lazy: l.value, scope: fnScope });
    ctx.depth++;
    try {
      return evaluate(fn.body, fnScope, ctx);
    } finally {
      ctx.depth--;
    }
  }
  if (
    ctx.service === 'cloud.firestore' &&
    ['get', 'exists', 'getAfter', 'existsAfter'].includes(name)
  ) {
    return lookup(name, argExprs, scope, ctx, name);
  }
  const args = evalAll(argExprs, scope, ctx);
  if (args instanceof RError) return args;
  return callConversion(name, args) ?? err(`Function not found error: Name: [${name}].`);
}

/**
 * A path literal's value. With `forBind` (the literal is the target of `.bind(…)`), a `$(name)`
 * whose name is not bound stays a `{name}` binding for bind() to fill, as in the reference's
 * example `(/path/$(foo)/$(bar)).bind({"foo": "something", "bar": "another"})`.
 */
export function evalPath(
  e: Extract<Expr, { kind: 'path' }>,
  scope: Scope | null,
  ctx: EvalContext,
  forBind = false,
): Result {
  const out: string[] = [];
  const binding = (x: Expr): string | null =>
    forBind && x.kind === 'ident' && !isBound(x.name, scope, ctx) ? `{${x.name}}` : null;
  for (const parts of e.segments) {
    const lone = parts.length === 1 && parts[0]?.kind === 'expr' ? binding(parts[0].expr) : null;
    if (lone !== null) {
      out.push(lone);
      continue;
    }
    if (parts.length === 1 && parts[0]?.kind === 'expr') {
      // A lone interpolation may splice a whole path (`$(document)` of a {document=**}).
      const v = evaluate(parts[0].expr, scope, ctx);
      if (v instanceof RError) return v;
      if (v instanceof RPath) out.push(...v.segments);
      else if (typeof v === 'string') out.push(...v.split('/').filter((s) => s !== ''));
      else if (typeof v === 'bigint') out.push(String(v));
      else return err(`Path segments must be strings, got ${typeName(v)}.`);
      continue;
    }
    let seg = '';
    for (const part of parts) {
      if (part.kind === 'text') {
        seg += part.text;
        continue;
      }
      const b = binding(part.expr);
      if (b !== null) {
        seg += b;
        continue;
      }
      const v = evaluate(part.expr, scope, ctx);
      if (v instanceof RError) return v;
      if (typeof v !== 'string' && typeof v !== 'bigint')
        return err(`Path segments must be strings, got ${typeName(v)}.`);
      seg += String(v);
    }
    out.push(seg);
  }
  return new RPath(out);
}
