/**
 * submitTaxForm (creator): signs a W-9 or a W-8BEN. The form is checked with the IRS's formats
 * (domain/src/tax-forms.ts), its number sealed (tin-vault.ts) and masked, and in one transaction
 * on the creator's tax profile the form is written, the number's sealed record beside it, the
 * previous current form marked replaced (it stays, as history) and the profile pointed at the new
 * one, with the audit entry; two forms submitted at once queue on the profile and leave one
 * current form. The form's id is the request's (`{uid}_{requestId}`), so a retry or a double
 * click is one form. The PDF is rendered from the stored form, with its signing time, before the
 * transaction (its hash is recorded in it) and stored after the commit, by the attempt that
 * created the form; a retry whose file is missing renders the same bytes again.
 */
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { collections } from '@groundtruth/domain/collections';
import {
  maskedTinOf,
  taxFormExpiresAt,
  taxFormId,
  taxFormPdfPath,
  TAX_CERTIFICATION_VERSION,
  type TaxForm,
  type TaxFormFields,
} from '@groundtruth/domain/tax-forms';
import { taxMessages } from '@groundtruth/domain/tax-messages';
import { tinDigits } from '@groundtruth/domain/tax-tin';
import { bucket, db } from '../core/app';
import { writeAudit } from '../core/audit';
import { callableWith, transaction } from '../core/callable';
import { CREATOR, readCaller, requireUid } from '../core/caller';
import { fail } from '../core/errors';
import { clientKey } from '../core/rate-limit';
import { taxForms, taxProfiles } from '../repos/tax-forms';
import { renderTaxFormPdf, type TaxFormPdfFacts } from './tax-form-pdf';
import { sealTin, TAX_TIN_KEY } from './tin-vault';

const emulated = process.env.FUNCTIONS_EMULATOR === 'true';

/** The stored fields of `form`, signed by `signatureName` at `signedAt`. */
function formFacts(
  uid: string,
  requestId: string,
  form: TaxFormFields,
  signatureName: string,
  signedAt: Timestamp,
  ipKey: string | null,
): TaxFormPdfFacts {
  const tin = maskedTinOf(form);
  const expiresAt = taxFormExpiresAt(form.kind, signedAt.toDate());
  const w9 = form.kind === 'w9' ? form : null;
  const w8 = form.kind === 'w8ben' ? form : null;
  return {
    user_id: uid,
    kind: form.kind,
    status: 'current',
    request_id: requestId,
    legal_name: form.legalName,
    business_name: w9?.businessName ?? '',
    tax_classification: w9?.taxClassification ?? null,
    citizenship_country: w8?.citizenshipCountry ?? null,
    address: {
      line1: form.address.line1,
      line2: form.address.line2,
      city: form.address.city,
      region: w9 ? w9.address.state : (w8?.address.region ?? ''),
      postal_code: form.address.postalCode,
      country: w8 ? w8.address.country : 'United States',
    },
    tin_kind: tin.kind,
    tin_masked: tin.masked,
    no_tin_reason: w8 && !w8.foreignTin ? w8.noTinReason : '',
    date_of_birth: w8?.dateOfBirth ?? null,
    treaty: w8?.treaty
      ? {
          country: w8.treaty.country,
          article: w8.treaty.article,
          rate_percent: w8.treaty.ratePercent,
          income_type: w8.treaty.incomeType,
        }
      : null,
    signature_name: signatureName,
    signed_at: signedAt,
    signed_ip_key: ipKey,
    certification_version: TAX_CERTIFICATION_VERSION,
    expires_at: expiresAt ? Timestamp.fromDate(expiresAt) : null,
  };
}

/** The number the form carries, as checked (digits and letters only), or null. */
function plainTin(form: TaxFormFields): string | null {
  if (form.kind === 'w9') return tinDigits(form.tin);
  return form.foreignTin ? tinDigits(form.foreignTin) : null;
}

async function storePdf(path: string, bytes: Uint8Array, sha256: string, formId: string) {
  await bucket()
    .file(path)
    .save(Buffer.from(bytes), {
      resumable: false,
      contentType: 'application/pdf',
      metadata: {
        contentDisposition: `inline; filename="tax-form-${formId}.pdf"`,
        metadata: { sha256 },
      },
    });
}

export const submitTaxForm = callableWith(
  emulated ? {} : { secrets: [TAX_TIN_KEY] },
  callables.submitTaxForm,
  async (input, request) => {
    const uid = requireUid(request);
    const formId = taxFormId(uid, input.requestId);
    const path = taxFormPdfPath(uid, formId);
    const key = clientKey(request);
    const facts = formFacts(
      uid,
      input.requestId,
      input.form,
      input.signatureName,
      Timestamp.now(),
      key === null ? null : createHash('sha256').update(key).digest('hex').slice(0, 40),
    );
    const pdf = await renderTaxFormPdf(formId, facts);
    const tin = plainTin(input.form);
    const sealed = tin ? sealTin(formId, uid, tin) : null;

    const outcome = await transaction(async (tx) => {
      const caller = await readCaller(tx, uid, CREATOR);
      const existing = await taxForms.get(tx, formId);
      if (existing) {
        if (existing.kind !== facts.kind || existing.legal_name !== facts.legal_name)
          throw fail.exists(taxMessages.taxFormRequestReused);
        return { created: false, form: existing };
      }
      const profile = await taxProfiles.get(tx, uid);
      // An expired form stays expired: only the current one is replaced.
      const previous = profile?.status === 'current' ? profile.current_form_id : null;
      const form: TaxForm = {
        ...facts,
        pdf_path: path,
        pdf_sha256: pdf.sha256,
        reminded_at: null,
        replaced_at: null,
        replaced_by: null,
        expired_at: null,
      };
      if (previous)
        taxForms.update(tx, previous, {
          status: 'replaced',
          replaced_at: FieldValue.serverTimestamp(),
          replaced_by: formId,
        });
      taxForms.create(tx, formId, form as never);
      if (sealed)
        tx.create(db().collection(collections.taxTins).doc(formId), {
          ...sealed,
          created_at: FieldValue.serverTimestamp(),
        });
      taxProfiles.set(tx, uid, {
        user_id: uid,
        current_form_id: formId,
        kind: facts.kind,
        status: 'current',
        legal_name: facts.legal_name,
        tin_masked: facts.tin_masked,
        signed_at: facts.signed_at,
        expires_at: facts.expires_at,
        reminded: false,
        name_mismatch_accepted: null,
        updated_at: FieldValue.serverTimestamp(),
      } as never);
      writeAudit(tx, caller, 'submit_tax_form', collections.taxForms, formId, {
        user_id: uid,
        kind: facts.kind,
        replaced_form_id: previous,
        pdf_sha256: pdf.sha256,
      });
      return { created: true, form };
    });

    if (outcome.created) await storePdf(path, pdf.bytes, pdf.sha256, formId);
    else {
      const [exists] = await bucket().file(outcome.form.pdf_path).exists();
      if (!exists) {
        const again = await renderTaxFormPdf(formId, outcome.form);
        await storePdf(outcome.form.pdf_path, again.bytes, again.sha256, formId);
      }
    }
    return {
      formId,
      kind: outcome.form.kind,
      created: outcome.created,
      expiresAt: outcome.form.expires_at
        ? new Date(outcome.form.expires_at.toMillis()).toISOString()
        : null,
      tinMasked: outcome.form.tin_masked,
    };
  },
);
