// The verifier's command line: asking for help is not a usage error, and a usage error still
// exits 2 so a script can tell it from a dataset that does not verify (1).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const verifier = path.resolve(import.meta.dirname, '../verify-dataset.mjs');

/** Runs the verifier with `args`; its exit code and both streams. */
function run(...args: string[]) {
  const result = spawnSync(process.execPath, [verifier, ...args], { encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('verify-dataset command line', () => {
  it.each(['--help', '-h'])('should print the usage on stdout and exit 0 for %s', (flag) => {
    const { code, stdout, stderr } = run(flag);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: verify-dataset <dir> \[--public-key FILE\]/);
    expect(stderr).toBe('');
  });

  it('should exit 2 with the usage on stderr when no folder is given', () => {
    const { code, stdout, stderr } = run();
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('Which folder?');
    expect(stderr).toContain('Usage: verify-dataset');
  });

  it('should exit 2 for an unknown option', () => {
    const { code, stderr } = run('--verbose');
    expect(code).toBe(2);
    expect(stderr).toContain('Unknown option --verbose');
  });

  it('should exit 2 for a folder that does not exist', () => {
    const missing = path.join(os.tmpdir(), `verify-dataset-missing-${process.pid}-${Date.now()}`);
    expect(fs.existsSync(missing)).toBe(false);
    const { code, stderr } = run(missing);
    expect(code).toBe(2);
    expect(stderr).toContain('No such folder');
  });
});
