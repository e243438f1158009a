// `npm run seed:scale -- --factor N [--seed S] [--now ISO]`: fills the running `npm start`
// stack's emulators (firebase.json's ports, .firebaserc's project) with the scale data set
// (dev-stack/src/scale/generate.mjs). Factor 100 is the first year: 10,000 creators, 5,000
// tasks, 50,000 submissions, 20,000 payouts, 200,000 audit entries, 100,000 notifications.
// Sign in as heavy@scale.groundtruth.local (a tenth of all submissions) or
// scale-admin@scale.groundtruth.local, password groundtruth-demo.
import { defaultStackOptions } from '../stack/config.mjs';
import { SCALE_ACCOUNTS } from '../scale/generate.mjs';
import { SCALE_PASSWORD, writeScale } from '../scale/write.mjs';

const args = process.argv.slice(2);
const flag = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const factor = Number(flag('--factor') ?? 1);
const seed = Number(flag('--seed') ?? 25);
const now = flag('--now') ? new Date(String(flag('--now'))) : new Date();

const { projectId, ports } = defaultStackOptions();
const hosts = { firestore: `127.0.0.1:${ports.firestore}`, auth: `127.0.0.1:${ports.auth}` };
try {
  const r = await writeScale({ projectId, hosts, factor, seed, now, log: console.log });
  console.log(
    `Seeded factor ${factor} (seed ${seed}, now ${r.now}): ${r.documents.toLocaleString('en-US')} documents in ${(r.ms / 1000).toFixed(1)} s.`,
  );
  console.log(
    `Sign in (password ${SCALE_PASSWORD}): ${SCALE_ACCOUNTS.heavy.email} (${r.heavyCreatorSubmissions} submissions), ${SCALE_ACCOUNTS.admin.email}.`,
  );
  process.exit(0);
} catch (error) {
  console.error(
    `seed:scale failed: ${error instanceof Error ? error.message : error}\nIs \`npm start\` running?`,
  );
  process.exit(1);
}
