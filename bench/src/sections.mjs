// @ts-check
// Every section of the bench, in the order a run prints them. The budgets section comes after the
// bundles and screens sections, whose figures it reuses.
import * as backend from './sections/backend.mjs';
import * as budgets from './sections/budgets.mjs';
import * as bundles from './sections/bundles.mjs';
import * as contention from './sections/contention.mjs';
import * as cost from './sections/cost.mjs';
import * as datasetExport from './sections/export.mjs';
import * as firestore from './sections/firestore.mjs';
import * as lighthouse from './sections/lighthouse.mjs';
import * as lighthouseFloor from './sections/lighthouse-floor.mjs';
import * as listen from './sections/listen.mjs';
import * as live from './sections/live.mjs';
import * as media from './sections/media.mjs';
import * as mediaBrowser from './sections/media-browser.mjs';
import * as queries from './sections/queries.mjs';
import * as returnVisit from './sections/return-visit.mjs';
import * as rules from './sections/rules.mjs';
import * as scale from './sections/scale.mjs';
import * as screens from './sections/screens.mjs';
import * as stack from './sections/stack.mjs';
import * as storage from './sections/storage.mjs';

/** @type {import('./section.mjs').Section[]} */
export const sections = [
  bundles,
  lighthouse,
  lighthouseFloor,
  rules,
  firestore,
  returnVisit,
  queries,
  listen,
  live,
  storage,
  backend,
  datasetExport,
  media,
  mediaBrowser,
  stack,
  screens,
  budgets,
  scale,
  cost,
  contention,
];

export const sectionNames = sections.map((section) => section.name);

/**
 * The sections `names` pick, in the bench's order: the default ones when none is named.
 * @param {string[]} names
 */
export function pickSections(names) {
  if (names.length === 0) return sections.filter((section) => section.byDefault);
  const named = sections.filter((section) => names.includes(section.name));
  const wanted = new Set(names.concat(named.flatMap((section) => section.alsoRuns ?? [])));
  return sections.filter((section) => wanted.has(section.name));
}

/** One line per section: its name, whether a plain run includes it, what it measures. */
export function sectionList() {
  const width = Math.max(...sections.map((section) => section.name.length));
  return sections
    .map(
      (section) =>
        `${section.name.padEnd(width)}  ${section.byDefault ? 'default  ' : 'on demand'}  ${section.description}`,
    )
    .join('\n');
}
