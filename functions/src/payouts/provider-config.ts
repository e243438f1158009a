/**
 * Which payout provider runs, decided from the environment alone (no Firebase here), so the
 * functions and the deploy check (core/deploy-check.ts) give the same verdict. Payouts fail closed:
 * the sandbox, which marks payouts sent without moving money, runs only inside the Functions
 * emulator; in production GROUNDTRUTH_PAYOUT_PROVIDER must name a live adapter, and an unset or
 * unknown name refuses every payout instead of falling back to anything.
 */

/** The provider that settles locally, without money. */
export const SANDBOX = 'sandbox';

/**
 * The live adapters a production deploy may name. Empty until the Stripe Connect and PayPal
 * adapters exist: until then a production deploy cannot pass the check, and production payouts
 * are refused, which is the point: nothing is ever marked sent without money moving.
 */
export const LIVE_PROVIDERS: readonly string[] = [];

/** The environment variable that names the provider. */
export const PROVIDER_VARIABLE = 'GROUNDTRUTH_PAYOUT_PROVIDER';

export type ProviderVerdict = { ok: true; name: string } | { ok: false; problem: string };

/** True inside firebase-tools' Functions emulator, which sets FUNCTIONS_EMULATOR=true. */
export function isEmulator(env: Readonly<Record<string, string | undefined>>): boolean {
  return env.FUNCTIONS_EMULATOR === 'true';
}

/**
 * The provider `env` names, or why none may run: under the emulator the sandbox (the default
 * there); elsewhere only a live adapter, never the sandbox and never a default.
 */
export function payoutProviderVerdict(
  env: Readonly<Record<string, string | undefined>>,
): ProviderVerdict {
  const name = env[PROVIDER_VARIABLE]?.trim() ?? '';
  if (isEmulator(env)) {
    if (name === '' || name === SANDBOX || LIVE_PROVIDERS.includes(name)) {
      return { ok: true, name: name || SANDBOX };
    }
    return { ok: false, problem: `${PROVIDER_VARIABLE}="${name}" names no payout provider` };
  }
  if (name === '') {
    return {
      ok: false,
      problem: `${PROVIDER_VARIABLE} is not set: production has no payout provider`,
    };
  }
  if (name === SANDBOX) {
    return {
      ok: false,
      problem: `${PROVIDER_VARIABLE}=${SANDBOX} runs only under the Functions emulator: it moves no money`,
    };
  }
  if (!LIVE_PROVIDERS.includes(name)) {
    const known = LIVE_PROVIDERS.length ? LIVE_PROVIDERS.join(', ') : 'none implemented yet';
    return {
      ok: false,
      problem: `${PROVIDER_VARIABLE}="${name}" is not a live payout provider (live providers: ${known})`,
    };
  }
  return { ok: true, name };
}
