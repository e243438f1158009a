/** compileRules: parse once, flatten the match tree, check what can be checked statically
 * (duplicate functions, call arity, and the limits table: limits.ts). */
import type { FunctionDecl, RulesFile } from './ast.js';
import { RulesSyntaxError } from './lexer.js';
import { checkLimits, walkExpr } from './limits.js';
import { type MatchEntry, flattenMatches } from './match.js';
import { parseRules } from './parser.js';

export interface CompiledRules {
  readonly source: string;
  readonly file: RulesFile;
  readonly service: RulesFile['service'];
  readonly entries: MatchEntry[];
}

/** Production rejects a function declared twice in one scope and calls with the wrong arity. */
function checkFunctions(entries: MatchEntry[], file: RulesFile): void {
  const scopes: FunctionDecl[][] = [file.functions];
  const collect = (m: RulesFile['matches'][number]) => {
    scopes.push(m.functions);
    m.matches.forEach(collect);
  };
  file.matches.forEach(collect);
  for (const fns of scopes) {
    const seen = new Set<string>();
    for (const f of fns) {
      if (seen.has(f.name))
        throw new RulesSyntaxError(
          f.loc.line,
          f.loc.column,
          `expected a unique function name but '${f.name}' is declared twice`,
        );
      seen.add(f.name);
    }
  }
  for (const entry of entries) {
    const bodies = [...entry.functions.values()].flatMap((f) => [
      f.body,
      ...f.lets.map((l) => l.value),
    ]);
    const conditions = entry.allows.flatMap((a) => (a.condition ? [a.condition] : []));
    for (const root of [...bodies, ...conditions]) {
      walkExpr(root, (e) => {
        if (e.kind !== 'call') return;
        const fn = entry.functions.get(e.name);
        if (fn && fn.params.length !== e.args.length) {
          throw new RulesSyntaxError(
            e.loc.line,
            e.loc.column,
            `expected ${fn.params.length} argument(s) for function '${e.name}' but found ${e.args.length}`,
          );
        }
      });
    }
  }
}

/** Parses and checks a rules file once; the result is evaluated many times. Throws RulesSyntaxError. */
export function compileRules(source: string): CompiledRules {
  const file = parseRules(source);
  const entries = flattenMatches(file);
  checkFunctions(entries, file);
  checkLimits(source, file);
  return { source, file, service: file.service, entries };
}
