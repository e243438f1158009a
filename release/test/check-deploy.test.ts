import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deployProblems } from '../src/check-deploy.mjs';
import { localEnvironment, readEnvironment } from '../../tooling/environments.mjs';

const production = readEnvironment('production');
const dirs: string[] = [];

/** A shell dist/ holding these runtime files and one script. */
function dist(files: Record<string, unknown>, script = 'void 0;\n') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-deploy-'));
  dirs.push(dir);
  for (const [name, value] of Object.entries(files))
    fs.writeFileSync(path.join(dir, name), JSON.stringify(value));
  fs.writeFileSync(path.join(dir, 'main.0a1b2c3d.js'), script);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the predeploy check', () => {
  const deployable = {
    firebase: { ...production.appConfig.firebase, apiKey: 'AIzaSy-example', appId: '1:1:web:1' },
  };

  it('should let a production build through', () => {
    const dir = dist({ 'app-config.json': deployable, 'remotes.json': production.remotes });
    expect(deployProblems('shell', 'production', dir)).toEqual([]);
  });

  it('should refuse a local build: emulators and http remotes', () => {
    const local = localEnvironment();
    const dir = dist({ 'app-config.json': local.appConfig, 'remotes.json': local.remotes });
    const problems = deployProblems('shell', 'production', dir);
    expect(problems).toContain(
      `${dir}: app-config names emulators (production talks to Firebase itself)`,
    );
    expect(problems).toContain(
      `${dir}: remotes.staff: "http://localhost:3003/remoteEntry.js" is not https`,
    );
    expect(problems).toContain(
      `${dir}: remotes.customer: "http://localhost:3004/remoteEntry.js" is not https`,
    );
  });

  it('should refuse a shell whose remotes.json leaves the customer remote out', () => {
    const { customer: _customer, ...withoutCustomer } = production.remotes;
    const dir = dist({ 'app-config.json': deployable, 'remotes.json': withoutCustomer });
    expect(deployProblems('shell', 'production', dir)).toEqual([
      `${dir}: remotes.customer: "" is not a URL`,
    ]);
  });

  it('should refuse a script that names its source map', () => {
    const dir = dist(
      { 'app-config.json': deployable, 'remotes.json': production.remotes },
      'void 0;\n//# sourceMappingURL=main.0a1b2c3d.js.map\n',
    );
    expect(deployProblems('shell', 'production', dir)).toEqual([
      `${dir}/main.0a1b2c3d.js: names its source map (build with GROUNDTRUTH_ENV=production)`,
    ]);
  });
});

describe('the predeploy check of a staged remote', () => {
  it('should refuse a kept version built for the local environment, naming its folder', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-deploy-'));
    dirs.push(dir);
    const deployable = {
      firebase: { ...production.appConfig.firebase, apiKey: 'AIzaSy-example', appId: '1:1:web:1' },
    };
    for (const [version, appConfig] of [
      ['a1', deployable],
      ['b2', localEnvironment().appConfig],
    ] as const) {
      fs.mkdirSync(path.join(dir, version));
      fs.writeFileSync(path.join(dir, version, 'app-config.json'), JSON.stringify(appConfig));
      fs.writeFileSync(path.join(dir, version, 'remoteEntry.js'), 'void 0;\n');
    }
    expect(deployProblems('creator', 'production', dir)).toEqual([
      `${path.join(dir, 'b2')}: app-config names emulators (production talks to Firebase itself)`,
    ]);
  });
});
