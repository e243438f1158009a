/**
 * Keys that are Secret Manager secrets in production and, against the emulators, development keys
 * generated once and kept in the data directory (GROUNDTRUTH_DEV_KEYS_DIR, which `npm start` points
 * at .data/keys): locally, what was signed or encrypted before a restart still verifies or opens
 * after it. Outside the emulators a missing secret fails closed instead of using a known key.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { defineSecret } from 'firebase-functions/params';

/** True when the functions talk to emulators (the Functions emulator, or the tests' job code). */
export function local(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true' || Boolean(process.env.FIRESTORE_EMULATOR_HOST);
}

function devKeysDir(): string {
  return process.env.GROUNDTRUTH_DEV_KEYS_DIR || path.join(os.tmpdir(), 'groundtruth-dev-keys');
}

/**
 * The development key in `file` under the keys directory, made by `make` the first time. The
 * file appears whole or not at all (written beside it, then hard-linked into place, which
 * fails if another process got there first), so two processes never use two keys.
 */
function devKey(file: string, make: () => string): string {
  const dir = devKeysDir();
  const target = path.join(dir, file);
  if (fs.existsSync(target)) return fs.readFileSync(target, 'utf8');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const tmp = `${target}.${process.pid}.${crypto.randomUUID()}.tmp`;
  fs.writeFileSync(tmp, make(), { mode: 0o600 });
  try {
    fs.linkSync(tmp, target);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  return fs.readFileSync(target, 'utf8');
}

/**
 * The secret's value: in production Secret Manager's (bound to the function that reads it); against
 * the emulators the variable of its name when set, else the development key in `file`.
 */
export function secretOrDev(
  secret: ReturnType<typeof defineSecret>,
  file: string,
  make: () => string,
): string {
  const fromEnv = process.env[secret.name];
  if (local()) return fromEnv || devKey(file, make);
  const value = secret.value();
  if (!value) throw new Error(`${secret.name} is not set`);
  return value;
}
