// @ts-check
// `npm run bench`: figures from production builds and the local stack (`npm run build` first).
// Each section measures one concern and prints medians or totals with how they were taken.
//   npm run bench                    the sections that run by default
//   npm run bench -- <name> [<name>] the sections named (the long ones run only so)
//   npm run bench -- --list          every section, whether it runs by default, what it measures
import { pickSections, sectionList, sectionNames } from './sections.mjs';

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--list')) {
    console.log(sectionList());
    return;
  }
  const unknown = args.filter((name) => !sectionNames.includes(name));
  if (unknown.length > 0) {
    console.error(`No bench section named ${unknown.join(', ')}. The sections:\n${sectionList()}`);
    process.exitCode = 2;
    return;
  }
  const chosen = pickSections(args);
  console.log('# Groundtruth benchmarks\n');
  /** @type {import('./section.mjs').SharedFigures} */
  const shared = {};
  for (const section of chosen) await section.run(shared);
}

await main();
