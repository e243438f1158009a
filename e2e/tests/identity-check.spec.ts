// Identity verified through the provider, on the production build and the full stack at a phone's
// width: a new creator opens Payments → Tax and identity, starts the check, lands on the stack's
// sandbox provider page (another origin, as the provider's is), answers Fail (test) and reads the
// provider's reason with Retry, retries and answers Verify (test), and comes back verified under
// the legal name the provider verified. A webhook call signed with any other secret changes
// nothing. Axe-clean at 390 px.
import { identityMessages as words } from '../../domain/src/identity-messages';
import { adminApp } from '../testing/admin';
import { axeViolations, noSidewaysScroll } from '../testing/axe';
import { signIn } from '../testing/callables';
import { appUrl, STACK } from '../testing/stack';
import { expect, test } from '../testing/test';
import { signatureHeader } from '../../functions/src/identity/signature';

test('a creator fails the sandbox identity check, retries, and is verified', async ({
  page,
  creator,
}) => {
  // The sandbox page and the webhook are HTTP functions the stack does not warm: the first call
  // of each starts a worker.
  test.setTimeout(240_000);
  const coldStart = { timeout: 90_000 };
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, creator.email, creator.password);
  await page.goto(`${appUrl}/dashboard/payments?tab=tax`);
  const section = page.getByRole('region', { name: words.identityTitle });
  await expect(section.getByText(words.identityStatusUnverified)).toBeVisible({ timeout: 20_000 });
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);

  // Fail (test): the provider's reason, and Retry.
  await section.getByRole('button', { name: words.identityStart }).click();
  await expect(page.getByRole('heading', { name: words.sandboxTitle })).toBeVisible(coldStart);
  expect(new URL(page.url()).port).toBe(String(STACK.ports.functions));
  await page.getByRole('button', { name: words.sandboxFail }).click();
  await expect(page.getByText(words.sandboxFailed)).toBeVisible(coldStart);
  await page.getByRole('link', { name: words.sandboxBack }).click();
  await expect(section.getByText(words.identityFailedReason(words.sandboxFailReason))).toBeVisible({
    timeout: 20_000,
  });
  expect(await axeViolations(page)).toEqual([]);

  // Retry, then Verify (test) under the legal name.
  await section.getByRole('button', { name: words.identityRetry }).click();
  await page.getByLabel(words.sandboxNameLabel).fill('Ines Q Legalname');
  await page.getByRole('button', { name: words.sandboxVerify }).click();
  await expect(page.getByText(words.sandboxVerified)).toBeVisible(coldStart);
  await page.getByRole('link', { name: words.sandboxBack }).click();
  await expect(section.getByText(words.identityVerifiedAs('Ines Q Legalname'))).toBeVisible({
    timeout: 20_000,
  });
  await expect(section.getByRole('button')).toHaveCount(0);
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);

  // A forged event (another secret) is refused and changes nothing.
  const check = adminApp().db.doc(`identity_checks/${creator.uid}`);
  const before = (await check.get()).data();
  const body = JSON.stringify({
    id: `evt_forged_${creator.uid}`,
    type: 'identity.verification_session.requires_input',
    created: Math.floor(Date.now() / 1000) + 60,
    data: {
      object: {
        id: before?.session_id as string,
        metadata: { user_id: creator.uid },
        last_error: { code: 'forged', reason: 'forged' },
      },
    },
  });
  const response = await fetch(
    `http://127.0.0.1:${STACK.ports.functions}/${STACK.projectId}/us-central1/identityWebhook`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signatureHeader('whsec_forged', body, Math.floor(Date.now() / 1000)),
      },
      body,
    },
  );
  expect(response.status).toBe(400);
  expect((await check.get()).data()).toEqual(before);
});
