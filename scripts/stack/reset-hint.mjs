// What `npm run reset` deletes, said the same way wherever a message sends a person there.
import path from 'node:path';

/** One sentence naming `npm run reset`, the folder it deletes and what is in it. */
export function resetHint(dataDir) {
  const shown = path.relative(process.cwd(), dataDir) || dataDir;
  return (
    `\`npm run reset\` deletes ${shown}/ (the local Firestore, Storage and Auth data: the demo ` +
    `data and anything you created) and the next npm start seeds the demo data afresh.`
  );
}
