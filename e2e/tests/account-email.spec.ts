// Accounts and e-mail on the production build and the full stack, reading the e-mails
// from the local inbox (MailDev's REST API) as a person reads them: "Forgot password?" from the
// sign-in page to signing in with the new password; sign-up → verification e-mail → verified
// (the banner goes); support resending a verification e-mail from the Users screen.
import { expect, test } from '../testing/test';
import { messages } from '../../domain/src/messages';
import { staffMessages } from '../../domain/src/staff-messages';
import { adminApp } from '../testing/admin';
import { callAs, loadCallables, signIn, SIGNUP_CONSENT } from '../testing/callables';
import { acceptTerms } from '../testing/signup';
import { emailsTo, waitForEmail } from '../testing/inbox';
import { runJob } from '../testing/jobs';
import { appUrl, DEMO_PASSWORD, DEMO_SUPPORT } from '../testing/stack';

const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const RESET_SUBJECT = 'Reset your Groundtruth password';
const VERIFY_SUBJECT = 'Verify your e-mail for Groundtruth';

/** A new creator account, made through createAccount as the sign-up wizard makes it. */
async function newCreator(email: string, password: string) {
  const callables = await loadCallables();
  return callAs(null, callables.createAccount, {
    name: 'Ravi Reset',
    email,
    password,
    chosenPaths: ['voice'],
    ...SIGNUP_CONSENT,
  });
}

test('forgot password: from the sign-in page through the e-mailed link to signing in with the new password', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `reset-${stamp}@example.com`;
  await newCreator(email, 'old-password-1');

  await page.goto(`${appUrl}/auth/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(`${appUrl}/auth/forgot-password`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  // The address typed on the sign-in page comes along.
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.resetEmailSent })).toBeVisible();

  // An address without an account gets the very same answer, and no e-mail.
  const stranger = `nobody-${stamp}@example.com`;
  await page.getByLabel('Email').fill(stranger);
  await page.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.resetEmailSent })).toBeVisible();

  const mail = await waitForEmail(email, RESET_SUBJECT);
  expect(mail.link).toMatch(
    new RegExp(`^${appUrl}/auth/action\\?mode=resetPassword&oobCode=[\\w-]+$`),
  );
  expect(await emailsTo(stranger)).toEqual([]);

  await page.goto(mail.link!);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const field = page.getByLabel('New password');
  await field.fill('short');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText(messages.passwordTooShort)).toBeVisible();
  await field.fill('password123');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText(messages.passwordTooCommon)).toBeVisible();
  await field.fill(`new-password-${stamp}`);
  await page.getByRole('button', { name: 'Save new password' }).click();

  await expect(page).toHaveURL(`${appUrl}/auth/login`);
  await expect(page.getByText(messages.passwordChanged)).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password').fill(`new-password-${stamp}`);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${appUrl}/dashboard`);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(`${appUrl}/auth/login`);

  // The link is spent: a clear message and the way to a new one.
  await page.goto(mail.link!);
  await expect(page.getByText(messages.resetLinkInvalid)).toBeVisible();
  await page.getByRole('link', { name: 'Send a new reset link' }).click();
  await expect(page).toHaveURL(`${appUrl}/auth/forgot-password`);
});

test('sign-up sends a verification e-mail; following its link verifies the address and the banner goes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `verify-${stamp}@example.com`;
  await page.goto(`${appUrl}/auth/signup`);
  const next = page.getByRole('button', { name: 'Continue' });
  await page.getByRole('checkbox', { name: 'Record Voice' }).check();
  await next.click();
  await page.getByLabel('Full name').fill('Vera Verified');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('password123');
  await next.click();
  await expect(page.getByText(messages.passwordTooCommon)).toBeVisible();
  await page.getByLabel('Password').fill(`vera-secret-${stamp}`);
  await next.click();
  await next.click();
  await acceptTerms(page);
  await next.click();
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(`${appUrl}/dashboard`);

  const banner = page.getByRole('status', { name: 'E-mail verification' });
  await expect(banner).toContainText(messages.verifyEmailBanner(email));
  await waitForEmail(email, VERIFY_SUBJECT);
  // Lost it? The banner sends another.
  await banner.getByRole('button', { name: 'Resend e-mail' }).click();
  await expect(page.getByText(messages.verificationSent)).toBeVisible();
  const mail = await waitForEmail(email, VERIFY_SUBJECT, 2);
  expect(mail.link).toMatch(new RegExp(`^${appUrl}/auth/action\\?mode=verifyEmail&oobCode=`));

  await page.goto(mail.link!);
  await expect(page.getByText(messages.emailVerified)).toBeVisible();
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(`${appUrl}/dashboard`);
  await expect(page.getByRole('navigation', { name: 'Creator', exact: true })).toBeVisible();
  await expect(banner).toBeHidden();

  const { auth, db } = adminApp();
  const user = await auth.getUserByEmail(email);
  expect(user.emailVerified).toBe(true);
  // The Users screen's mirror follows (recordEmailVerified, called by the action page).
  await expect
    .poll(async () => (await db.doc(`users/${user.uid}`).get()).get('email_verified'), {
      timeout: 20_000,
    })
    .toBe(true);
});

test('support resends a verification e-mail from the Users screen, which shows who is verified', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `lost-${stamp}@example.com`;
  await newCreator(email, `lost-secret-${stamp}`);
  await signIn(page, DEMO_SUPPORT, DEMO_PASSWORD);
  await page.goto(`${appUrl}/dashboard/users`);
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  const card = page
    .getByRole('list', { name: 'Search results' })
    .getByRole('listitem', { name: 'Ravi Reset' });
  await expect(card.getByText('Email not verified')).toBeVisible();
  await card.getByRole('button', { name: 'Resend verification' }).click();
  await expect(page.getByText(staffMessages.verificationResent(email))).toBeVisible();
  // The Admin SDK sends no e-mail itself: the link travels in the outbox, as in production.
  await runJob('deliverMail');
  const mail = await waitForEmail(email, VERIFY_SUBJECT);
  expect(mail.link).toContain('mode=verifyEmail');
  // Once: the local relay, which stands in for Firebase's own e-mails, skips this code.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect((await emailsTo(email)).filter((m) => m.subject === VERIFY_SUBJECT)).toHaveLength(1);

  // The demo accounts are seeded verified.
  await page.getByRole('searchbox', { name: 'Search users' }).fill('maya@');
  await expect(
    page.getByRole('list', { name: 'Search results' }).getByText('Email verified'),
  ).toBeVisible();
});
