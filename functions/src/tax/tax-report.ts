/**
 * The year's tax report (domain/src/tax-reporting.ts), read as one admin asks for it: every payout
 * settled as sent with `sent_at` in the calendar year (UTC), task payouts and bonuses alike,
 * summed per creator; each creator's tax profile and current form beside it. What the report
 * page shows and what each download holds come from this one reading, so the page and the files
 * never disagree.
 */
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { collections } from '@groundtruth/domain/collections';
import type { WithId } from '@groundtruth/domain/converter';
import { serverQueries } from '@groundtruth/domain/server-queries';
import { taxFormSchema, taxProfileSchema, type TaxForm } from '@groundtruth/domain/tax-forms';
import {
  euCountryCode,
  quarterOf,
  thresholdFor,
  yearSpan,
  type TaxReport,
  type TaxReportRow,
} from '@groundtruth/domain/tax-reporting';
import { db } from '../core/app';
import { readTax1099Thresholds } from '../repos/platform-settings';
import { readAll } from '../stats/recount-days';

/** The report with each row's current form (address, date of birth, id of its sealed number). */
export interface TaxReportReading {
  report: TaxReport;
  forms: ReadonlyMap<string, WithId<TaxForm>>;
}

/** Every payout sent in `year`: status sent, sent_at within the year. */
async function sentPayouts(year: number): Promise<QueryDocumentSnapshot[]> {
  const { start, end } = yearSpan(year);
  const spec = serverQueries.eventsBetween(collections.payouts, 'sent_at', start, end);
  const docs = await readAll({ ...spec, limit: 1000 }, db());
  return docs.filter((doc) => doc.get('status') === 'sent');
}

function emptyRow(userId: string, name: string, email: string): TaxReportRow {
  return {
    userId,
    name,
    email,
    formKind: null,
    formStatus: null,
    legalName: null,
    tinMasked: null,
    country: null,
    euCountry: null,
    payments: 0,
    totalCents: 0,
    bonusCents: 0,
    quarterCents: [0, 0, 0, 0],
    quarterPayments: [0, 0, 0, 0],
    informationReturnDue: false,
  };
}

/** Reads `ids` of `collection` in batches; absent documents are left out. */
async function readMany(collection: string, ids: string[]) {
  const found = new Map<string, Record<string, unknown>>();
  for (let i = 0; i < ids.length; i += 300) {
    const refs = ids.slice(i, i + 300).map((id) => db().collection(collection).doc(id));
    if (refs.length === 0) continue;
    for (const snap of await db().getAll(...refs))
      if (snap.exists) found.set(snap.id, snap.data()!);
  }
  return found;
}

/** The tax report of calendar year `year`, rows by name. */
export async function readTaxReport(year: number): Promise<TaxReportReading> {
  const [payouts, thresholds] = await Promise.all([sentPayouts(year), readTax1099Thresholds()]);
  const thresholdCents = thresholdFor(year, thresholds);
  const rows = new Map<string, TaxReportRow>();
  for (const doc of payouts) {
    const userId = doc.get('user_id') as string;
    const row =
      rows.get(userId) ??
      emptyRow(userId, doc.get('user_name') as string, doc.get('user_email') as string);
    rows.set(userId, row);
    const cents = doc.get('amount_cents') as number;
    const quarter = quarterOf((doc.get('sent_at') as { toMillis(): number }).toMillis());
    row.payments++;
    row.totalCents += cents;
    if (doc.get('kind') === 'bonus') row.bonusCents += cents;
    row.quarterCents[quarter] += cents;
    row.quarterPayments[quarter]++;
  }

  const profiles = await readMany(collections.taxProfiles, [...rows.keys()]);
  const formIds = new Map<string, string>();
  for (const [uid, data] of profiles) {
    const profile = taxProfileSchema.parse(data);
    if (profile.current_form_id) formIds.set(profile.current_form_id, uid);
  }
  const formDocs = await readMany(collections.taxForms, [...formIds.keys()]);
  const forms = new Map<string, WithId<TaxForm>>();
  for (const [formId, data] of formDocs) {
    const uid = formIds.get(formId)!;
    const form = { ...taxFormSchema.parse(data), id: formId } as WithId<TaxForm>;
    forms.set(uid, form);
    const row = rows.get(uid)!;
    row.formKind = form.kind;
    row.formStatus = form.status;
    row.legalName = form.legal_name;
    row.tinMasked = form.tin_masked;
    row.country = form.address.country;
    row.euCountry = form.kind === 'w8ben' ? euCountryCode(form.address.country) : null;
    row.informationReturnDue = form.kind === 'w9' && row.totalCents >= thresholdCents;
  }

  const sorted = [...rows.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId),
  );
  return {
    report: {
      year,
      thresholdCents,
      payments: payouts.length,
      totalCents: sorted.reduce((sum, row) => sum + row.totalCents, 0),
      rows: sorted,
    },
    forms,
  };
}
