/**
 * The year-end downloads built from one reading of the year (tax-report.ts): the 1099-NEC CSV
 * (every creator paid in the year, so its box 1 column adds up to every payout sent in it;
 * `filing_required` is yes for a W-9 whose total reaches the threshold, and only a W-9's number
 * is given, in full, opened from tax_tins here and nowhere else) and the
 * DAC7 CSV (creators whose W-8BEN address is in an EU member state: consideration and paid
 * activities per quarter, the number masked: the full number leaves the functions only in the
 * 1099-NEC file). The payer is the operator: GROUNDTRUTH_PAYER_NAME, _ADDRESS and _TIN.
 */
import { collections } from '@groundtruth/domain/collections';
import { centsToDollars, csvLine } from '@groundtruth/domain/csv';
import type { WithId } from '@groundtruth/domain/converter';
import { taxFormLabels, type TaxForm } from '@groundtruth/domain/tax-forms';
import type { TaxReportFile } from '@groundtruth/domain/tax-reporting';
import { db } from '../core/app';
import type { TaxReportReading } from './tax-report';
import { openTin, type SealedTin } from './tin-vault';

/** Who pays: the operator, as its filings name it. */
export function payer() {
  return {
    name: process.env.GROUNDTRUTH_PAYER_NAME ?? 'Groundtruth, Inc.',
    address: process.env.GROUNDTRUTH_PAYER_ADDRESS ?? '',
    tin: process.env.GROUNDTRUTH_PAYER_TIN ?? '',
  };
}

/** A form's address on one line. */
export function addressLine(form: TaxForm): string {
  const a = form.address;
  return [a.line1, a.line2, a.city, a.region, a.postal_code, a.country].filter(Boolean).join(', ');
}

/** The number sealed with `form`, opened, formatted as the IRS writes it; '' when none is. */
async function fullTin(form: WithId<TaxForm>): Promise<string> {
  const snap = await db().collection(collections.taxTins).doc(form.id).get();
  if (!snap.exists) return '';
  const digits = openTin(form.id, snap.data() as SealedTin);
  if (form.tin_kind === 'ssn' && /^\d{9}$/.test(digits))
    return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
  if (form.tin_kind === 'ein' && /^\d{9}$/.test(digits))
    return `${digits.slice(0, 2)}-${digits.slice(2)}`;
  return digits;
}

export const form1099Columns = [
  'year',
  'payer_name',
  'payer_address',
  'payer_tin',
  'recipient_id',
  'recipient_form',
  'recipient_name',
  'recipient_business_name',
  'recipient_tin_type',
  'recipient_tin',
  'recipient_address',
  'box1_nonemployee_compensation',
  'payments',
  'filing_required',
] as const;

/** The 1099-NEC CSV of the year. */
export async function form1099Csv({ report, forms }: TaxReportReading): Promise<TaxReportFile> {
  const from = payer();
  let text = csvLine(form1099Columns);
  for (const row of report.rows) {
    const form = forms.get(row.userId);
    const w9 = form?.kind === 'w9' ? form : null;
    text += csvLine([
      report.year,
      from.name,
      from.address,
      from.tin,
      row.userId,
      form ? taxFormLabels[form.kind] : 'none',
      form?.legal_name ?? row.name,
      w9?.business_name ?? '',
      w9?.tin_kind?.toUpperCase() ?? '',
      w9 ? await fullTin(w9) : '',
      form ? addressLine(form) : '',
      centsToDollars(row.totalCents),
      row.payments,
      row.informationReturnDue ? 'yes' : 'no',
    ]);
  }
  return {
    filename: `groundtruth-1099-nec-${report.year}.csv`,
    contentType: 'text/csv',
    content: text,
    encoding: 'utf8',
    recipients: report.rows.filter((row) => row.informationReturnDue).length,
    totalCents: report.totalCents,
  };
}

const quarters = [1, 2, 3, 4] as const;

export const dac7Columns = [
  'year',
  'seller_id',
  'name',
  'address',
  'tin',
  'date_of_birth',
  'country',
  ...quarters.map((q) => `consideration_q${q}`),
  ...quarters.map((q) => `paid_activities_q${q}`),
  'consideration_total',
  'paid_activities_total',
] as const;

/** The DAC7 CSV of the year: creators resident in the EU by their form's permanent address. */
export function dac7Csv({ report, forms }: TaxReportReading): TaxReportFile {
  const rows = report.rows.filter((row) => row.euCountry !== null);
  let text = csvLine(dac7Columns);
  for (const row of rows) {
    const form = forms.get(row.userId)!;
    text += csvLine([
      report.year,
      row.userId,
      form.legal_name,
      addressLine(form),
      form.tin_masked ?? '',
      form.date_of_birth ?? '',
      row.euCountry,
      ...row.quarterCents.map(centsToDollars),
      ...row.quarterPayments,
      centsToDollars(row.totalCents),
      row.payments,
    ]);
  }
  return {
    filename: `groundtruth-dac7-${report.year}.csv`,
    contentType: 'text/csv',
    content: text,
    encoding: 'utf8',
    recipients: rows.length,
    totalCents: rows.reduce((sum, row) => sum + row.totalCents, 0),
  };
}
