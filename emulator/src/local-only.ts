/**
 * The emulator answers only its own machine. It holds every local account's data, unguarded
 * by real credentials, so a web page open in the same browser must not reach it: a request
 * whose Host is not a loopback name (DNS rebinding) or that a page on a foreign origin sent
 * (its Origin header) is refused before any route sees it.
 */
import type http from 'node:http';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function hostnameOf(value: string): string | null {
  try {
    return new URL(value.includes('://') ? value : `http://${value}`).hostname;
  } catch {
    return null;
  }
}

/** Why `req` is refused, or null when it comes from this machine's own tools and pages. */
export function foreignRequest(req: http.IncomingMessage): string | null {
  const host = req.headers.host;
  if (host !== undefined && !LOOPBACK.has(hostnameOf(host) ?? '')) {
    return `Host "${host}" is not a loopback name: the emulator answers this machine only.`;
  }
  // A page's fetch names its origin ("null" from a sandboxed frame or a file); tools send none.
  const origin = req.headers.origin;
  if (
    origin !== undefined &&
    !LOOPBACK.has((/^https?:\/\//.test(origin) && hostnameOf(origin)) || '')
  ) {
    return `Origin "${origin}" is not a loopback origin: the emulator answers this machine only.`;
  }
  return null;
}

/** Answers 403 and returns false for a foreign request; true lets it through. */
export function admitLocal(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const reason = foreignRequest(req);
  if (reason === null) return true;
  req.resume();
  res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
  res.end(`${reason}\n`);
  return false;
}
