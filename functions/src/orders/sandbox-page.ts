/**
 * orderPaymentSandbox: the local stack's stand-in for the payment provider's hosted page, served
 * by the Functions emulator only (index.ts exports it nowhere else), as identity's sandbox is. It
 * shows the order's title and total and offers "Pay (test)" and "Decline (test)"; Pay sends
 * orderPaymentWebhook the event the provider would send (`checkout.session.completed`, paid, for
 * the order's total), signed with the stack's webhook secret over HTTP, exactly as the provider
 * calls it; either way it then links back to the order's page.
 */
import { randomBytes } from 'node:crypto';
import { onRequest } from 'firebase-functions/v2/https';
import { CURRENCY } from '@groundtruth/domain/constants';
import type { WithId } from '@groundtruth/domain/converter';
import { orderSandboxWords as words, type DatasetOrder } from '@groundtruth/domain/dataset-orders';
import { documentIdProblem } from '@groundtruth/domain/ids';
import { formatCents } from '@groundtruth/domain/money';
import { orderPath } from '@groundtruth/domain/order-paths';
import { escapeHtml } from '../mail/compose';
import { appUrl, httpFunctionUrl } from '../mail/config';
import { publicPage, type HttpResponse } from '../mail/public-page';
import { postSignedEvent } from '../core/provider-webhooks';
import { datasetOrders } from '../repos/dataset-orders';
import { orderWebhookSecret } from './config';

async function readOrder(id: unknown): Promise<WithId<DatasetOrder> | null> {
  if (typeof id !== 'string' || documentIdProblem(id)) return null;
  return datasetOrders.readNow(id);
}

/** The event the provider sends when `sessionId` for `order` is paid. */
export function sandboxPaymentEvent(sessionId: string, order: WithId<DatasetOrder>) {
  return {
    id: `evt_sandbox_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        amount_total: order.quote.total_cents,
        currency: CURRENCY.toLowerCase(),
        payment_status: 'paid',
        status: 'complete',
        client_reference_id: order.id,
        metadata: { order_id: order.id },
      },
    },
  };
}

/** Posts `event` to orderPaymentWebhook signed as the provider signs; resolves whether it took it. */
function deliver(event: object): Promise<boolean> {
  return postSignedEvent(
    httpFunctionUrl('orderPaymentWebhook', process.env.GROUNDTRUTH_ORDER_WEBHOOK_URL),
    orderWebhookSecret(),
    event,
  );
}

function back(orderId: string): string {
  const href = `${appUrl()}${orderPath(orderId)}`;
  return `<p><a href="${escapeHtml(href)}">${escapeHtml(words.back)}</a></p>`;
}

const form = [
  '<form method="post"><p>',
  `<button type="submit" name="outcome" value="pay">${escapeHtml(words.pay)}</button> `,
  `<button type="submit" name="outcome" value="decline">${escapeHtml(words.decline)}</button>`,
  '</p></form>',
].join('');

async function respond(
  request: { method: string; query: Record<string, unknown>; body?: unknown },
  response: HttpResponse,
) {
  const order = await readOrder(request.query.order);
  const session = request.query.session;
  if (!order || typeof session !== 'string' || !/^cs_sandbox_[0-9a-f]{24}$/.test(session)) {
    publicPage(response, 404, words.title, words.unknownOrder);
    return;
  }
  if (request.method === 'GET') {
    const body = words.body(order.title, formatCents(order.quote.total_cents));
    publicPage(response, 200, words.title, body, form);
    return;
  }
  const outcome = ((request.body ?? {}) as Record<string, unknown>).outcome;
  if (outcome !== 'pay') {
    publicPage(response, 200, words.title, words.declined, back(order.id));
    return;
  }
  if (!(await deliver(sandboxPaymentEvent(session, order)))) {
    publicPage(response, 502, words.title, words.notDelivered, back(order.id));
    return;
  }
  publicPage(response, 200, words.title, words.paid, back(order.id));
}

/** The sandbox page's HTTP function (exported under the emulator only). */
export function orderPaymentSandboxPage() {
  return onRequest({ cors: false }, async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'POST') {
      response.status(405).set('allow', 'GET, POST').send('Method Not Allowed');
      return;
    }
    await respond(request, response);
  });
}
