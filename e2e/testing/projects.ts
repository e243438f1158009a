// The journeys that some Playwright projects take by file (playwright.config.ts); testing/test.ts
// reads them for the locks between workers.

/** The journeys that start stacks of their own: `npm start` on the default ports. */
export const NPM_START = /npm-start.*\.spec\.ts$/;
/**
 * The journey that rebuilds the creator app (`@rebuilds`). It waits for every served build to
 * be let go, so it runs in npm start's worker, after those journeys: in a worker of the shared
 * stack's journeys it would hold that worker idle until `npm start`'s journeys end.
 */
export const REBUILD = /release-creator\.spec\.ts$/;
