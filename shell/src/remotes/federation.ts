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

async function readManifest(): Promise<RemotesManifest> {
  const response = await fetch(REMOTES_MANIFEST_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not read ${REMOTES_MANIFEST_URL} (${response.status})`);
  return parseManifest(await response.json());
}

async function fetchManifest(): Promise<RemotesManifest> {
  const manifest = await readManifest();
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

/** Why a remote's code could not be loaded: a newer release replaced it, or it is unreachable. */
export type LoadFailure = 'new-version' | 'unavailable';

/**
 * Whether `error` is a failure to load a remote's code — its entry (the federation runtime's
 * RUNTIME-001/008) or one of its chunks (ChunkLoadError) — rather than an error of that code.
 */
export function isLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /ChunkLoadError|Loading (CSS )?chunk \S+ failed|RUNTIME-00[18]|Failed to load script|dynamically imported module/i.test(
    `${error.name} ${error.message}`,
  );
}

/** Resolves whether a script loads from `url` now (a preload: not run, and never from cache). */
function scriptLoads(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = `${url}${url.includes('?') ? '&' : '?'}probe=${Date.now()}`;
    const done = (loads: boolean) => {
      link.remove();
      resolve(loads);
    };
    link.onload = () => done(true);
    link.onerror = () => done(false);
    document.head.append(link);
  });
}

/**
 * After `remote`'s code failed to load: a release replaced it when remotes.json now names another
 * version than the one this page loaded, or when its entry still answers (so the server is up
 * and only the file this page wanted is gone). Otherwise the remote (or the shell's origin) is
 * unreachable, which Retry is for.
 */
export async function explainLoadFailure(remote: RemoteName): Promise<LoadFailure> {
  const loaded = await manifestPromise?.catch(() => undefined);
  let current: RemotesManifest;
  try {
    current = await readManifest();
  } catch {
    return 'unavailable';
  }
  if (loaded && loaded[remote] !== current[remote]) return 'new-version';
  return (await scriptLoads(current[remote])) ? 'new-version' : 'unavailable';
}
