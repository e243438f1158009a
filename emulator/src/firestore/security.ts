/**
 * The one place the Firestore servers meet the security-rules engine: who is calling
 * (owner, an emulator ID token, or nobody), which rules apply to a project, and the
 * FirestoreRulesRequest each read, list and write is judged by.
 */
import type {
  FirestoreAccess,
  FirestoreRulesRequest,
  LookupBudget,
  RulesAuth,
  RulesDecision,
  RulesQuery,
  StoredDocument,
} from '../rules/api.js';
import { callerFromAuthorization, InvalidTokenError } from '../auth-token.js';
import {
  compileRules,
  evaluateFirestore,
  RulesCoverage,
  type CompiledRules,
} from '../rules/index.js';
import { ApiError } from './errors.js';
import { rulesPath } from './paths.js';
import type { ProjectStore } from './persistence/store.js';
import { chargeRulesLookups } from './usage.js';

/** What the emulator needs from the rules engine (emulator/src/rules/index.ts). */
export interface RulesEngine {
  compileRules(source: string): unknown;
  evaluateFirestore(rules: unknown, req: FirestoreRulesRequest): RulesDecision;
  /** A fresh coverage count for compiled rules (the `:ruleCoverage` report); optional. */
  newCoverage?(rules: unknown): RulesCoverage;
}

/** The project's rules engine. */
export const defaultRulesEngine: RulesEngine = {
  compileRules,
  evaluateFirestore: (rules, req) => evaluateFirestore(rules as CompiledRules, req),
  newCoverage: (rules) => new RulesCoverage(rules as CompiledRules),
};

/** Who sent a request. `owner` (firebase-admin's `Bearer owner`) bypasses rules. */
export interface Caller {
  owner: boolean;
  auth: RulesAuth | null;
}

export const OWNER: Caller = { owner: true, auth: null };

/**
 * Reads an Authorization header with the emulators' shared decoder (../auth-token.ts): unsigned
 * JWTs are trusted, not verified. Another scheme than Bearer/Firebase is a signed-out caller; a
 * token that cannot be decoded is UNAUTHENTICATED.
 */
export function callerFrom(authorization: string | undefined): Caller {
  let caller;
  try {
    caller = callerFromAuthorization(authorization, { otherSchemes: 'anonymous' });
  } catch (err) {
    if (!(err instanceof InvalidTokenError)) throw err;
    throw new ApiError(
      'UNAUTHENTICATED',
      `Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.\n${err.message}`,
    );
  }
  if (caller.kind === 'owner') return OWNER;
  return { owner: false, auth: caller.kind === 'user' ? caller.auth : null };
}

export interface RulesSyntaxProblem {
  line: number;
  column: number;
  message: string;
}

/** Per-project rules: a default (from firebase.json's file) and overrides set through the control endpoint. */
export class Security {
  private defaultRules: unknown = null;
  private defaultConfigured = false;
  private readonly perProject = new Map<string, unknown>();
  /** Each project's coverage of the rules it runs; new rules start a new count. */
  private readonly coverage = new Map<string, RulesCoverage>();

  constructor(private readonly engine: RulesEngine | null) {}

  get hasEngine(): boolean {
    return this.engine !== null;
  }

  /** Compiles rules, reporting a syntax error as line, column and message. */
  compile(source: string): { rules: unknown } | { error: RulesSyntaxProblem } {
    if (!this.engine) return { rules: { source } };
    try {
      return { rules: this.engine.compileRules(source) };
    } catch (err) {
      const e = err as { line?: number; column?: number; message?: string; detail?: string };
      if (typeof e.line === 'number')
        return {
          error: {
            line: e.line,
            column: e.column ?? 0,
            message: e.detail ?? e.message ?? 'syntax error',
          },
        };
      throw err;
    }
  }

  setDefault(rules: unknown): void {
    this.defaultRules = rules;
    this.defaultConfigured = true;
  }

  setProject(project: string, rules: unknown): void {
    this.perProject.set(project, rules);
  }

  private rulesFor(project: string): unknown {
    return this.perProject.has(project)
      ? this.perProject.get(project)
      : this.defaultConfigured
        ? this.defaultRules
        : null;
  }

  private evaluate(project: string, req: FirestoreRulesRequest): void {
    const before = req.budget?.used ?? 0;
    try {
      this.decide(project, req);
    } finally {
      // Each document the rules looked up is a billed read (usage.ts).
      chargeRulesLookups((req.budget?.used ?? 0) - before);
    }
  }

  private decide(project: string, req: FirestoreRulesRequest): void {
    const rules = this.rulesFor(project);
    // With no rules configured at all, the emulator is open, as the official one is without a rules file.
    if (rules === null) return;
    if (!this.engine)
      throw new ApiError(
        'PERMISSION_DENIED',
        'Missing or insufficient permissions. (the rules engine is not available)',
      );
    const decision = this.engine.evaluateFirestore(rules, {
      ...req,
      coverage: this.coverageOf(project, rules),
    });
    if (!decision.allowed) {
      const why = decision.explanation ? `\n${decision.explanation}` : '';
      throw new ApiError('PERMISSION_DENIED', `Missing or insufficient permissions.${why}`);
    }
  }

  private coverageOf(project: string, rules: unknown): RulesCoverage | undefined {
    const current = this.coverage.get(project);
    if (current?.rules === rules) return current;
    const fresh = this.engine?.newCoverage?.(rules);
    if (fresh) this.coverage.set(project, fresh);
    return fresh;
  }

  /** The project's coverage of the rules it runs now (none when it runs no rules). */
  coverageFor(project: string): RulesCoverage | undefined {
    const rules = this.rulesFor(project);
    return rules === null ? undefined : this.coverageOf(project, rules);
  }

  /** Judges a single-document read (get). */
  checkGet(caller: Caller, store: ProjectStore, database: string, path: string, time: Date): void {
    if (caller.owner) return;
    this.evaluate(store.project, {
      method: 'get',
      path: rulesPath(database, path),
      auth: caller.auth,
      time,
      resource: store.get(path),
      data: firestoreAccess(store, database, null),
      budget: { used: 0, limit: 10 },
    });
  }

  /** Judges a query (list) by its constraints, not by today's documents. */
  checkList(
    caller: Caller,
    store: ProjectStore,
    database: string,
    parentPath: string,
    collectionId: string,
    collectionGroup: boolean,
    query: RulesQuery,
    time: Date,
  ): void {
    if (caller.owner) return;
    const req: FirestoreRulesRequest = {
      method: 'list',
      path: rulesPath(database, parentPath ? `${parentPath}/${collectionId}` : collectionId),
      auth: caller.auth,
      time,
      query,
      data: firestoreAccess(store, database, null),
      budget: { used: 0, limit: 10 },
    };
    if (collectionGroup) req.collectionGroup = collectionId;
    this.evaluate(store.project, req);
  }

  /** Judges every write of a commit, sharing one lookup budget of 20; `after` is the batch's end state. */
  checkWrites(
    caller: Caller,
    store: ProjectStore,
    database: string,
    writes: {
      path: string;
      method: 'create' | 'update' | 'delete';
      before: StoredDocument | null;
      after: StoredDocument | null;
    }[],
    after: Map<string, StoredDocument | null>,
    time: Date,
  ): void {
    if (caller.owner) return;
    const budget: LookupBudget = { used: 0, limit: 20 };
    const data = firestoreAccess(store, database, after);
    for (const w of writes) {
      this.evaluate(store.project, {
        method: w.method,
        path: rulesPath(database, w.path),
        auth: caller.auth,
        time,
        resource: w.before,
        requestResource: w.method === 'delete' ? null : w.after,
        data,
        budget,
      });
    }
  }
}

/** Document lookups for rules (get/exists, and getAfter over a batch's end state when given). */
export function firestoreAccess(
  store: ProjectStore,
  database: string,
  after: Map<string, StoredDocument | null> | null,
): FirestoreAccess {
  const prefix = rulesPath(database, '') + '/';
  const toPath = (p: string): string | null =>
    p.startsWith(prefix) ? p.slice(prefix.length) : null;
  return {
    get(p) {
      const path = toPath(p);
      return path === null ? null : store.get(path);
    },
    getAfter(p) {
      const path = toPath(p);
      if (path === null) return null;
      if (after?.has(path)) return after.get(path) ?? null;
      return store.get(path);
    },
  };
}
