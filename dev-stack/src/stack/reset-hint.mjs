// What `npm run reset` deletes, said the same way wherever a message sends a person there.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const defaultDataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../.data');

/** One sentence naming the reset command for `dataDir`, the folder it deletes and what is in it. */
export function resetHint(dataDir) {
  const shown = path.relative(process.cwd(), dataDir) || dataDir;
  const command =
    path.resolve(dataDir) === defaultDataDir ? 'npm run reset' : `npm run reset -- ${dataDir}`;
  return (
    `\`${command}\` deletes ${shown}/ (the local Firestore, Storage and Auth data: the demo ` +
    `data and anything you created) and the next npm start seeds the demo data afresh.`
  );
}
