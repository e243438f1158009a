// Temporary folders the suites write (signing keys, a downloaded export, a copy to tamper with)
// are removed when the suite's file ends (setup-temp-dirs.ts): a test run leaves no keys or
// datasets behind in the machine's temporary folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const made: string[] = [];

/** A new empty folder in the machine's temporary folder, named `prefix` and a random tail. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Removes every folder `tempDir` made in this file's run. */
export function removeTempDirs(): void {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}
