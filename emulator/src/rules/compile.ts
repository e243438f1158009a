/** compileRules: parse once, flatten the match tree, check what can be checked statically
 * (duplicate functions, and the limits table: limits.ts). */
import type { FunctionDecl, RulesFile } from './ast.js';
import { RulesSyntaxError } from './lexer.js';
import { checkLimits } from './limits.js';
import { type MatchEntry, flattenMatches } from './match.js';
import { parseRules } from './parser.js';

export interface CompiledRules {
  readonly source: string;
  readonly file: RulesFile;
  readonly service: RulesFile['service'];
  readonly entries: MatchEntry[];
}

/**
 * Production rejects a function declared twice in one scope. A call with the wrong number of
 * arguments is not refused here: Google's engine loads such files (README, "Grammar
 * leniencies") and the call fails when evaluated (evaluate-calls.ts).
 */
function checkFunctions(file: RulesFile): void {
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
}

/** Parses and checks a rules file once; the result is evaluated many times. Throws RulesSyntaxError. */
export function compileRules(source: string): CompiledRules {
  const file = parseRules(source);
  const entries = flattenMatches(file);
  checkFunctions(file);
  checkLimits(source, file);
  return { source, file, service: file.service, entries };
}
