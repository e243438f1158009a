import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sharedSingletons } from '../../tooling/rspack-config.mjs';
import { providerFromConfig, readManifest, versionSkew } from '../src/version-skew.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The shell's mf-manifest.json as the build of commit a05690a wrote it (assets left out). */
const earlierShell = path.join(import.meta.dirname, 'fixtures/shell-mf-manifest.a05690a.json');

/** The earlier shell's manifest with React (and its entry points) on another version. */
function shellWithReact(version: string) {
  const shell = readManifest(earlierShell);
  return {
    ...shell,
    shared: shell.shared.map((share) =>
      /^react(-dom)?(\/|$)/.test(share.name)
        ? { ...share, version, requiredVersion: `^${version}` }
        : share,
    ),
  };
}

const creator = () => providerFromConfig('creator', sharedSingletons());

describe('versionSkew', () => {
  it("should pass a remote whose singletons lie in the shell's ranges, and the reverse", () => {
    expect(versionSkew(creator(), readManifest(earlierShell))).toEqual([]);
  });

  it('should name React when the shell provides another major version', () => {
    const problems = versionSkew(creator(), shellWithReact('18.3.1'));
    expect(problems).toContain(
      'react 19.3.1 of creator is outside the range shell provides (^18.3.1, shell has 18.3.1)',
    );
    expect(problems).toContain(
      'react 18.3.1 of shell is outside the range creator requires (^19.3.1)',
    );
    // Only the React packages disagree.
    expect(problems.every((problem) => /^react(-dom)?(\/\S+)? /.test(problem))).toBe(true);
  });

  it("should refuse a shell older than a remote's range even when the major is the same", () => {
    const problems = versionSkew(
      {
        name: 'creator',
        shared: [{ name: 'react', version: '19.4.0', requiredVersion: '^19.4.0' }],
      },
      shellWithReact('19.3.1'),
    );
    expect(problems).toEqual([
      'react 19.3.1 of shell is outside the range creator requires (^19.4.0)',
    ]);
  });

  it('should not compare shares without a range (the workspace packages)', () => {
    expect(
      versionSkew(
        {
          name: 'creator',
          shared: [{ name: '@groundtruth/ui-kit', version: '1.0.0', requiredVersion: false }],
        },
        {
          name: 'shell',
          shared: [{ name: '@groundtruth/ui-kit', version: '0.0.0', requiredVersion: null }],
        },
      ),
    ).toEqual([]);
  });
});

describe('a remote build against a shell manifest', () => {
  /** Runs the creator remote's production build checked against `shell` (written to a file). */
  function buildCreatorAgainst(shell: object) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-skew-'));
    const file = path.join(dir, 'mf-manifest.json');
    fs.writeFileSync(file, JSON.stringify(shell));
    try {
      return spawnSync(
        process.execPath,
        [
          path.join(root, 'node_modules/@rspack/cli/bin/rspack.js'),
          'build',
          '-c',
          'rspack.config.mjs',
        ],
        {
          cwd: path.join(root, 'creator-app'),
          encoding: 'utf8',
          env: { ...process.env, GROUNDTRUTH_SKEW_AGAINST: file },
        },
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  it('should fail before compiling, naming the package, when the shell has another React', () => {
    const build = buildCreatorAgainst(shellWithReact('18.3.1'));
    expect(build.status).not.toBe(0);
    const output = build.stdout + build.stderr;
    expect(output).toContain('Version skew: creator cannot ship');
    expect(output).toContain(
      'react 19.3.1 of creator is outside the range shell provides (^18.3.1',
    );
    expect(output).not.toContain('compiled successfully');
  });
});
