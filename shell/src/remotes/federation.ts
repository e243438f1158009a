// Remote discovery at run time: the shell reads /remotes.json (one per environment) instead of
// baking remote URLs into its build, so a remote is released by deploying it alone.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { remoteNames, type RemoteName, type RemoteRoutesModule } from '@groundtruth/domain/paths';

/** Federation manifest (or remoteEntry.js) URL of each remote. */
export type RemotesManifest = Record<RemoteName, string>;

/** Where the manifest lives; a deployment may serve a different file at the same path. */
export const REMOTES_MANIFEST_URL = '/remotes.json';

let manifestPromise: Promise<RemotesManifest> | undefined;

/** Validates remotes.json: every remote needs a URL. */
export function parseManifest(value: unknown): RemotesManifest {
  if (typeof value !== 'object' || value === null) throw new Error('remotes.json is not an object');
  const record = value as Record<string, unknown>;
  const entries = remoteNames.map((name) => {
    const entry = record[name];
    if (typeof entry !== 'string' || entry === '') {
      throw new Error(`remotes.json has no URL for the "${name}" remote`);
    }
    return [name, entry] as const;
  });
  return Object.fromEntries(entries) as RemotesManifest;
}

async function fetchManifest(): Promise<RemotesManifest> {
  const response = await fetch(REMOTES_MANIFEST_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not read ${REMOTES_MANIFEST_URL} (${response.status})`);
  const manifest = parseManifest(await response.json());
  registerRemotes(remoteNames.map((name) => ({ name, entry: manifest[name] })));
  return manifest;
}

/** Reads and registers the remotes manifest once; a failed read is retried on the next call. */
export function remotesManifest(): Promise<RemotesManifest> {
  manifestPromise ??= fetchManifest().catch((error: unknown) => {
    manifestPromise = undefined;
    throw error;
  });
  return manifestPromise;
}

/**
 * Loads a remote's `./routes` module. `fresh` forgets a previous failure (the runtime caches
 * remote entries), which is what Retry needs after a remote comes back up.
 */
export async function loadRemotePages<R extends RemoteName>(
  remote: R,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<RemoteRoutesModule<R, ComponentType>['pages']> {
  const manifest = await remotesManifest();
  if (fresh) registerRemotes([{ name: remote, entry: manifest[remote] }], { force: true });
  const module = await loadRemote<RemoteRoutesModule<R, ComponentType>>(`${remote}/routes`);
  if (!module?.pages) throw new Error(`The ${remote} remote did not provide its pages`);
  return module.pages;
}
