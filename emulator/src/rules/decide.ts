/** Decides a request: find the allow statements that apply, evaluate them, explain a denial. */
import type {
  FirestoreRulesRequest,
  RulesDecision,
  RulesDenial,
  StorageRulesRequest,
} from './api.js';
import type { CompiledRules } from './compile.js';
import type { CoverageSink } from './coverage.js';
import { type EvalContext, evaluate } from './evaluate.js';
import { type Failure, NO_MATCH, blameFalse, explain, toDenial } from './explain.js';
import { pathFromString } from './library/path.js';
import { Lookups } from './lookups.js';
import { type Candidate, type Segment, UNKNOWN_ID, UNKNOWN_PATH, candidates } from './match.js';
import { assignments, describeAssignment, listResource } from './query-proof.js';
import {
  firestoreRequest,
  firestoreResource,
  storageObjectValue,
  storagePath,
  storageRequest,
} from './requests.js';
import { RError, type Result, type Value } from './values.js';

const allowedDecision = (): RulesDecision => ({ allowed: true, explanation: '' });

type ContextFor = (c: Candidate, trace?: Map<never, never>) => EvalContext;

function safeEvaluate(c: Candidate, ctx: EvalContext): Result {
  if (!c.allow.condition) return true;
  try {
    return evaluate(c.allow.condition, null, ctx);
  } catch (e) {
    return new RError(`Internal evaluation error: ${(e as Error).message}`, c.allow.condition.loc);
  }
}

/**
 * Evaluates allows in source order; the first that returns true grants. The request's allows
 * share one count of evaluated expressions; `starts` gets the count each allow started from,
 * so that explaining it later replays it under the same budget.
 */
function run(
  cands: Candidate[],
  contextFor: ContextFor,
  starts: number[],
  coverage: CoverageSink | undefined,
): Failure[] | null {
  const failures: Failure[] = [];
  const steps = { count: 0 };
  for (const c of cands) {
    starts.push(steps.count);
    const r = safeEvaluate(c, { ...contextFor(c), steps, coverage });
    if (r === true) return null;
    failures.push({ allow: c.allow, pattern: c.entry.pattern, result: r });
  }
  return failures;
}

/** Re-evaluates false conditions with a trace to find the sub-expression to blame. */
function denials(
  rules: CompiledRules,
  method: FirestoreRulesRequest['method'],
  cands: Candidate[],
  failures: Failure[],
  contextFor: ContextFor,
  starts: number[],
): RulesDenial[] {
  return failures.map((f, i) => {
    const c = cands[i] as Candidate;
    if (f.result === false && c.allow.condition) {
      const ctx = { ...contextFor(c), steps: { count: starts[i] ?? 0 } };
      ctx.trace = new Map();
      safeEvaluate(c, ctx);
      f.blamed = blameFalse(c.allow.condition, ctx.trace, c.entry.functions);
    }
    return toDenial(f, method, rules.source);
  });
}

function deny(list: RulesDenial[]): RulesDecision {
  return { allowed: false, explanation: explain(list), denials: list };
}

function decide(
  rules: CompiledRules,
  method: FirestoreRulesRequest['method'],
  cands: Candidate[],
  contextFor: ContextFor,
  coverage?: CoverageSink,
): RulesDecision {
  if (cands.length === 0) return { allowed: false, explanation: NO_MATCH, denials: [] };
  const starts: number[] = [];
  const failures = run(cands, contextFor, starts, coverage);
  return failures
    ? deny(denials(rules, method, cands, failures, contextFor, starts))
    : allowedDecision();
}

function wrongService(rules: CompiledRules, wanted: string): RulesDecision {
  return {
    allowed: false,
    explanation: `These rules are for service ${rules.service}, not ${wanted}.`,
    denials: [],
  };
}

/** Decides a Firestore request; list queries are judged against the query's constraints. */
export function decideFirestore(rules: CompiledRules, req: FirestoreRulesRequest): RulesDecision {
  if (rules.service !== 'cloud.firestore') return wrongService(rules, 'cloud.firestore');
  const lookups = new Lookups(req.data, req.budget ?? { used: 0, limit: 10 });
  const request = firestoreRequest(req);
  let path: Segment[] = pathFromString(req.path).segments;
  if (req.method === 'list') {
    const cg = req.collectionGroup;
    if (cg) {
      const parent = path[path.length - 1] === cg ? path.slice(0, -1) : path;
      path = [...parent, UNKNOWN_PATH, cg, UNKNOWN_ID];
    } else path = [...path, UNKNOWN_ID];
  }
  const cands = candidates(rules.entries, path, req.method, rules.file.version);
  const contextFor =
    (resource: Value) =>
    (c: Candidate): EvalContext => ({
      service: 'cloud.firestore',
      globals: new Map<string, Value>([
        ['request', request],
        ['resource', resource],
      ]),
      vars: c.vars,
      functions: c.entry.functions,
      lookups,
      depth: 0,
    });
  if (req.method !== 'list')
    return decide(rules, req.method, cands, contextFor(firestoreResource(req)), req.coverage);
  if (cands.length === 0) return { allowed: false, explanation: NO_MATCH, denials: [] };
  const combos = assignments(req.query?.where);
  if (!combos) {
    return {
      allowed: false,
      explanation: `The query has too many combinations of constrained values to prove for 'list'.`,
      denials: [],
    };
  }
  for (const a of combos) {
    const d = decide(rules, 'list', cands, contextFor(listResource(a)), req.coverage);
    // Say which of the query's cases failed: with `in` or OR, only one may be at fault.
    if (!d.allowed && a.size > 0 && combos.length > 1)
      d.explanation += ` (for the query's documents with ${describeAssignment(a)})`;
    if (!d.allowed) return d;
  }
  return allowedDecision();
}

/** Decides a Storage request; firestore.get/exists read through req.firestore. */
export function decideStorage(rules: CompiledRules, req: StorageRulesRequest): RulesDecision {
  if (rules.service !== 'firebase.storage') return wrongService(rules, 'firebase.storage');
  const lookups = new Lookups(req.firestore, { used: 0, limit: 10 });
  const request = storageRequest(req);
  const resource: Value =
    req.method !== 'list' && req.resource ? storageObjectValue(req.resource) : null;
  const path: Segment[] = storagePath(req);
  if (req.method === 'list') path.push(UNKNOWN_ID);
  const cands = candidates(rules.entries, path, req.method, rules.file.version);
  return decide(
    rules,
    req.method,
    cands,
    (c) => ({
      service: 'firebase.storage',
      globals: new Map<string, Value>([
        ['request', request],
        ['resource', resource],
      ]),
      vars: c.vars,
      functions: c.entry.functions,
      lookups,
      depth: 0,
    }),
    req.coverage,
  );
}
