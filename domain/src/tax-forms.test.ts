import { describe, expect, it } from 'vitest';
import { describeIssue } from './callables';
import {
  comparableName,
  dateOfBirthProblem,
  lastValidDay,
  namesMatch,
  submitTaxFormInput,
  taxFormExpiresAt,
  taxFormValidAt,
} from './tax-forms';
import { taxMessages } from './tax-messages';
import { einProblem, maskTin, ssnProblem, VALID_EIN_PREFIXES } from './tax-tin';

const w9 = {
  kind: 'w9' as const,
  legalName: 'Maya López',
  taxClassification: 'individual' as const,
  address: { line1: '1 Market St', city: 'San Francisco', state: 'ca', postalCode: '94103' },
  tinKind: 'ssn' as const,
  tin: '123-45-6789',
};
const submit = (form: object, signatureName = 'Maya López') =>
  submitTaxFormInput.safeParse({ requestId: 'req-00000001', form, signatureName, certified: true });

describe('SSN', () => {
  it('should accept an SSN the SSA could issue, with or without hyphens', () => {
    expect(ssnProblem('123-45-6789')).toBeNull();
    expect(ssnProblem('123456789')).toBeNull();
    expect(ssnProblem('899 99 9999')).toBeNull();
  });

  it('should refuse area 000, 666 and 900-999, group 00 and serial 0000', () => {
    expect(ssnProblem('000-12-3456')).toBe(taxMessages.ssnArea);
    expect(ssnProblem('666-12-3456')).toBe(taxMessages.ssnArea);
    expect(ssnProblem('900-12-3456')).toBe(taxMessages.ssnArea);
    expect(ssnProblem('987-65-4321')).toBe(taxMessages.ssnArea);
    expect(ssnProblem('123-00-4567')).toBe(taxMessages.ssnGroup);
    expect(ssnProblem('123-45-0000')).toBe(taxMessages.ssnSerial);
  });

  it('should refuse anything but nine digits', () => {
    for (const bad of ['12345678', '1234567890', '123-45-678a', ''])
      expect(ssnProblem(bad)).toBe(taxMessages.ssnFormat);
  });
});

describe('EIN', () => {
  it('should accept exactly the prefixes the IRS assigns', () => {
    const invalid = ['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70'];
    invalid.push('78', '79', '89', '96', '97');
    for (let n = 0; n < 100; n += 1) {
      const prefix = String(n).padStart(2, '0');
      expect(VALID_EIN_PREFIXES.has(prefix), prefix).toBe(!invalid.includes(prefix));
    }
    expect(einProblem('12-3456789')).toBeNull();
    expect(einProblem('07-3456789')).toBe(taxMessages.einPrefix);
    expect(einProblem('12-345678')).toBe(taxMessages.einFormat);
  });
});

describe('masking', () => {
  it('should show the last four digits only', () => {
    expect(maskTin('ssn', '123-45-6789')).toBe('•••-••-6789');
    expect(maskTin('ein', '12-3456789')).toBe('••-•••6789');
    expect(maskTin('foreign', 'AB1234567')).toBe('••••4567');
    expect(maskTin('foreign', 'AB12')).toBe('••••12');
  });
});

describe('submitTaxFormInput', () => {
  it('should take a W-9 and name the field of an invalid number', () => {
    const ok = submit(w9);
    expect(ok.success).toBe(true);
    if (ok.success && ok.data.form.kind === 'w9') expect(ok.data.form.address.state).toBe('CA');
    const bad = submit({ ...w9, tin: '666-12-3456' });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(describeIssue(bad.error)).toBe(`form.tin: ${taxMessages.ssnArea}`);
    const ein = submit({ ...w9, tinKind: 'ein', tin: '89-1234567' });
    expect(ein.success).toBe(false);
  });

  it('should never echo the number in an error', () => {
    const bad = submit({ ...w9, tin: '666-12-3456' });
    const issues = JSON.stringify(bad.error?.issues);
    expect(issues).not.toContain('666-12-3456');
    expect(issues).not.toContain('3456');
  });

  it('should take a W-8BEN with a foreign TIN or a reason for none, and refuse a US address', () => {
    const w8 = {
      kind: 'w8ben',
      legalName: 'Tomás Díaz',
      citizenshipCountry: 'Mexico',
      address: { line1: 'Av. Reforma 1', city: 'Ciudad de México', country: 'Mexico' },
      foreignTin: 'DIAT800101ABC',
      dateOfBirth: '1990-04-02',
    };
    expect(submit(w8, 'tomas diaz').success).toBe(true);
    expect(
      submit({ ...w8, foreignTin: '', noTinReason: 'Not issued yet' }, 'Tomás Díaz').success,
    ).toBe(true);
    const none = submit({ ...w8, foreignTin: '' }, 'Tomás Díaz');
    expect(none.success || describeIssue(none.error)).toBe(
      `form.noTinReason: ${taxMessages.noTinReason}`,
    );
    const us = submit(
      { ...w8, address: { ...w8.address, country: 'United States' } },
      'Tomás Díaz',
    );
    expect(us.success).toBe(false);
    expect(submit({ ...w8, dateOfBirth: '1990-02-30' }, 'Tomás Díaz').success).toBe(false);
  });

  it('should refuse a signature that is not the legal name, and an unticked certification', () => {
    const other = submit(w9, 'Someone Else');
    expect(other.success || describeIssue(other.error)).toBe(
      `signatureName: ${taxMessages.signatureName}`,
    );
    const unticked = submitTaxFormInput.safeParse({
      requestId: 'req-00000001',
      form: w9,
      signatureName: 'Maya López',
      certified: false,
    });
    expect(unticked.success).toBe(false);
  });
});

describe('validity', () => {
  it('should keep a W-8BEN valid through the end of the third calendar year after signing', () => {
    const signed = new Date('2026-03-15T10:00:00Z');
    const expires = taxFormExpiresAt('w8ben', signed)!;
    expect(expires.toISOString()).toBe('2030-01-01T00:00:00.000Z');
    expect(lastValidDay(expires).toISOString().slice(0, 10)).toBe('2029-12-31');
    expect(taxFormExpiresAt('w9', signed)).toBeNull();
    const at = (ms: number) => ({ toMillis: () => ms, seconds: ms / 1000, nanoseconds: 0 });
    const profile = { status: 'current' as const, expires_at: at(expires.getTime()) };
    expect(taxFormValidAt(profile, new Date('2029-12-31T23:59:59Z'))).toBe(true);
    expect(taxFormValidAt(profile, expires)).toBe(false);
    expect(taxFormValidAt({ status: 'current', expires_at: null }, expires)).toBe(true);
    expect(taxFormValidAt(null, expires)).toBe(false);
  });

  it('should check a date of birth is a real past day', () => {
    expect(dateOfBirthProblem('1990-04-02')).toBeNull();
    expect(dateOfBirthProblem('2990-04-02')).toBe(taxMessages.dateOfBirthInvalid);
    expect(dateOfBirthProblem('04/02/1990')).toBe(taxMessages.dateOfBirthInvalid);
  });
});

describe('names', () => {
  it('should compare legal names case- and accent-insensitively', () => {
    expect(namesMatch('Tomás  Díaz', 'TOMAS DIAZ')).toBe(true);
    expect(namesMatch('Zoë Ångström', 'zoe angstrom')).toBe(true);
    expect(namesMatch('Maya Lopez', 'Maya Lopes')).toBe(false);
    expect(comparableName(' Priya  Nair ')).toBe('priya nair');
  });
});
