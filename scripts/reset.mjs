// `npm run reset`: wipes local data (Firestore, Storage and Auth emulator state, demo-data marker).
import fs from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(process.argv[2] ?? '.data');
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}. The next npm start seeds fresh demo data.`);
