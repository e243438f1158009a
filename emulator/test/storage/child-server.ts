/**
 * Runs a Storage server in its own process so a test can measure its memory alone.
 * argv: <dataDir> <rules file>. Sends {port} when listening; answers 'reset' with its RSS and
 * 'memory' with its RSS, peak RSS since the reset and lifetime peak (bytes).
 */
import fs from 'node:fs';
import { startStorageServer } from '../../src/storage/index.js';

const [dataDir, rulesPath] = process.argv.slice(2) as [string, string];
const server = await startStorageServer({
  port: 0,
  dataDir,
  rules: fs.readFileSync(rulesPath, 'utf8'),
});
const send = (m: unknown) => process.send?.(m);
// Peak RSS since the last 'reset', sampled every 10 ms (resourceUsage().maxRSS never goes down).
let peak = 0;
const sample = () => {
  peak = Math.max(peak, process.memoryUsage.rss());
};
setInterval(sample, 10).unref();
process.on('message', (m) => {
  if (m === 'reset') {
    peak = 0;
    sample();
    send({ rss: process.memoryUsage.rss() });
  }
  if (m === 'memory') {
    sample();
    send({ rss: process.memoryUsage.rss(), peak, maxRss: process.resourceUsage().maxRSS * 1024 });
  }
  if (m === 'stop') void server.stop().then(() => process.exit(0));
});
send({ port: server.port });
