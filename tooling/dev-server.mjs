// The apps' development servers (rspack serve): loopback only.
import { isLoopbackOrigin, localEnvironment } from './environments.mjs';
import { securityHeaders } from './security-headers.mjs';

/**
 * The dev servers answer only the loopback interface: loopback Host names (no DNS rebinding),
 * CORS for loopback origins only, and a request a foreign page sends (its Origin) is refused.
 */
export function localDevServer(port) {
  const headers = securityHeaders({ environment: localEnvironment(), development: true });
  return {
    port,
    host: 'localhost',
    allowedHosts: ['localhost', '127.0.0.1'],
    headers: (req) => {
      const origin = req.headers.origin;
      return {
        ...headers,
        Vary: 'Origin',
        // The shell's page (another port) loads this server's chunks and hot updates.
        ...(origin && isLoopbackOrigin(origin) ? { 'Access-Control-Allow-Origin': origin } : {}),
      };
    },
    setupMiddlewares: (middlewares) => [
      {
        name: 'loopback-origins-only',
        middleware: (req, res, next) => {
          const origin = req.headers.origin;
          if (origin && !isLoopbackOrigin(origin)) {
            res.statusCode = 403;
            res.end('Cross-origin request refused: this server answers loopback origins only');
            return;
          }
          next();
        },
      },
      ...middlewares,
    ],
  };
}
