// `npm run reset`: wipes local data (Firestore, Storage and Auth emulator state, demo-data marker).
// Refuses while an `npm start` uses the folder; first ends what a killed one left running.
import fs from 'node:fs';
import path from 'node:path';
import { setPidFile, stopAll } from '../stack/processes.mjs';

const dataDir = path.resolve(process.argv[2] ?? '.data');
try {
  const pidFile = path.join(dataDir, 'stack', 'stack.pid.json');
  if (fs.existsSync(pidFile)) {
    await setPidFile(pidFile);
    await stopAll();
  }
} catch (error) {
  console.error(`Not removing ${dataDir}: ${error.message}.`);
  process.exit(1);
}
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}. The next npm start seeds fresh demo data.`);
