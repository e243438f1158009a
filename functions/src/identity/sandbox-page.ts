/**
 * identitySandbox: the local stack's stand-in for the identity provider's hosted page, served by
 * the Functions emulator only (index.ts exports it nowhere else). It shows the session's person
 * and offers "Verify (test)" and "Fail (test)"; either sends identityWebhook the events the
 * provider would send ("processing", then "verified" or "requires_input"), signed with the
 * stack's webhook secret over HTTP, exactly as the provider calls it, and then links back to
 * Payments.
 */
import { randomBytes } from 'node:crypto';
import { onRequest } from 'firebase-functions/v2/https';
import { collections } from '@groundtruth/domain/entities';
import { documentIdProblem } from '@groundtruth/domain/ids';
import { identityMessages as words } from '@groundtruth/domain/identity-messages';
import { db } from '../core/app';
import { escapeHtml } from '../mail/compose';
import { httpFunctionUrl } from '../mail/config';
import { publicPage, type HttpResponse } from '../mail/public-page';
import { webhookSecret } from './config';
import { postSignedEvent } from '../core/provider-webhooks';

interface SandboxSession {
  user_id: string;
  name: string;
  return_url: string;
}

async function readSession(id: unknown): Promise<SandboxSession | null> {
  if (typeof id !== 'string' || documentIdProblem(id)) return null;
  const snap = await db().collection(collections.sandboxIdentitySessions).doc(id).get();
  return snap.exists ? (snap.data() as SandboxSession) : null;
}

/** The event the provider sends about `sessionId` when it turns `type`. */
export function sandboxEvent(
  type: 'processing' | 'verified' | 'requires_input',
  sessionId: string,
  session: Pick<SandboxSession, 'user_id'>,
  legalName: string,
) {
  const words_ = legalName.trim().split(/\s+/);
  const last = words_.length > 1 ? words_.pop()! : '';
  return {
    id: `evt_sandbox_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type: `identity.verification_session.${type}`,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: sessionId,
        object: 'identity.verification_session',
        status: type,
        client_reference_id: session.user_id,
        metadata: { user_id: session.user_id },
        last_error:
          type === 'requires_input'
            ? { code: 'document_unverified_other', reason: words.sandboxFailReason }
            : null,
        verified_outputs:
          type === 'verified' ? { first_name: words_.join(' '), last_name: last } : null,
      },
    },
  };
}

/** Posts `event` to identityWebhook signed as the provider signs; resolves whether it took it. */
function deliver(event: object): Promise<boolean> {
  return postSignedEvent(
    httpFunctionUrl('identityWebhook', process.env.GROUNDTRUTH_IDENTITY_WEBHOOK_URL),
    webhookSecret(),
    event,
  );
}

function back(session: SandboxSession): string {
  return `<p><a href="${escapeHtml(session.return_url)}">${escapeHtml(words.sandboxBack)}</a></p>`;
}

function form(session: SandboxSession): string {
  return [
    '<form method="post">',
    `<p><label>${escapeHtml(words.sandboxNameLabel)}<br>`,
    `<input name="name" required maxlength="200" value="${escapeHtml(session.name)}"></label></p>`,
    `<p><button type="submit" name="outcome" value="verified">${escapeHtml(words.sandboxVerify)}</button> `,
    `<button type="submit" name="outcome" value="failed">${escapeHtml(words.sandboxFail)}</button></p>`,
    '</form>',
  ].join('');
}

async function respond(
  request: { method: string; query: Record<string, unknown>; body?: unknown },
  response: HttpResponse,
) {
  const sessionId = request.query.session;
  const session = await readSession(sessionId);
  if (!session) {
    publicPage(response, 404, words.sandboxTitle, words.sandboxUnknownSession);
    return;
  }
  if (request.method === 'GET') {
    publicPage(response, 200, words.sandboxTitle, words.sandboxBody, form(session));
    return;
  }
  const body = (request.body ?? {}) as Record<string, unknown>;
  const verified = body.outcome === 'verified';
  const name = typeof body.name === 'string' && body.name.trim() ? body.name : session.name;
  const id = sessionId as string;
  const delivered =
    (await deliver(sandboxEvent('processing', id, session, name))) &&
    (await deliver(sandboxEvent(verified ? 'verified' : 'requires_input', id, session, name)));
  if (!delivered) {
    publicPage(response, 502, words.sandboxTitle, words.sandboxNotDelivered, back(session));
    return;
  }
  const said = verified ? words.sandboxVerified : words.sandboxFailed;
  publicPage(response, 200, words.sandboxTitle, said, back(session));
}

/** The sandbox page's HTTP function (exported under the emulator only). */
export function identitySandboxPage() {
  return onRequest({ cors: false }, async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'POST') {
      response.status(405).set('allow', 'GET, POST').send('Method Not Allowed');
      return;
    }
    await respond(request, response);
  });
}
