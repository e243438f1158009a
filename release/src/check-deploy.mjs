// Firebase's predeploy hook of each hosting target (firebase.json): refuses to upload a build
// that carries local settings — emulator hosts, remotes that are not https origins of the
// environment's allow-list — or a script naming its source map. `GROUNDTRUTH_ENV` names the environment (default
// production), as for the build.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { productionProblems, readEnvironment } from '../../tooling/environments.mjs';
import { releaseFolder } from './folder.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// What `npm run release -- stage <target>` assembled (firebase.json's `public`): the shell's
// promoted version, or every kept version of a remote, each in its own folder.
const directories = Object.fromEntries(
  ['shell', 'marketing', 'creator', 'staff', 'customer'].map((target) => [
    target,
    path.relative(root, path.join(releaseFolder(), '.hosting', target)),
  ]),
);

/** Every reason the build of `target` must not be deployed to `environmentName`. */
export function deployProblems(target, environmentName = 'production', dir = directories[target]) {
  const dist = path.resolve(root, dir);
  const read = (file) => {
    const at = path.join(dist, file);
    return fs.existsSync(at) ? JSON.parse(fs.readFileSync(at, 'utf8')) : undefined;
  };
  // GROUNDTRUTH_ENV_FILE: another file for the environment, as for the build.
  const environment = readEnvironment(
    environmentName,
    process.env.GROUNDTRUTH_ENV_FILE || undefined,
  );
  const problems = [];
  if (target === 'shell')
    problems.push(
      ...productionProblems({
        ...environment,
        appConfig: read('app-config.json') ?? {},
        remotes: read('remotes.json') ?? {},
      }).map((problem) => `${dir}: ${problem}`),
    );
  // A remote's standalone runtime config: at its root, or in each staged version's folder.
  else
    for (const folder of ['.', ...fs.readdirSync(dist)]) {
      const appConfig = read(path.join(folder, 'app-config.json'));
      if (appConfig)
        problems.push(
          ...productionProblems({ ...environment, appConfig }).map(
            (problem) => `${path.join(dir, folder)}: ${problem}`,
          ),
        );
    }
  // Hosting's ignore leaves them out; a map named in a script would still tell the world.
  for (const file of fs.readdirSync(dist, { recursive: true }))
    if (
      String(file).endsWith('.js') &&
      /\/\/# sourceMappingURL=/.test(fs.readFileSync(path.join(dist, String(file)), 'utf8'))
    )
      problems.push(
        `${dir}/${file}: names its source map (build with GROUNDTRUTH_ENV=${environmentName})`,
      );
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = process.argv[2];
  if (!(target in directories)) {
    console.error(`check-deploy: unknown hosting target "${target}"`);
    process.exit(2);
  }
  const problems = deployProblems(target, process.env.GROUNDTRUTH_ENV ?? 'production');
  if (problems.length > 0) {
    console.error(`Refusing to deploy ${target}:\n  - ${problems.join('\n  - ')}`);
    process.exit(1);
  }
}
