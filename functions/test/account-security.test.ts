/**
 * Account security where money moves: adding a payout account or changing
 * the default needs a sign-in within RECENT_SIGN_IN_MINUTES (the ID token's auth_time), and each
 * change is told to the owner by a notification and a security e-mail, which is written even
 * when e-mail notifications are off.
 */
import { describe, expect, it } from 'vitest';
import { callables, type AnyCallable } from '@groundtruth/domain/callable-registry';
import { messages } from '@groundtruth/domain/messages';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { admin, newCreator, type Member } from '../testing/clients';
import { HOST, PORTS, PROJECT_ID } from '../testing/stack';

/** The member's ID token with its sign-in moved `minutesAgo` into the past (emulator tokens are unsigned). */
async function tokenSignedInAgo(member: Member, minutesAgo: number): Promise<string> {
  const [header, payload] = (await member.auth.currentUser!.getIdToken()).split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
  claims.auth_time = Math.floor(Date.now() / 1000) - minutesAgo * 60;
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
}

/** Calls `entry` with `token`; the wire answer's error status and message, or its result. */
async function callWithToken(entry: AnyCallable, token: string, data: unknown) {
  const response = await fetch(
    `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/us-central1/${entry.name}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data }),
    },
  );
  return (await response.json()) as {
    result?: unknown;
    error?: { status: string; message: string; details?: Record<string, unknown> };
  };
}

const mailOf = async (kind: string, uid: string) =>
  (
    await admin.db().collection('mail').where('user_id', '==', uid).where('kind', '==', kind).get()
  ).docs.map((d) => d.data());
const noticesOf = async (kind: string, uid: string) =>
  (
    await admin
      .db()
      .collection('notifications')
      .where('user_id', '==', uid)
      .where('kind', '==', kind)
      .get()
  ).docs.map((d) => d.data());

describe('a payout account change', () => {
  it('should be refused when the sign-in is older than 5 minutes, and allowed when recent', async () => {
    const creator = await newCreator('stale-sign-in');
    const stale = await callWithToken(
      callables.addPayoutAccount,
      await tokenSignedInAgo(creator, 6),
      {
        provider: 'paypal',
        accountId: 'maya@example.com',
      },
    );
    expect(stale.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: messages.recentSignInRequired,
      details: { title: messages.confirmPasswordTitle, reauthenticate: true },
    });
    const recent = await callWithToken(
      callables.addPayoutAccount,
      await tokenSignedInAgo(creator, 4),
      {
        provider: 'paypal',
        accountId: 'maya@example.com',
      },
    );
    expect(recent.result).toMatchObject({ isDefault: true });
    const accountId = (recent.result as { accountId: string }).accountId;
    const staleDefault = await callWithToken(
      callables.setDefaultPayoutAccount,
      await tokenSignedInAgo(creator, 10),
      { accountId },
    );
    expect(staleDefault.error?.message).toBe(messages.recentSignInRequired);
  });

  it('should notify and e-mail the owner even with e-mail notifications off', async () => {
    const creator = await newCreator('security-notice');
    await admin.db().doc(`creator_profiles/${creator.uid}`).update({ notify_email: false });
    await creator.call(callables.addPayoutAccount, {
      provider: 'paypal',
      accountId: 'Maya@Example.com',
    });
    const { accountId } = await creator.call(callables.addPayoutAccount, {
      provider: 'stripe_connect',
      accountId: 'acct_1234567890',
    });
    await creator.call(callables.setDefaultPayoutAccount, { accountId });

    const added = await noticesOf('payout_account_added', creator.uid);
    expect(added.map((n) => n.body).sort()).toEqual(
      [
        serverMessages.payoutAccountAddedBody('PayPal', '…@example.com'),
        serverMessages.payoutAccountAddedBody('Stripe Connect', '…7890'),
      ].sort(),
    );
    // The name hidden, the domain kept: the end of the address, as "ending" says.
    expect(serverMessages.payoutAccountAddedBody('PayPal', '…@example.com')).toMatch(
      /^A PayPal account ending …@example\.com was added/,
    );
    const addedMail = await mailOf('payout_account_added', creator.uid);
    expect(addedMail).toHaveLength(2);
    expect(addedMail[0]).toMatchObject({
      to: creator.email,
      message: { subject: serverMessages.notificationTitles.payout_account_added },
    });
    expect(addedMail[0]?.message.text).toContain(serverMessages.mailFooterSecurity);

    const [changed] = await noticesOf('default_payout_account_changed', creator.uid);
    expect(changed?.body).toBe(
      serverMessages.defaultPayoutAccountChangedBody('Stripe Connect', '…7890'),
    );
    expect(await mailOf('default_payout_account_changed', creator.uid)).toHaveLength(1);
    // No full account identifier in any of them.
    for (const mail of [
      ...addedMail,
      ...(await mailOf('default_payout_account_changed', creator.uid)),
    ]) {
      expect(mail.message.text).not.toContain('maya@example.com');
      expect(mail.message.text).not.toContain('acct_1234567890');
    }
  });
});
