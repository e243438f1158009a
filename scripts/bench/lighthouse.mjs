// Lighthouse (the npm package) on the production landing page in its default mobile emulation
// (Moto G-class device, simulated slow 4G), with Debian's chromium.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { serveProduct } from '../serve-static.mjs';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';

/** Scores (0–100) of the four categories and the LCP in milliseconds, median of `runs`. */
export async function benchLighthouse({ root = process.cwd(), runs = 3 } = {}) {
  const product = await serveProduct({ root });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(`${product.shell.url}/`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      results.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        failing: Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 0.9 &&
              a.scoreDisplayMode !== 'informative' &&
              a.scoreDisplayMode !== 'notApplicable',
          )
          .map((a) => a.id),
      });
    }
    const median = (key) =>
      results.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
    return {
      runs,
      performance: median('performance'),
      accessibility: median('accessibility'),
      bestPractices: median('bestPractices'),
      seo: median('seo'),
      lcpMs: median('lcpMs'),
      failingAudits: [...new Set(results.flatMap((r) => r.failing))],
    };
  } finally {
    await chrome.kill();
    await product.close();
  }
}
