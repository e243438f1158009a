// The share-init-once runtime plugin against the federation runtime the apps bundle: as released,
// the runtime registers the host's whole share table again on every shared load; with the plugin,
// once. When the first test fails, a release carries the fix: drop the plugin.
import { describe, expect, it } from 'vitest';
import { ModuleFederation } from '@module-federation/runtime-core';
import shareInitOnce from '../share-init-once.js';

const names = ['react', 'react-dom', 'styled-components'];

/** A host sharing `names`, counting each registration of a share into the scope. */
function host(plugins: ReturnType<typeof shareInitOnce>[]) {
  let registrations = 0;
  const instance = new ModuleFederation({
    name: 'host',
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: Object.fromEntries(
      names.map((name) => [
        name,
        {
          version: '1.0.0',
          lib: () => ({ name }),
          shareConfig: { singleton: true, requiredVersion: '^1.0.0' },
        },
      ]),
    ),
    plugins: [
      {
        name: 'count-registrations',
        afterRegisterShare: () => {
          registrations += 1;
        },
      },
      ...plugins,
    ],
  });
  return { instance, registrations: () => registrations };
}

describe('share-init-once', () => {
  it('is still needed: the runtime as released registers every share on every load', async () => {
    const { instance, registrations } = host([]);
    const before = registrations();
    for (const name of names) await instance.loadShare(name);
    expect(registrations() - before).toBe(names.length * names.length);
  });

  it('registers the share table once over every load, and each load gives its module', async () => {
    const { instance, registrations } = host([shareInitOnce()]);
    const before = registrations();
    for (const name of names) {
      const factory = await instance.loadShare<{ name: string }>(name);
      expect(factory && factory()).toEqual({ name });
    }
    expect(registrations() - before).toBe(names.length);
    // The same module again: loaded once, the same factory's module.
    const again = await instance.loadShare<{ name: string }>('react');
    expect(again && again()).toEqual({ name: 'react' });
    expect(registrations() - before).toBe(names.length);
  });

  it('leaves a call with its own init scope, or from the build, as it was', () => {
    const calls: unknown[] = [];
    const handler = {
      initializeSharing: (_name?: string, options?: unknown) => calls.push(options),
    };
    const plugin = shareInitOnce();
    plugin.beforeInit({ origin: { sharedHandler: handler } });
    plugin.beforeInit({ origin: { sharedHandler: handler } });
    const own = { initScope: [] };
    handler.initializeSharing('default', own);
    handler.initializeSharing('default', { from: 'build' });
    handler.initializeSharing('default', { strategy: 'loaded-first' });
    handler.initializeSharing('default');
    expect(calls[0]).toBe(own);
    expect(calls[1]).toEqual({ from: 'build' });
    const [third, fourth] = calls.slice(2) as { initScope: unknown[] }[];
    expect(third).toMatchObject({ strategy: 'loaded-first', initScope: [] });
    // One kept scope, the same array for every call without one (patched once, not twice).
    expect(fourth!.initScope).toBe(third!.initScope);
  });
});
