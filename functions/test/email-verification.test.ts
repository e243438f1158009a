/**
 * E-mail verification: requestPayout needs a verified address, support can have a
 * new verification e-mail sent, and users/{uid}.email_verified mirrors Auth for the Users screen.
 */
import { applyActionCode } from 'firebase/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { admin, anonymousClient, newCreator, newStaff, type Member } from '../testing/clients';
import { expectAudit } from '../testing/audit';
import { HOST, PORTS, PROJECT_ID } from '../testing/stack';

let support: Member;
let adminUser: Member;

beforeAll(async () => {
  [support, adminUser] = await Promise.all([newStaff('support'), newStaff('admin')]);
});

/** The verification codes the Auth emulator has issued for `email` and not yet used. */
async function verificationCodes(email: string): Promise<string[]> {
  const response = await fetch(
    `http://${HOST}:${PORTS.auth}/emulator/v1/projects/${PROJECT_ID}/oobCodes`,
  );
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  };
  return oobCodes
    .filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL')
    .map((code) => code.oobCode);
}

/** Verifies `member`'s address in Auth and refreshes their ID token, as the action page does. */
async function verify(member: Member) {
  await admin.auth().updateUser(member.uid, { emailVerified: true });
  await member.auth.currentUser!.reload();
  await member.auth.currentUser!.getIdToken(true);
}

const mirror = async (uid: string) =>
  (await admin.db().doc(`users/${uid}`).get()).get('email_verified') as boolean | undefined;

describe(`${callables.requestPayout.name} and e-mail verification`, () => {
  it('should refuse an unverified creator, saying how to verify, and go on once verified', async () => {
    const creator = await newCreator('unverified', 'Una Verified', { verified: false });
    expect(await creator.callError(callables.requestPayout, {})).toEqual({
      code: 'failed-precondition',
      message: serverMessages.emailNotVerified,
      details: {
        title: serverMessages.emailNotVerifiedTitle,
        refusal: {
          id: 'refusals.emailNotVerified',
          args: [],
          title_id: 'refusals.emailNotVerifiedTitle',
        },
      },
    });
    await verify(creator);
    // Past the verification check: the spec's first check (balance) answers now.
    expect(await creator.callError(callables.requestPayout, {})).toMatchObject({
      code: 'failed-precondition',
      details: { title: serverMessages.insufficientBalanceTitle },
    });
  });

  it('should let an unverified creator do everything else, e.g. add a payment method', async () => {
    const creator = await newCreator('unverified-else', 'Una Verified', { verified: false });
    expect(
      await creator.call(callables.addPayoutAccount, {
        provider: 'stripe_connect',
        accountId: 'acct_unverified',
      }),
    ).toMatchObject({ isDefault: true });
  });
});

describe(callables.resendVerificationEmail.name, () => {
  it.each([
    ['support', () => support],
    ['admin', () => adminUser],
  ])('should let %s have a new verification code issued, with an audit entry', async (_, staff) => {
    const creator = await newCreator('resend', 'Lost Mail', { verified: false });
    const before = await verificationCodes(creator.email);
    expect(await staff().call(callables.resendVerificationEmail, { userId: creator.uid })).toEqual({
      userId: creator.uid,
      sent: true,
    });
    const codes = await verificationCodes(creator.email);
    expect(codes).toHaveLength(before.length + 1);
    const [entry] = await expectAudit('resend_verification_email', creator.uid, staff().uid);
    expect(entry!.details).toEqual({ email: creator.email });
  });

  it("should put the new link into the e-mail outbox, to the product's own action page", async () => {
    const creator = await newCreator('resend-outbox', 'Out Box', { verified: false });
    await support.call(callables.resendVerificationEmail, { userId: creator.uid });
    const [code] = (await verificationCodes(creator.email)).slice(-1);
    const mail = await admin.db().doc(`mail/verify_email_${code}`).get();
    expect(mail.get('to')).toBe(creator.email);
    expect(mail.get('kind')).toBe('verify_email');
    expect(mail.get('delivery.state')).toBe('PENDING');
    expect(mail.get('message.subject')).toBe(serverMessages.mailVerifySubject);
    const link = /(http\S+\/auth\/action\?\S+)/.exec(mail.get('message.text') as string)![1]!;
    expect(new URL(link).searchParams.get('mode')).toBe('verifyEmail');
    expect(new URL(link).searchParams.get('oobCode')).toBe(code);
    // The code works: applied as the action page does, the address is verified.
    await applyActionCode(creator.auth, code!);
    expect((await admin.auth().getUser(creator.uid)).emailVerified).toBe(true);
  });

  it('should send nothing for a verified address and correct the Users mirror', async () => {
    const creator = await newCreator('already', 'Already Verified');
    expect(await mirror(creator.uid)).toBe(false);
    expect(await support.call(callables.resendVerificationEmail, { userId: creator.uid })).toEqual({
      userId: creator.uid,
      sent: false,
    });
    expect(await verificationCodes(creator.email)).toEqual([]);
    expect(await mirror(creator.uid)).toBe(true);
    await expectAudit('resend_verification_email', creator.uid, support.uid, 0);
  });

  it('should deny creators and signed-out callers, and name an unknown user', async () => {
    const creator = await newCreator('resend-deny', 'Not Staff', { verified: false });
    expect(
      await creator.callError(callables.resendVerificationEmail, { userId: creator.uid }),
    ).toMatchObject({ code: 'permission-denied' });
    expect(
      await anonymousClient().callError(callables.resendVerificationEmail, {
        userId: creator.uid,
      }),
    ).toMatchObject({ code: 'unauthenticated' });
    expect(await verificationCodes(creator.email)).toEqual([]);
    expect(
      await support.callError(callables.resendVerificationEmail, { userId: 'nobody-at-all' }),
    ).toEqual({ code: 'not-found', message: serverMessages.userNotFound, details: undefined });
  });
});

describe(callables.recordEmailVerified.name, () => {
  it("should copy Auth's verified flag onto users/{uid} once, with an audit entry", async () => {
    const creator = await newCreator('record', 'Rec Orded', { verified: false });
    expect(await creator.call(callables.recordEmailVerified, {})).toEqual({
      verified: false,
      changed: false,
    });
    expect(await mirror(creator.uid)).toBe(false);
    await verify(creator);
    expect(await creator.call(callables.recordEmailVerified, {})).toEqual({
      verified: true,
      changed: true,
    });
    expect(await mirror(creator.uid)).toBe(true);
    expect(await creator.call(callables.recordEmailVerified, {})).toEqual({
      verified: true,
      changed: false,
    });
    await expectAudit('verify_email', creator.uid, creator.uid);
  });

  it('should copy the flag for the address a page opened elsewhere names, and tell that caller nothing', async () => {
    const creator = await newCreator('record-away', 'Rec Away', { verified: false });
    const stranger = anonymousClient();
    const nothing = { verified: false, changed: false };
    // Not verified in Auth yet: the mirror stays as it is.
    expect(await stranger.call(callables.recordEmailVerified, { email: creator.email })).toEqual(
      nothing,
    );
    expect(await mirror(creator.uid)).toBe(false);
    await verify(creator);
    expect(await stranger.call(callables.recordEmailVerified, { email: creator.email })).toEqual(
      nothing,
    );
    expect(await mirror(creator.uid)).toBe(true);
    await expectAudit('verify_email', creator.uid, creator.uid);
    // Someone else signed in on that browser: the address decides, not the session.
    expect(await support.call(callables.recordEmailVerified, { email: creator.email })).toEqual(
      nothing,
    );
    await expectAudit('verify_email', creator.uid, creator.uid);
    expect(
      await stranger.call(callables.recordEmailVerified, { email: 'nobody-here@example.com' }),
    ).toEqual(nothing);
  });

  it('should serve staff for their own account and refuse signed-out callers', async () => {
    expect(await support.call(callables.recordEmailVerified, {})).toMatchObject({
      changed: false,
    });
    expect(await adminUser.call(callables.recordEmailVerified, {})).toMatchObject({
      changed: false,
    });
    expect(await anonymousClient().callError(callables.recordEmailVerified, {})).toMatchObject({
      code: 'unauthenticated',
    });
  });
});
