// The sample media are made once however many processes ask at once (the test files of a fresh
// clone do, in several workers), every one of them ends with the whole file, and a lock left by
// a process that died does not keep the file from being made.
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleMediaRecipes } from '../src/samples/sample-media.mjs';

const run = promisify(execFile);
const sampleMediaModule = path.join(import.meta.dirname, '../src/samples/sample-media.mjs');

let dir: string;
let calls: string;
let env: NodeJS.ProcessEnv;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-sample-media-'));
  // An ffmpeg that notes each call (its last argument is the file it writes), then runs Debian's.
  const bin = path.join(dir, 'bin');
  fs.mkdirSync(bin);
  calls = path.join(dir, 'ffmpeg-calls.txt');
  const ffmpeg = spawnSync('sh', ['-c', 'command -v ffmpeg'], { encoding: 'utf8' }).stdout.trim();
  fs.writeFileSync(
    path.join(bin, 'ffmpeg'),
    `#!/bin/sh\nfor last; do :; done\necho "$last" >> "${calls}"\nexec "${ffmpeg}" "$@"\n`,
    { mode: 0o755 },
  );
  env = { ...process.env, PATH: `${bin}:${process.env.PATH}` };
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** `makeSampleOnce(name, target)` in a process of its own. */
function makeInAnotherProcess(name: string, target: string) {
  const script = `import(${JSON.stringify(sampleMediaModule)}).then((m) => m.makeSampleOnce(${JSON.stringify(name)}, ${JSON.stringify(target)}))`;
  return run(process.execPath, ['--input-type=module', '-e', script], { env });
}

describe('the sample media', () => {
  it('should be made once when three processes ask at once, each ending with the whole file', async () => {
    // A folder of this test's own: the other test's file and ffmpeg call are not counted here.
    const out = fs.mkdtempSync(path.join(dir, 'png-'));
    const target = path.join(out, sampleMediaRecipes.png.file);
    await Promise.all([1, 2, 3].map(() => makeInAnotherProcess('png', target)));
    const made = fs
      .readFileSync(calls, 'utf8')
      .trim()
      .split('\n')
      .filter((written) => written.startsWith(out));
    expect(made).toHaveLength(1);
    // The PNG signature: a whole picture, where ffmpeg wrote it under a temporary name first.
    expect(fs.readFileSync(target).subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(fs.readdirSync(out)).toEqual([sampleMediaRecipes.png.file]);
  });

  it('should take over a lock whose process has died', async () => {
    const target = path.join(dir, sampleMediaRecipes.pdfAsMp4.file);
    const dead = spawnSync('true').pid;
    fs.writeFileSync(`${target}.lock`, String(dead));
    await makeInAnotherProcess('pdfAsMp4', target);
    expect(fs.readFileSync(target).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(fs.existsSync(`${target}.lock`)).toBe(false);
  });
});
