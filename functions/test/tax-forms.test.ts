/**
 * Tax forms: submitTaxForm signs a W-9 or W-8BEN (checked, masked, its PDF stored with its hash,
 * the number sealed in tax_tins), one form per request id, one current form however many are
 * submitted at once; the expiry job reminds before a W-8BEN's end and expires it after; and the
 * number's digits appear nowhere but sealed in tax_tins.
 */
import { createHash } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { SYSTEM_ACTOR } from '@groundtruth/domain/constants';
import { taxMessages } from '@groundtruth/domain/tax-messages';
import { openTin } from '../src/tax/tin-vault';
import { expireTaxForms } from '../src/tax/expire-tax-forms';
import { admin, newCreator, newStaff, type Member } from '../testing/clients';
import { expectAudit } from '../testing/audit';
import { addVerifiedPayoutAccount, approved } from '../testing/flows';
import { DAY, notificationsAbout, runAt } from '../testing/jobs';
import { setIdentity, signTaxForm, taxRequestId, w9 } from '../testing/tax';

let support: Member;
let adminUser: Member;

beforeAll(async () => {
  [support, adminUser] = await Promise.all([newStaff('support'), newStaff('admin')]);
});

afterEach(() => vi.restoreAllMocks());

const form = async (id: string) => (await admin.db().doc(`tax_forms/${id}`).get()).data()!;
const profile = async (uid: string) => (await admin.db().doc(`tax_profiles/${uid}`).get()).data()!;

/** An SSN no other test uses: a valid area, group and serial. */
function uniqueSsn(): string {
  const n = (from: number, to: number) => from + Math.floor(Math.random() * (to - from + 1));
  return `${n(100, 665)}-${n(10, 99)}-${n(1000, 9999)}`;
}

function w8ben(legalName: string, foreignTin: string) {
  return {
    kind: 'w8ben' as const,
    legalName,
    citizenshipCountry: 'Mexico',
    address: { line1: 'Av. Reforma 1', city: 'Ciudad de México', country: 'Mexico' },
    foreignTin,
    dateOfBirth: '1990-04-02',
  };
}

describe(callables.submitTaxForm.name, () => {
  it('should store the W-9 with the number masked, its PDF and hash, and the number sealed', async () => {
    const creator = await newCreator('w9', 'Maya López');
    const ssn = uniqueSsn();
    const answer = await signTaxForm(creator, w9('Maya López', ssn));
    expect(answer).toMatchObject({ kind: 'w9', created: true, expiresAt: null });
    expect(answer.tinMasked).toBe(`•••-••-${ssn.slice(-4)}`);

    const stored = await form(answer.formId);
    expect(stored).toMatchObject({
      user_id: creator.uid,
      kind: 'w9',
      status: 'current',
      legal_name: 'Maya López',
      tin_kind: 'ssn',
      tin_masked: answer.tinMasked,
      signature_name: 'Maya López',
      pdf_path: `tax-forms/${creator.uid}/${answer.formId}.pdf`,
      expires_at: null,
    });
    const [bytes] = await admin.bucket().file(stored.pdf_path).download();
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(stored.pdf_sha256);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const sealed = (await admin.db().doc(`tax_tins/${answer.formId}`).get()).data()!;
    expect(sealed).toMatchObject({ user_id: creator.uid, algorithm: 'aes-256-gcm' });
    expect(JSON.stringify(sealed)).not.toContain(ssn.replace(/-/g, ''));
    expect(openTin(answer.formId, sealed as never)).toBe(ssn.replace(/-/g, ''));
    // Sealed for this form: under another form's id it does not open.
    expect(() => openTin('another-form', sealed as never)).toThrow();

    expect(await profile(creator.uid)).toMatchObject({
      current_form_id: answer.formId,
      kind: 'w9',
      status: 'current',
      legal_name: 'Maya López',
    });
    const [entry] = await expectAudit('submit_tax_form', answer.formId, creator.uid);
    expect(JSON.stringify(entry)).not.toContain(ssn.slice(-4));
  });

  it('should refuse an invalid number naming the field, and staff callers', async () => {
    const creator = await newCreator('w9-bad');
    expect(
      await creator.callError(callables.submitTaxForm, {
        requestId: taxRequestId(),
        form: w9('Casey Creator', '666-12-3456'),
        signatureName: 'Casey Creator',
        certified: true,
      }),
    ).toEqual({ code: 'invalid-argument', message: `form.tin: ${taxMessages.ssnArea}` });
    expect(
      await creator.callError(callables.submitTaxForm, {
        requestId: taxRequestId(),
        form: { ...w9('Casey Creator'), tinKind: 'ein', tin: '07-1234567' },
        signatureName: 'Casey Creator',
        certified: true,
      }),
    ).toEqual({ code: 'invalid-argument', message: `form.tin: ${taxMessages.einPrefix}` });
    expect(
      await support.callError(callables.submitTaxForm, {
        requestId: taxRequestId(),
        form: w9('Sam Support'),
        signatureName: 'Sam Support',
        certified: true,
      }),
    ).toMatchObject({ code: 'permission-denied' });
    expect((await admin.db().doc(`tax_profiles/${creator.uid}`).get()).exists).toBe(false);
  });

  it('should make one form of a request id, however often it is sent', async () => {
    const creator = await newCreator('w9-retry');
    const requestId = taxRequestId();
    const answers = await Promise.all(
      [1, 2, 3].map(() => signTaxForm(creator, w9('Casey Creator'), requestId)),
    );
    expect(new Set(answers.map((a) => a.formId)).size).toBe(1);
    expect(answers.filter((a) => a.created)).toHaveLength(1);
    const forms = await admin
      .db()
      .collection('tax_forms')
      .where('user_id', '==', creator.uid)
      .get();
    expect(forms.size).toBe(1);
    await expectAudit('submit_tax_form', answers[0]!.formId, creator.uid);
  });

  it('should leave one current form when two are submitted at once, keeping the other as history', async () => {
    const creator = await newCreator('w9-race');
    const [a, b] = await Promise.all([
      signTaxForm(creator, w9('Casey Creator', uniqueSsn())),
      signTaxForm(creator, w9('Casey Creator', uniqueSsn())),
    ]);
    const forms = await admin
      .db()
      .collection('tax_forms')
      .where('user_id', '==', creator.uid)
      .get();
    const statuses = forms.docs.map((doc) => doc.get('status') as string).sort();
    expect(statuses).toEqual(['current', 'replaced']);
    const current = forms.docs.find((doc) => doc.get('status') === 'current')!;
    const replaced = forms.docs.find((doc) => doc.get('status') === 'replaced')!;
    expect(replaced.get('replaced_by')).toBe(current.id);
    expect([a.formId, b.formId]).toContain(current.id);
    expect((await profile(creator.uid)).current_form_id).toBe(current.id);
  });
});

describe(expireTaxForms.name, () => {
  it('should remind 60 days before a W-8BEN ends, once, and expire it after its last day', async () => {
    const creator = await newCreator('w8-expiry', 'Tomás Díaz');
    const answer = await signTaxForm(creator, w8ben('Tomás Díaz', `DIAT${Date.now()}`));
    const signedYear = new Date().getUTCFullYear();
    const end = Date.UTC(signedYear + 4, 0, 1);
    expect(answer.expiresAt).toBe(new Date(end).toISOString());

    await runAt(expireTaxForms, end - 61 * DAY);
    expect(await notificationsAbout(answer.formId, 'tax_form_expiring')).toHaveLength(0);
    await runAt(expireTaxForms, end - 59 * DAY);
    await runAt(expireTaxForms, end - 58 * DAY);
    const [reminder, ...more] = await notificationsAbout(answer.formId, 'tax_form_expiring');
    expect(more).toHaveLength(0);
    expect(reminder!.data()).toMatchObject({
      user_id: creator.uid,
      title: taxMessages.taxFormExpiringTitle,
      body: taxMessages.taxFormExpiringBody('W-8BEN', `Dec 31, ${signedYear + 3}`),
    });
    expect((await admin.db().doc(`mail/${reminder!.id}`).get()).get('to')).toBe(creator.email);
    expect((await profile(creator.uid)).status).toBe('current');

    await runAt(expireTaxForms, end + 1000);
    expect(await profile(creator.uid)).toMatchObject({ status: 'expired' });
    expect((await form(answer.formId)).status).toBe('expired');
    expect(await notificationsAbout(answer.formId, 'tax_form_expired')).toHaveLength(1);
    await expectAudit('expire_tax_form', answer.formId, SYSTEM_ACTOR.uid);
    // A new form replaces nothing expired, and is current.
    const renewed = await signTaxForm(creator, w8ben('Tomás Díaz', `DIAT${Date.now()}`));
    expect((await form(answer.formId)).status).toBe('expired');
    expect(await profile(creator.uid)).toMatchObject({
      status: 'current',
      current_form_id: renewed.formId,
    });
  });
});

describe('the number stays secret', () => {
  it('should hold its digits nowhere but sealed in tax_tins: documents, files, answers or logs', async () => {
    const logged: string[] = [];
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args.map((a) => (a instanceof Error ? a.stack : JSON.stringify(a))).join(' '));
      });
    const creator = await newCreator('secret', 'Priya Nair');
    const ssn = uniqueSsn();
    const digits = ssn.replace(/-/g, '');
    const foreign = `PN${Date.now()}`;
    const answers = [
      await signTaxForm(creator, w9('Priya Nair', ssn)),
      await signTaxForm(creator, w9('Priya Nair', ssn)),
      await signTaxForm(creator, w8ben('Priya Nair', foreign)),
    ];
    // Refusals and the other paths the creator's data goes through.
    await creator.callError(callables.submitTaxForm, {
      requestId: taxRequestId(),
      form: w9('Priya Nair', `9${ssn.slice(1)}`),
      signatureName: 'Priya Nair',
      certified: true,
    });
    await setIdentity(creator.uid, 'verified', 'Priya Nair');
    await addVerifiedPayoutAccount(creator, { provider: 'paypal', accountId: 'priya@example.com' });
    // Approved work is paid to the verified method; the admin sends it through the gate.
    const payoutId = await approved(creator, support, 6000);
    expect(await adminUser.call(callables.processPayout, { payoutId })).toMatchObject({
      status: 'sent',
    });
    const exported = await creator.call(callables.exportMyData, {});
    await runAt(expireTaxForms, Date.UTC(new Date().getUTCFullYear() + 4, 0, 2));

    const seen = (text: string) =>
      text.includes(digits) || text.includes(ssn) || text.includes(foreign);
    expect(seen(JSON.stringify(answers))).toBe(false);
    expect(seen(JSON.stringify(exported))).toBe(false);
    const leaks: string[] = [];
    for (const collection of await admin.db().listCollections()) {
      for (const doc of (await collection.get()).docs) {
        const text = JSON.stringify(doc.data());
        if (seen(text)) leaks.push(doc.ref.path);
      }
    }
    expect(leaks).toEqual([]);
    const [files] = await admin.bucket().getFiles({ prefix: `tax-forms/${creator.uid}/` });
    expect(files.length).toBeGreaterThanOrEqual(2);
    const [all] = await admin.bucket().getFiles();
    for (const file of all) {
      const [bytes] = await file.download();
      expect(seen(bytes.toString('latin1')), file.name).toBe(false);
    }
    expect(logged.filter(seen)).toEqual([]);
  });
});
