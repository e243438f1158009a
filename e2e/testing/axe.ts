// Accessibility checks of a page as it is: axe-core's rules (injected through the debugger, so
// no script tag and no CSP exception), and whether anything scrolls sideways on a phone.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

/** axe's violations on the page as it is, as "rule: help" lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    // What is arriving (a toast sliding in, its text still faint) is judged once it has arrived:
    // axe measures contrast as painted at that instant. Endless ones (a spinner) never end.
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const { axe } = window as unknown as {
      axe: { run(ctx: Document): Promise<{ violations: { id: string; help: string }[] }> };
    };
    const results = await axe.run(document);
    return results.violations.map((v) => `${v.id}: ${v.help}`);
  });
}

/** Nothing on the page is wider than the window. */
export async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

/** No violations at desktop width, none at 390 px, and nothing scrolls sideways on the phone. */
export async function checkAccessibleAndNarrow(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });
}
