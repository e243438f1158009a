/** compileRules: parse once, flatten the match tree, check what can be checked statically. */
import type { Expr, FunctionDecl, RulesFile } from './ast.js';
import { RulesSyntaxError } from './lexer.js';
import { type MatchEntry, flattenMatches } from './match.js';
import { parseRules } from './parser.js';

export interface CompiledRules {
  readonly source: string;
  readonly file: RulesFile;
  readonly service: RulesFile['service'];
  readonly entries: MatchEntry[];
}

function walk(e: Expr, visit: (e: Expr) => void): void {
  visit(e);
  switch (e.kind) {
    case 'list':
      e.items.forEach((x) => walk(x, visit));
      break;
    case 'map':
      for (const { key, value } of e.entries) {
        walk(key, visit);
        walk(value, visit);
      }
      break;
    case 'path':
      e.segments.forEach((s) => s.forEach((p) => p.kind === 'expr' && walk(p.expr, visit)));
      break;
    case 'member':
    case 'index':
    case 'range':
    case 'method':
      walk(e.target, visit);
      if (e.kind === 'index') walk(e.index, visit);
      if (e.kind === 'range') {
        if (e.from) walk(e.from, visit);
        if (e.to) walk(e.to, visit);
      }
      if (e.kind === 'method') e.args.forEach((x) => walk(x, visit));
      break;
    case 'call':
      e.args.forEach((x) => walk(x, visit));
      break;
    case 'unary':
    case 'is':
      walk(e.operand, visit);
      break;
    case 'binary':
      walk(e.left, visit);
      walk(e.right, visit);
      break;
    case 'ternary':
      walk(e.cond, visit);
      walk(e.then, visit);
      walk(e.otherwise, visit);
      break;
    default:
      break;
  }
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
      walk(root, (e) => {
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
  return { source, file, service: file.service, entries };
}
