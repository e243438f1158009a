/**
 * The functions as they are deployed: one CommonJS bundle built by rspack.config.mjs. The global
 * setup builds it once per run into a folder of its own; each file's callable host loads it with
 * Node's require (testing/setup-stack.ts), which takes about a second where importing the sources
 * through Vitest's module runner (some 340 modules of functions and domain, fetched and evaluated
 * one by one) took six to nine: most of a file's setup, paid once per file.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const functionsDir = path.resolve(import.meta.dirname, '..');
const root = path.resolve(functionsDir, '..');

/** Where the global setup tells the files which bundle to load. */
export const BUNDLE_ENV = 'GT_FUNCTIONS_BUNDLE';

/**
 * Builds the functions into `outDir` (functions/lib when not given), in a child process;
 * rejects with the build's output when it fails.
 */
export async function buildFunctions(outDir?: string): Promise<void> {
  const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/@rspack/cli/bin/rspack.js'),
        'build',
        '-c',
        'rspack.config.mjs',
      ],
      {
        cwd: functionsDir,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: outDir ? { ...process.env, GT_FUNCTIONS_OUT: outDir } : process.env,
      },
    );
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.stderr.on('data', (chunk) => (text += chunk));
    child.on('close', (exit) => resolve({ code: exit, output: text }));
  });
  if (code !== 0) throw new Error(`functions build failed:\n${output}`);
}

/** The run's bundle (its exports: every deployed function), loaded in this process. */
export function loadFunctionsBundle(): Record<string, unknown> {
  const file = process.env[BUNDLE_ENV];
  if (!file) throw new Error(`${BUNDLE_ENV} is not set: the functions' global setup builds it`);
  return createRequire(import.meta.url)(file) as Record<string, unknown>;
}
