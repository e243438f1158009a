// The Lighthouse floor's pages (bench/src/measure/lighthouse-floor.mjs): each builds, runs every
// library it names in Chromium (the federated one through the federation's share scope), and a
// page that does not run is refused rather than measured.
import { describe, expect, it } from 'vitest';
import { FLOOR_PAGES, serveFloorPages } from '../src/measure/lighthouse-floor.mjs';

describe('the Lighthouse floor pages', () => {
  it('build, serve and run what each names', async () => {
    const { pages, close } = await serveFloorPages();
    try {
      expect(pages.map((p) => p.name)).toEqual(FLOOR_PAGES.map((p) => p.name));
      for (const page of pages) {
        const response = await fetch(page.url);
        expect(response.status).toBe(200);
        // Served with the product's headers, so the floor runs under the same CSP as the apps.
        expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      }
    } finally {
      await close();
    }
  }, 120_000);

  it('refuses a page whose line does not read what it should', async () => {
    const broken = { ...FLOOR_PAGES[1]!, ran: 'react-dom and more' };
    await expect(serveFloorPages({ floorPages: [broken] })).rejects.toThrow(
      /floor page "React DOM" did not run: its line reads "react-dom"/,
    );
  }, 120_000);

  it('refuses a federated page whose libraries did not come through the federation', async () => {
    // The plain libraries page, held to the federated page's shares: it bundles its own copies.
    const plain = { ...FLOOR_PAGES.find((p) => p.federated)!, federated: false };
    await expect(serveFloorPages({ floorPages: [plain] })).rejects.toThrow(
      /floor page "libraries, federated" did not load react, react-dom, .* through the federation/,
    );
  }, 120_000);
});
