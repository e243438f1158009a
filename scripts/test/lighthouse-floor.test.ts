// The Lighthouse floor's pages (scripts/bench/lighthouse-floor.mjs): each builds, runs every
// library it names in Chromium, and a page that does not run is refused rather than measured.
import { describe, expect, it } from 'vitest';
import { FLOOR_PAGES, serveFloorPages } from '../bench/lighthouse-floor.mjs';

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
    const broken = { ...FLOOR_PAGES[1], ran: 'react-dom and more' };
    await expect(serveFloorPages({ floorPages: [broken] })).rejects.toThrow(
      /floor page "React DOM" did not run: its line reads "react-dom"/,
    );
  }, 120_000);
});
