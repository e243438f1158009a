// The landing in the visitor's language: "/" answered in the browser's best match (Hosting's i18n
// rewrites, which the stack's static server does as well), each language's page hydrated in that
// language, and a choice made with the switcher kept over the browser's languages.
import { expect, newWatchedContext, test } from '../testing/test';
import { appUrl } from '../testing/stack';
import { moveThePointer } from '@groundtruth/dev-stack/chromium';

test('a browser asking for Brazilian Portuguese gets the landing in Portuguese, and a choice of English is kept', async ({
  browser,
}) => {
  const context = await newWatchedContext(browser, { locale: 'pt-BR' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(appUrl);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ganhe dinheiro gravando o mundo real' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Como funciona' })).toBeVisible();
  // Named by full address, the site's (npm start's shell, in a local build).
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    /^http:\/\/localhost:\d+\/$/,
  );
  // The island hydrates the Portuguese page as it is (its words are a chunk of their own).
  await moveThePointer(page);
  await expect(page.locator('html')).toHaveAttribute('data-landing', 'live');
  await expect(page.getByRole('button', { name: 'Entrar na lista de espera' })).toHaveCount(2);
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);

  // The switcher is plain links, reached from the keyboard; English is remembered for "/".
  const languages = page.getByRole('navigation', { name: 'Idioma' });
  await expect(languages.getByRole('link', { name: 'Português (Brasil)' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await languages.getByRole('link', { name: 'English' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Get paid to record the real world' }),
  ).toBeVisible();
  await page.goto(appUrl);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Get paid to record the real world' }),
  ).toBeVisible();
  await context.close();
});

test('each language has its legal pages, and its landing links to them', async ({ page }) => {
  await page.goto(`${appUrl}/de/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('link', { name: 'Datenschutzerklärung' }).click();
  await expect(page).toHaveURL(`${appUrl}/de/privacy`);
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Sprache' })
    .getByRole('link', { name: 'Français' })
    .click();
  await expect(page).toHaveURL(`${appUrl}/fr/privacy`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }),
  ).toBeVisible();
});
