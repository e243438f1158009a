import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messages } from './messages';

// The spec lives beside the repository (../shared/spec); CI clones it there too.
const specPath = fileURLToPath(new URL('../../../shared/spec/product-spec.md', import.meta.url));

function flatten(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  // Messages with one value (the spec's "Current balance: $X") are checked with a sample; those
  // composed from several parts (summaries) are not spec texts.
  if (typeof value === 'function')
    return value.length === 1 ? [String((value as (x: string) => string)('$X'))] : [];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(flatten);
  return [];
}

function quotedIn(section: string): string[] {
  return [...section.matchAll(/'([^']{2,}?)'(?=[ ;.,)/]|$)/gm)].map((m) => m[1]!);
}

describe('messages', () => {
  const catalogue = flatten(messages).join('\n');

  it('should hold every quoted message of spec §5 and §8 verbatim', () => {
    const spec = readFileSync(specPath, 'utf8');
    const section = (from: string, to: string) => spec.slice(spec.indexOf(from), spec.indexOf(to));
    const quoted = [...quotedIn(section('## 5.', '## 6.')), ...quotedIn(section('## 8.', '## 9.'))]
      // "Payout Requested: …" is a title and a body; the waitlist line is cut at its apostrophe.
      .flatMap((text) => text.split(': '))
      .filter((text) => text !== '@');
    expect(quoted.length).toBeGreaterThan(30);
    for (const text of quoted) expect(catalogue).toContain(text);
  });

  it('should state the balance in the payout message', () => {
    expect(messages.insufficientBalanceBody('$12.00')).toBe(
      'You need at least $50 to request a payout. Current balance: $12.00',
    );
  });
});
