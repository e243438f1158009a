/**
 * The Firestore REST API (what firebase/firestore/lite speaks) and the emulator control
 * endpoints, over HTTP/1.1 with CORS.
 */
import type http from 'node:http';
import { ApiError, asApiError } from '../errors.js';
import { sendCoverage } from '../rule-coverage.js';
import { callerFrom, OWNER } from '../security.js';
import type { FirestoreService } from '../service.js';

export interface ControlHooks {
  /** PUT …:securityRules: returns an error message (with line:column) or null. */
  setRules(project: string, files: { name?: string; content?: string }[]): string | null;
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-max-age': '3600',
};

function send(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  contentType = 'application/json; charset=utf-8',
): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    ...CORS_HEADERS,
    'content-type': contentType,
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function readBody(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError('INVALID_ARGUMENT', `Invalid JSON payload received. ${text.slice(0, 40)}`);
  }
}

/** Query parameters as an object; repeated dotted names (updateMask.fieldPaths) become arrays. */
function params(url: URL): { get(k: string): string | undefined; all(k: string): string[] } {
  return {
    get: (k) => url.searchParams.get(k) ?? undefined,
    all: (k) => url.searchParams.getAll(k),
  };
}

function maskParam(
  p: ReturnType<typeof params>,
  key: string,
): { fieldPaths: string[] } | undefined {
  const list = p.all(`${key}.fieldPaths`);
  return list.length > 0 ? { fieldPaths: list } : undefined;
}

function precondition(
  p: ReturnType<typeof params>,
): { exists?: boolean; updateTime?: string } | undefined {
  const exists = p.get('currentDocument.exists');
  const updateTime = p.get('currentDocument.updateTime');
  if (exists === undefined && updateTime === undefined) return undefined;
  return updateTime !== undefined ? { updateTime } : { exists: exists === 'true' };
}

export function createRestHandler(service: FirestoreService, hooks: ControlHooks) {
  return (req: http.IncomingMessage, res: http.ServerResponse): void => {
    handle(service, hooks, req, res).catch((err: unknown) => {
      const e = asApiError(err);
      if (!res.headersSent) send(res, e.httpStatus, e.toRestBody());
      else res.end();
    });
  };
}

async function handle(
  service: FirestoreService,
  hooks: ControlHooks,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const method = req.method ?? 'GET';
  const pathname = decodeURIComponent(url.pathname);

  if (method === 'OPTIONS') {
    res.writeHead(204, {
      ...CORS_HEADERS,
      'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
    });
    res.end();
    return;
  }
  if (pathname === '/' && method === 'GET')
    return send(res, 200, 'Ok', 'text/plain; charset=utf-8');

  let m = /^\/emulator\/v1\/projects\/([^/:]+):securityRules$/.exec(pathname);
  if (m && method === 'PUT') {
    const body = (await readBody(req)) as {
      rules?: { files?: { name?: string; content?: string }[] };
    };
    const error = hooks.setRules(m[1]!, body.rules?.files ?? []);
    if (error) throw new ApiError('INVALID_ARGUMENT', error);
    return send(res, 200, {});
  }
  m = /^\/emulator\/v1\/projects\/([^/:]+):ruleCoverage(\.html)?$/.exec(pathname);
  if (m && method === 'GET') return sendCoverage(service, res, m[1]!, !!m[2], send);
  m = /^\/emulator\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents\/?$/.exec(pathname);
  if (m && method === 'DELETE') {
    await service.clear(m[1]!);
    return send(res, 200, {});
  }

  m =
    /^\/v1\/(projects\/([^/]+)\/databases\/([^/]+)\/documents(?:\/.*?)?)(?::(commit|batchGet|runQuery|runAggregationQuery|beginTransaction|rollback|listCollectionIds|batchWrite))?$/.exec(
      pathname,
    );
  if (!m) throw new ApiError('NOT_FOUND', `No route for ${method} ${pathname}`);
  const resource = m[1]!.replace(/\/$/, '');
  const project = m[2]!;
  const verb = m[4];
  const caller = callerFrom(req.headers.authorization);
  const p = params(url);

  if (verb) {
    if (method !== 'POST') throw new ApiError('NOT_FOUND', `No route for ${method} ${pathname}`);
    const body = (await readBody(req)) as Record<string, never>;
    switch (verb) {
      case 'commit':
        return send(res, 200, await service.commit(project, caller, body));
      case 'batchGet':
        return send(res, 200, await service.batchGet(project, caller, body));
      case 'runQuery':
        return send(res, 200, await service.runQuery(project, caller, resource, body));
      case 'runAggregationQuery':
        return send(res, 200, await service.runAggregationQuery(project, caller, resource, body));
      case 'beginTransaction':
        return send(res, 200, service.beginTransaction(project, body));
      case 'rollback':
        return send(res, 200, service.rollback(project, body));
      case 'listCollectionIds':
        return send(res, 200, service.listCollectionIds(project, resource, body));
      case 'batchWrite':
        return send(res, 200, await service.batchWrite(project, caller, body));
    }
  }

  const depth = resource.split('/').length - 5; // segments below …/documents
  const isCollection = depth % 2 === 1;
  switch (method) {
    case 'GET':
      if (isCollection) {
        const i = resource.lastIndexOf('/');
        return send(
          res,
          200,
          await service.listDocuments(
            project,
            caller,
            resource.slice(0, i),
            resource.slice(i + 1),
            {
              pageSize: p.get('pageSize') ? Number(p.get('pageSize')) : undefined,
              pageToken: p.get('pageToken'),
              orderBy: p.get('orderBy'),
              mask: maskParam(p, 'mask'),
              transaction: p.get('transaction'),
            },
          ),
        );
      }
      return send(
        res,
        200,
        await service.getDocument(project, caller, resource, {
          mask: maskParam(p, 'mask'),
          transaction: p.get('transaction'),
        }),
      );
    case 'POST': {
      if (!isCollection)
        throw new ApiError('INVALID_ARGUMENT', `"${resource}" is not a collection.`);
      const body = (await readBody(req)) as { fields?: Record<string, never> };
      const id = p.get('documentId') || randomId();
      const name = `${resource}/${id}`;
      await service.commit(project, caller, {
        writes: [
          { update: { name, fields: body.fields ?? {} }, currentDocument: { exists: false } },
        ],
      });
      return send(
        res,
        200,
        await service.getDocument(project, OWNER, name, { mask: maskParam(p, 'mask') }),
      );
    }
    case 'PATCH': {
      const body = (await readBody(req)) as { fields?: Record<string, never> };
      const write = {
        update: { name: resource, fields: body.fields ?? {} },
        updateMask: maskParam(p, 'updateMask'),
        currentDocument: precondition(p),
      };
      await service.commit(project, caller, { writes: [write] });
      return send(
        res,
        200,
        await service.getDocument(project, OWNER, resource, { mask: maskParam(p, 'mask') }),
      );
    }
    case 'DELETE':
      await service.commit(project, caller, {
        writes: [{ delete: resource, currentDocument: precondition(p) }],
      });
      return send(res, 200, {});
    default:
      throw new ApiError('NOT_FOUND', `No route for ${method} ${pathname}`);
  }
}

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 20-character auto id, as the SDKs generate. */
export function randomId(): string {
  let s = '';
  for (let i = 0; i < 20; i++) s += ID_CHARS[Math.floor(Math.random() * ID_CHARS.length)];
  return s;
}
