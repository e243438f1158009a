/**
 * The payment provider's webhooks (identity checks, dataset orders' payments): events signed in
 * Stripe's scheme with the endpoint's secret (identity/signature.ts), and the local sandboxes'
 * pages, which send their events the same way.
 */
import type { SecretParam } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import { SIGNATURE_HEADER, signatureHeader, verifySignature } from '../identity/signature';

/**
 * The HTTP function `name` of a provider's events: POST only; with no signing secret configured
 * every event is refused (503), never taken with a known key; an event not signed with it or
 * more than five minutes old is 400, as is a body that is not JSON or not an event of `schema`;
 * anything else is handed to `handle`, whose outcome is the answer.
 */
export function providerWebhook<Event>({
  name,
  secrets,
  secret,
  schema,
  handle,
}: {
  name: string;
  /** The secrets the function is bound to (none in the emulator). */
  secrets: SecretParam[];
  /** The endpoint's signing secret now, or null when none is configured. */
  secret: () => string | null;
  schema: z.ZodType<Event>;
  handle: (event: Event) => Promise<string>;
}) {
  return onRequest({ cors: false, secrets }, async (request, response) => {
    if (request.method !== 'POST') {
      response.status(405).set('allow', 'POST').send('Method Not Allowed');
      return;
    }
    const key = secret();
    if (!key) {
      console.error(`${name}: no signing secret is configured; every event is refused`);
      response.status(503).json({ error: 'not configured' });
      return;
    }
    const raw: Buffer = request.rawBody ?? Buffer.alloc(0);
    const header = request.get(SIGNATURE_HEADER);
    const verdict = verifySignature(header, raw, key, Math.floor(Date.now() / 1000));
    if (!verdict.ok) {
      response.status(400).json({ error: `signature ${verdict.problem}` });
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.toString('utf8'));
    } catch {
      response.status(400).json({ error: 'body is not JSON' });
      return;
    }
    const event = schema.safeParse(parsed);
    if (!event.success) {
      response.status(400).json({ error: 'not an event' });
      return;
    }
    const outcome = await handle(event.data);
    response.status(200).json({ received: true, outcome });
  });
}

/**
 * Posts `event` to the webhook at `url` signed with `secret` as the provider signs (a sandbox
 * page's events); resolves whether it took it. No secret: nothing is sent.
 */
export async function postSignedEvent(
  url: string,
  secret: string | null,
  event: object,
): Promise<boolean> {
  if (!secret) return false;
  const body = JSON.stringify(event);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signatureHeader(secret, body, Math.floor(Date.now() / 1000)),
    },
    body,
  });
  return response.ok;
}
