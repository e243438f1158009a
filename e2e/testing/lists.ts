// Paged lists ("Load more"), newest first: the journeys before one add tasks, so a seeded item
// may sit on a later page. A person would press Load more until it shows; so do the journeys.
import { expect, type Locator, type Page } from '@playwright/test';

/** Presses the list's "Load more" until `item` is shown (at most 50 pages), and returns it. */
export async function loadUntilShown(page: Page, item: Locator): Promise<Locator> {
  const more = page.getByRole('button', { name: 'Load more' });
  const rows = page.getByRole('main').getByRole('listitem');
  for (let pages = 1; pages < 50; pages += 1) {
    await expect(item.or(more).first()).toBeVisible();
    if (await item.first().isVisible()) break;
    const shown = await rows.count();
    // Load more goes once the last page is in, and a page asked for earlier may still be on its
    // way (a new task at the top also adds a row): a click that finds no button looks again.
    const clicked = await more.click({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (!clicked) continue;
    await expect.poll(() => rows.count()).toBeGreaterThan(shown);
  }
  await expect(item.first()).toBeVisible();
  return item;
}
