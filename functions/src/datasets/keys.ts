/**
 * The two keys of a dataset export:
 *  - the signing key: an Ed25519 private key (PKCS#8 PEM) that signs manifest.jsonl; its public
 *    half ships beside the manifest (public-key.pem) and its fingerprint is printed in the card,
 *    so a customer can check it against the one Groundtruth published;
 *  - the customer key: the HMAC-SHA256 key of the contributor pseudonyms. One per customer: the
 *    same creator reads the same in every export to that customer, and differently to another,
 *    so two customers cannot join their datasets on a person.
 * In production both are secrets (GROUNDTRUTH_EXPORT_SIGNING_KEY, GROUNDTRUTH_EXPORT_CUSTOMER_KEY),
 * bound only to the exportDatasets job. Against emulators a missing key is a development key,
 * generated once and kept in the data directory (GROUNDTRUTH_DEV_KEYS_DIR, which `npm start`
 * points at .data/keys): locally, exports made across restarts verify against one key. Outside
 * the emulators a missing secret fails closed instead of signing with a known key.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineSecret } from 'firebase-functions/params';

export const EXPORT_SIGNING_KEY = defineSecret('GROUNDTRUTH_EXPORT_SIGNING_KEY');
export const EXPORT_CUSTOMER_KEY = defineSecret('GROUNDTRUTH_EXPORT_CUSTOMER_KEY');

/** True when the functions talk to emulators (the Functions emulator, or the tests' job code). */
function local(): boolean {
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

function secretOrDev(secret: typeof EXPORT_SIGNING_KEY, file: string, make: () => string): string {
  const fromEnv = process.env[secret.name];
  if (local()) return fromEnv || devKey(file, make);
  const value = secret.value();
  if (!value) throw new Error(`${secret.name} is not set`);
  return value;
}

/** The signing key pair; the public half as SPKI PEM. */
export function signingKeys(): { privateKey: crypto.KeyObject; publicKeyPem: string } {
  const pem = secretOrDev(EXPORT_SIGNING_KEY, 'export-signing-key.pem', () =>
    crypto
      .generateKeyPairSync('ed25519')
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString(),
  );
  const privateKey = crypto.createPrivateKey(pem);
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new Error(`${EXPORT_SIGNING_KEY.name} must be an Ed25519 private key`);
  const publicKeyPem = crypto
    .createPublicKey(privateKey)
    .export({ type: 'spki', format: 'pem' })
    .toString();
  return { privateKey, publicKeyPem };
}

/** The customer key of the pseudonyms. */
export function customerKey(): string {
  return secretOrDev(EXPORT_CUSTOMER_KEY, 'export-customer-key', () =>
    crypto.randomBytes(32).toString('base64'),
  ).trim();
}

/**
 * A public key's fingerprint: "SHA256:" and the base64 SHA-256 of its DER (SPKI) bytes, as
 * OpenSSH prints them. verify-dataset/verify-dataset.mjs computes the same.
 */
export function keyFingerprint(publicKeyPem: string): string {
  const der = crypto.createPublicKey(publicKeyPem).export({ type: 'spki', format: 'der' });
  return `SHA256:${crypto.createHash('sha256').update(der).digest('base64').replace(/=+$/, '')}`;
}

/** A short public id of the customer key (its hash), recorded so staff know which key was used. */
export function customerKeyId(key: string): string {
  return crypto
    .createHash('sha256')
    .update(`groundtruth-customer-key:${key}`)
    .digest('hex')
    .slice(0, 16);
}
