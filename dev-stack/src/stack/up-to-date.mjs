// Whether a build output is newer than every file it is built from: a restart of `npm start`
// skips the emulator and functions builds when nothing they are made of has changed.
import fs from 'node:fs';
import path from 'node:path';

/** Build outputs, dependencies and data: never what a build is made of. */
const skipped = new Set([
  'node_modules',
  'dist',
  'dist-prerender',
  'lib',
  'storybook-static',
  'test-results',
  '.data',
  '.tmp',
]);

/** Newest modification time (ms) of the files under `dir`, skipping build outputs and deps. */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

/** True when `output` exists and is newer than every file under `inputs` (files or folders). */
export function upToDate(output, inputs) {
  if (!fs.existsSync(output)) return false;
  const built = fs.statSync(output).mtimeMs;
  return inputs.every((input) => {
    const stat = fs.statSync(input);
    return (stat.isDirectory() ? newestMtime(input) : stat.mtimeMs) < built;
  });
}
