/**
 * The official Storage emulator's control endpoints, so standard tooling works:
 * `POST|DELETE /internal/reset`, `PUT|POST /internal/setRules`, and `GET /` (health).
 */
import type http from 'node:http';
import { RulesSyntaxError } from '../rules/index.js';
import type { StorageContext } from './context.js';
import { drain, readJson, sendEmpty, sendJson } from './http.js';

/** Answers a control request; false when the path is not one. */
export async function control(
  ctx: StorageContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  pathname: string,
): Promise<boolean> {
  if (pathname === '/internal/reset' && (req.method === 'POST' || req.method === 'DELETE')) {
    await drain(req);
    await ctx.clear();
    sendEmpty(res, 200);
    return true;
  }
  if (pathname === '/internal/setRules' && (req.method === 'PUT' || req.method === 'POST')) {
    const body = await readJson(req);
    const rules = body.rules as { files?: { name?: unknown; content?: unknown }[] } | undefined;
    const file = rules?.files?.[0];
    if (!file || typeof file.content !== 'string') {
      sendJson(res, 400, { message: "Request body must include 'rules.files' array" });
      return true;
    }
    try {
      ctx.rules.set(file.content);
    } catch (err) {
      if (err instanceof RulesSyntaxError) {
        sendJson(res, 400, {
          message: 'There was an error updating rules, see logs for more details',
          error: err.message,
        });
        return true;
      }
      throw err;
    }
    sendJson(res, 200, { message: 'Rules updated successfully' });
    return true;
  }
  if ((pathname === '/' || pathname === '/v0' || pathname === '/v0/') && req.method === 'GET') {
    sendJson(res, 200, { emulator: 'storage' });
    return true;
  }
  return false;
}
