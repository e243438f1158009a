import { afterEach, describe, expect, it } from 'vitest';
import type { Root } from 'react-dom/client';
import islandShares from './island-shares';

type Options = Parameters<NonNullable<ReturnType<typeof islandShares>['beforeInit']>>[0];

/** What the federation runtime hands the plugin: the shell's own shares, each with its `get`. */
function initArgs() {
  const get = () => Promise.resolve(() => ({ own: true }));
  return {
    userOptions: {
      name: 'shell',
      remotes: [],
      shared: {
        react: [{ version: '19.3.1', get, scope: ['default'] }],
        '@tanstack/react-query': [{ version: '5.0.0', get, scope: ['default'] }],
      },
    },
    options: {},
    origin: {},
    shareInfo: {},
  } as unknown as Options;
}

type Share = { get?: unknown; lib?: () => unknown; loaded?: boolean };

function shareOf(args: Options | void, name: string): Share {
  if (!args) throw new Error('beforeInit returned nothing');
  return (args.userOptions.shared as Record<string, Share[]>)[name]![0]!;
}

describe('islandShares', () => {
  afterEach(() => {
    delete window.groundtruthLanding;
  });

  it("should make the island's modules the shell's loaded shares", () => {
    const islandReact = { island: true };
    window.groundtruthLanding = {
      loadApp: () => undefined,
      island: { root: {} as Root, shared: { react: islandReact } },
    };
    const args = islandShares().beforeInit!(initArgs());

    const react = shareOf(args, 'react');
    expect(react.get).toBeUndefined();
    expect(react.loaded).toBe(true);
    expect(react.lib?.()).toBe(islandReact);
    // What the island does not provide stays the shell's own.
    expect(shareOf(args, '@tanstack/react-query').get).toBeTypeOf('function');
  });

  it('should leave every share alone without an island', () => {
    const args = islandShares().beforeInit!(initArgs());
    expect(shareOf(args, 'react').get).toBeTypeOf('function');
    expect(shareOf(args, 'react').lib).toBeUndefined();
  });
});
