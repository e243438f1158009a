/**
 * Where e-mail goes and what it links to. Production reads two secrets, bound only
 * outside the emulator (index.ts): the SMTP URL deliverMail sends through and the key that signs
 * unsubscribe links. The offline emulator has no Secret Manager, so locally the SMTP URL is
 * GROUNDTRUTH_SMTP_URL (MailDev, started by `npm start`) and the key a fixed development one,
 * which is only ever used while Firestore is an emulator: outside it, a missing secret fails
 * closed instead of signing with a known key.
 */
import { defineSecret } from 'firebase-functions/params';

export const SMTP_URL = defineSecret('GROUNDTRUTH_SMTP_URL');
export const MAIL_SIGNING_KEY = defineSecret('GROUNDTRUTH_MAIL_SIGNING_KEY');

/** True when the functions talk to emulators (the Functions emulator, or the tests' job code). */
function local(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true' || Boolean(process.env.FIRESTORE_EMULATOR_HOST);
}

const LOCAL_SIGNING_KEY = 'groundtruth-local-unsubscribe-key (emulator only)';

/** The SMTP server to send through, as a nodemailer connection URL. */
export function smtpUrl(): string {
  const url = local() ? process.env.GROUNDTRUTH_SMTP_URL : SMTP_URL.value();
  if (!url) throw new Error('No SMTP server configured (GROUNDTRUTH_SMTP_URL)');
  return url;
}

/** The key unsubscribe tokens are signed with. */
export function signingKey(): string {
  if (local()) return process.env.GROUNDTRUTH_MAIL_SIGNING_KEY || LOCAL_SIGNING_KEY;
  const key = MAIL_SIGNING_KEY.value();
  if (!key) throw new Error('GROUNDTRUTH_MAIL_SIGNING_KEY is not set');
  return key;
}

/** The product's address, for links in e-mails (the shell serves every app path). */
export function appUrl(): string {
  return (process.env.GROUNDTRUTH_APP_URL || 'http://localhost:3000').replace(/\/$/, '');
}

/**
 * The public address of the HTTP function `name`. Locally the Functions emulator's address of
 * the stack (GROUNDTRUTH_FUNCTIONS_URL, else the standard port 5001); in production the
 * function's cloudfunctions.net address, unless `override` names another (a Hosting rewrite on
 * the product's own domain).
 */
export function httpFunctionUrl(name: string, override: string | undefined): string {
  if (override) return override;
  const project = process.env.GCLOUD_PROJECT ?? 'demo-groundtruth';
  if (local()) {
    const base = process.env.GROUNDTRUTH_FUNCTIONS_URL || 'http://127.0.0.1:5001';
    return `${base.replace(/\/$/, '')}/${project}/us-central1/${name}`;
  }
  return `https://us-central1-${project}.cloudfunctions.net/${name}`;
}

/** The unsubscribe HTTP function's address (GROUNDTRUTH_UNSUBSCRIBE_URL overrides it). */
export function unsubscribeUrl(): string {
  return httpFunctionUrl('unsubscribe', process.env.GROUNDTRUTH_UNSUBSCRIBE_URL);
}

/** The address e-mails come from. */
export function mailFrom(): string {
  return process.env.GROUNDTRUTH_MAIL_FROM || 'Groundtruth <notifications@groundtruth.invalid>';
}
