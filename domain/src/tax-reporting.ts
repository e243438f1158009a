/**
 * Year-end tax reporting (admins): for one calendar year, every creator's payments by the date
 * they were sent (task payouts and bonuses alike, payouts whose `sent_at` falls in the year, UTC),
 * the tax form on file, and whether an information return is due: a Form 1099-NEC for a US
 * person (a W-9 on file) paid at or above the year's threshold. Beside it, the DAC7 report of
 * creators whose permanent address is in the EU: consideration and paid activities per quarter.
 * The report itself carries numbers masked only; the full number leaves the functions in the
 * 1099-NEC CSV alone.
 */
import { documentId } from './ids';
import type { TaxFormKind, TaxFormStatus } from './tax-forms';
import { z } from './zod';

/** The earliest and latest years a report may be asked for. */
export const TAX_REPORT_FIRST_YEAR = 2020;
export const TAX_REPORT_LAST_YEAR = 2100;

const year = z.number().int().min(TAX_REPORT_FIRST_YEAR).max(TAX_REPORT_LAST_YEAR);

/** taxReport, exportTaxReport1099, exportTaxReportDac7 (admins): one calendar year. */
export const taxReportInput = z.strictObject({ year });

/** taxRecipientCopy (admins): one recipient's 1099-NEC copy for one year. */
export const taxRecipientCopyInput = z.strictObject({ year, userId: documentId });

/**
 * The IRS's 1099-NEC threshold for payments made in `year`, in cents: $600 through 2025; $2,000
 * for payments made after December 31, 2025 (the 2025 budget act, section 70433), which the law
 * indexes for inflation from 2027, so a later year's figure is set in the platform setting
 * `tax_1099_threshold_cents` (by year) once the IRS publishes it.
 */
export function default1099ThresholdCents(forYear: number): number {
  return forYear <= 2025 ? 60_000 : 200_000;
}

/** The threshold in force for `forYear`: the platform setting's figure for it, or the IRS's. */
export function thresholdFor(
  forYear: number,
  stored: Readonly<Record<string, number>> | undefined,
): number {
  return stored?.[String(forYear)] ?? default1099ThresholdCents(forYear);
}

/** The instants a calendar year starts and ends at, UTC: [start, end). */
export function yearSpan(forYear: number): { start: Date; end: Date } {
  return { start: new Date(Date.UTC(forYear, 0, 1)), end: new Date(Date.UTC(forYear + 1, 0, 1)) };
}

/** The quarter (0–3) of an instant's UTC month. */
export function quarterOf(millis: number): 0 | 1 | 2 | 3 {
  return Math.floor(new Date(millis).getUTCMonth() / 3) as 0 | 1 | 2 | 3;
}

/** The 27 EU member states by ISO 3166-1 alpha-2 code, with the names a person types for each. */
const EU_MEMBER_STATES: Record<string, readonly string[]> = {
  AT: ['Austria', 'Österreich'],
  BE: ['Belgium', 'Belgique', 'België'],
  BG: ['Bulgaria'],
  HR: ['Croatia', 'Hrvatska'],
  CY: ['Cyprus'],
  CZ: ['Czechia', 'Czech Republic'],
  DK: ['Denmark', 'Danmark'],
  EE: ['Estonia', 'Eesti'],
  FI: ['Finland', 'Suomi'],
  FR: ['France'],
  DE: ['Germany', 'Deutschland'],
  GR: ['Greece', 'Hellas'],
  HU: ['Hungary', 'Magyarország'],
  IE: ['Ireland', 'Éire'],
  IT: ['Italy', 'Italia'],
  LV: ['Latvia', 'Latvija'],
  LT: ['Lithuania', 'Lietuva'],
  LU: ['Luxembourg'],
  MT: ['Malta'],
  NL: ['Netherlands', 'The Netherlands', 'Nederland', 'Holland'],
  PL: ['Poland', 'Polska'],
  PT: ['Portugal'],
  RO: ['Romania', 'România'],
  SK: ['Slovakia', 'Slovensko'],
  SI: ['Slovenia', 'Slovenija'],
  ES: ['Spain', 'España'],
  SE: ['Sweden', 'Sverige'],
};

const comparable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}]/gu, '')
    .toLowerCase();

const EU_BY_NAME = new Map<string, string>(
  Object.entries(EU_MEMBER_STATES).flatMap(([code, names]) => [
    [comparable(code), code],
    ...names.map((name) => [comparable(name), code] as [string, string]),
  ]),
);

/** The EU member state a typed country names (its code), or null outside the EU. */
export function euCountryCode(country: string | null | undefined): string | null {
  if (!country) return null;
  return EU_BY_NAME.get(comparable(country)) ?? null;
}

/** One creator's line of the year's report. */
export interface TaxReportRow {
  userId: string;
  /** The name the payouts were made to (the account's name when each was made). */
  name: string;
  email: string;
  /** The form on file: its kind and state, the legal name on it, its number masked. */
  formKind: TaxFormKind | null;
  formStatus: TaxFormStatus | null;
  legalName: string | null;
  tinMasked: string | null;
  /** The permanent address's country on the form, and its EU code when it is in the EU. */
  country: string | null;
  euCountry: string | null;
  /** Payments sent in the year: count and cents, task payouts and bonuses apart, and by quarter. */
  payments: number;
  totalCents: number;
  bonusCents: number;
  quarterCents: [number, number, number, number];
  quarterPayments: [number, number, number, number];
  /** A 1099-NEC is due: a W-9 on file and the total at or above the threshold. */
  informationReturnDue: boolean;
}

/** taxReport's answer: the year, its threshold and a row per creator paid in it. */
export interface TaxReport {
  year: number;
  thresholdCents: number;
  payments: number;
  totalCents: number;
  rows: TaxReportRow[];
}

/** A download: a file's name, its type and its content (text, or base64 for a PDF). */
export interface TaxReportFile {
  filename: string;
  contentType: 'text/csv' | 'application/pdf';
  content: string;
  encoding: 'utf8' | 'base64';
  /**
   * Whom the file is for (the 1099-NEC CSV: the recipients a return is due for; DAC7: its
   * sellers; a copy: one) and the cents the file adds up to (the 1099-NEC CSV: every payout sent
   * in the year).
   */
  recipients: number;
  totalCents: number;
}
