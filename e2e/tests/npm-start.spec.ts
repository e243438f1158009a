// `npm start` refuses to start when a port of its stack is taken, and says which. Its starts in
// development mode, their Ctrl-C and its watch over its children: npm-start-recovery.spec.ts,
// where they share starts.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../testing/test';
import { listening, npmStart, processesMentioning, stackPorts } from '../testing/npm-start';

test('npm start refuses to start when a port of the stack is taken, and says which', async () => {
  test.setTimeout(2 * 60_000);
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(8080, '127.0.0.1', resolve));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gt-npm-start-busy-'));
  try {
    const run = npmStart(dataDir);
    const code = await run.exited;
    expect(code).not.toBe(0);
    expect(run.output).toContain('port 8080 is in use by another program');
    expect(run.output).not.toMatch(/\n\s+at /); // a message, not a stack trace
    expect(processesMentioning(dataDir)).toEqual([]);
  } finally {
    await new Promise((resolve) => blocker.close(resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  for (const port of stackPorts.filter((p) => p !== 8080))
    expect(await listening(port), `port ${port} open`).toBe(false);
});
