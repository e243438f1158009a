/**
 * expireTaxForms: a W-8BEN is valid until the end of the third calendar year after it was signed.
 * Two passes over tax_profiles (jobs/expire-and-warn.ts), the most overdue first: a current form past its end becomes
 * `expired` (the form and the profile; the creator told by bell and e-mail, the system audited as
 * actor), and a current form ending within TAX_FORM_REMINDER_DAYS is announced once (`reminded`).
 * Each profile is re-read in its own transaction, so overlapping runs, or a new form signed
 * meanwhile, change nothing twice. The money gate checks the end date itself, so a payout is
 * stopped from the form's last instant whether or not this job has run.
 */
import { FieldValue, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { collections } from '@groundtruth/domain/collections';
import { SYSTEM_ACTOR } from '@groundtruth/domain/constants';
import { formatDate } from '@groundtruth/domain/dates';
import { paths } from '@groundtruth/domain/paths';
import { lastValidDay, TAX_FORM_REMINDER_DAYS, taxFormLabels } from '@groundtruth/domain/tax-forms';
import { taxMessages } from '@groundtruth/domain/tax-messages';
import { taxQueries } from '@groundtruth/domain/tax-queries';
import { writeAudit } from '../core/audit';
import { transaction } from '../core/callable';
import { expireAndWarnJob } from '../jobs/expire-and-warn';
import { notify, readRecipient } from '../mail/notify';
import { formatDateUtcIn } from '../mail/mail-format';
import { taxForms, taxProfiles } from '../repos/tax-forms';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Expires the current form of one profile if it is still current and past its end at `now`. */
function expireOne(doc: QueryDocumentSnapshot, now: Date): Promise<boolean> {
  return transaction(async (tx) => {
    const profile = await taxProfiles.get(tx, doc.id);
    if (!profile || profile.status !== 'current' || !profile.expires_at) return false;
    const expiresAt = profile.expires_at.toMillis();
    if (expiresAt > now.getTime()) return false;
    const formId = profile.current_form_id;
    const recipient = await readRecipient(tx, doc.id);
    if (formId)
      taxForms.update(tx, formId, { status: 'expired', expired_at: FieldValue.serverTimestamp() });
    taxProfiles.update(tx, doc.id, {
      status: 'expired',
      updated_at: FieldValue.serverTimestamp(),
    });
    const form = taxFormLabels[profile.kind];
    notify(
      tx,
      {
        userId: doc.id,
        kind: 'tax_form_expired',
        entityId: formId ?? doc.id,
        occurrence: String(expiresAt),
        title: taxMessages.taxFormExpiredTitle,
        body: taxMessages.taxFormExpiredBody(form),
        // The form's official name as it is (W-9, W-8BEN).
        inLanguage: (words) => ({
          title: words.taxFormExpiredTitle,
          body: words.taxFormExpiredBody(form),
        }),
        link: paths.payments,
      },
      recipient,
    );
    writeAudit(tx, SYSTEM_ACTOR, 'expire_tax_form', collections.taxForms, formId ?? doc.id, {
      user_id: doc.id,
      kind: profile.kind,
      expires_at: new Date(expiresAt).toISOString(),
    });
    return true;
  });
}

/** Reminds one profile's creator once, if the form is current and not yet past its end. */
function remindOne(doc: QueryDocumentSnapshot, now: Date): Promise<boolean> {
  return transaction(async (tx) => {
    const profile = await taxProfiles.get(tx, doc.id);
    if (
      !profile ||
      profile.status !== 'current' ||
      profile.reminded ||
      !profile.expires_at ||
      profile.expires_at.toMillis() <= now.getTime()
    )
      return false;
    const recipient = await readRecipient(tx, doc.id);
    const expiresAt = profile.expires_at.toMillis();
    taxProfiles.update(tx, doc.id, { reminded: true });
    if (profile.current_form_id)
      taxForms.update(tx, profile.current_form_id, { reminded_at: FieldValue.serverTimestamp() });
    notify(
      tx,
      {
        userId: doc.id,
        kind: 'tax_form_expiring',
        entityId: profile.current_form_id ?? doc.id,
        occurrence: String(expiresAt),
        title: taxMessages.taxFormExpiringTitle,
        body: taxMessages.taxFormExpiringBody(
          taxFormLabels[profile.kind],
          formatDate(lastValidDay(expiresAt)),
        ),
        inLanguage: (words, locale) => ({
          title: words.taxFormExpiringTitle,
          body: words.taxFormExpiringBody(
            taxFormLabels[profile.kind],
            formatDateUtcIn(locale, lastValidDay(expiresAt)),
          ),
        }),
        link: paths.payments,
      },
      recipient,
    );
    return true;
  });
}

export const expireTaxForms = expireAndWarnJob({
  name: 'expireTaxForms',
  everyMinutes: 60,
  expired: taxQueries.expiredTaxForms,
  expiring: taxQueries.expiringTaxForms,
  warnWithinMs: TAX_FORM_REMINDER_DAYS * DAY_MS,
  expireOne,
  warnOne: remindOne,
});
