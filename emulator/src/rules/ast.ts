/** The syntax tree of a rules file. Every node knows where it starts and ends in the source. */

export interface Loc {
  /** 1-based line and column of the node's first character. */
  line: number;
  column: number;
  /** Offsets into the source: [start, end). */
  start: number;
  end: number;
}

export type Expr =
  | { kind: 'literal'; value: LiteralValue; loc: Loc }
  | { kind: 'ident'; name: string; loc: Loc }
  | { kind: 'list'; items: Expr[]; loc: Loc }
  | { kind: 'map'; entries: { key: Expr; value: Expr }[]; loc: Loc }
  | { kind: 'path'; segments: PathSegmentExpr[][]; loc: Loc }
  | { kind: 'member'; target: Expr; name: string; loc: Loc }
  | { kind: 'index'; target: Expr; index: Expr; loc: Loc }
  | { kind: 'range'; target: Expr; from: Expr | null; to: Expr | null; loc: Loc }
  | { kind: 'call'; name: string; args: Expr[]; loc: Loc }
  | { kind: 'method'; target: Expr; name: string; args: Expr[]; loc: Loc }
  | { kind: 'unary'; op: '!' | '-'; operand: Expr; loc: Loc }
  | { kind: 'binary'; op: BinaryOp; left: Expr; right: Expr; loc: Loc }
  | { kind: 'is'; operand: Expr; typeName: string; loc: Loc }
  | { kind: 'ternary'; cond: Expr; then: Expr; otherwise: Expr; loc: Loc };

export type BinaryOp =
  '||' | '&&' | '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | '+' | '-' | '*' | '/' | '%';

export type LiteralValue =
  | { t: 'null' }
  | { t: 'bool'; v: boolean }
  | { t: 'int'; v: bigint }
  | { t: 'float'; v: number }
  | { t: 'string'; v: string }
  | { t: 'bytes'; v: Uint8Array };

/** One part of a path literal's segment: plain text, `$(expr)`, or `(expr)`; a segment concatenates its parts. */
export type PathSegmentExpr = { kind: 'text'; text: string } | { kind: 'expr'; expr: Expr };

/** One segment of a match pattern. */
export type PatternSegment =
  | { kind: 'literal'; text: string }
  | { kind: 'wildcard'; name: string }
  | { kind: 'recursive'; name: string };

/** The methods an allow statement may name; read = get + list, write = create + update + delete. */
export const ALLOW_METHODS = [
  'read',
  'write',
  'get',
  'list',
  'create',
  'update',
  'delete',
] as const;
export type AllowMethod = (typeof ALLOW_METHODS)[number];

export interface AllowStmt {
  methods: AllowMethod[];
  /** Absent when the statement is `allow read;` (unconditional). */
  condition: Expr | null;
  loc: Loc;
}

export interface FunctionDecl {
  name: string;
  params: string[];
  lets: { name: string; value: Expr; loc: Loc }[];
  body: Expr;
  loc: Loc;
}

export interface MatchBlock {
  pattern: PatternSegment[];
  functions: FunctionDecl[];
  allows: AllowStmt[];
  matches: MatchBlock[];
  loc: Loc;
}

export type ServiceName = 'cloud.firestore' | 'firebase.storage';

export interface RulesFile {
  version: '1' | '2';
  service: ServiceName;
  functions: FunctionDecl[];
  matches: MatchBlock[];
  loc: Loc;
}
