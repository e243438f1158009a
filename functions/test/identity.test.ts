/**
 * Identity verified through the provider: startIdentityCheck (who may), identityWebhook (the
 * signature, a stale timestamp, replays, events out of order, other sessions), the sandbox
 * page the local stack serves, and resendIdentityLink (support and admins only).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { identityMessages } from '@groundtruth/domain/identity-messages';
import { admin, anonymousClient, newCreator, newStaff, type Member } from '../testing/clients';
import { expectAudit } from '../testing/audit';
import { rateLimits } from '../src/core/rate-limit';
import {
  functionUrl,
  identityCheck,
  identityEvent,
  nowSeconds,
  postEvent,
} from '../testing/identity';

let support: Member;
let adminUser: Member;

beforeAll(async () => {
  [support, adminUser] = await Promise.all([newStaff('support'), newStaff('admin')]);
});

/** A creator who started a check: their session id and the sandbox page's address. */
async function started(prefix: string, name = 'Jordan Rivera') {
  const creator = await newCreator(prefix, name);
  const link = await creator.call(callables.startIdentityCheck, {});
  const sessionId = new URL(link.url).searchParams.get('session')!;
  return { creator, link, sessionId };
}

describe(callables.startIdentityCheck.name, () => {
  it("should open a session for a creator, pending, and return the provider's page", async () => {
    const { creator, link, sessionId } = await started('start');
    expect(link.status).toBe('pending');
    expect(link.url.startsWith(functionUrl('identitySandbox'))).toBe(true);
    expect(sessionId).toMatch(/^vs_sandbox_/);
    expect(await identityCheck(creator.uid)).toMatchObject({
      status: 'pending',
      session_id: sessionId,
      verified_name: null,
      reason: null,
    });
    await expectAudit('start_identity_check', creator.uid, creator.uid);
  });

  it('should refuse staff and signed-out callers', async () => {
    for (const staff of [support, adminUser]) {
      expect(await staff.callError(callables.startIdentityCheck, {})).toMatchObject({
        code: 'permission-denied',
      });
      expect(await identityCheck(staff.uid)).toBeUndefined();
    }
    expect(await anonymousClient().callError(callables.startIdentityCheck, {})).toMatchObject({
      code: 'unauthenticated',
    });
  });

  it('should tell a verified creator so, and keep the verified state', async () => {
    const { creator, sessionId } = await started('start-verified');
    await postEvent(identityEvent('verified', creator.uid, sessionId, nowSeconds()));
    expect(await creator.callError(callables.startIdentityCheck, {})).toMatchObject({
      code: 'failed-precondition',
      message: identityMessages.identityAlreadyVerified,
    });
    expect(await identityCheck(creator.uid)).toMatchObject({ status: 'verified' });
  });

  it(`should open ${rateLimits.identityChecks.capacity} sessions an hour per creator, then say when the next one fits`, async () => {
    const { capacity } = rateLimits.identityChecks;
    const { creator } = await started('start-limit');
    for (let i = 1; i < capacity; i++) await creator.call(callables.startIdentityCheck, {});
    const last = (await identityCheck(creator.uid))!.session_id as string;
    expect(await creator.callError(callables.startIdentityCheck, {})).toEqual({
      code: 'resource-exhausted',
      message: identityMessages.identityChecksLimited(capacity, 12),
    });
    // Refused before the provider was asked: the session stays the last one opened.
    expect(await identityCheck(creator.uid)).toMatchObject({ status: 'pending', session_id: last });
    await expectAudit('start_identity_check', creator.uid, creator.uid, capacity);
    // The limit is the creator's own: another creator starts as usual.
    expect((await started('start-limit-other')).link.status).toBe('pending');
  });
});

describe('identityWebhook: signatures', () => {
  it('should accept a signed event and record what the provider verified', async () => {
    const { creator, sessionId } = await started('signed');
    const event = identityEvent('verified', creator.uid, sessionId, nowSeconds(), {
      name: 'Jordan Lee Rivera',
    });
    expect(await postEvent(event)).toEqual({
      status: 200,
      body: { received: true, outcome: 'applied' },
    });
    expect(await identityCheck(creator.uid)).toMatchObject({
      status: 'verified',
      verified_name: 'Jordan Lee Rivera',
      reason: null,
      last_event_id: event.id,
    });
    await expectAudit('identity_event', creator.uid, creator.uid);
    const notice = await admin.db().doc(`notifications/identity_verified_${event.id}`).get();
    expect(notice.data()).toMatchObject({
      user_id: creator.uid,
      title: identityMessages.identityVerifiedTitle,
      body: identityMessages.identityVerifiedBody('Jordan Lee Rivera'),
    });
  });

  it.each([
    ['signed with another secret', { secret: 'whsec_forged' }, 'signature mismatch'],
    ['unsigned', { header: null }, 'signature missing'],
    ['with a malformed header', { header: 'v1=abc' }, 'signature malformed'],
    [
      'with a made-up signature',
      { header: `t=${nowSeconds()},v1=${'a'.repeat(64)}` },
      'signature mismatch',
    ],
  ])('should refuse an event %s and change nothing', async (_, options, error) => {
    const { creator, sessionId } = await started('forged');
    const event = identityEvent('verified', creator.uid, sessionId, nowSeconds());
    expect(await postEvent(event, options)).toEqual({ status: 400, body: { error } });
    expect(await identityCheck(creator.uid)).toMatchObject({ status: 'pending' });
    expect((await admin.db().doc(`identity_events/${event.id}`).get()).exists).toBe(false);
  });

  it('should refuse a body changed after signing', async () => {
    const { creator, sessionId } = await started('tampered');
    const failed = identityEvent('requires_input', creator.uid, sessionId, nowSeconds());
    const body = JSON.stringify(failed);
    const { signatureHeader } = await import('../src/identity/signature');
    const header = signatureHeader('whsec_test_identity_secret', body, nowSeconds());
    const tampered = { ...failed, type: 'identity.verification_session.verified' };
    expect((await postEvent(tampered, { header })).status).toBe(400);
    expect(await identityCheck(creator.uid)).toMatchObject({ status: 'pending' });
  });

  it('should refuse a timestamp older than five minutes, and take one just inside them', async () => {
    const { creator, sessionId } = await started('stale');
    const old = identityEvent('verified', creator.uid, sessionId, nowSeconds());
    expect(await postEvent(old, { signedAt: nowSeconds() - 301 })).toEqual({
      status: 400,
      body: { error: 'signature stale' },
    });
    expect(await identityCheck(creator.uid)).toMatchObject({ status: 'pending' });
    expect((await postEvent(old, { signedAt: nowSeconds() - 240 })).status).toBe(200);
    expect(await identityCheck(creator.uid)).toMatchObject({ status: 'verified' });
  });

  it('should refuse other methods', async () => {
    expect((await fetch(functionUrl('identityWebhook'))).status).toBe(405);
  });
});

describe('identityWebhook: replays and order', () => {
  it('should handle an event id once: a replay, freshly signed, changes nothing', async () => {
    const { creator, sessionId } = await started('replay');
    const t = nowSeconds();
    const failed = identityEvent('requires_input', creator.uid, sessionId, t);
    expect((await postEvent(failed)).body.outcome).toBe('applied');
    expect(await identityCheck(creator.uid)).toMatchObject({
      status: 'failed',
      reason: 'The document is expired.',
    });
    const notice = await admin.db().doc(`notifications/identity_failed_${failed.id}`).get();
    expect(notice.get('body')).toBe(
      identityMessages.identityFailedBody('The document is expired.'),
    );
    // The creator retried and was verified; then the old failure arrives again.
    const retry = await creator.call(callables.startIdentityCheck, {});
    const retried = new URL(retry.url).searchParams.get('session')!;
    await postEvent(identityEvent('verified', creator.uid, retried, t + 5));
    const before = await identityCheck(creator.uid);
    expect(await postEvent(failed)).toEqual({
      status: 200,
      body: { received: true, outcome: 'duplicate' },
    });
    expect(await identityCheck(creator.uid)).toEqual(before);
    await expectAudit('identity_event', creator.uid, creator.uid, 2);
  });

  it('should take two deliveries of one event at once as one', async () => {
    const { creator, sessionId } = await started('twice');
    const event = identityEvent('verified', creator.uid, sessionId, nowSeconds());
    const answers = await Promise.all([postEvent(event), postEvent(event)]);
    expect(answers.map((a) => a.body.outcome).sort()).toEqual(['applied', 'duplicate']);
    await expectAudit('identity_event', creator.uid, creator.uid, 1);
  });

  it('should let no older event overwrite a newer state', async () => {
    const { creator, sessionId } = await started('order');
    const t = nowSeconds();
    await postEvent(identityEvent('verified', creator.uid, sessionId, t + 10));
    const before = await identityCheck(creator.uid);
    for (const kind of ['processing', 'requires_input'] as const) {
      expect((await postEvent(identityEvent(kind, creator.uid, sessionId, t + 5))).body).toEqual({
        received: true,
        outcome: 'stale',
      });
    }
    expect(await identityCheck(creator.uid)).toEqual(before);
  });

  it('should keep a decision over a "processing" of the same second', async () => {
    const { creator, sessionId } = await started('same-second');
    const t = nowSeconds();
    await postEvent(identityEvent('requires_input', creator.uid, sessionId, t));
    expect(
      (await postEvent(identityEvent('processing', creator.uid, sessionId, t))).body.outcome,
    ).toBe('stale');
    expect(await identityCheck(creator.uid)).toMatchObject({ status: 'failed' });
  });

  it("should not let an old session's failure undo a retry, but let it verify", async () => {
    const { creator, sessionId: first } = await started('sessions');
    await creator.call(callables.startIdentityCheck, {});
    const t = nowSeconds() + 2;
    expect(
      (await postEvent(identityEvent('requires_input', creator.uid, first, t))).body.outcome,
    ).toBe('other_session');
    expect(await identityCheck(creator.uid)).toMatchObject({ status: 'pending' });
    expect(
      (await postEvent(identityEvent('verified', creator.uid, first, t + 1))).body.outcome,
    ).toBe('applied');
    expect(await identityCheck(creator.uid)).toMatchObject({
      status: 'verified',
      session_id: first,
    });
  });

  it('should ignore events of unknown people and kinds', async () => {
    const unknown = identityEvent('verified', 'nobody-here', 'vs_x', nowSeconds());
    expect((await postEvent(unknown)).body.outcome).toBe('ignored');
    expect(await identityCheck('nobody-here')).toBeUndefined();
    const { creator, sessionId } = await started('canceled');
    const canceled = {
      ...identityEvent('processing', creator.uid, sessionId, nowSeconds() + 3),
      type: 'identity.verification_session.canceled',
    };
    expect((await postEvent(canceled)).body.outcome).toBe('ignored');
    expect(await identityCheck(creator.uid)).toMatchObject({ status: 'pending' });
  });
});

describe('the sandbox provider page', () => {
  it('should offer Verify (test) and Fail (test), and verify through the signed webhook', async () => {
    const { creator, link } = await started('sandbox-verify', 'Sandy Box');
    const page = await (await fetch(link.url)).text();
    expect(page).toContain(identityMessages.sandboxVerify);
    expect(page).toContain(identityMessages.sandboxFail);
    expect(page).toContain('value="Sandy Box"');
    const done = await fetch(link.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'verified', name: 'Sandra Q Box' }).toString(),
    });
    expect(done.status).toBe(200);
    const text = await done.text();
    expect(text).toContain(identityMessages.sandboxVerified);
    expect(text).toContain('/dashboard/payments');
    expect(await identityCheck(creator.uid)).toMatchObject({
      status: 'verified',
      verified_name: 'Sandra Q Box',
    });
  });

  it('should fail the check with the reason on Fail (test), and Retry opens a new session', async () => {
    const { creator, link, sessionId } = await started('sandbox-fail');
    await fetch(link.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'failed' }).toString(),
    });
    expect(await identityCheck(creator.uid)).toMatchObject({
      status: 'failed',
      reason: identityMessages.sandboxFailReason,
    });
    const retry = await creator.call(callables.startIdentityCheck, {});
    expect(new URL(retry.url).searchParams.get('session')).not.toBe(sessionId);
    expect(await identityCheck(creator.uid)).toMatchObject({ status: 'pending', reason: null });
  });

  it('should name an unknown session', async () => {
    const response = await fetch(`${functionUrl('identitySandbox')}?session=vs_unknown`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(identityMessages.sandboxUnknownSession);
  });
});

describe(callables.resendIdentityLink.name, () => {
  it.each([
    ['support', () => support],
    ['admin', () => adminUser],
  ])('should let %s send a creator a new link, by bell and e-mail, audited', async (_, staff) => {
    const { creator, sessionId } = await started('resend');
    expect(await staff().call(callables.resendIdentityLink, { userId: creator.uid })).toEqual({
      userId: creator.uid,
      sent: true,
    });
    const check = await identityCheck(creator.uid);
    expect(check).toMatchObject({ status: 'pending' });
    expect(check!.session_id).not.toBe(sessionId);
    const id = `identity_link_${check!.session_id as string}`;
    const notification = (await admin.db().doc(`notifications/${id}`).get()).data();
    expect(notification).toMatchObject({ user_id: creator.uid, kind: 'identity_link' });
    expect(notification!.body).toContain(`session=${check!.session_id as string}`);
    expect((await admin.db().doc(`mail/${id}`).get()).get('to')).toBe(creator.email);
    await expectAudit('resend_identity_link', creator.uid, staff().uid);
  });

  it('should send nothing to a verified creator', async () => {
    const { creator, sessionId } = await started('resend-verified');
    await postEvent(identityEvent('verified', creator.uid, sessionId, nowSeconds()));
    expect(await support.call(callables.resendIdentityLink, { userId: creator.uid })).toEqual({
      userId: creator.uid,
      sent: false,
    });
    expect(await identityCheck(creator.uid)).toMatchObject({
      status: 'verified',
      session_id: sessionId,
    });
  });

  it('should refuse creators, for themselves or another, and signed-out callers', async () => {
    const { creator, sessionId } = await started('resend-deny');
    const other = await newCreator('resend-other');
    for (const userId of [creator.uid, other.uid]) {
      expect(await creator.callError(callables.resendIdentityLink, { userId })).toMatchObject({
        code: 'permission-denied',
      });
    }
    expect(
      await anonymousClient().callError(callables.resendIdentityLink, { userId: creator.uid }),
    ).toMatchObject({ code: 'unauthenticated' });
    expect(await identityCheck(creator.uid)).toMatchObject({ session_id: sessionId });
    expect(await identityCheck(other.uid)).toBeUndefined();
  });

  it('should name an unknown user and refuse staff accounts', async () => {
    expect(
      await support.callError(callables.resendIdentityLink, { userId: 'no-such-user' }),
    ).toMatchObject({
      code: 'not-found',
    });
    expect(
      await support.callError(callables.resendIdentityLink, { userId: adminUser.uid }),
    ).toMatchObject({
      code: 'failed-precondition',
      message: identityMessages.identityUserNotCreator,
    });
  });
});
