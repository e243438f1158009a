// Shipping the creator remote on its own (npm run release), in a scratch release folder seeded
// with the current builds: release it twice, promote the second, roll back; after each step the
// shell serves the expected version and every other app's files are byte-for-byte what they were.
// The first release is built against the shell manifest of an earlier commit (a fixture), and a
// creator then signs in through the shell with that release live.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, REBUILDS, test } from '../testing/test';
import { signIn, freshCreator } from '../testing/callables';
import { repoRoot } from '../testing/product';
import { STACK } from '../testing/stack';
import { serveRelease } from '@groundtruth/dev-stack/serve-static';
import { releaseLocalBuilds } from '@groundtruth/release/commands';
import { promotedVersions, readLog } from '@groundtruth/release/folder';
import { appConfigFor } from '@groundtruth/dev-stack/config';

// Two builds of the creator remote.
test.describe.configure({ timeout: 180_000 });

const earlierShellManifest = path.join(
  repoRoot,
  'release/test/fixtures/shell-mf-manifest.a05690a.json',
);
let dir: string;

test.beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-release-'));
});

test.afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** `npm run release -- …` against the scratch release folder, in the local environment. */
function release(args: string[], env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/release.mjs'), ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, GROUNDTRUTH_ENV: 'local', GROUNDTRUTH_RELEASE_DIR: dir, ...env },
  });
  expect(run.status, `npm run release -- ${args.join(' ')}\n${run.stdout}\n${run.stderr}`).toBe(0);
  return run.stdout;
}

/** Every file under `folders` (relative to the repository or the release folder) with its SHA-256. */
function fingerprint(folders: string[]) {
  const files: Record<string, string> = {};
  for (const folder of folders)
    for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true }))
      if (entry.isFile()) {
        const file = path.join(entry.parentPath, entry.name);
        files[file] = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
      }
  return files;
}

/** The other apps' released versions and builds: what releasing the creator must not touch. */
const othersFolders = () => [
  path.join(dir, 'shell'),
  path.join(dir, 'marketing'),
  path.join(dir, 'staff'),
  path.join(dir, 'customer'),
  path.join(repoRoot, 'shell/dist'),
  path.join(repoRoot, 'marketing-site/dist'),
  path.join(repoRoot, 'staff-app/dist'),
  path.join(repoRoot, 'customer-app/dist'),
];

/** Serves the scratch release folder as promoted and returns the creator entry the shell names. */
async function servedCreator() {
  const product = await serveRelease({ dir, versions: promotedVersions(dir, 'local') });
  try {
    const remotes = await (await fetch(`${product.shell.url}/remotes.json`)).json();
    const entry = await fetch(remotes.creator);
    expect(entry.status).toBe(200);
    const version = new URL(remotes.creator).pathname.split('/')[1];
    // The entry served is that version's file, as released.
    expect(Buffer.from(await entry.arrayBuffer())).toEqual(
      fs.readFileSync(path.join(dir, 'creator', version!, 'remoteEntry.js')),
    );
    return version;
  } finally {
    await product.close();
  }
}

test(
  'the creator remote is released twice, promoted and rolled back alone',
  { tag: REBUILDS },
  async ({ page }) => {
    // What is live before: the current build of every app, released and promoted.
    const live = releaseLocalBuilds(dir);
    const others = fingerprint(othersFolders());
    const firstCreator = fingerprint([path.join(dir, 'creator', live.creator)]);
    expect(await servedCreator()).toBe(live.creator);

    // Released against the shell of an earlier commit: its ranges still admit this build.
    const first = release(['creator', '--version', 'r1'], {
      GROUNDTRUTH_SKEW_AGAINST: earlierShellManifest,
    });
    expect(first).toContain('Released creator r1 for local into');
    // Released is not live: the shell still serves what was promoted.
    expect(await servedCreator()).toBe(live.creator);
    expect(fingerprint(othersFolders())).toEqual(others);

    expect(release(['promote', 'creator', 'r1'])).toContain(
      `Promoted creator r1 in local (was ${live.creator})`,
    );
    expect(await servedCreator()).toBe('r1');
    const r1 = fingerprint([path.join(dir, 'creator', 'r1')]);

    // The second release is checked against the shell promoted here.
    expect(release(['creator', '--version', 'r2'])).toContain('Released creator r2');
    expect(await servedCreator()).toBe('r1');
    expect(fingerprint(othersFolders())).toEqual(others);

    expect(release(['promote', 'creator', 'r2'])).toContain(
      'Promoted creator r2 in local (was r1)',
    );
    expect(await servedCreator()).toBe('r2');
    expect(fingerprint(othersFolders())).toEqual(others);

    expect(release(['rollback', 'creator'])).toContain('Rolled creator back in local: r2 → r1');
    expect(await servedCreator()).toBe('r1');

    // Nothing but the creator's own folder and the environment's pointers changed; earlier
    // versions stay as they were, for the tabs still on them.
    expect(fingerprint(othersFolders())).toEqual(others);
    expect(fingerprint([path.join(dir, 'creator', live.creator)])).toEqual(firstCreator);
    expect(fingerprint([path.join(dir, 'creator', 'r1')])).toEqual(r1);
    expect(
      readLog(dir, 'local')
        .filter((entry) => entry.app === 'creator')
        .map((entry) => `${entry.action} ${entry.version}`),
    ).toEqual([
      `release ${live.creator}`,
      `promote ${live.creator}`,
      'release r1',
      'promote r1',
      'release r2',
      'promote r2',
      'rollback r1',
    ]);

    // The local servers keep a rollback until a newer build: then they release and promote it.
    expect(releaseLocalBuilds(dir).creator).toBe('r1');
    const manifest = path.join(repoRoot, 'creator-app/dist/mf-manifest.json');
    const built = fs.statSync(manifest);
    fs.utimesSync(manifest, built.atime, new Date());
    let rebuilt: string;
    try {
      rebuilt = releaseLocalBuilds(dir).creator;
    } finally {
      // The build is the machine's: the other journeys' product must not see it as newer.
      fs.utimesSync(manifest, built.atime, built.mtime);
    }
    expect(rebuilt).not.toBe('r1');
    expect(readLog(dir, 'local').at(-1)).toMatchObject({
      action: 'promote',
      app: 'creator',
      version: rebuilt,
      from: 'r1',
    });
    expect(release(['rollback', 'creator'])).toContain(
      `Rolled creator back in local: ${rebuilt} → r1`,
    );
    expect(releaseLocalBuilds(dir).creator).toBe('r1');

    // A journey through the release built against the earlier shell's manifest.
    const product = await serveRelease({
      dir,
      versions: promotedVersions(dir, 'local'),
      overrides: { '/app-config.json': appConfigFor(STACK) },
    });
    try {
      const entries: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/remoteEntry.js'))
          entries.push(new URL(request.url()).pathname);
      });
      const creator = await freshCreator('release-creator');
      await signIn(page, creator.email, creator.password, product.shell.url);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Creator Dashboard' }),
      ).toBeVisible();
      expect(entries).toContain('/r1/remoteEntry.js');
    } finally {
      await product.close();
    }
  },
);

test(
  'a release of the creator against a shell on another React is refused, naming React',
  { tag: REBUILDS },
  () => {
    const manifest = JSON.parse(fs.readFileSync(earlierShellManifest, 'utf8'));
    for (const share of manifest.shared)
      if (/^react(-dom)?(\/|$)/.test(share.name))
        Object.assign(share, { version: '18.3.1', requiredVersion: '^18.3.1' });
    const file = path.join(dir, 'shell-on-react-18.json');
    fs.writeFileSync(file, JSON.stringify(manifest));
    const run = spawnSync(
      process.execPath,
      [path.join(repoRoot, 'scripts/release.mjs'), 'creator', '--version', 'r3'],
      {
        cwd: repoRoot,
        encoding: 'utf8',
        env: {
          ...process.env,
          GROUNDTRUTH_RELEASE_DIR: dir,
          GROUNDTRUTH_SKEW_AGAINST: file,
        },
      },
    );
    expect(run.status).not.toBe(0);
    expect(run.stdout + run.stderr).toContain(
      'react 19.3.1 of creator is outside the range shell provides',
    );
    expect(run.stderr).toContain('The build of creator failed: nothing was released');
    expect(fs.existsSync(path.join(dir, 'creator', 'r3'))).toBe(false);
  },
);
