import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedSingletons } from '../federation.mjs';
import { takenTwiceChunks } from '../rspack-config.mjs';

// What a signed-in screen's first load takes once, where it took two copies: the modules the
// shell and a remote both take whole are federation shares keyed by their file (so a package's
// own relative imports of them take the shared copy too), and the staff app's message tables and
// screen parts that two of its lazy chunks take have chunks of their own.
const root = path.resolve(import.meta.dirname, '../..');

describe('one copy per page', () => {
  it.each([
    ['@groundtruth/domain/messages', 'domain/src/messages.ts'],
    ['@groundtruth/domain/paths', 'domain/src/paths.ts'],
  ])('%s is shared by its file, under its name', (name, file) => {
    const shares: Record<string, { shareKey?: string; import?: string; singleton?: boolean }> =
      sharedSingletons();
    expect(shares[path.join(root, file)]).toMatchObject({
      singleton: true,
      shareKey: name,
      import: name,
    });
    expect(shares[name]).toBeUndefined();
  });

  it('the screen parts and what they format go to a chunk of their own, the routes do not', () => {
    const { test } = takenTwiceChunks().splitChunks.cacheGroups.screenParts;
    for (const part of ['platform/src/screen-parts.tsx', 'domain/src/money.ts'])
      expect(test.test(path.join(root, part))).toBe(true);
    for (const other of ['domain/src/paths.ts', 'domain/src/money-inputs.ts'])
      expect(test.test(path.join(root, other))).toBe(false);
  });

  it('a remote’s message tables, and no other module, go to a chunk of their own', () => {
    const { test, minChunks } = takenTwiceChunks().splitChunks.cacheGroups.messageTables;
    expect(minChunks).toBe(2);
    for (const table of ['staff-messages.ts', 'second-opinion-messages.ts', 'messages.ts'])
      expect(test.test(path.join(root, 'domain', 'src', table))).toBe(true);
    for (const other of ['domain/src/paths.ts', 'staff-app/src/features/messages/inbox.ts'])
      expect(test.test(path.join(root, other))).toBe(false);
  });
});
