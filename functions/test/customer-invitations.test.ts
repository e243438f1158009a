/**
 * Customer invitations: inviteCustomer (admins only) into an existing or a new organisation, the
 * e-mail and its link, readCustomerInvitation and acceptCustomerInvitation (anyone holding the
 * link): the account they make, once, with the customer's claims, and every refusal in words.
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { doc, getDoc } from 'firebase/firestore/lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables, type CallableInput } from '@groundtruth/domain/callable-registry';
import { TERMS_VERSION } from '@groundtruth/domain/constants';
import {
  CUSTOMER_INVITATION_DAYS,
  invitationMessages,
} from '@groundtruth/domain/customer-invitations';
import { messages } from '@groundtruth/domain/messages';
import { serverMessages } from '@groundtruth/domain/server-messages';
import {
  admin,
  anonymousClient,
  newCreator,
  newStaff,
  PASSWORD,
  signedInClient,
  uniqueEmail,
  type Member,
} from '../testing/clients';
import { auditEntries, expectAudit } from '../testing/audit';
import { newCustomer, newOrganization } from '../testing/orders';

const DAY = 86_400_000;

let adminUser: Member;
let support: Member;
let creator: Member;
let customer: Member;
let orgId: string;

beforeAll(async () => {
  [orgId] = await Promise.all([newOrganization('Initech Vision')]);
  [adminUser, support, creator, customer] = await Promise.all([
    newStaff('admin', 'Ines Inviter'),
    newStaff('support'),
    newCreator('invite-creator'),
    newCustomer(orgId),
  ]);
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const invitationDoc = (id: string) => admin.db().doc(`customer_invitations/${id}`);
const mailOf = async (id: string) =>
  (await admin.db().doc(`mail/customer_invitation_${id}`).get()).data();

/** The token in the link of invitation `id`'s e-mail. */
async function tokenOf(id: string): Promise<string> {
  const mail = await mailOf(id);
  const match = /\/invitation\?token=([\w-]+)/.exec(String(mail?.message.text));
  if (!match) throw new Error(`no invitation link in ${JSON.stringify(mail)}`);
  return match[1]!;
}

/** An admin's invitation of a new address into the test's organisation; its id and token. */
async function invite(
  email = uniqueEmail('invited'),
  into: Partial<{ organizationId: string; organizationName: string }> = { organizationId: orgId },
) {
  const result = await adminUser.call(callables.inviteCustomer, { email, ...into });
  return { ...result, email: email.toLowerCase(), token: await tokenOf(result.invitationId) };
}

/** The form of the invitation page, filled in. */
const form = (
  token: string,
  overrides: Partial<CallableInput<typeof callables.acceptCustomerInvitation>> = {},
): CallableInput<typeof callables.acceptCustomerInvitation> => ({
  token,
  name: 'Iris Invited',
  password: PASSWORD,
  termsVersion: TERMS_VERSION,
  confirmsAdult: true,
  ...overrides,
});

/** Auth accounts with `email`: 0 or 1. */
async function accountsWith(email: string): Promise<number> {
  return admin
    .auth()
    .getUserByEmail(email)
    .then(
      () => 1,
      (err: { code?: string }) => {
        if (err.code === 'auth/user-not-found') return 0;
        throw err;
      },
    );
}

describe(callables.inviteCustomer.name, () => {
  it('should refuse support, creators, customers and the signed out', async () => {
    const input = { email: uniqueEmail('not-invited'), organizationId: orgId };
    for (const who of [support, creator, customer])
      expect(await who.callError(callables.inviteCustomer, input)).toMatchObject({
        code: 'permission-denied',
        message: serverMessages.permissionDenied,
      });
    expect(await anonymousClient().callError(callables.inviteCustomer, input)).toMatchObject({
      code: 'unauthenticated',
      message: messages.signInRequired,
    });
    const written = await admin
      .db()
      .collection('customer_invitations')
      .where('email', '==', input.email.toLowerCase())
      .get();
    expect(written.size).toBe(0);
  });

  it('should invite into an existing organisation, storing the hash of the token and never the token', async () => {
    const email = uniqueEmail('Mixed.Case');
    const { invitationId, organizationId, token } = await invite(email);
    expect(organizationId).toBe(orgId);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(invitationId).toBe(sha256(token));
    const stored = (await invitationDoc(invitationId).get()).data()!;
    expect(stored).toMatchObject({
      email: email.toLowerCase(),
      organization_id: orgId,
      organization_name: 'Initech Vision',
      status: 'pending',
      invited_by: adminUser.uid,
    });
    const days = (stored.expires_at.toMillis() - stored.created_at.toMillis()) / DAY;
    expect(days).toBe(CUSTOMER_INVITATION_DAYS);
    expect(JSON.stringify(stored)).not.toContain(token);
    const [entry] = await expectAudit('invite_customer', invitationId, adminUser.uid);
    expect(entry!.details).toMatchObject({
      email: email.toLowerCase(),
      organization_id: orgId,
      new_organization: false,
    });
  });

  it('should make a new organisation named in the invitation', async () => {
    const { organizationId, token } = await invite(undefined, { organizationName: 'Hooli Data' });
    expect(organizationId).not.toBe(orgId);
    expect((await admin.db().doc(`organizations/${organizationId}`).get()).data()).toMatchObject({
      name: 'Hooli Data',
    });
    expect(await anonymousClient().call(callables.readCustomerInvitation, { token })).toMatchObject(
      { organizationName: 'Hooli Data' },
    );
  });

  it('should ask for exactly one organisation, an existing one', async () => {
    const email = uniqueEmail('no-org');
    for (const into of [{}, { organizationId: orgId, organizationName: 'Both Inc' }])
      expect(await adminUser.callError(callables.inviteCustomer, { email, ...into })).toMatchObject(
        {
          code: 'invalid-argument',
          message: `organizationName: ${invitationMessages.organizationRequired}`,
        },
      );
    expect(
      await adminUser.callError(callables.inviteCustomer, { email, organizationId: 'org-nowhere' }),
    ).toMatchObject({ code: 'not-found', message: invitationMessages.organizationNotFound });
  });

  it('should refuse an address that already has an account, to admins only', async () => {
    const input = { email: creator.email.toUpperCase(), organizationId: orgId };
    expect(await adminUser.callError(callables.inviteCustomer, input)).toMatchObject({
      code: 'already-exists',
      message: invitationMessages.alreadyHasAccount,
    });
    // Whether an address has an account is no business of support's.
    expect(await support.callError(callables.inviteCustomer, input)).toMatchObject({
      code: 'permission-denied',
    });
  });

  it('should queue the e-mail, whose link reads the invitation', async () => {
    const { invitationId, email, token } = await invite();
    const mail = (await mailOf(invitationId))!;
    expect(mail).toMatchObject({
      to: email,
      user_id: adminUser.uid,
      kind: 'customer_invitation',
      message: { subject: invitationMessages.mailSubject('Initech Vision') },
      delivery: { state: 'PENDING', attempts: 0 },
    });
    expect(mail.message.text).toMatch(
      new RegExp(
        `^${invitationMessages.mailAction}: https?://[^/\\s]+/invitation\\?token=${token}$`,
        'm',
      ),
    );
    expect(mail.message.html).toContain(`/invitation?token=${token}`);
    const view = await anonymousClient().call(callables.readCustomerInvitation, { token });
    expect(view).toEqual({
      email,
      organizationName: 'Initech Vision',
      expiresAt: new Date(
        (await invitationDoc(invitationId).get()).get('expires_at').toMillis(),
      ).toISOString(),
    });
  });

  it('should replace a pending invitation to the same address: only the newest link works', async () => {
    const email = uniqueEmail('twice');
    const first = await invite(email);
    const second = await invite(email);
    expect((await invitationDoc(first.invitationId).get()).get('status')).toBe('replaced');
    expect((await invitationDoc(second.invitationId).get()).get('status')).toBe('pending');
    const [entry] = await expectAudit('invite_customer', second.invitationId, adminUser.uid);
    expect(entry!.details.replaced).toEqual([first.invitationId]);
    const reader = anonymousClient();
    expect(
      await reader.callError(callables.readCustomerInvitation, { token: first.token }),
    ).toMatchObject({ code: 'failed-precondition', message: invitationMessages.invalid });
    expect(
      await reader.callError(callables.acceptCustomerInvitation, form(first.token)),
    ).toMatchObject({ code: 'failed-precondition', message: invitationMessages.invalid });
    expect(await accountsWith(email)).toBe(0);
    expect(
      await reader.call(callables.readCustomerInvitation, { token: second.token }),
    ).toMatchObject({ email });
  });
});

describe(`${callables.readCustomerInvitation.name} and ${callables.acceptCustomerInvitation.name}`, () => {
  it('should refuse a forged token', async () => {
    const reader = anonymousClient();
    const token = 'forged-token-forged-token-forged-token-00';
    expect(await reader.callError(callables.readCustomerInvitation, { token })).toMatchObject({
      code: 'not-found',
      message: invitationMessages.invalid,
    });
    expect(await reader.callError(callables.acceptCustomerInvitation, form(token))).toMatchObject({
      code: 'not-found',
      message: invitationMessages.invalid,
    });
  });

  it('should refuse an expired invitation and make no account', async () => {
    const token = `expired-${Date.now()}-${process.pid}-token-token`;
    const email = uniqueEmail('expired');
    await invitationDoc(sha256(token)).set({
      email,
      organization_id: orgId,
      organization_name: 'Initech Vision',
      status: 'pending',
      invited_by: adminUser.uid,
      created_at: Timestamp.fromMillis(Date.now() - 8 * DAY),
      expires_at: Timestamp.fromMillis(Date.now() - DAY),
    });
    const reader = anonymousClient();
    expect(await reader.callError(callables.readCustomerInvitation, { token })).toMatchObject({
      code: 'failed-precondition',
      message: invitationMessages.expired,
    });
    expect(await reader.callError(callables.acceptCustomerInvitation, form(token))).toMatchObject({
      code: 'failed-precondition',
      message: invitationMessages.expired,
    });
    expect(await accountsWith(email)).toBe(0);
  });

  it('should create a customer of the organisation who signs in and reads only their organisation', async () => {
    const otherOrg = await newOrganization('Globex Labs');
    const { invitationId, email, token } = await invite();
    const result = await anonymousClient().call(
      callables.acceptCustomerInvitation,
      form(token, { name: '  Iris Invited ' }),
    );
    expect(result).toEqual({ uid: expect.any(String), email });
    const { uid } = result;

    const client = await signedInClient(email, PASSWORD);
    expect(client.uid).toBe(uid);
    const claims = (await client.auth.currentUser!.getIdTokenResult()).claims;
    expect(claims).toMatchObject({
      role: 'customer',
      organization_id: orgId,
      email_verified: true,
    });
    expect((await getDoc(doc(client.db, 'organizations', orgId))).get('name')).toBe(
      'Initech Vision',
    );
    await expect(getDoc(doc(client.db, 'organizations', otherOrg))).rejects.toMatchObject({
      code: 'permission-denied',
    });

    expect((await admin.db().doc(`users/${uid}`).get()).data()).toMatchObject({
      name: 'Iris Invited',
      name_lower: 'iris invited',
      email,
      role: 'customer',
      status: 'active',
      organization_id: orgId,
      email_verified: true,
      terms_version: TERMS_VERSION,
      confirmed_adult: true,
    });
    expect((await admin.db().doc(`user_roles/${uid}`).get()).data()).toEqual({
      user_id: uid,
      role: 'customer',
      organization_id: orgId,
    });
    expect((await invitationDoc(invitationId).get()).data()).toMatchObject({
      status: 'accepted',
      accepted_by: uid,
    });
    const [entry] = await expectAudit('create_account', uid, uid);
    expect(entry!.details).toMatchObject({ role: 'customer', organization_id: orgId });
    await expectAudit('invite_customer', invitationId, adminUser.uid);
  });

  it('should take a link once: a second accept and a second read say it was used', async () => {
    const { email, token } = await invite();
    const reader = anonymousClient();
    await reader.call(callables.acceptCustomerInvitation, form(token));
    expect(
      await reader.callError(
        callables.acceptCustomerInvitation,
        form(token, { password: 'another-horse-2' }),
      ),
    ).toMatchObject({ code: 'failed-precondition', message: invitationMessages.used });
    expect(await reader.callError(callables.readCustomerInvitation, { token })).toMatchObject({
      code: 'failed-precondition',
      message: invitationMessages.used,
    });
    expect(await accountsWith(email)).toBe(1);
    await signedInClient(email, PASSWORD);
  });

  it('should make one account of two tabs accepting at once, the other told it was used', async () => {
    const { email, token } = await invite();
    const outcomes = await Promise.allSettled([
      anonymousClient().call(callables.acceptCustomerInvitation, form(token, { name: 'Tab One' })),
      anonymousClient().call(callables.acceptCustomerInvitation, form(token, { name: 'Tab Two' })),
    ]);
    const made = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(made).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(String((refused[0] as PromiseRejectedResult).reason.message)).toContain(
      invitationMessages.used,
    );
    expect(await accountsWith(email)).toBe(1);
    const people = await admin.db().collection('users').where('email', '==', email).get();
    expect(people.size).toBe(1);
    const { uid } = (made[0] as PromiseFulfilledResult<{ uid: string }>).value;
    expect(people.docs[0]!.id).toBe(uid);
    expect(
      (await auditEntries(uid)).filter((entry) => entry.action === 'create_account'),
    ).toHaveLength(1);
  });

  it('should refuse a common password and terms other than the current ones, and keep the link', async () => {
    const { invitationId, email, token } = await invite();
    const reader = anonymousClient();
    expect(
      await reader.callError(
        callables.acceptCustomerInvitation,
        form(token, { password: 'qwertyuiop' }),
      ),
    ).toMatchObject({ code: 'invalid-argument', message: messages.passwordTooCommon });
    expect(
      await reader.callError(
        callables.acceptCustomerInvitation,
        form(token, { termsVersion: '2000-01-01' }),
      ),
    ).toMatchObject({
      code: 'invalid-argument',
      message: `termsVersion: ${serverMessages.signupTermsChanged}`,
    });
    expect(
      await reader.callRawError(callables.acceptCustomerInvitation, {
        ...form(token),
        confirmsAdult: false,
      }),
    ).toMatchObject({
      code: 'invalid-argument',
      message: `confirmsAdult: ${messages.signupAdultRequired}`,
    });
    expect(await accountsWith(email)).toBe(0);
    expect((await invitationDoc(invitationId).get()).get('status')).toBe('pending');
    await reader.call(callables.acceptCustomerInvitation, form(token));
    expect(await accountsWith(email)).toBe(1);
  });
});
