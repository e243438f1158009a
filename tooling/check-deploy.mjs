// Firebase's predeploy hook of each hosting target (firebase.json): refuses to upload a build
// that carries local settings — emulator hosts, remotes that are not https origins of the
// environment's allow-list — or a script naming its source map. `GROUNDTRUTH_ENV` names the environment (default
// production), as for the build.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { productionProblems, readEnvironment } from './environments.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const directories = {
  shell: 'shell/dist',
  marketing: 'marketing-site/dist',
  creator: 'creator-app/dist',
  staff: 'staff-app/dist',
};

/** Every reason the build of `target` must not be deployed to `environmentName`. */
export function deployProblems(target, environmentName = 'production', dir = directories[target]) {
  const dist = path.resolve(root, dir);
  const read = (file) => {
    const at = path.join(dist, file);
    return fs.existsSync(at) ? JSON.parse(fs.readFileSync(at, 'utf8')) : undefined;
  };
  const environment = readEnvironment(environmentName);
  const appConfig = read('app-config.json');
  const problems =
    target === 'shell' || appConfig
      ? productionProblems({
          ...environment,
          appConfig: appConfig ?? {},
          remotes: target === 'shell' ? (read('remotes.json') ?? {}) : environment.remotes,
        }).map((problem) => `${dir}: ${problem}`)
      : [];
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
