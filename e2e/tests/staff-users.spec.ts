// User Management on the production build and the full stack, as the demo admin, on creators
// this journey makes itself (through the createAccount callable, as the sign-up wizard does):
// a role change that takes effect at the user's next page load (the search by name and e-mail
// prefix is User Management's screen test); suspend, which keeps the user from signing in with the reason, and activate again.
import type { Browser, Page } from '@playwright/test';
import { expect, newWatchedContext, test } from '../testing/test';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { createJiti } from 'jiti';
import type { CallableOutput, callables as Registry } from '../../domain/src/callable-registry';
import { messages } from '../../domain/src/messages';
import { staffMessages } from '../../domain/src/staff-messages';
import { adminApp } from '../testing/admin';
import { SIGNUP_CONSENT } from '../testing/callables';
import { appUrl, DEMO_ADMIN, DEMO_PASSWORD, STACK } from '../testing/stack';

const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const PASSWORD = 'users-journey-1';

const notifications = (page: Page) => page.getByRole('list', { name: 'Notifications' });
const errorToasts = (page: Page) => page.getByRole('list', { name: 'Error notifications' });

/** Submits the sign-in form; unless told it will be refused, waits for the dashboard. */
async function signIn(page: Page, email: string, password = DEMO_PASSWORD, refused = false) {
  await page.goto(`${appUrl}/auth/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  if (!refused) await expect(page).toHaveURL(`${appUrl}/dashboard`);
}

// The registry (every callable named once), loaded as the seed loads it: domain is TypeScript
// that imports JSON, which jiti runs as is.
const jiti = createJiti(import.meta.url);
const registry = () =>
  jiti.import<{ callables: typeof Registry }>(
    new URL('../../domain/src/callable-registry.ts', import.meta.url).href,
  );

/** A new creator account, made as the sign-up wizard makes it. */
async function newCreator(name: string, email: string) {
  const { callables } = await registry();
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId: STACK.projectId, appId: 'users-journey' },
    `users-journey-${email}`,
  );
  try {
    const functions = getFunctions(app);
    connectFunctionsEmulator(functions, '127.0.0.1', STACK.ports.functions);
    const { data } = await httpsCallable(
      functions,
      callables.createAccount.name,
    )({
      name,
      email,
      password: PASSWORD,
      chosenPaths: ['video'],
      ...SIGNUP_CONSENT,
    });
    return (data as CallableOutput<typeof Registry.createAccount>).uid;
  } finally {
    await deleteApp(app);
  }
}

/** A page of its own (own cookies and storage) signed in as `email`. */
async function pageOf(browser: Browser) {
  const context = await newWatchedContext(browser);
  return { page: await context.newPage(), close: () => context.close() };
}

async function searchUser(page: Page, text: string, name: string) {
  const search = page.getByRole('searchbox', { name: 'Search users' });
  await search.fill(text);
  const card = page.getByRole('list', { name: 'Search results' }).getByRole('listitem', { name });
  await expect(card).toBeVisible();
  return card;
}

test('admin makes a signed-in creator support: their next page load ends the old session, and they return on the staff side', async ({
  page,
  browser,
}) => {
  const name = `Rafferty Okoye ${stamp}`;
  const email = `rokoye-${stamp}@example.com`;
  const uid = await newCreator(name, email);

  // The creator is signed in, in their own browser, before the change.
  const creator = await pageOf(browser);
  await signIn(creator.page, email, PASSWORD);
  await expect(
    creator.page.getByRole('navigation', { name: 'Creator', exact: true }),
  ).toBeVisible();

  await signIn(page, DEMO_ADMIN);
  await page.goto(`${appUrl}/dashboard/users`);
  // The admin's own card offers nothing, and says why.
  const own = await searchUser(page, 'admin@groundtruth', 'Avery Admin');
  await expect(own.getByRole('button', { name: 'Change Role' })).toBeDisabled();
  await expect(own.getByText(staffMessages.cannotChangeOwnAccount)).toBeVisible();

  const card = await searchUser(page, email, name);
  await card.getByRole('button', { name: 'Change Role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Role' });
  await expect(dialog.getByLabel('Role')).toHaveValue('creator');
  await dialog.getByLabel('Role').selectOption('Support');
  await dialog.getByRole('button', { name: 'Update Role' }).click();
  await expect(notifications(page).getByText('User role updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Support')).toBeVisible();

  const { db, auth } = adminApp();
  expect((await db.doc(`users/${uid}`).get()).get('role')).toBe('support');
  expect((await db.doc(`user_roles/${uid}`).get()).get('role')).toBe('support');
  expect((await auth.getUser(uid)).customClaims).toMatchObject({ role: 'support' });

  // Their next page load refreshes the session, which the role change ended (setUserRole
  // revokes it): no page of the old role is shown; signed in again, they are on the staff side.
  await creator.page.reload();
  await expect(creator.page).toHaveURL(`${appUrl}/auth/login`);
  await signIn(creator.page, email, PASSWORD);
  await expect(creator.page).toHaveURL(`${appUrl}/dashboard`);
  await expect(creator.page.getByRole('navigation', { name: 'Staff', exact: true })).toBeVisible();
  await expect(
    creator.page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }),
  ).toBeVisible();
  await creator.close();
});

test('admin suspends a creator, who cannot sign in and is told why, then activates them', async ({
  page,
  browser,
}) => {
  const name = `Sunniva Dahl ${stamp}`;
  const email = `sdahl-${stamp}@example.com`;
  const uid = await newCreator(name, email);

  await signIn(page, DEMO_ADMIN);
  await page.goto(`${appUrl}/dashboard/users`);
  const card = await searchUser(page, email, name);
  await card.getByRole('button', { name: 'Suspend' }).click();
  await page
    .getByRole('dialog', { name: 'Suspend this user?' })
    .getByRole('button', { name: 'Suspend' })
    .click();
  await expect(notifications(page).getByText('User suspended')).toBeVisible();
  await expect(card.getByText('Suspended')).toBeVisible();
  const { db, auth } = adminApp();
  expect((await db.doc(`users/${uid}`).get()).get('status')).toBe('suspended');
  expect((await auth.getUser(uid)).disabled).toBe(true);

  const suspended = await pageOf(browser);
  await signIn(suspended.page, email, PASSWORD, true);
  await expect(errorToasts(suspended.page).getByText(messages.accountSuspended)).toBeVisible();
  await expect(suspended.page).toHaveURL(`${appUrl}/auth/login`);

  await card.getByRole('button', { name: 'Activate' }).click();
  await expect(notifications(page).getByText('User active')).toBeVisible();
  await expect(card.getByText('Active')).toBeVisible();
  expect((await db.doc(`users/${uid}`).get()).get('status')).toBe('active');
  expect((await auth.getUser(uid)).disabled).toBe(false);

  await signIn(suspended.page, email, PASSWORD);
  await expect(suspended.page).toHaveURL(`${appUrl}/dashboard`);
  await expect(
    suspended.page.getByRole('navigation', { name: 'Creator', exact: true }),
  ).toBeVisible();
  await suspended.close();
});
