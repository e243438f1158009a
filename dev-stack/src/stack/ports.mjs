// The stack's ports: every one it listens on, and a check that none is taken before it starts.
import net from 'node:net';

/**
 * Resolves when nothing listens on `port` (any address), rejects naming the port otherwise.
 * @param {number} port
 * @returns {Promise<void>}
 */
function ensurePortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (/** @type {NodeJS.ErrnoException} */ error) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${port} is in use by another program`)
          : new Error(`port ${port} cannot be used (${error.code ?? error.message})`),
      ),
    );
    // No host: listens on every address, so a program on 127.0.0.1 or ::1 is found too.
    probe.listen({ port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/**
 * Fails before anything starts when a port of the stack is taken, naming every taken port.
 * `waitMs`: how long to keep asking first, for ports that processes just ended still hold.
 * @param {number[]} portList
 * @param {{ waitMs?: number }} [options]
 */
export async function ensurePortsFree(portList, { waitMs = 0 } = {}) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const results = await Promise.allSettled(portList.map(ensurePortFree));
    const taken = results.flatMap((r) => (r.status === 'rejected' ? [r.reason.message] : []));
    if (taken.length === 0) return;
    if (Date.now() >= deadline) throw new Error(taken.join('; '));
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Every port a stack listens on: emulators, firebase-tools' hub and logging, MailDev's SMTP and
 * inbox, the five apps.
 * @param {import('./config.mjs').StackPorts} ports
 * @param {number} appPort
 */
export function stackPorts(ports, appPort) {
  return [
    ports.firestore,
    ports.storage,
    ports.auth,
    ports.functions,
    ports.functions + 1,
    ports.functions + 2,
    ports.smtp,
    ports.mail,
    ...[0, 1, 2, 3, 4].map((offset) => appPort + offset),
  ];
}
