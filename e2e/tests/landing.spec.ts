import type { Page } from '@playwright/test';
import { expect, test } from '../testing/test';
import { adminApp } from '../testing/admin';
import { freshCreator } from '../testing/callables';
import { appUrl } from '../testing/stack';
import { REACT_MARKER } from '../../tooling/first-load.mjs';
import { moveThePointer } from '@groundtruth/dev-stack/chromium';

const sections = [
  'How it works',
  "Who it's for",
  'Task categories',
  'Fair pay, clearly stated',
  'Ethical by design',
  'Join the waitlist',
];

/** What the browser leaves when the pointer exits through the top edge of the window. */
async function leaveThroughTop(page: Page) {
  await page.evaluate(() =>
    document.dispatchEvent(
      new MouseEvent('mouseout', { bubbles: true, clientX: 400, clientY: -1, relatedTarget: null }),
    ),
  );
}

test('the landing page shows every section and loads no Firestore, Storage or Functions code', async ({
  page,
}) => {
  const scripts: string[] = [];
  const scriptUrls: string[] = [];
  page.on('response', async (response) => {
    if ((response.headers()['content-type'] ?? '').includes('javascript')) {
      scriptUrls.push(response.url());
      scripts.push(await response.text());
    }
  });
  await page.goto(appUrl, { waitUntil: 'networkidle' });
  // The prerendered page is the whole first load: the island waits for the visitor's first move.
  expect(scriptUrls.filter((url) => url.endsWith('/island.js'))).toEqual([]);
  // Nor does a pointer that has not moved, which a browser may report as the page loads.
  await page.mouse.move(0, 0);
  await expect(page.locator('script[src$="/island.js"]')).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Get paid to record the real world' }),
  ).toBeVisible();
  for (const name of sections)
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  for (const category of ['Teaching', 'Daily Life', 'Trades', 'Knowledge', 'Art', 'Motion']) {
    await expect(
      page.getByRole('heading', { level: 3, name: category, exact: true }),
    ).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
    'href',
    '/auth/signup',
  );
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    '/terms',
  );

  const everything = scripts.join('\n');
  expect(everything).not.toContain('firestore.googleapis.com');
  expect(everything).not.toContain('firebasestorage.googleapis.com');
  expect(everything).not.toContain('cloudfunctions.net');

  // Pressed before the island is live: the press is held and done once it is.
  await expect(page.locator('html[data-landing="live"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Join the waitlist' }).first().click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeInViewport();
  expect(scriptUrls.filter((url) => url.endsWith('/island.js'))).toHaveLength(1);
});

/** Opens the landing and waits for the live page to replace the prerendered HTML. */
async function openLanding(page: Page) {
  await page.goto(appUrl, { waitUntil: 'networkidle' });
  // The visitor's first move loads the island; the page says when it is live.
  await moveThePointer(page);
  await expect(page.locator('html[data-landing="live"]')).toHaveCount(1);
}

test('the waitlist refuses an invalid address, then stores a valid one', async ({ page }) => {
  const email = `wait-${Date.now()}@example.com`;
  await openLanding(page);
  const form = page.getByRole('form', { name: 'Join the waitlist' });
  await form.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
  await form.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();

  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(
    form.getByText("Successfully signed up! We'll notify you when tasks are available."),
  ).toBeVisible();

  const { db } = adminApp();
  const stored = await db.collection('waitlist').where('email', '==', email).get();
  expect(stored.docs.map((d) => d.get('source'))).toEqual(['waitlist']);
});

test('an address typed and sent before the island is live is kept, sent once it is, and stored', async ({
  page,
}) => {
  const email = `early-${Date.now()}@example.com`;
  // The island's script is held until the visitor has typed and pressed.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/island.js', async (route) => {
    await held;
    await route.continue();
  });
  // Not 'networkidle': the first sign of activity (a pointer or scroll event, which the browser
  // may send while the page loads) requests the island, and a held request never lets the
  // network go idle. The prerendered form is in the HTML.
  await page.goto(appUrl, { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: 'Join the waitlist' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.locator('html[data-landing="live"]')).toHaveCount(0);
  release();

  await expect(
    form.getByText("Successfully signed up! We'll notify you when tasks are available."),
  ).toBeVisible();
  // The hydrated form owns the typed value: the success clears it.
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  const { db } = adminApp();
  const stored = await db.collection('waitlist').where('email', '==', email).get();
  expect(stored.docs.map((d) => d.get('source'))).toEqual(['waitlist']);
});

test('the exit-intent offer appears once per visit and stores its e-mail', async ({ page }) => {
  const email = `exit-${Date.now()}@example.com`;
  await openLanding(page);
  await leaveThroughTop(page);
  const dialog = page.getByRole('dialog', { name: 'Wait! Get a $50 bonus' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Claim my bonus' }).click();
  await expect(
    dialog.getByText('Welcome! Check your email for your $50 bonus task!'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await leaveThroughTop(page);
  await page.reload({ waitUntil: 'networkidle' });
  await leaveThroughTop(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const { db } = adminApp();
  const stored = await db.collection('waitlist').where('email', '==', email).get();
  expect(stored.docs.map((d) => d.get('source'))).toEqual(['exit_intent']);
});

test('following a link from the landing hands the page over to the app, with one React', async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if ((response.headers()['content-type'] ?? '').includes('javascript'))
      scripts.push(response.text());
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openLanding(page);
  // The island alone: no router, no federation runtime, no remote entry until the visitor heads
  // elsewhere.
  expect((await Promise.all(scripts)).join('\n')).not.toContain('__FEDERATION__');

  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${appUrl}/auth/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  await page.goBack();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Get paid to record the real world' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(`${appUrl}/auth/signup`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your paths' })).toBeVisible();

  await page.waitForLoadState('networkidle');
  const reactCopies = (await Promise.all(scripts)).filter((text) =>
    text.includes(REACT_MARKER),
  ).length;
  expect(reactCopies).toBe(1);
  expect(errors).toEqual([]);
});

test('from the landing, a creator signs in and reaches a remote screen on the same React', async ({
  page,
}) => {
  const creator = await freshCreator('landing');
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if ((response.headers()['content-type'] ?? '').includes('javascript'))
      scripts.push(response.text());
  });
  await openLanding(page);
  await page.getByRole('link', { name: 'Sign In' }).click();
  // The landing (with its waitlist's own Email field) stays until the app has taken over.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(creator.email);
  await page.getByLabel('Password').fill(creator.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${appUrl}/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Creator Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const texts = await Promise.all(scripts);
  expect(texts.filter((text) => text.includes(REACT_MARKER))).toHaveLength(1);
});

test('a footer link from the landing opens a page of the marketing remote', async ({ page }) => {
  await openLanding(page);
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(`${appUrl}/privacy`);
  await expect(page.getByRole('heading', { level: 1, name: /privacy/i })).toBeVisible();
});
