/**
 * The identity provider's side of the tests: events in Stripe Identity's shape, signed as the
 * provider signs them (or not), posted to identityWebhook at the file's callable host.
 */
import { signatureHeader } from '../src/identity/signature';
import { admin } from './clients';
import { HOST, PORTS, PROJECT_ID } from './stack';

/** The webhook's signing secret in these tests, as the local stack gives the emulator one. */
export const TEST_WEBHOOK_SECRET = 'whsec_test_identity_secret';
process.env.GROUNDTRUTH_IDENTITY_WEBHOOK_SECRET = TEST_WEBHOOK_SECRET;

export const functionUrl = (name: string) =>
  `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/us-central1/${name}`;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

let counter = 0;

/** An event about `uid`'s session `sessionId`, created at `created` (seconds). */
export function identityEvent(
  kind: 'processing' | 'verified' | 'requires_input',
  uid: string,
  sessionId: string,
  created: number,
  { id = `evt_test_${process.pid}_${++counter}`, name = 'Jordan Lee Rivera' } = {},
) {
  const [first, ...rest] = name.split(' ');
  return {
    id,
    object: 'event',
    type: `identity.verification_session.${kind}`,
    created,
    data: {
      object: {
        id: sessionId,
        object: 'identity.verification_session',
        status: kind,
        metadata: { user_id: uid },
        last_error:
          kind === 'requires_input'
            ? { code: 'document_expired', reason: 'The document is expired.' }
            : null,
        verified_outputs:
          kind === 'verified' ? { first_name: first, last_name: rest.join(' ') } : null,
      },
    },
  };
}

/**
 * Posts `event` to identityWebhook, signed with `secret` at `signedAt` (or with the `header`
 * given); resolves the status and the JSON answer.
 */
export async function postEvent(
  event: object,
  {
    secret = TEST_WEBHOOK_SECRET,
    signedAt = nowSeconds(),
    header,
  }: { secret?: string; signedAt?: number; header?: string | null } = {},
) {
  const body = JSON.stringify(event);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signature = header === undefined ? signatureHeader(secret, body, signedAt) : header;
  if (signature !== null) headers['stripe-signature'] = signature;
  const response = await fetch(functionUrl('identityWebhook'), { method: 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** identity_checks/{uid} as the functions left it, or undefined. */
export async function identityCheck(uid: string) {
  return (await admin.db().doc(`identity_checks/${uid}`).get()).data();
}
