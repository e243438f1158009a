/**
 * The grant document's transitions, shared by the quiz, practice reviews, staff grants and the
 * expiry job, so every path writes the same fields the same way.
 */
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { WithId } from '@groundtruth/domain/converter';
import {
  grantId,
  type GrantSource,
  type Qualification,
  type QualificationGrant,
} from '@groundtruth/domain/qualifications';
import { qualificationGrants } from '../repos/qualifications';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface GrantChange {
  qualification: WithId<Qualification>;
  userId: string;
  /** The grant as read in the same transaction; null: never tried. */
  current: QualificationGrant | null;
  nowMillis: number;
}

/** Granted now, expiring after the qualification's expires_days. */
export function writeGranted(
  tx: Transaction,
  change: GrantChange,
  how: { source: GrantSource; score: number | null; countsAttempt: boolean; reason?: string },
): void {
  const { qualification, userId, current, nowMillis } = change;
  qualificationGrants.set(tx, grantId(qualification.id, userId), {
    user_id: userId,
    qualification_id: qualification.id,
    status: 'granted',
    score: how.score,
    attempts: (current?.attempts ?? 0) + (how.countsAttempt ? 1 : 0),
    source: how.source,
    granted_at: Timestamp.fromMillis(nowMillis),
    expires_at:
      qualification.expires_days === null
        ? null
        : Timestamp.fromMillis(nowMillis + qualification.expires_days * DAY_MS),
    retry_at: null,
    expiry_warned: false,
    reason: how.reason ?? null,
    updated_at: FieldValue.serverTimestamp(),
  });
}

/** A failed attempt: counted, with the time another may start. Returns that time (epoch ms). */
export function writeFailed(tx: Transaction, change: GrantChange, score: number | null): number {
  const { qualification, userId, current, nowMillis } = change;
  const retryAt = nowMillis + qualification.retry_delay_hours * HOUR_MS;
  qualificationGrants.set(tx, grantId(qualification.id, userId), {
    user_id: userId,
    qualification_id: qualification.id,
    status: 'failed',
    score: Math.max(score ?? 0, current?.score ?? 0),
    attempts: (current?.attempts ?? 0) + 1,
    source: current?.source ?? null,
    granted_at: current?.granted_at ? Timestamp.fromMillis(current.granted_at.toMillis()) : null,
    expires_at: null,
    retry_at: Timestamp.fromMillis(retryAt),
    expiry_warned: false,
    reason: null,
    updated_at: FieldValue.serverTimestamp(),
  });
  return retryAt;
}
