// The release folder's pointers (release/src/): promote, roll back and stage on a scratch
// folder of hand-made releases. Building and releasing real builds is the journey
// e2e/tests/release-creator.spec.ts.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { promote, rollback, stage } from '../src/commands.mjs';
import {
  appNamed,
  promotedVersions,
  readLog,
  readRemotesJson,
  versionedEntry,
} from '../src/folder.mjs';

let dir: string;

/** A released version as `npm run release` leaves it: its files and release.json. */
function released(app: string, version: string, environment = 'production', react?: string) {
  const at = path.join(dir, app, version);
  fs.mkdirSync(at, { recursive: true });
  if (react)
    fs.writeFileSync(
      path.join(at, 'mf-manifest.json'),
      JSON.stringify({
        name: app,
        shared: [{ name: 'react', version: react, requiredVersion: `^${react}` }],
      }),
    );
  fs.writeFileSync(path.join(at, app === 'shell' ? 'app.html' : 'remoteEntry.js'), version);
  fs.writeFileSync(
    path.join(at, 'release.json'),
    JSON.stringify({ app, version, environment, contentHash: version, commit: null }),
  );
  const log = path.join(dir, 'environments', environment, 'log.jsonl');
  fs.mkdirSync(path.dirname(log), { recursive: true });
  fs.appendFileSync(log, `${JSON.stringify({ action: 'release', app, version })}\n`);
}

const production = { environmentName: 'production' };

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-release-unit-'));
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('versionedEntry', () => {
  it("should put the version in front of the entry's file name", () => {
    expect(versionedEntry('https://c.example/remoteEntry.js', 'a1')).toBe(
      'https://c.example/a1/remoteEntry.js',
    );
    expect(versionedEntry('https://x.example/creator/remoteEntry.js', 'a1')).toBe(
      'https://x.example/creator/a1/remoteEntry.js',
    );
  });
});

describe('promote and rollback', () => {
  it("should point the environment's remotes.json at the promoted version, and back", () => {
    released('creator', 'c1');
    released('creator', 'c2');
    expect(promote({ app: 'creator', version: 'c1', dir, ...production })).toEqual({
      version: 'c1',
      from: null,
    });
    expect(promote({ app: 'creator', version: 'c2', dir, ...production }).from).toBe('c1');
    expect(readRemotesJson(dir, 'production')).toEqual({
      marketing: 'https://groundtruth-app-marketing.web.app/remoteEntry.js',
      creator: 'https://groundtruth-app-creator.web.app/c2/remoteEntry.js',
      staff: 'https://groundtruth-app-staff.web.app/remoteEntry.js',
      customer: 'https://groundtruth-app-customer.web.app/remoteEntry.js',
    });

    expect(rollback({ app: 'creator', dir, ...production })).toEqual({ version: 'c1', from: 'c2' });
    expect(readRemotesJson(dir, 'production')?.creator).toBe(
      'https://groundtruth-app-creator.web.app/c1/remoteEntry.js',
    );
    expect(promotedVersions(dir, 'production')).toEqual({ creator: 'c1' });
    expect(readLog(dir, 'production').map((e) => `${e.action} ${e.version}`)).toEqual([
      'release c1',
      'release c2',
      'promote c1',
      'promote c2',
      'rollback c1',
    ]);
  });

  it('should refuse to roll back past the first promoted version', () => {
    released('creator', 'c1');
    promote({ app: 'creator', version: 'c1', dir, ...production });
    expect(() => rollback({ app: 'creator', dir, ...production })).toThrow(
      'creator has no earlier promoted version in production to roll back to',
    );
  });

  it('should refuse a version never released, or built for another environment', () => {
    released('creator', 'local1', 'local');
    expect(() => promote({ app: 'creator', version: 'nope', dir, ...production })).toThrow(
      'creator nope was never released',
    );
    expect(() => promote({ app: 'creator', version: 'local1', dir, ...production })).toThrow(
      'creator local1 was built for the local environment, not production',
    );
    expect(() => promote({ app: 'creator', version: '../x', dir, ...production })).toThrow(
      '"../x" is not a version',
    );
    expect(readRemotesJson(dir, 'production')).toBeNull();
  });

  it("should leave the other remotes' pointers alone", () => {
    released('staff', 's1');
    released('creator', 'c1');
    promote({ app: 'staff', version: 's1', dir, ...production });
    const before = readRemotesJson(dir, 'production')?.staff;
    promote({ app: 'creator', version: 'c1', dir, ...production });
    expect(readRemotesJson(dir, 'production')?.staff).toBe(before);
  });

  it('should promote and roll back the customer remote alone', () => {
    released('staff', 's1');
    promote({ app: 'staff', version: 's1', dir, ...production });
    released('customer', 'o1');
    released('customer', 'o2');
    promote({ app: 'customer', version: 'o1', dir, ...production });
    promote({ app: 'customer', version: 'o2', dir, ...production });
    expect(readRemotesJson(dir, 'production')).toEqual({
      marketing: 'https://groundtruth-app-marketing.web.app/remoteEntry.js',
      creator: 'https://groundtruth-app-creator.web.app/remoteEntry.js',
      staff: 'https://groundtruth-app-staff.web.app/s1/remoteEntry.js',
      customer: 'https://groundtruth-app-customer.web.app/o2/remoteEntry.js',
    });
    expect(rollback({ app: 'customer', dir, ...production })).toEqual({
      version: 'o1',
      from: 'o2',
    });
    expect(readRemotesJson(dir, 'production')?.customer).toBe(
      'https://groundtruth-app-customer.web.app/o1/remoteEntry.js',
    );
    expect(promotedVersions(dir, 'production')).toEqual({ staff: 's1', customer: 'o1' });
  });
});

describe('the skew check at promotion', () => {
  it('should refuse to make live a remote built for another React than the live shell', () => {
    released('shell', 'h1', 'production', '19.3.1');
    promote({ app: 'shell', version: 'h1', dir, ...production });
    released('creator', 'old', 'production', '18.3.1');
    released('creator', 'new', 'production', '19.3.1');
    expect(() => promote({ app: 'creator', version: 'old', dir, ...production })).toThrow(
      'react 18.3.1 of creator is outside the range shell provides (^19.3.1, shell has 19.3.1)',
    );
    promote({ app: 'creator', version: 'new', dir, ...production });
    expect(promotedVersions(dir, 'production')).toEqual({ shell: 'h1', creator: 'new' });
  });
});

describe('stage', () => {
  it("should upload every version of a remote kept for the environment, and no other environment's", () => {
    released('creator', 'c1');
    released('creator', 'c2');
    released('creator', 'mine', 'local');
    const { out, versions } = stage({ app: 'creator', dir, ...production });
    expect(versions).toEqual(['c1', 'c2']);
    expect(fs.readdirSync(out).sort()).toEqual(['c1', 'c2']);
    expect(fs.readdirSync(path.join(out, 'c2'))).toEqual(['remoteEntry.js']);
  });

  it("should upload the promoted shell with the environment's remotes.json", () => {
    released('shell', 'h1');
    released('shell', 'h2');
    promote({ app: 'shell', version: 'h1', dir, ...production });
    for (const remote of ['marketing', 'creator', 'staff', 'customer'])
      released(remote, `${remote}1`);
    promote({ app: 'creator', version: 'creator1', dir, ...production });
    expect(() => stage({ app: 'shell', dir, ...production })).toThrow(
      'Nothing of marketing, staff, customer is promoted in production',
    );
    promote({ app: 'marketing', version: 'marketing1', dir, ...production });
    promote({ app: 'staff', version: 'staff1', dir, ...production });
    promote({ app: 'customer', version: 'customer1', dir, ...production });
    const { out } = stage({ app: 'shell', dir, ...production });
    expect(fs.readFileSync(path.join(out, 'app.html'), 'utf8')).toBe('h1');
    expect(JSON.parse(fs.readFileSync(path.join(out, 'remotes.json'), 'utf8'))).toEqual(
      readRemotesJson(dir, 'production'),
    );
  });
});

describe('an app named by its package', () => {
  it('should be the app itself, and nothing else', () => {
    expect(appNamed('customer-app')).toBe('customer');
    expect(appNamed('customer')).toBe('customer');
    expect(appNamed('marketing-site')).toBe('marketing');
    expect(appNamed('shell')).toBe('shell');
    expect(appNamed('buyers-app')).toBeUndefined();
  });

  it('should promote and roll back customer-app alone through the command line', () => {
    released('customer', 'k1');
    released('customer', 'k2');
    released('creator', 'c1');
    const cli = (...args: string[]) =>
      execFileSync(process.execPath, [path.join(import.meta.dirname, '../src/cli.mjs'), ...args], {
        env: { ...process.env, GROUNDTRUTH_RELEASE_DIR: dir, GROUNDTRUTH_ENV: 'production' },
        encoding: 'utf8',
      });
    cli('promote', 'creator-app', 'c1');
    cli('promote', 'customer-app', 'k1');
    cli('promote', 'customer-app', 'k2');
    expect(promotedVersions(dir, 'production')).toMatchObject({ customer: 'k2', creator: 'c1' });
    expect(cli('rollback', 'customer-app')).toContain(
      'Rolled customer back in production: k2 → k1.',
    );
    expect(promotedVersions(dir, 'production')).toMatchObject({ customer: 'k1', creator: 'c1' });
  });
});
