/**
 * The functions' predeploy check (firebase.json `functions.predeploy`, after the build), run as
 * `node functions/lib/deploy-check.js`: exits non-zero, which stops `firebase deploy`, when the
 * environment the deployed functions would get names no live payout provider (payouts
 * fail closed). firebase-tools sets RESOURCE_DIR (the functions folder) and GCLOUD_PROJECT.
 */
import path from 'node:path';
import { deployEnvironment, deployProblems } from './deploy-checks';

const dir = process.env.RESOURCE_DIR ?? path.resolve(path.dirname(process.argv[1] ?? '.'), '..');
const problems = deployProblems(deployEnvironment(dir, process.env.GCLOUD_PROJECT));
if (problems.length > 0) {
  for (const problem of problems) console.error(`Deploy check failed: ${problem}`);
  console.error(
    'Set GROUNDTRUTH_PAYOUT_PROVIDER in functions/.env.<project id> to a live provider (README, "Deploying").',
  );
  process.exitCode = 1;
} else {
  console.log('Deploy check passed: payouts have a live provider.');
}
