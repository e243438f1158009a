/**
 * The two keys of a dataset export:
 *  - the signing key: an Ed25519 private key (PKCS#8 PEM) that signs manifest.jsonl; its public
 *    half ships beside the manifest (public-key.pem) and its fingerprint is printed in the card,
 *    so a customer can check it against the one Groundtruth published;
 *  - the customer key: the HMAC-SHA256 key of the contributor pseudonyms. One per customer: the
 *    same creator reads the same in every export to that customer, and differently to another,
 *    so two customers cannot join their datasets on a person.
 * In production both are secrets (GROUNDTRUTH_EXPORT_SIGNING_KEY, GROUNDTRUTH_EXPORT_CUSTOMER_KEY),
 * bound only to the exportDatasets job. Against emulators a missing key is a development key
 * (core/dev-keys.ts): locally, exports made across restarts verify against one key.
 */
import crypto from 'node:crypto';
import { defineSecret } from 'firebase-functions/params';
import { secretOrDev } from '../core/dev-keys';

export const EXPORT_SIGNING_KEY = defineSecret('GROUNDTRUTH_EXPORT_SIGNING_KEY');
export const EXPORT_CUSTOMER_KEY = defineSecret('GROUNDTRUTH_EXPORT_CUSTOMER_KEY');

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
