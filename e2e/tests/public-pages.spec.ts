import { expect, SERVES_BUILD, test } from '../testing/test';
import { restartRemote, startProduct, type Product } from '../testing/product';
import { moveThePointer } from '@groundtruth/dev-stack/chromium';

let product: Product;

// Each, not All: the product is served while the test holds the build's lane (testing/lanes.ts).
test.beforeEach(async () => {
  product = await startProduct();
});

test.afterEach(async () => {
  await product.close();
});

test(
  'the landing page renders from the marketing remote on its own origin',
  { tag: SERVES_BUILD },
  async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(product.marketing.url)) remoteRequests.push(request.url());
    });
    await page.goto(product.shell.url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    // The island loads on the visitor's first move.
    await moveThePointer(page);
    // The prerendered "/" is made interactive by the remote's island (island.js beside its entry);
    // the federated remote entry serves every other page of the remote.
    await expect
      .poll(() =>
        remoteRequests.some(
          (url) => /\/(island|remoteEntry)\.js$/.test(url) || url.includes('mf-manifest'),
        ),
      )
      .toBe(true);
  },
);

test('privacy and terms pages render', { tag: SERVES_BUILD }, async ({ page }) => {
  await page.goto(`${product.shell.url}/privacy`);
  await expect(page.getByRole('heading', { level: 1, name: /privacy/i })).toBeVisible();
  await page.goto(`${product.shell.url}/terms`);
  await expect(page.getByRole('heading', { level: 1, name: /terms/i })).toBeVisible();
});

test(
  'a missing path shows the not-found page with a link home',
  { tag: SERVES_BUILD },
  async ({ page }) => {
    await page.goto(`${product.shell.url}/no/such/page`);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(`${product.shell.url}/`);
  },
);

test(
  'with the marketing remote down, the shell shows an error panel and recovers on Retry',
  { tag: SERVES_BUILD },
  async ({ page }) => {
    const port = product.marketing.port;
    await product.marketing.close();
    let restarted = false;
    try {
      await page.goto(product.shell.url);
      // The prerendered page shows; the visitor's first move finds the island gone, and the app
      // takes over with its error panel.
      await moveThePointer(page);
      await expect(page.getByRole('alert')).toContainText("couldn't load");
      const retry = page.getByRole('button', { name: 'Retry' });
      await expect(retry).toBeVisible();

      // The rest of the shell keeps working: client-side navigation to a shell-owned page.
      await page.goto(`${product.shell.url}/missing`);
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();

      await page.goto(product.shell.url);
      await moveThePointer(page);
      await expect(retry).toBeVisible();
      product.marketing = await restartRemote('marketing', port);
      restarted = true;
      await retry.click();
      await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    } finally {
      if (!restarted) product.marketing = await restartRemote('marketing', port);
    }
  },
);
