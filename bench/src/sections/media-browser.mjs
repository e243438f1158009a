// @ts-check
import { benchMediaBrowser } from '../measure/media-browser.mjs';

export const name = 'media-browser';
export const byDefault = true;
export const description = "The Submit screen's device check on 1 GB files in Chromium";

export async function run() {
  console.log("\n## Media check in the browser (the Submit screen's device check in Chromium)");
  const r = await benchMediaBrowser();
  console.log(
    `The same 1 GB files; median of ${r.runs} fresh pages, each file chosen in an <input type="file"> and read by Blob.slice ranges. The first inspection of a page (a small sample: loading mediainfo.js and compiling its WebAssembly) took ${r.coldMs.toFixed(0)} ms (median); the 1 GB files come after it.`,
  );
  console.table(r.rows);
}
