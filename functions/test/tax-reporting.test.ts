/**
 * Year-end tax reporting: taxReport sums each creator's payouts sent in a calendar year (task
 * payouts and bonuses, by sent_at), with the form on file and whether a 1099-NEC is due (a W-9
 * at or above the year's threshold); its totals equal an independent recount of the payouts; the
 * 1099-NEC CSV carries the full number opened in the functions, the DAC7 CSV the EU residents'
 * quarters, the recipient's copy a PDF; admins only, each download audited without a number.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { taxReportMessages } from '@groundtruth/domain/tax-report-messages';
import { default1099ThresholdCents, yearSpan } from '@groundtruth/domain/tax-reporting';
import { admin, anonymousClient, newCreator, newStaff, type Member } from '../testing/clients';
import { auditEntries } from '../testing/audit';
import { addVerifiedPayoutAccount, approved } from '../testing/flows';
import { payableCreator, signTaxForm } from '../testing/tax';

let adminUser: Member;
let support: Member;
let usPerson: Member;
let smallUsPerson: Member;
let euResident: Member;
let mexicanResident: Member;
let noForm: Member;

/** The year the hand-written payouts fall in: no real payout of this file is sent in it. */
const PAST = 2025;
/** The year the real payouts are sent in (processPayout stamps sent_at now). */
const NOW_YEAR = new Date().getUTCFullYear();
const SSN = '123-45-6789';

let written = 0;
/** A payout document as settlement leaves a sent one, for `creator` at `sentAt`. */
async function writePayout(
  creator: Member,
  name: string,
  cents: number,
  sentAt: Date,
  { kind = 'task', status = 'sent' }: { kind?: 'task' | 'bonus'; status?: string } = {},
) {
  const id = `tax-report-${++written}-${creator.uid}`;
  await admin
    .db()
    .doc(`payouts/${id}`)
    .set({
      user_id: creator.uid,
      submission_id: null,
      kind,
      amount_cents: cents,
      status,
      provider: 'stripe_connect',
      currency: 'USD',
      provider_transfer_id: status === 'sent' ? `tr_${id}` : null,
      failure_reason: null,
      created_at: Timestamp.fromDate(sentAt),
      updated_at: Timestamp.fromDate(sentAt),
      ...(status === 'sent' ? { sent_at: Timestamp.fromDate(sentAt) } : {}),
      user_name: name,
      user_email: creator.email,
      task_title: 'Record a street market',
    });
}

/** Every payout sent in `year`, recounted here with the admin SDK: cents by creator. */
async function recount(year: number): Promise<Map<string, number>> {
  const { start, end } = yearSpan(year);
  const snap = await admin.db().collection('payouts').where('status', '==', 'sent').get();
  const sums = new Map<string, number>();
  for (const doc of snap.docs) {
    const sentAt = (doc.get('sent_at') as Timestamp).toMillis();
    if (sentAt < start.getTime() || sentAt >= end.getTime()) continue;
    const uid = doc.get('user_id') as string;
    sums.set(uid, (sums.get(uid) ?? 0) + (doc.get('amount_cents') as number));
  }
  return sums;
}

/** The CSV's rows as objects keyed by its header. */
function parseCsv(text: string): Record<string, string>[] {
  const [header, ...lines] = text.trimEnd().split('\r\n');
  const cells = (line: string) =>
    [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
      .map((m) => m[1]!)
      .slice(0, header!.split(',').length)
      .map((c) => (c.startsWith('"') ? c.slice(1, -1).replaceAll('""', '"') : c));
  const keys = header!.split(',');
  return lines.map((line) => Object.fromEntries(cells(line).map((c, i) => [keys[i], c])));
}

beforeAll(async () => {
  [adminUser, support, usPerson, smallUsPerson, euResident, mexicanResident, noForm] =
    await Promise.all([
      newStaff('admin'),
      newStaff('support'),
      payableCreator('tax-us', 'Maya Brooks'),
      newCreator('tax-us-small', 'Ben Small'),
      newCreator('tax-eu', 'Jonas Weber'),
      newCreator('tax-mx', 'Tomás Ruiz'),
      newCreator('tax-none', 'Nina Noform'),
    ]);
  await Promise.all([
    signTaxForm(smallUsPerson, {
      kind: 'w9',
      legalName: 'Ben Small',
      taxClassification: 'individual',
      address: { line1: '2 Elm St', city: 'Austin', state: 'TX', postalCode: '73301' },
      tinKind: 'ein',
      tin: '12-3456789',
    }),
    signTaxForm(euResident, {
      kind: 'w8ben',
      legalName: 'Jonas Weber',
      citizenshipCountry: 'Germany',
      address: { line1: 'Torstraße 1', city: 'Berlin', country: 'Deutschland' },
      foreignTin: '65929970489',
      dateOfBirth: '1988-07-14',
    }),
    signTaxForm(mexicanResident, {
      kind: 'w8ben',
      legalName: 'Tomás Ruiz',
      citizenshipCountry: 'Mexico',
      address: { line1: 'Av. Reforma 1', city: 'Ciudad de México', country: 'Mexico' },
      foreignTin: 'RUIT900402AB1',
      dateOfBirth: '1990-04-02',
    }),
  ]);
  // The past year, by hand: exactly the threshold for the US person, below it for the other,
  // the EU resident in two quarters, and what does not count (failed; sent the next year).
  await Promise.all([
    writePayout(usPerson, 'Maya Brooks', 40_000, new Date(Date.UTC(PAST, 1, 3))),
    writePayout(usPerson, 'Maya Brooks', 20_000, new Date(Date.UTC(PAST, 11, 31, 23, 59)), {
      kind: 'bonus',
    }),
    writePayout(usPerson, 'Maya Brooks', 99_999, new Date(Date.UTC(PAST + 1, 0, 1))),
    writePayout(smallUsPerson, 'Ben Small', 59_999, new Date(Date.UTC(PAST, 5, 1))),
    writePayout(smallUsPerson, 'Ben Small', 5_000, new Date(Date.UTC(PAST, 6, 1)), {
      status: 'failed',
    }),
    writePayout(euResident, 'Jonas Weber', 1_250, new Date(Date.UTC(PAST, 0, 15))),
    writePayout(euResident, 'Jonas Weber', 2_500, new Date(Date.UTC(PAST, 8, 30))),
    writePayout(euResident, 'Jonas Weber', 750, new Date(Date.UTC(PAST, 9, 1))),
    writePayout(mexicanResident, 'Tomás Ruiz', 3_000, new Date(Date.UTC(PAST, 3, 1))),
    writePayout(noForm, 'Nina Noform', 800, new Date(Date.UTC(PAST, 2, 31))),
  ]);
});

describe(callables.taxReport.name, () => {
  it('should sum each creator by sent date, say who needs a 1099-NEC, and equal a recount', async () => {
    const report = await adminUser.call(callables.taxReport, { year: PAST });
    expect(report.thresholdCents).toBe(default1099ThresholdCents(PAST));
    expect(report.thresholdCents).toBe(60_000);
    const row = (uid: string) => report.rows.find((r) => r.userId === uid);
    expect(row(usPerson.uid)).toMatchObject({
      formKind: 'w9',
      tinMasked: '•••-••-6789',
      payments: 2,
      totalCents: 60_000,
      bonusCents: 20_000,
      quarterCents: [40_000, 0, 0, 20_000],
      informationReturnDue: true,
    });
    expect(row(smallUsPerson.uid)).toMatchObject({
      formKind: 'w9',
      totalCents: 59_999,
      informationReturnDue: false,
    });
    expect(row(euResident.uid)).toMatchObject({
      formKind: 'w8ben',
      euCountry: 'DE',
      quarterCents: [1_250, 0, 2_500, 750],
      quarterPayments: [1, 0, 1, 1],
      informationReturnDue: false,
    });
    expect(row(mexicanResident.uid)).toMatchObject({ euCountry: null, totalCents: 3_000 });
    expect(row(noForm.uid)).toMatchObject({ formKind: null, totalCents: 800 });
    // The report's figures are the payouts' own, recounted independently.
    const recounted = await recount(PAST);
    expect(Object.fromEntries(report.rows.map((r) => [r.userId, r.totalCents]))).toEqual(
      Object.fromEntries(recounted),
    );
    expect(report.totalCents).toBe([...recounted.values()].reduce((a, b) => a + b, 0));
    expect(JSON.stringify(report)).not.toContain('6789'.padStart(9, '12345'));
  });

  it('should count the payouts and bonuses processPayout sends this year, as a recount does', async () => {
    const paid = await payableCreator('tax-paid', 'Rosa Diaz');
    await addVerifiedPayoutAccount(paid, { provider: 'stripe_connect', accountId: 'acct_tax' });
    const submissionId = await approved(paid, adminUser, 150_000);
    const { payoutId: bonusId } = await adminUser.call(callables.awardBonus, {
      creatorId: paid.uid,
      amountCents: 50_000,
      reason: 'A year of steady work',
      requestId: `tax-bonus-${Date.now()}`,
    });
    for (const payoutId of [submissionId, bonusId])
      expect(await adminUser.call(callables.processPayout, { payoutId })).toMatchObject({
        status: 'sent',
      });
    const report = await adminUser.call(callables.taxReport, { year: NOW_YEAR });
    const row = report.rows.find((r) => r.userId === paid.uid)!;
    expect(row).toMatchObject({ payments: 2, totalCents: 200_000, bonusCents: 50_000 });
    expect(row.informationReturnDue).toBe(200_000 >= default1099ThresholdCents(NOW_YEAR));
    const recounted = await recount(NOW_YEAR);
    expect(report.totalCents).toBe([...recounted.values()].reduce((a, b) => a + b, 0));
    expect(row.totalCents).toBe(recounted.get(paid.uid));

    const csv = await adminUser.call(callables.exportTaxReport1099, { year: NOW_YEAR });
    expect(csv.totalCents).toBe([...recounted.values()].reduce((a, b) => a + b, 0));
    const line = parseCsv(csv.content).find((r) => r.recipient_id === paid.uid)!;
    expect(line).toMatchObject({
      recipient_name: 'Rosa Diaz',
      box1_nonemployee_compensation: '2000.00',
    });
  });

  it('should use the threshold an admin set for the year', async () => {
    const ref = admin.db().doc('platform_settings/operations');
    const before = await ref.get();
    await ref.set({ tax_1099_threshold_cents: { [String(PAST)]: 59_999 } }, { merge: true });
    try {
      const report = await adminUser.call(callables.taxReport, { year: PAST });
      expect(report.thresholdCents).toBe(59_999);
      expect(report.rows.find((r) => r.userId === smallUsPerson.uid)).toMatchObject({
        informationReturnDue: true,
      });
    } finally {
      if (before.exists) await ref.set(before.data()!);
      else await ref.delete();
    }
  });
});

describe('the year-end files', () => {
  it('should give the 1099-NEC CSV with full numbers and box 1 equal to the recount, audited without them', async () => {
    const file = await adminUser.call(callables.exportTaxReport1099, { year: PAST });
    expect(file).toMatchObject({
      contentType: 'text/csv',
      filename: `groundtruth-1099-nec-${PAST}.csv`,
    });
    const rows = parseCsv(file.content);
    // Every creator paid in the year, so box 1 adds up to every payout sent in it; a return is
    // due, and a number given, for the W-9s only.
    expect(rows.map((r) => r.recipient_id).sort()).toEqual(
      [usPerson, smallUsPerson, euResident, mexicanResident, noForm].map((m) => m.uid).sort(),
    );
    expect(rows.find((r) => r.recipient_id === usPerson.uid)).toMatchObject({
      recipient_form: 'W-9',
      recipient_name: 'Maya Brooks',
      recipient_tin_type: 'SSN',
      recipient_tin: SSN,
      recipient_address: '1 Market St, San Francisco, CA, 94103, United States',
      box1_nonemployee_compensation: '600.00',
      filing_required: 'yes',
    });
    expect(rows.find((r) => r.recipient_id === smallUsPerson.uid)).toMatchObject({
      recipient_tin_type: 'EIN',
      recipient_tin: '12-3456789',
      box1_nonemployee_compensation: '599.99',
      filing_required: 'no',
    });
    expect(rows.find((r) => r.recipient_id === euResident.uid)).toMatchObject({
      recipient_form: 'W-8BEN',
      recipient_tin: '',
      filing_required: 'no',
    });
    expect(rows.find((r) => r.recipient_id === noForm.uid)).toMatchObject({
      recipient_form: 'none',
      recipient_name: 'Nina Noform',
      box1_nonemployee_compensation: '8.00',
    });
    expect(file.content).not.toContain('65929970489');
    const recounted = await recount(PAST);
    const cents = (dollars: string) => Math.round(Number(dollars) * 100);
    for (const row of rows)
      expect(cents(row.box1_nonemployee_compensation!)).toBe(recounted.get(row.recipient_id!));
    const total = [...recounted.values()].reduce((a, b) => a + b, 0);
    expect(rows.reduce((sum, row) => sum + cents(row.box1_nonemployee_compensation!), 0)).toBe(
      total,
    );
    expect(file).toMatchObject({ totalCents: total, recipients: 1 });

    const [entry] = (await auditEntries(`tax-report-${PAST}`)).filter(
      (e) => e.action === 'export_tax_report_1099',
    );
    expect(entry).toMatchObject({
      actor_id: adminUser.uid,
      details: { year: PAST, recipients: 1 },
    });
    expect(JSON.stringify(entry)).not.toContain('123456789');
    expect(JSON.stringify(entry)).not.toContain('45-6789');
  });

  it('should give the DAC7 CSV of EU residents by quarter, the number masked', async () => {
    const file = await adminUser.call(callables.exportTaxReportDac7, { year: PAST });
    const rows = parseCsv(file.content);
    expect(rows).toEqual([
      expect.objectContaining({
        seller_id: euResident.uid,
        name: 'Jonas Weber',
        address: 'Torstraße 1, Berlin, Deutschland',
        date_of_birth: '1988-07-14',
        country: 'DE',
        consideration_q1: '12.50',
        consideration_q2: '0.00',
        consideration_q3: '25.00',
        consideration_q4: '7.50',
        paid_activities_q1: '1',
        paid_activities_q3: '1',
        paid_activities_q4: '1',
        consideration_total: '45.00',
        paid_activities_total: '3',
      }),
    ]);
    expect(file.content).not.toContain('65929970489');
    expect(rows[0]!.tin).toMatch(/0489$/);
    expect((await auditEntries(`tax-report-${PAST}`)).map((e) => e.action)).toContain(
      'export_tax_report_dac7',
    );
  });

  it("should give a W-9 recipient's copy as a PDF, and refuse one for others", async () => {
    const file = await adminUser.call(callables.taxRecipientCopy, {
      year: PAST,
      userId: usPerson.uid,
    });
    expect(file).toMatchObject({
      contentType: 'application/pdf',
      encoding: 'base64',
      totalCents: 60_000,
    });
    const bytes = Buffer.from(file.content, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).not.toContain('123-45-6789');
    expect((await auditEntries(usPerson.uid)).map((e) => e.action)).toContain(
      'export_tax_recipient_copy',
    );
    expect(
      await adminUser.callError(callables.taxRecipientCopy, { year: PAST, userId: euResident.uid }),
    ).toEqual({ code: 'failed-precondition', message: taxReportMessages.taxReportNoW9 });
    expect(
      await adminUser.callError(callables.taxRecipientCopy, { year: 2021, userId: usPerson.uid }),
    ).toEqual({ code: 'not-found', message: taxReportMessages.taxReportNotPaid(2021) });
  });
});

describe('who may read the tax reports', () => {
  const calls = [
    [callables.taxReport, { year: PAST }],
    [callables.exportTaxReport1099, { year: PAST }],
    [callables.exportTaxReportDac7, { year: PAST }],
    [callables.taxRecipientCopy, { year: PAST, userId: 'someone' }],
  ] as const;

  it.each(calls)(
    'should refuse %s to support in words, and to creators and strangers',
    async (entry, input) => {
      expect(await support.callError(entry as never, input as never)).toEqual({
        code: 'permission-denied',
        message: taxReportMessages.onlyAdminsTaxReporting,
      });
      expect(await usPerson.callError(entry as never, input as never)).toMatchObject({
        code: 'permission-denied',
      });
      expect(await anonymousClient().callError(entry as never, input as never)).toMatchObject({
        code: 'unauthenticated',
      });
    },
  );
});
