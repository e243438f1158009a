/**
 * expireQualificationGrants: a grant with an expiry stops counting when it passes. Two passes
 * (jobs/expire-and-warn.ts), the most overdue first: grants past expires_at become `expired` (the creator told, the system
 * audited as actor); grants expiring within GRANT_EXPIRY_WARNING_DAYS are announced once
 * (expiry_warned). Each grant is re-read in its own transaction, so overlapping runs, a retake
 * or a staff grant change nothing twice.
 */
import { FieldValue, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { SYSTEM_ACTOR } from '@groundtruth/domain/constants';
import { collections } from '@groundtruth/domain/collections';
import { formatDateTimeUtc } from '@groundtruth/domain/dates';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { qualificationMessages } from '@groundtruth/domain/qualification-messages';
import { paths } from '@groundtruth/domain/paths';
import { qualificationQueries } from '@groundtruth/domain/qualification-queries';
import { GRANT_EXPIRY_WARNING_DAYS } from '@groundtruth/domain/qualifications';
import { writeAudit } from '../core/audit';
import { transaction } from '../core/callable';
import { expireAndWarnJob } from '../jobs/expire-and-warn';
import { notify, readRecipient } from '../mail/notify';
import { formatDateTimeUtcIn } from '../mail/mail-format';
import { qualificationGrants, qualifications } from '../repos/qualifications';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Expires one grant if it is still granted and past its expiry at `now`. */
function expireOne(doc: QueryDocumentSnapshot, now: Date): Promise<boolean> {
  return transaction(async (tx) => {
    const grant = await qualificationGrants.get(tx, doc.id);
    if (!grant || grant.status !== 'granted' || !grant.expires_at) return false;
    const expiresAt = grant.expires_at.toMillis();
    if (expiresAt > now.getTime()) return false;
    // Only its name is needed: read without a lock, as every grant of it reads it.
    const qualification = await qualifications.readNow(grant.qualification_id);
    const recipient = await readRecipient(tx, grant.user_id);
    qualificationGrants.update(tx, doc.id, {
      status: 'expired',
      updated_at: FieldValue.serverTimestamp(),
    });
    const title = qualification?.name ?? 'a qualification';
    notify(
      tx,
      {
        userId: grant.user_id,
        kind: 'qualification_expired',
        entityId: doc.id,
        occurrence: String(expiresAt),
        title: serverMessages.notificationTitles.qualification_expired,
        body: qualificationMessages.qualificationExpired(title),
        inLanguage: (words) => ({
          title: words.titles.qualification_expired,
          body: words.qualificationExpired(qualification?.name ?? words.someQualification),
        }),
        link: paths.qualifications,
      },
      recipient,
    );
    writeAudit(
      tx,
      SYSTEM_ACTOR,
      'expire_qualification_grant',
      collections.qualificationGrants,
      doc.id,
      {
        qualification_id: grant.qualification_id,
        user_id: grant.user_id,
        expires_at: new Date(expiresAt).toISOString(),
      },
    );
    return true;
  });
}

/** Announces one grant's expiry once, if it is still granted and not yet past it. */
function warnOne(doc: QueryDocumentSnapshot, now: Date): Promise<boolean> {
  return transaction(async (tx) => {
    const grant = await qualificationGrants.get(tx, doc.id);
    if (
      !grant ||
      grant.status !== 'granted' ||
      grant.expiry_warned ||
      !grant.expires_at ||
      grant.expires_at.toMillis() <= now.getTime()
    ) {
      return false;
    }
    // Only its name is needed: read without a lock, as every grant of it reads it.
    const qualification = await qualifications.readNow(grant.qualification_id);
    const recipient = await readRecipient(tx, grant.user_id);
    qualificationGrants.update(tx, doc.id, { expiry_warned: true });
    const expiresAtMillis = grant.expires_at.toMillis();
    notify(
      tx,
      {
        userId: grant.user_id,
        kind: 'qualification_expiring',
        entityId: doc.id,
        occurrence: String(grant.expires_at.toMillis()),
        title: serverMessages.notificationTitles.qualification_expiring,
        body: qualificationMessages.qualificationExpiring(
          qualification?.name ?? 'a qualification',
          formatDateTimeUtc(grant.expires_at.toMillis()),
        ),
        inLanguage: (words, locale) => ({
          title: words.titles.qualification_expiring,
          body: words.qualificationExpiring(
            qualification?.name ?? words.someQualification,
            formatDateTimeUtcIn(locale, expiresAtMillis),
          ),
        }),
        // The moment in UTC, named, and its instant: the bell writes it in the reader's zone.
        moment: {
          millis: grant.expires_at.toMillis(),
          text: formatDateTimeUtc(grant.expires_at.toMillis()),
        },
        link: paths.qualifications,
      },
      recipient,
    );
    return true;
  });
}

export const expireQualificationGrants = expireAndWarnJob({
  name: 'expireQualificationGrants',
  everyMinutes: 60,
  expired: qualificationQueries.expiredGrants,
  expiring: qualificationQueries.expiringGrants,
  warnWithinMs: GRANT_EXPIRY_WARNING_DAYS * DAY_MS,
  expireOne,
  warnOne,
});
