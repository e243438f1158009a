/**
 * The functions' HTTP handlers served in the test file's own process, as functions-framework's
 * getTestServer serves a function: a Node HTTP server whose requests go through the exported
 * handler itself (onCall's wire protocol, auth token check, input schema and error encoding, or
 * an onRequest handler), at the path the Functions emulator uses, /{project}/{region}/{name}.
 * The body is parsed as the emulator's worker parses it (functionsEmulatorRuntime), keeping the
 * raw bytes the wire screen reads. No worker per function, no cold start: a call costs what its
 * handler does.
 */
import type { AddressInfo } from 'node:net';
import express, { type Request, type Response } from 'express';
// Not from ./stack, which reads what the file's setup sets only after these have started.
const HOST = '127.0.0.1';

type Handler = (req: Request, res: Response) => unknown;

/**
 * Listens on a free port first (the functions read their own address when they load), then
 * serves the handlers given to `serve` (a functions module's exports); `stop` closes it.
 */
export async function startCallableHost() {
  let handlers: Record<string, unknown> | undefined;
  const app = express();
  app.enable('trust proxy');
  const keepRaw = (req: Request & { rawBody?: Buffer }, _res: unknown, buf: Buffer) => {
    req.rawBody = buf;
  };
  const limit = '32mb';
  app.use(express.json({ limit, verify: keepRaw }));
  app.use(express.text({ limit, verify: keepRaw }));
  app.use(express.urlencoded({ extended: true, limit, verify: keepRaw }));
  app.use(express.raw({ type: '*/*', limit, verify: keepRaw }));
  app.all(['/:project/:region/:name', '/:project/:region/:name/*rest'], (req, res) => {
    if (!handlers) {
      res.status(503).send('The functions are still loading');
      return;
    }
    const handler = handlers[req.params.name as string];
    if (typeof handler !== 'function') {
      res.status(404).send(`Function ${req.params.name} does not exist`);
      return;
    }
    // Google's front end appends the caller's address, which the rate limits key by
    // (functions/src/core/rate-limit.ts); the local stack's Functions emulator does the same.
    const peer = req.socket.remoteAddress;
    if (peer) {
      const sent = req.headers['x-forwarded-for'];
      req.headers['x-forwarded-for'] = sent ? `${String(sent)}, ${peer}` : peer;
    }
    // The function sees the path below its own name, as it does when deployed.
    const prefix = `/${req.params.project}/${req.params.region}/${req.params.name}`;
    req.url = req.originalUrl.slice(prefix.length) || '/';
    if (!req.url.startsWith('/')) req.url = `/${req.url}`;
    return (handler as Handler)(req, res);
  });
  const server = app.listen(0, HOST);
  await new Promise((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  // Idle connections are kept past the clients' own keep-alive (fetch's 4 s), so a client never
  // sends a request on a socket the server is closing: under load, when timers fire late, a call
  // would otherwise fail with "fetch failed" (other side closed) before reaching its function.
  server.keepAliveTimeout = 65_000;
  return {
    port: (server.address() as AddressInfo).port,
    serve(loaded: Record<string, unknown>) {
      handlers = loaded;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
