/** axe-core on a rendered screen, for the apps' screen tests (ui-kit's stories have their own). */
import axe from 'axe-core';

/**
 * axe's violations on the page as ui-kit's story tests check them: jsdom measures no contrast,
 * and a screen rendered alone sits in no landmark of the shell's layout.
 */
export async function axeViolations(): Promise<string[]> {
  // jsdom has no canvas; axe treats a missing context as "cannot tell".
  HTMLCanvasElement.prototype.getContext = (() =>
    null) as typeof HTMLCanvasElement.prototype.getContext;
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    resultTypes: ['violations'],
  });
  return results.violations.map((v) => `${v.id}: ${v.help}`);
}
