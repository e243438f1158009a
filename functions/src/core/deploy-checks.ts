/**
 * What the predeploy check (deploy-check.ts) verifies, as plain functions the tests call.
 * The functions' environment in production is what `firebase deploy` uploads with them:
 * functions/.env, overridden by functions/.env.<project id>. The shell's variables at deploy time
 * never reach a deployed function, so they are not consulted, and neither is the emulator's
 * FUNCTIONS_EMULATOR.
 */
import fs from 'node:fs';
import path from 'node:path';
import { payoutProviderVerdict } from '../payouts/provider-config';

export type Env = Record<string, string | undefined>;

/** KEY=VALUE lines of a dotenv file: comments and blank lines skipped, quotes removed. */
export function parseDotenv(text: string): Env {
  const env: Env = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_]\w*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match?.[1]) continue;
    const raw = match[2] ?? '';
    const quoted = /^(['"])(.*)\1$/.exec(raw);
    env[match[1]] = quoted ? (quoted[2] ?? '') : raw.replace(/\s+#.*$/, '');
  }
  return env;
}

/** The environment a deploy of the functions in `dir` to `project` gives them. */
export function deployEnvironment(dir: string, project: string | undefined): Env {
  const read = (name: string): Env => {
    const file = path.join(dir, name);
    return fs.existsSync(file) ? parseDotenv(fs.readFileSync(file, 'utf8')) : {};
  };
  const env: Env = { ...read('.env'), ...(project ? read(`.env.${project}`) : {}) };
  delete env.FUNCTIONS_EMULATOR;
  return env;
}

/** Every reason a deploy with `env` must stop; empty when it may go on. */
export function deployProblems(env: Env): string[] {
  const verdict = payoutProviderVerdict(env);
  return verdict.ok ? [] : [verdict.problem];
}
