// @ts-check
import { liveChunk } from '../measure/live-chunk.mjs';
import { kb } from '../print.mjs';

export const name = 'live';
export const byDefault = true;
export const description =
  "The live updates' chunk (the full Firestore SDK) in the production build";

export async function run() {
  console.log("\n## Live updates' SDK chunk (production build: the full Firestore SDK, gzip)");
  console.log(
    'Not in any first load: fetched from the shell once a dashboard has been open 15 s (the bell',
  );
  console.log("and the review queue's listeners); firebase-web/src/live.ts.");
  console.table(
    ['shell', 'staff-app'].map((app) => {
      const chunk = liveChunk(app);
      return {
        app,
        file: chunk.file,
        minified: kb(chunk.minifiedBytes),
        gzip: kb(chunk.gzipBytes),
      };
    }),
  );
}
