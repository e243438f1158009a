// Serves the production build of the shell and the three remotes, each on its own origin
// (ephemeral ports, so a running dev stack does not collide), for one test file: the versions
// the local environment promotes, in the released layout (dev-stack/src/serve-static.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveProduct, serveStatic } from '@groundtruth/dev-stack/serve-static';
import { releaseFolder } from '@groundtruth/release/folder';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Product = Awaited<ReturnType<typeof serveProduct>>;

export function startProduct(): Promise<Product> {
  return serveProduct();
}

/** Brings a remote's server back on the port it had, as a redeploy would. */
export function restartRemote(remote: 'marketing' | 'creator' | 'staff', port: number) {
  return serveStatic({ dir: path.join(releaseFolder(), remote), port });
}
