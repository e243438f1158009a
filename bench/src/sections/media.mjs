// @ts-check
import { benchMedia } from '../measure/media.mjs';

export const name = 'media';
export const byDefault = true;
export const description =
  "submitWork's media inspection in Node, from disk and from the Storage emulator (with media-browser)";
export const alsoRuns = ['media-browser'];

export async function run() {
  console.log("\n## Media inspection in the function (submitWork's inspect-file.ts in Node)");
  const r = await benchMedia();
  console.log(
    `Median of ${r.runs} fresh processes per file, read from the local disk and from the Storage emulator by ranged GETs; "first file, cold" includes compiling MediaInfoLib's WebAssembly.`,
  );
  console.table(r.rows);
}
