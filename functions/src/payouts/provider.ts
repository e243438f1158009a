/**
 * Payout providers are an interface (docs/architecture.md, Payouts). A transfer is keyed by the
 * payout id as its idempotency key, as Stripe's and PayPal's are: transferring again with the same
 * key returns the first transfer instead of paying twice, and the provider can be asked by that key
 * whether a transfer happened, which is how a payout whose process died mid-transfer is settled
 * (reconcilePayouts).
 *
 * Locally the sandbox settles every transfer at once and deterministically, and remembers it in
 * sandbox_transfers/{idempotencyKey} (a collection no client may read), so the functions and the
 * reconcile job, in whichever process they run, see the same transfers. Its account ids steer
 * it: one containing "fail" is declined; "crash-before-transfer" throws before any money moves;
 * "crash-after-transfer" records the transfer and then throws, as a process killed between the
 * transfer and its settlement would leave it. An account is verified as a provider verifies one:
 * its owner enters the code the provider sent them, which in the sandbox is always
 * SANDBOX_VERIFICATION_CODE. The sandbox runs only under the Functions emulator
 * (provider-config.ts): production refuses payouts rather than fall back to it.
 */
import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import {
  SANDBOX_VERIFICATION_CODE,
  type PayoutProvider as ProviderName,
} from '@groundtruth/domain/constants';
import { collections } from '@groundtruth/domain/entities';
import { maskAccountId, providerLabel } from '@groundtruth/domain/masking';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { db } from '../core/app';
import { fail } from '../core/errors';
import { payoutProviderVerdict, SANDBOX } from './provider-config';

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
  /** Pays once per idempotency key; throws when the outcome is unknown (network, crash). */
  transfer(request: TransferRequest): Promise<TransferResult>;
  /** The transfer made with `idempotencyKey`, or null when none was made. */
  findTransfer(idempotencyKey: string): Promise<{ transferId: string } | null>;
  /** Whether the provider confirms, by the code it sent the owner, that the account is theirs. */
  verifyAccount(request: VerifyRequest): Promise<boolean>;
  /** Asks the provider to send the owner a new code, replacing the one it sent before. */
  sendVerificationCode(request: Omit<VerifyRequest, 'code'>): Promise<void>;
}

export interface VerifyRequest {
  provider: ProviderName;
  accountId: string;
  /** The code the provider sent to the account's owner. */
  code: string;
}

/** Thrown by the sandbox when told to crash: the caller cannot know whether money moved. */
export class SandboxCrash extends Error {
  constructor(when: 'before' | 'after', key: string) {
    super(`The payout sandbox crashed ${when} transferring ${key} (as it was told to)`);
    this.name = 'SandboxCrash';
  }
}

const ALREADY_EXISTS = 6;
const transfers = () => db().collection(collections.sandboxTransfers);

async function findSandboxTransfer(idempotencyKey: string) {
  const snap = await transfers().doc(idempotencyKey).get();
  const transferId: unknown = snap.get('transfer_id');
  return snap.exists && typeof transferId === 'string' ? { transferId } : null;
}

/** The local sandbox: no network, deterministic outcomes, transfers remembered in Firestore. */
export const sandboxProvider: PayoutProvider = {
  async transfer(request) {
    const account = request.accountId.toLowerCase();
    if (account.includes('crash-before-transfer')) {
      throw new SandboxCrash('before', request.idempotencyKey);
    }
    const previous = await findSandboxTransfer(request.idempotencyKey);
    if (previous) return { ok: true, ...previous };
    if (account.includes('fail')) {
      return {
        ok: false,
        // What the creator reads in the e-mail and on Payments: the provider's name and the
        // account as they know it, and what to do.
        reason: serverMessages.transferDeclined(
          providerLabel(request.provider),
          maskAccountId(request.provider, request.accountId),
        ),
      };
    }
    const digest = createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 20);
    const prefix = request.provider === 'paypal' ? 'PAYPAL-SBX-' : 'tr_sandbox_';
    const transferId = `${prefix}${digest}`;
    try {
      await transfers().doc(request.idempotencyKey).create({
        transfer_id: transferId,
        provider: request.provider,
        account_id: request.accountId,
        amount_cents: request.amountCents,
        currency: request.currency,
        created_at: FieldValue.serverTimestamp(),
      });
    } catch (err) {
      // A concurrent transfer with the same key made it first: the same transfer, made once.
      if ((err as { code?: unknown }).code !== ALREADY_EXISTS) throw err;
    }
    if (account.includes('crash-after-transfer')) {
      throw new SandboxCrash('after', request.idempotencyKey);
    }
    return { ok: true, transferId };
  },

  findTransfer: findSandboxTransfer,

  async verifyAccount({ code }) {
    return Promise.resolve(code === SANDBOX_VERIFICATION_CODE);
  },

  // The sandbox's code is always the same: a new one is the same code, sent again.
  async sendVerificationCode() {
    return Promise.resolve();
  },
};

/**
 * The configured provider (provider-config.ts): the sandbox under the emulator; in production
 * only a live adapter. Anything else is FAILED_PRECONDITION before a payout is touched, so a
 * deploy without a provider refuses payouts instead of marking them sent with no money moved.
 */
export function payoutProvider(): PayoutProvider {
  const verdict = payoutProviderVerdict(process.env);
  if (!verdict.ok) {
    console.error(`Payouts refused: ${verdict.problem}`);
    throw fail.precondition(serverMessages.payoutProviderMissing, staffMessages.payoutFailedTitle);
  }
  if (verdict.name === SANDBOX) return sandboxProvider;
  // The Stripe Connect and PayPal adapters plug in here (LIVE_PROVIDERS), reading their
  // credentials from payoutSecrets (secrets.ts), which only the payout functions are bound to.
  throw fail.precondition(serverMessages.payoutProviderMissing, staffMessages.payoutFailedTitle);
}
