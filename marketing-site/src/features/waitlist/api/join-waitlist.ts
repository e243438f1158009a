import type { WaitlistSource } from '@groundtruth/domain/constants';

/** Spec §5: non-empty and containing '@'. */
export function isValidWaitlistEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length > 0 && trimmed.includes('@');
}

/** A send the server refused for a reason the visitor can act on (too many attempts). */
export class WaitlistRefused extends Error {}

/**
 * Sends the address to the joinWaitlist callable, which stores it once under an id
 * derived from it and limits how many one client sends a minute; a repeated address is the
 * same success. Functions is loaded only now, so the landing page itself never pays for it.
 */
export async function joinWaitlist(email: string, source: WaitlistSource): Promise<void> {
  const [{ call }, { callables }, { callableErrorText }] = await Promise.all([
    import('@groundtruth/firebase-web/functions'),
    import('@groundtruth/domain/callable-registry'),
    import('@groundtruth/domain/callable-errors'),
  ]);
  try {
    await call(callables.joinWaitlist, { email: email.trim(), source });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'functions/resource-exhausted') {
      throw new WaitlistRefused(callableErrorText(error).message);
    }
    throw error;
  }
}
