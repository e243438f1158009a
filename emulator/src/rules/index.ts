/**
 * The Firebase Security Rules engine (rules_version '2'; '1' is read too) for
 * `service cloud.firestore` and `service firebase.storage`. Synchronous and HTTP-free:
 * servers describe a request with the types of api.ts and get a decision with an explanation.
 */
import type { FirestoreRulesRequest, RulesDecision, StorageRulesRequest } from './api.js';
import { type CompiledRules, compileRules } from './compile.js';
import { decideFirestore, decideStorage } from './decide.js';

export type * from './api.js';
export type { CompiledRules };
export { RulesSyntaxError } from './lexer.js';
export { compileRules };
export { RulesCoverage, type CoverageReport } from './coverage.js';
export { coverageHtml } from './coverage-html.js';

/** An engine bug must not become a grant, nor an exception in the server: it denies, saying why. */
function guarded(decide: () => RulesDecision): RulesDecision {
  try {
    return decide();
  } catch (e) {
    return {
      allowed: false,
      explanation: `Internal rules engine error: ${(e as Error).message}`,
      denials: [],
    };
  }
}

/** Decides a Firestore request (get, list, create, update, delete) under compiled rules. */
export function evaluateFirestore(rules: CompiledRules, req: FirestoreRulesRequest): RulesDecision {
  return guarded(() => decideFirestore(rules, req));
}

/** Decides a Storage request under compiled rules. */
export function evaluateStorage(rules: CompiledRules, req: StorageRulesRequest): RulesDecision {
  return guarded(() => decideStorage(rules, req));
}
