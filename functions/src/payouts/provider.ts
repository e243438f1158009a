/**
 * Payout providers are an interface (DESIGN §4). Locally the sandbox settles every transfer at
 * once and deterministically: an account id containing "fail" is refused, and the same
 * idempotency key always yields the same transfer id, as Stripe's and PayPal's keys do.
 */
import { createHash } from 'node:crypto';
import type { PayoutProvider as ProviderName } from '@groundtruth/domain/constants';

export interface TransferRequest {
  /** The payout id: a retried transfer with the same key must not pay twice. */
  idempotencyKey: string;
  provider: ProviderName;
  accountId: string;
  amountCents: number;
  currency: string;
}

export type TransferResult = { ok: true; transferId: string } | { ok: false; reason: string };

export interface PayoutProvider {
  transfer(request: TransferRequest): Promise<TransferResult>;
}

/** The local sandbox: no network, deterministic outcomes. */
export const sandboxProvider: PayoutProvider = {
  async transfer(request) {
    if (request.accountId.toLowerCase().includes('fail')) {
      return {
        ok: false,
        reason: `The ${request.provider} sandbox declined account ${request.accountId}`,
      };
    }
    const digest = createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 20);
    const prefix = request.provider === 'paypal' ? 'PAYPAL-SBX-' : 'tr_sandbox_';
    return { ok: true, transferId: `${prefix}${digest}` };
  },
};

/** The configured provider: GROUNDTRUTH_PAYOUT_PROVIDER=sandbox (the default) locally. */
export function payoutProvider(): PayoutProvider {
  const name = process.env.GROUNDTRUTH_PAYOUT_PROVIDER ?? 'sandbox';
  if (name === 'sandbox') return sandboxProvider;
  // Stripe Connect and PayPal adapters plug in here with their API keys from Secret Manager.
  throw new Error(`Payout provider "${name}" is not configured`);
}
