/**
 * Path matching. Nested match blocks concatenate their patterns; a request matches every
 * block whose whole pattern matches its whole path. `{x}` matches one segment (bound to a
 * string), `{x=**}` zero or more (rules_version 2; one or more in version 1), bound to a path.
 */
import type {
  AllowMethod,
  AllowStmt,
  FunctionDecl,
  MatchBlock,
  PatternSegment,
  RulesFile,
} from './ast.js';
import { RPath, type Result, err } from './values.js';

/** A list query's unknown document id. */
export const UNKNOWN_ID = Symbol('unknown document id');
/** Any number of unknown segments (a collection-group query's ancestors). */
export const UNKNOWN_PATH = Symbol('unknown ancestors');
export type Segment = string | typeof UNKNOWN_ID | typeof UNKNOWN_PATH;

export interface MatchEntry {
  pattern: PatternSegment[];
  allows: AllowStmt[];
  /** Functions visible in this block: service-level, then each enclosing block's (inner wins). */
  functions: Map<string, FunctionDecl>;
}

/** Flattens the match tree into one entry per block that has allow statements. */
export function flattenMatches(file: RulesFile): MatchEntry[] {
  const out: MatchEntry[] = [];
  const walk = (block: MatchBlock, prefix: PatternSegment[], fns: Map<string, FunctionDecl>) => {
    const pattern = [...prefix, ...block.pattern];
    const functions = new Map(fns);
    for (const f of block.functions) functions.set(f.name, f);
    if (block.allows.length > 0) out.push({ pattern, allows: block.allows, functions });
    for (const child of block.matches) walk(child, pattern, functions);
  };
  const top = new Map<string, FunctionDecl>();
  for (const f of file.functions) top.set(f.name, f);
  for (const m of file.matches) walk(m, [], top);
  return out;
}

const unknownBinding = (name: string): Result =>
  err(
    `Variable ${name} is the unknown document id of a list query; it is not provable from the query.`,
    undefined,
    true,
  );

function bindOne(p: PatternSegment, s: Segment, vars: Map<string, Result>): boolean {
  if (s === UNKNOWN_PATH) return false;
  if (p.kind === 'literal') return s === p.text;
  if (p.kind === 'wildcard') {
    vars.set(p.name, s === UNKNOWN_ID ? unknownBinding(p.name) : s);
    return true;
  }
  return false;
}

/** Matches a pattern against a path; returns the wildcard bindings or null. */
export function matchPath(
  pattern: PatternSegment[],
  path: Segment[],
  version: '1' | '2',
): Map<string, Result> | null {
  const vars = new Map<string, Result>();
  const r = pattern.findIndex((p) => p.kind === 'recursive');
  if (r < 0) {
    if (pattern.length !== path.length) return null;
    for (let i = 0; i < pattern.length; i++)
      if (!bindOne(pattern[i] as PatternSegment, path[i] as Segment, vars)) return null;
    return vars;
  }
  const before = pattern.slice(0, r);
  const after = pattern.slice(r + 1);
  const middle = path.length - before.length - after.length;
  if (middle < (version === '1' ? 1 : 0)) return null;
  for (let i = 0; i < before.length; i++)
    if (!bindOne(before[i] as PatternSegment, path[i] as Segment, vars)) return null;
  for (let i = 0; i < after.length; i++) {
    if (!bindOne(after[i] as PatternSegment, path[before.length + middle + i] as Segment, vars))
      return null;
  }
  const rest = path.slice(before.length, before.length + middle);
  const name = (pattern[r] as { name: string }).name;
  vars.set(
    name,
    rest.every((s) => typeof s === 'string') ? new RPath(rest as string[]) : unknownBinding(name),
  );
  return vars;
}

/** Does an allow statement's method list cover the request's method? */
export function covers(methods: AllowMethod[], method: string): boolean {
  for (const m of methods) {
    if (m === method) return true;
    if (m === 'read' && (method === 'get' || method === 'list')) return true;
    if (m === 'write' && (method === 'create' || method === 'update' || method === 'delete'))
      return true;
  }
  return false;
}

export interface Candidate {
  entry: MatchEntry;
  allow: AllowStmt;
  vars: Map<string, Result>;
}

/** Every allow statement, in source order, that applies to the path and method. */
export function candidates(
  entries: MatchEntry[],
  path: Segment[],
  method: string,
  version: '1' | '2',
): Candidate[] {
  const out: Candidate[] = [];
  for (const entry of entries) {
    let vars: Map<string, Result> | null | undefined;
    for (const allow of entry.allows) {
      if (!covers(allow.methods, method)) continue;
      if (vars === undefined) vars = matchPath(entry.pattern, path, version);
      if (!vars) break;
      out.push({ entry, allow, vars });
    }
  }
  return out.sort((a, b) => a.allow.loc.start - b.allow.loc.start);
}
