// The local inbox (MailDev, started by the stack): the journeys read the e-mails a person would
// get through its REST API (GET /email), as a person reads them in its web inbox.
import { expect } from '@playwright/test';
import { mailUrl } from './stack';

/** One e-mail as MailDev's REST API lists it (the fields the journeys read). */
export interface Email {
  id: string;
  subject: string;
  text: string;
  to: { address: string }[];
  date: string;
}

/** Every e-mail sent to `to` so far, oldest first. */
export async function emailsTo(to: string): Promise<Email[]> {
  const response = await fetch(`${mailUrl}/email`);
  expect(response.ok, 'MailDev answers GET /email').toBe(true);
  const all = (await response.json()) as Email[];
  return all
    .filter((mail) => mail.to.some((r) => r.address.toLowerCase() === to.toLowerCase()))
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

/**
 * Waits for the `count`-th e-mail titled `subject` to reach `to` (the first unless told), and
 * returns it with the product link in it (the /auth/action page of Auth's e-mails).
 */
export async function waitForEmail(to: string, subject: string, count = 1) {
  let found: Email[] = [];
  await expect
    .poll(
      async () => {
        found = (await emailsTo(to)).filter((mail) => mail.subject === subject);
        return found.length;
      },
      { timeout: 15_000, message: `e-mail "${subject}" to ${to}` },
    )
    .toBeGreaterThanOrEqual(count);
  const mail = found[count - 1]!;
  const link = /https?:\/\/\S+\/auth\/action\?\S+/.exec(mail.text)?.[0];
  return { ...mail, link };
}
