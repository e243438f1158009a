import axe from 'axe-core';

/**
 * axe-core violations inside `context`, as `id: help (selectors)` strings so a failing
 * `expect(...).toEqual([])` says what is wrong and where.
 */
export async function axeViolations(context: Element = document.body): Promise<string[]> {
  const results = await axe.run(context, {
    rules: {
      // jsdom does not compute styles (no layout, no cascade of custom properties), so contrast
      // cannot be measured here; the theme's contrast is asserted in theme.test.ts and the
      // Storybook a11y addon checks it in a real browser.
      'color-contrast': { enabled: false },
      // Stories render one component, not a page, so "all content in landmarks" does not apply.
      region: { enabled: false },
    },
    resultTypes: ['violations'],
  });
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}
