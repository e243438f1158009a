/**
 * The rules check: which storage.rules apply (the rules source, or rules set through the control
 * endpoint until the source's text changes) and whether they allow a request. `Bearer owner`
 * always passes; no rules, or rules that do not compile, deny every other caller.
 */
import type { FirestoreAccess, RulesMethod, StorageObject } from '../rules/api.js';
import { compileRules, evaluateStorage, type CompiledRules } from '../rules/index.js';
import type { Caller } from '../auth-token.js';

export interface StorageRulesOptions {
  /** The current storage.rules text; undefined = deny everything that is not `Bearer owner`. */
  rulesSource: () => string | undefined;
  /** Backs `firestore.get` / `firestore.exists` in storage.rules. */
  firestore?: (projectId: string) => FirestoreAccess | undefined;
  /** The project id for `firestore.get`; derived from the bucket name when absent. */
  projectId?: string;
  log: (line: string) => void;
}

/** Strips firebase's bucket suffixes to get the project id. */
function projectOf(bucket: string): string {
  return bucket.replace(/\.(appspot\.com|firebasestorage\.app)$/, '');
}

export class StorageRules {
  /** Rules set through set() / PUT /internal/setRules, until rulesSource's text changes. */
  private override: { source: string; baseline: string | undefined } | undefined;
  private compiled: { source: string; rules: CompiledRules | undefined } | undefined;

  constructor(private readonly options: StorageRulesOptions) {}

  private current(): CompiledRules | undefined {
    const fromSource = this.options.rulesSource();
    // The latest wins: an edit of the rules file after a setRules replaces what was set.
    if (this.override && fromSource !== this.override.baseline) this.override = undefined;
    const source = this.override ? this.override.source : fromSource;
    if (source === undefined) return undefined;
    if (this.compiled?.source !== source) {
      try {
        this.compiled = { source, rules: compileRules(source) };
      } catch (err) {
        this.options.log(
          `storage.rules do not compile; denying all requests: ${(err as Error).message}`,
        );
        this.compiled = { source, rules: undefined };
      }
    }
    return this.compiled.rules;
  }

  /** Replaces the rules until the source's text next changes; throws RulesSyntaxError. */
  set(source: string): void {
    const rules = compileRules(source);
    this.override = { source, baseline: this.options.rulesSource() };
    this.compiled = { source, rules };
  }

  /** Decides a request under storage.rules (`Bearer owner` always passes). */
  allowed(
    caller: Caller,
    method: RulesMethod,
    bucket: string,
    objectPath: string,
    resource?: StorageObject | null,
    requestResource?: StorageObject | null,
  ): boolean {
    if (caller.kind === 'owner') return true;
    const rules = this.current();
    if (!rules) return false;
    const project = this.options.projectId ?? projectOf(bucket);
    const decision = evaluateStorage(rules, {
      method,
      bucket,
      objectPath,
      auth: caller.kind === 'user' ? caller.auth : null,
      time: new Date(),
      resource: resource ?? null,
      requestResource: requestResource ?? null,
      firestore: this.options.firestore?.(project),
    });
    if (!decision.allowed)
      this.options.log(
        `storage: ${method} ${bucket}/${objectPath} denied: ${decision.explanation}`,
      );
    return decision.allowed;
  }
}
