// Sign-up's wizard as a person goes through it.
import type { Page } from '@playwright/test';
import { messages } from '../../domain/src/messages';

/** Step 4: accepts the Terms of Service and the Privacy Policy and confirms being 18 or older. */
export async function acceptTerms(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: messages.termsLabel }).check();
  await page.getByRole('checkbox', { name: messages.adultLabel }).check();
}
