/**
 * Which translated message a callable's refusal is, for the functions (core/errors.ts): its
 * English words matched against the tables a creator's screens translate (`refusals`, and the
 * strings of `messages`), so every refusal carries its message id and arguments without each
 * callable naming them. The creator app shows the id in the creator's language
 * (callable-errors.ts' translatedRefusal); a message no table holds carries nothing.
 */
import { messages } from '../messages';
import { refusalWords } from '../words/refusals';

/** A refusal's message id (`<table>.<key>`), its arguments, and its title's id. */
export interface RefusalId {
  id: string;
  args: (string | number)[];
  title_id?: string;
}

interface Known {
  id: string;
  exact?: string;
  pattern?: RegExp;
  /** The argument each capture group of `pattern` stands for. */
  order?: number[];
  /** The argument the words say as one (a singular's pattern): 1. */
  one?: number;
}

const mark = (index: number) => `\u0000${index}\u0000`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An English message function as patterns: its arguments, in the order they appear, captured;
 * and, for each argument, the words it says for a count of one ("in 1 minute"), that argument 1.
 */
function patternsOf(id: string, english: (...args: unknown[]) => string): Known[] {
  const marks = Array.from({ length: english.length }, (_, index): unknown => mark(index));
  const variants: { args: unknown[]; one?: number }[] = [
    { args: marks },
    ...marks.map((_, one) => ({ args: marks.map((m, index) => (index === one ? 1 : m)), one })),
  ];
  return variants.flatMap(({ args, one }) => {
    let said: string;
    try {
      said = english(...args);
    } catch {
      return []; // An argument that is no count.
    }
    const order: number[] = [];
    const source = escaped(said).replace(/\0(\d+)\0/g, (_, index: string) => {
      order.push(Number(index));
      return '(.+?)';
    });
    return [
      { id, pattern: new RegExp(`^${source}$`, 's'), order, ...(one === undefined ? {} : { one }) },
    ];
  });
}

let known: Known[] | null = null;

function knownMessages(): Known[] {
  if (known) return known;
  const refusals = Object.entries(refusalWords as Record<string, unknown>).flatMap(
    ([key, english]): Known[] =>
      typeof english === 'string'
        ? [{ id: `refusals.${key}`, exact: english }]
        : patternsOf(`refusals.${key}`, english as (...args: unknown[]) => string),
  );
  // The screens' own words a callable also answers with (Accept this task before submitting…).
  const screens = Object.entries(messages as Record<string, unknown>).flatMap(([key, english]) =>
    typeof english === 'string' ? [{ id: `messages.${key}`, exact: english }] : [],
  );
  known = [...refusals, ...screens];
  return known;
}

/** A captured argument: a count as a number (for plurals), anything else as written. */
const argument = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : text);

/** The id and arguments of `message` (and `title`'s id), or null for a message no table holds. */
export function refusalIdOf(message: string, title?: string): RefusalId | null {
  for (const entry of knownMessages()) {
    let args: (string | number)[] | null = null;
    if (entry.exact !== undefined) args = entry.exact === message ? [] : null;
    else {
      const match = entry.pattern?.exec(message);
      if (match) {
        args = [];
        if (entry.one !== undefined) args[entry.one] = 1;
        entry.order?.forEach((index, group) => {
          args![index] = argument(match[group + 1] ?? '');
        });
      }
    }
    if (!args) continue;
    const titleId = title ? knownMessages().find((other) => other.exact === title)?.id : undefined;
    return { id: entry.id, args, ...(titleId ? { title_id: titleId } : {}) };
  }
  return null;
}
