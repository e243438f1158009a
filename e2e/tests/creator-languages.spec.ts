// The creator app in the creator's language, on the production build and the full stack: Maya
// picks Spanish in Settings and every sidebar item, heading and button turns Spanish at once,
// without a reload, with <html lang="es">, and stays so after one; in German (the longest words)
// no creator screen scrolls sideways on a 390 px phone.
import type { Page } from '@playwright/test';
import { expect, test } from '../testing/test';
import { noSidewaysScroll } from '../testing/axe';
import { adminApp } from '../testing/admin';
import { freshCreator, signIn } from '../testing/callables';
import { appUrl } from '../testing/stack';

test.describe.configure({ timeout: 120_000 });

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Creator', exact: true });

test('Settings → Language: Spanish switches every screen at once, without a reload', async ({
  page,
}) => {
  const creator = await freshCreator('spanish');
  await signIn(page, creator.email, creator.password);
  await page.goto(`${appUrl}/dashboard/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // Gone if the page reloads.
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));

  await page.getByLabel('Language').selectOption('Spanish');
  await page.getByRole('button', { name: 'Save settings' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(sidebar(page).getByRole('link')).toHaveText([
    'Resumen',
    'Tareas disponibles',
    'Mis entregas',
    'Cualificaciones',
    'Pagos',
    'Mensajes',
    'Ajustes',
  ]);
  await expect(sidebar(page).getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Preferencias' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar ajustes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Descargar mis datos' })).toBeVisible();
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);

  await sidebar(page).getByRole('link', { name: 'Tareas disponibles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tareas disponibles' })).toBeVisible();
  await expect(page.getByLabel('Buscar por título')).toBeVisible();

  const { db } = adminApp();
  const profile = (await db.doc(`creator_profiles/${creator.uid}`).get()).data();
  expect(profile?.locales?.language).toBe('es');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Tareas disponibles' })).toBeVisible();
});

test('German at 390 px: no creator screen scrolls sideways', async ({ page }) => {
  const creator = await freshCreator('german');
  const { db } = adminApp();
  await db.doc(`creator_profiles/${creator.uid}`).update({ 'locales.language': 'de' });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, creator.email, creator.password);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  const screens: [string, string][] = [
    ['/dashboard', 'Creator-Dashboard'],
    ['/dashboard/tasks', 'Verfügbare Aufgaben'],
    ['/dashboard/submissions', 'Meine Einreichungen'],
    ['/dashboard/qualifications', 'Qualifikationen'],
    ['/dashboard/payments', 'Zahlungen und Einnahmen'],
    ['/dashboard/payments?tab=methods', 'Zahlungen und Einnahmen'],
    ['/dashboard/payments?tab=history', 'Zahlungen und Einnahmen'],
    ['/dashboard/messages', 'Nachrichten'],
    ['/dashboard/settings', 'Einstellungen'],
    ['/dashboard/submit', 'Arbeit einreichen'],
  ];
  for (const [path, title] of screens) {
    await page.goto(`${appUrl}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await noSidewaysScroll(page);
  }
  // The sidebar's menu, open, in German.
  await page.getByRole('button', { name: 'Menü' }).click();
  await expect(sidebar(page).getByRole('link', { name: 'Meine Einreichungen' })).toBeVisible();
  await noSidewaysScroll(page);
});
