import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { localEnvironment, productionProblems, readEnvironment } from '../environments.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A deployable environment: every field set, remotes on the allow-list. */
const good = {
  ...readEnvironment('production'),
  appConfig: {
    firebase: {
      apiKey: 'AIzaSy-example',
      authDomain: 'groundtruth-app.firebaseapp.com',
      projectId: 'groundtruth-app',
      storageBucket: 'groundtruth-app.firebasestorage.app',
      appId: '1:123:web:abc',
    },
  },
};

/** Runs the shell's production build with `environment` as GROUNDTRUTH_ENV=production. */
function buildShellWith(environment: object) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-env-'));
  const file = path.join(dir, 'production.json');
  fs.writeFileSync(file, JSON.stringify(environment));
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
        cwd: path.join(root, 'shell'),
        encoding: 'utf8',
        env: { ...process.env, GROUNDTRUTH_ENV: 'production', GROUNDTRUTH_ENV_FILE: file },
      },
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('a deployed environment', () => {
  it('should be deployable with every setting in place', () => {
    expect(productionProblems(good)).toEqual([]);
  });

  it('should refuse emulator hosts', () => {
    const withEmulators = {
      ...good,
      appConfig: { ...good.appConfig, ...localEnvironment().appConfig },
    };
    expect(productionProblems(withEmulators)).toContain(
      'app-config names emulators (production talks to Firebase itself)',
    );
  });

  it('should refuse an http remote, and a remote outside the allow-list', () => {
    const problems = productionProblems({
      ...good,
      remotes: {
        ...good.remotes,
        creator: 'http://groundtruth-app-creator.web.app/remoteEntry.js',
        staff: 'https://attacker.example/remoteEntry.js',
      },
    });
    expect(problems).toEqual([
      'remotes.creator: "http://groundtruth-app-creator.web.app/remoteEntry.js" is not https',
      'remotes.staff: "https://attacker.example" is not in remoteOrigins',
    ]);
  });

  it('should refuse an allow-list that is not https origins', () => {
    expect(productionProblems({ ...good, remoteOrigins: ['http://localhost:3001'] })).toContain(
      'remoteOrigins: "http://localhost:3001" is not an https origin',
    );
  });

  it('should refuse the placeholders of environments/production.json until they are set', () => {
    expect(productionProblems(readEnvironment('production'))).toEqual([
      'app-config: firebase.apiKey is not set (from the Firebase console)',
      'app-config: firebase.appId is not set (from the Firebase console)',
    ]);
  });
});

describe('a production build', () => {
  it('should fail, before compiling, when it names emulators or an http remote', () => {
    const build = buildShellWith({
      ...good,
      appConfig: localEnvironment().appConfig,
      remotes: localEnvironment().remotes,
    });
    expect(build.status).not.toBe(0);
    const output = build.stdout + build.stderr;
    expect(output).toContain('app-config names emulators');
    expect(output).toContain(
      'remotes.marketing: "http://localhost:3001/remoteEntry.js" is not https',
    );
  });
});
