/**
 * The tax forms' numbers (SSN, EIN, foreign TIN), encrypted before they are stored: AES-256-GCM
 * with a fresh 96-bit IV per number and the form's id as associated data, so a sealed number
 * copied under another form does not open. The key is the GROUNDTRUTH_TAX_TIN_KEY secret (32 bytes,
 * base64), bound only to the functions that seal or open numbers; against the emulators a
 * development key the stack generates and keeps with its data (core/dev-keys.ts). The sealed
 * record lives in `tax_tins/{formId}`, which no client rule matches; the plain number is never
 * returned, logged or written anywhere else.
 */
import crypto from 'node:crypto';
import { defineSecret } from 'firebase-functions/params';
import { secretOrDev } from '../core/dev-keys';

export const TAX_TIN_KEY = defineSecret('GROUNDTRUTH_TAX_TIN_KEY');

const ALGORITHM = 'aes-256-gcm';

/** tax_tins/{formId}: one number, sealed. */
export interface SealedTin {
  user_id: string;
  algorithm: typeof ALGORITHM;
  /** A short hash of the key, so a rotated key's records are told apart. */
  key_id: string;
  iv: string;
  tag: string;
  ciphertext: string;
}

function key(): Buffer {
  const raw = secretOrDev(TAX_TIN_KEY, 'tax-tin-key', () =>
    crypto.randomBytes(32).toString('base64'),
  ).trim();
  const bytes = Buffer.from(raw, 'base64');
  if (bytes.length !== 32) throw new Error(`${TAX_TIN_KEY.name} must be 32 bytes, base64`);
  return bytes;
}

function keyId(bytes: Buffer): string {
  return crypto
    .createHash('sha256')
    .update('groundtruth-tax-tin-key:')
    .update(bytes)
    .digest('hex')
    .slice(0, 16);
}

/** `tin` (its digits and letters, as the form checked them) sealed for form `formId`. */
export function sealTin(formId: string, userId: string, tin: string): SealedTin {
  const bytes = key();
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv(ALGORITHM, bytes, iv);
  cipher.setAAD(Buffer.from(formId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(tin, 'utf8'), cipher.final()]);
  return {
    user_id: userId,
    algorithm: ALGORITHM,
    key_id: keyId(bytes),
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    ciphertext: ciphertext.toString('base64'),
  };
}

/** The number sealed for `formId`; throws when the record was altered or moved. */
export function openTin(formId: string, sealed: Pick<SealedTin, 'iv' | 'tag' | 'ciphertext'>) {
  const decipher = crypto.createDecipheriv(ALGORITHM, key(), Buffer.from(sealed.iv, 'base64'));
  decipher.setAAD(Buffer.from(formId, 'utf8'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  return Buffer.concat([
    decipher.update(Buffer.from(sealed.ciphertext, 'base64')),
    decipher.final(),
  ]).toString('utf8');
}
