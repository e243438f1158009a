/**
 * The gate on money: a creator is paid only with a valid tax form on file and an identity the
 * payout provider verified, under the same legal name (compared case- and accent-insensitively),
 * or a name pair an admin accepted (acceptNameMismatch). One check, read inside the transaction
 * that moves the money: requestPayout runs it for the creator who asks, processPayout again when
 * the money is sent (bonuses included), so a W-8BEN that expired after a payout was queued stops
 * it there. A refusal is FAILED_PRECONDITION with a sentence saying what is missing and where it
 * is done, in words for whoever is refused: the creator, or the admin who pays.
 */
import type { Transaction } from 'firebase-admin/firestore';
import { formatDate } from '@groundtruth/domain/dates';
import { identityStatusOf, type IdentityStatus } from '@groundtruth/domain/identity';
import {
  lastValidDay,
  namesMatch,
  taxFormLabels,
  taxFormValidAt,
  type TaxProfile,
} from '@groundtruth/domain/tax-forms';
import { taxMessages } from '@groundtruth/domain/tax-messages';
import { fail } from '../core/errors';
import { identityChecks } from '../repos/identity-checks';
import { taxProfiles } from '../repos/tax-forms';

/** What the gate reads of an identity check. */
export interface IdentityFacts {
  status: IdentityStatus;
  verified_name: string | null;
}

/** `uid`'s identity check in `tx`, identity_checks/{uid} (absent: unverified). */
export async function readIdentity(tx: Transaction, uid: string): Promise<IdentityFacts> {
  const check = await identityChecks.get(tx, uid);
  return { status: identityStatusOf(check), verified_name: check?.verified_name ?? null };
}

/** Why money may not move to a creator, in the creator's words and in an admin's. */
export interface GateRefusal {
  code:
    | 'no_tax_form'
    | 'tax_form_expired'
    | 'identity_unverified'
    | 'identity_pending'
    | 'identity_failed'
    | 'name_mismatch';
  creator: string;
  staff: string;
}

/** Whether the accepted mismatch on `profile` covers these two names exactly. */
function acceptedPair(profile: TaxProfile, verifiedName: string): boolean {
  const accepted = profile.name_mismatch_accepted;
  return (
    accepted !== null &&
    accepted.tax_name === profile.legal_name &&
    accepted.verified_name === verifiedName
  );
}

/** The gate's verdict on a tax profile and an identity check at `now`: null lets money move. */
export function gateRefusal(
  profile: TaxProfile | null,
  identity: IdentityFacts,
  now: Date,
): GateRefusal | null {
  if (!profile || (profile.status !== 'current' && profile.status !== 'expired'))
    return {
      code: 'no_tax_form',
      creator: taxMessages.gateNoTaxForm,
      staff: taxMessages.staffGateNoTaxForm,
    };
  if (!taxFormValidAt(profile, now)) {
    const form = taxFormLabels[profile.kind];
    const date = formatDate(lastValidDay(profile.expires_at?.toMillis() ?? now.getTime()));
    return {
      code: 'tax_form_expired',
      creator: taxMessages.gateTaxFormExpired(form, date),
      staff: taxMessages.staffGateTaxFormExpired(form, date),
    };
  }
  if (identity.status === 'pending')
    return {
      code: 'identity_pending',
      creator: taxMessages.gateIdentityPending,
      staff: taxMessages.staffGateIdentityPending,
    };
  if (identity.status === 'failed')
    return {
      code: 'identity_failed',
      creator: taxMessages.gateIdentityFailed,
      staff: taxMessages.staffGateIdentityFailed,
    };
  if (identity.status !== 'verified')
    return {
      code: 'identity_unverified',
      creator: taxMessages.gateIdentityUnverified,
      staff: taxMessages.staffGateIdentityUnverified,
    };
  const verifiedName = identity.verified_name ?? '';
  if (!namesMatch(profile.legal_name, verifiedName) && !acceptedPair(profile, verifiedName))
    return {
      code: 'name_mismatch',
      creator: taxMessages.gateNameMismatch(profile.legal_name, verifiedName),
      staff: taxMessages.staffGateNameMismatch(profile.legal_name, verifiedName),
    };
  return null;
}

/**
 * Refuses, in `tx`, money to `uid` unless the gate lets it move at `now`; `audience` is who is
 * told: the creator asking for a payout, or the admin sending one.
 */
export async function requireClearedForMoney(
  tx: Transaction,
  uid: string,
  audience: 'creator' | 'staff',
  now = new Date(),
): Promise<void> {
  const profile = await taxProfiles.get(tx, uid);
  const identity = await readIdentity(tx, uid);
  const refusal = gateRefusal(profile, identity, now);
  if (refusal) throw fail.precondition(refusal[audience], taxMessages.payoutGateTitle);
}
