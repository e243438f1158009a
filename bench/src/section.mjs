// @ts-check
// What a section of the bench is: one module per section exports these, and the runner (cli.mjs)
// lists, picks and runs them.

/**
 * Figures one section measured that a later one of the same run reuses: the budgets section
 * takes the landing page's figure from the bundles section and the screens' from the screens
 * section instead of measuring them again.
 * @typedef {object} SharedFigures
 * @property {import('../../tooling/first-load.mjs').FirstLoad[]} [bundles]
 * @property {import('../../tooling/first-load-screens.mjs').ScreenFirstLoad[]} [screens]
 */

/**
 * @typedef {object} Section
 * @property {string} name  what `npm run bench -- <name>` calls it
 * @property {boolean} byDefault  whether a plain `npm run bench` runs it (long ones run only when named)
 * @property {string} description  one line for `npm run bench -- --list`
 * @property {(shared: SharedFigures) => Promise<void>} run  measures and prints its figures
 * @property {string[]} [alsoRuns]  sections that run too when this one is named
 */

export {};
