/**
 * Taxpayer identification numbers as the IRS formats them: an SSN (AAA-GG-SSSS) is never area
 * 000, 666 or 900–999, group 00 or serial 0000; an EIN (XX-XXXXXXX) starts with a prefix the IRS
 * assigns (its "How EINs are assigned and valid EIN prefixes" table); a foreign TIN is whatever
 * the creator's country issues, within bounds. The full number exists only in the functions'
 * encrypted store: everything else shows it masked (`maskTin`).
 */
import { taxMessages } from './tax-messages';

/** What kind of number a form carries. */
export const tinKinds = ['ssn', 'ein', 'foreign'] as const;
export type TinKind = (typeof tinKinds)[number];

/**
 * The EIN prefixes the IRS assigns (campuses, the online application and the SBA): 01–06,
 * 10–16, 20–27, 30–48, 50–68, 71–77, 80–88, 90–95, 98 and 99.
 */
export const VALID_EIN_PREFIXES: ReadonlySet<string> = new Set(
  [
    [1, 6],
    [10, 16],
    [20, 27],
    [30, 48],
    [50, 68],
    [71, 77],
    [80, 88],
    [90, 95],
    [98, 99],
  ].flatMap(([from, to]) =>
    Array.from({ length: to! - from! + 1 }, (_, i) => String(from! + i).padStart(2, '0')),
  ),
);

/** `value` without the spaces and hyphens a person types between the digits. */
export function tinDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** Why `value` is not an SSN the IRS could have issued, or null. */
export function ssnProblem(value: string): string | null {
  const digits = tinDigits(value);
  if (!/^\d{9}$/.test(digits)) return taxMessages.ssnFormat;
  const area = digits.slice(0, 3);
  if (area === '000' || area === '666' || area.startsWith('9')) return taxMessages.ssnArea;
  if (digits.slice(3, 5) === '00') return taxMessages.ssnGroup;
  if (digits.slice(5) === '0000') return taxMessages.ssnSerial;
  return null;
}

/** Why `value` is not an EIN the IRS could have issued, or null. */
export function einProblem(value: string): string | null {
  const digits = tinDigits(value);
  if (!/^\d{9}$/.test(digits)) return taxMessages.einFormat;
  if (!VALID_EIN_PREFIXES.has(digits.slice(0, 2))) return taxMessages.einPrefix;
  return null;
}

/** Longest foreign TIN accepted, in characters (letters and digits). */
export const FOREIGN_TIN_MAX = 30;

/** Why `value` is not a foreign TIN this form takes, or null. */
export function foreignTinProblem(value: string): string | null {
  const compact = tinDigits(value);
  if (!/^[A-Za-z0-9]{4,}$/.test(compact) || compact.length > FOREIGN_TIN_MAX)
    return taxMessages.foreignTinFormat;
  return null;
}

/** Why `value` is not a number of `kind`, or null. */
export function tinProblem(kind: TinKind, value: string): string | null {
  if (kind === 'ssn') return ssnProblem(value);
  if (kind === 'ein') return einProblem(value);
  return foreignTinProblem(value);
}

/**
 * The number as every screen, e-mail and record outside the encrypted store shows it: the last
 * four characters only (`•••-••-6789` for an SSN, `••-•••6789` for an EIN, `••••6789` for a
 * foreign TIN; a foreign TIN shorter than eight shows two).
 */
export function maskTin(kind: TinKind, value: string): string {
  const compact = tinDigits(value);
  if (kind === 'ssn') return `•••-••-${compact.slice(-4)}`;
  if (kind === 'ein') return `••-•••${compact.slice(-4)}`;
  const shown = compact.length >= 8 ? 4 : 2;
  return `••••${compact.slice(-shown)}`;
}
