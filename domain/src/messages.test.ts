import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { announcementMessages } from './announcement-messages';
import { authenticityMessages } from './authenticity-messages';
import { provenanceMessages } from './provenance-words';
import { bonusMessages } from './bonus-messages';
import { payoutMessages } from './payout-messages';
import { messages } from './messages';
import { eligibilityMessages } from './eligibility-messages';
import { peopleMessages } from './people-messages';
import { qualificationMessages } from './qualification-messages';
import { releaseCardMessages } from './release-card-messages';
import { identityMessages } from './identity-messages';
import { releaseMessages } from './release-messages';
import { secondOpinionMessages } from './second-opinion-messages';
import { serverMessages } from './server-messages';
import { staffMessages } from './staff-messages';
import { threadScreenMessages } from './thread-screen-messages';
import { threadMessages } from './thread-messages';
import { taskAlertMessages } from './task-alert-messages';
import { taxMessages } from './tax-messages';
import { fairPayMessages } from './fair-pay-messages';
import { taxReportMessages } from './tax-report-messages';

// The catalogue is every table of messages: `messages` and the tables kept beside it so a first
// load carries only its own (their keys never collide).
const tables = [
  messages,
  serverMessages,
  staffMessages,
  qualificationMessages,
  identityMessages,
  eligibilityMessages,
  secondOpinionMessages,
  authenticityMessages,
  provenanceMessages,
  releaseMessages,
  releaseCardMessages,
  peopleMessages,
  bonusMessages,
  payoutMessages,
  threadScreenMessages,
  threadMessages,
  announcementMessages,
  taskAlertMessages,
  taxMessages,
  taxReportMessages,
  fairPayMessages,
];
const catalogue = Object.assign({}, ...tables) as Record<string, unknown>;

// The product's own message table (docs/product.md, "Messages"): one row per message, keyed by
// its path in `messages`; a message that takes values is keyed by a call with sample arguments.
const productPath = fileURLToPath(new URL('../../docs/product.md', import.meta.url));

interface Row {
  readonly key: string;
  readonly path: string;
  readonly args: readonly unknown[] | undefined;
  readonly text: string;
}

/** The rows of every table under "## Messages" in docs/product.md. */
function messageTable(markdown: string): Row[] {
  const start = markdown.indexOf('\n## Messages');
  if (start < 0) throw new Error('docs/product.md has no "## Messages" section');
  const next = markdown.indexOf('\n## ', start + 1);
  const section = markdown.slice(start, next < 0 ? undefined : next);
  const rows: Row[] = [];
  for (const line of section.split('\n')) {
    const cells = /^\|\s*`([^`]+)`\s*\|\s*(.*?)\s*\|$/.exec(line);
    if (!cells) continue;
    const key = cells[1]!;
    const call = /^([\w.]+)(?:\((.*)\))?$/.exec(key);
    if (!call) throw new Error(`docs/product.md: unreadable message key ${key}`);
    const args = call[2] === undefined ? undefined : (JSON.parse(`[${call[2]}]`) as unknown[]);
    rows.push({ key, path: call[1]!, args, text: cells[2]!.replace(/\\(.)/g, '$1') });
  }
  return rows;
}

/** Every message's path in `messages` (strings, functions, and the items of lists and groups). */
function leafPaths(value: unknown, path = ''): string[] {
  if (typeof value === 'string' || typeof value === 'function') return [path];
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, inner]) =>
      leafPaths(inner, path ? `${path}.${key}` : key),
    );
  return [];
}

function at(path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value as Record<string, unknown> | undefined)?.[key],
      catalogue,
    );
}

describe('messages', () => {
  const rows = messageTable(readFileSync(productPath, 'utf8'));

  it('should list every message of the catalogue in the product message table', () => {
    const listed = new Set(rows.map((row) => row.path));
    const missing = leafPaths(catalogue).filter((path) => !listed.has(path));
    expect(missing, 'messages missing from docs/product.md').toEqual([]);
  });

  it('should keep the tables of the catalogue apart: no key in two', () => {
    const keys = tables.flatMap((table) => Object.keys(table));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('should hold each row of the product message table verbatim in the catalogue', () => {
    expect(rows.length).toBeGreaterThan(200);
    for (const row of rows) {
      const value = at(row.path);
      if (typeof value === 'function') {
        expect(row.args, `${row.key} takes values: give sample arguments`).toBeDefined();
        expect(String((value as (...args: unknown[]) => unknown)(...row.args!)), row.key).toBe(
          row.text,
        );
      } else {
        expect(row.args, `${row.key} takes no values`).toBeUndefined();
        expect(value, row.key).toBe(row.text);
      }
    }
  });

  it('should state the balance in the payout message', () => {
    expect(serverMessages.insufficientBalanceBody('$12.00')).toBe(
      'You need at least $50 to request a payout. Current balance: $12.00',
    );
  });
});
