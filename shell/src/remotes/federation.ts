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

/**
 * The origins remotes may come from, fixed when the shell is built (tooling/environments.mjs):
 * a list of https origins for a deployed environment, null for a local build (loopback only).
 * remotes.json is read at run time and must not be able to widen them.
 */
export function allowedRemoteOrigins(): readonly string[] | null {
  return JSON.parse(process.env.GROUNDTRUTH_REMOTE_ORIGINS ?? 'null') as string[] | null;
}

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/** Whether a remote at `entry` may be loaded: its origin is allowed (or loopback, locally). */
export function isAllowedRemote(entry: string, allowed: readonly string[] | null): boolean {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return false;
  }
  if (allowed) return url.protocol === 'https:' && allowed.includes(url.origin);
  return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK.includes(url.hostname);
}

/** Validates remotes.json: every remote needs a URL on an allowed origin. */
export function parseManifest(
  value: unknown,
  allowed: readonly string[] | null = allowedRemoteOrigins(),
): RemotesManifest {
  if (typeof value !== 'object' || value === null) throw new Error('remotes.json is not an object');
  const record = value as Record<string, unknown>;
  const entries = remoteNames.map((name) => {
    const entry = record[name];
    if (typeof entry !== 'string' || entry === '') {
      throw new Error(`remotes.json has no URL for the "${name}" remote`);
    }
    if (!isAllowedRemote(entry, allowed)) {
      throw new Error(`remotes.json: the "${name}" remote is not on an allowed origin (${entry})`);
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
