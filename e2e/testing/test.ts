// The `test` of every journey: Playwright's, plus a guard that fails the test on any
// Content-Security-Policy violation of its pages — the `securitypolicyviolation` event and
// Chrome's own console error ("Refused to …") alike — so a policy too strict for the product, or
// a change that needs a looser one, is caught in both modes (production build and `npm start`).
// Journeys import `test` and `expect` from here, never from '@playwright/test' (lint-enforced).
import fs from 'node:fs';
import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';
import path from 'node:path';
import { freshCreator } from './callables';
import { devServersReady, devUrl } from './dev-servers';
import { enterLane } from './lanes';
import { NPM_START } from './projects';

const CSP_MESSAGE =
  /Content[- ]Security[- ]Policy|securitypolicyviolation|Refused to (load|execute|apply|connect|evaluate|frame|create|compile|send)/i;

/** Violations of the running test, in every context it watches. */
let violations: string[] = [];

/** Watches every page of `context` for CSP violations, reported to the running test. */
export async function watchCsp(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        console.error(
          `securitypolicyviolation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}` +
            ` (${event.sourceFile || 'document'}:${event.lineNumber})`,
        ),
      true,
    );
  });
  context.on('console', (message) => {
    if (CSP_MESSAGE.test(message.text()))
      violations.push(`${message.page()?.url()}: ${message.text()}`);
  });
  context.on('weberror', (error) => {
    if (CSP_MESSAGE.test(error.error().message)) violations.push(error.error().message);
  });
}

/** A new browser context whose CSP violations fail the running test, like the default one's. */
export async function newWatchedContext(
  browser: Browser,
  ...options: Parameters<Browser['newContext']>
): Promise<BrowserContext> {
  const context = await browser.newContext(...options);
  await watchCsp(context);
  return context;
}

/**
 * What the test's pages showed when it failed — the URL and text of each page, its console errors
 * and the requests it failed or never finished — printed with the failure, so a journey that fails
 * only on a CI machine can be understood from the log alone.
 */
async function reportPages(context: BrowserContext, pending: Set<string>, errors: string[]) {
  for (const page of context.pages()) {
    const text = await page
      .locator('body')
      .innerText({ timeout: 2_000 })
      .catch((error: unknown) => `(no text: ${String(error)})`);
    console.log(`[failed test] page ${page.url()}\n${text.slice(0, 1_500)}`);
  }
  if (errors.length) console.log(`[failed test] console errors:\n${errors.join('\n')}`);
  if (pending.size) console.log(`[failed test] requests unfinished:\n${[...pending].join('\n')}`);
}

/** The size of the stack's log (testing/stack.ts) now: where a test's part of it begins. */
function stackLogSize(): number {
  const file = process.env.GT_E2E_STACK_LOG;
  try {
    return file ? fs.statSync(file).size : 0;
  } catch {
    return 0;
  }
}

// Lines of the stack's processes that say something went wrong: a callable's unexpected error
// (a 500 in the browser says no more), a function's logged error or warning, a crash.
const STACK_TROUBLE = /error|exception|warn|unhandled|crash|timed? ?out/i;

/** What the stack's processes printed of trouble since `from` (bytes), the last 60 lines. */
function reportStack(from: number) {
  const file = process.env.GT_E2E_STACK_LOG;
  if (!file) return;
  let text = '';
  try {
    const handle = fs.openSync(file, 'r');
    const size = fs.fstatSync(handle).size;
    const buffer = Buffer.alloc(Math.max(0, size - from));
    fs.readSync(handle, buffer, 0, buffer.length, from);
    fs.closeSync(handle);
    text = buffer.toString('utf8');
  } catch {
    return;
  }
  const trouble = text.split('\n').filter((line) => STACK_TROUBLE.test(line));
  if (trouble.length)
    console.log(
      `[failed test] the stack's processes meanwhile (all tests'):\n${trouble
        .slice(-60)
        .map((line) => line.slice(0, 1_000))
        .join('\n')}`,
    );
}

/** The tag of a journey that changes, or reads, what every other journey touches (testing/lanes.ts). */
export const PLATFORM_WIDE = '@platform-wide';
/** The tag of a journey that rebuilds an app's dist/ folder (testing/lanes.ts). */
export const REBUILDS = '@rebuilds';
/** The tag of a journey that serves the apps' dist/ folders itself (testing/lanes.ts). */
export const SERVES_BUILD = '@serves-build';

export const test = base.extend<
  {
    cspViolations: string[];
    failureReport: void;
    lanes: void;
    creator: Awaited<ReturnType<typeof freshCreator>>;
  },
  { devServer: string }
>({
  /**
   * The locks between the workers (testing/lanes.ts): the shared stack's, exclusive for a
   * @platform-wide journey (none for those that start stacks of their own); the build's, shared by
   * npm start's journeys, the budgets and those that @serves-build, exclusive for a journey
   * that @rebuilds.
   * Waiting is not the test's time.
   */
  lanes: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, testInfo) => {
      const holder = `${testInfo.testId}#${testInfo.retry}:${process.pid}`;
      const ownStack = NPM_START.test(testInfo.file);
      // The budgets measure the shared stack's build: they hold both lanes, shared.
      const servesBuild = ownStack || testInfo.project.name === 'budgets';
      const leave: (() => Promise<void>)[] = [];
      try {
        if (!ownStack) {
          const mode = testInfo.tags.includes(PLATFORM_WIDE) ? 'exclusive' : 'shared';
          leave.push(await enterLane('stack', mode, holder));
        }
        if (testInfo.tags.includes(REBUILDS))
          leave.push(await enterLane('build', 'exclusive', holder));
        else if (servesBuild || testInfo.tags.includes(SERVES_BUILD))
          leave.push(await enterLane('build', 'shared', holder));
        await provide();
      } finally {
        for (const release of leave.reverse()) await release();
      }
    },
    { auto: true, timeout: 20 * 60_000 },
  ],
  /** A brand-new creator of the test's own (createAccount), with an ID token for calls. */
  // Playwright reads the fixtures a fixture needs from this pattern: none, so it is empty.
  // eslint-disable-next-line no-empty-pattern
  creator: async ({}, provide, testInfo) => {
    await provide(await freshCreator(path.basename(testInfo.file, '.spec.ts')));
  },
  /**
   * The shell's URL on the dev servers of the shell and the three remotes (development mode),
   * which globalSetup starts once for the run: every development-mode journey, in any worker,
   * shares them. The first journey of a worker waits until they answer.
   */
  devServer: [
    // Playwright reads the fixtures a fixture needs from this pattern: none, so it is empty.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      await devServersReady();
      await provide(devUrl);
    },
    { scope: 'worker', timeout: 6 * 60_000 },
  ],
  failureReport: [
    async ({ context }, use, testInfo) => {
      const stackLogFrom = stackLogSize();
      const pending = new Set<string>();
      const errors: string[] = [];
      const key = (request: { method(): string; url(): string }) =>
        `${request.method()} ${request.url()}`;
      context.on('request', (request) => pending.add(key(request)));
      context.on('requestfinished', (request) => pending.delete(key(request)));
      context.on('requestfailed', (request) => {
        pending.delete(key(request));
        errors.push(`request failed: ${key(request)} (${request.failure()?.errorText ?? '?'})`);
      });
      context.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text().slice(0, 500));
      });
      context.on('weberror', (error) => errors.push(error.error().stack ?? String(error.error())));
      await use();
      if (testInfo.status !== testInfo.expectedStatus) {
        await reportPages(context, pending, errors);
        reportStack(stackLogFrom);
      }
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      violations = [];
      await watchCsp(context);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
