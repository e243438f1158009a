/**
 * `GET /emulator/v1/projects/{p}:ruleCoverage` (JSON) and `:ruleCoverage.html`, as the official
 * Firestore emulator serves them: the project's rules and how often each of their expressions
 * was evaluated, and to what, since those rules were loaded (rules/coverage.ts).
 */
import type http from 'node:http';
import { coverageHtml, type CoverageReport } from '../rules/index.js';
import type { FirestoreService } from './service.js';

type Send = (res: http.ServerResponse, status: number, body: unknown, contentType?: string) => void;

export function sendCoverage(
  service: FirestoreService,
  res: http.ServerResponse,
  project: string,
  html: boolean,
  send: Send,
): void {
  // A project that runs no rules (none configured) has nothing to cover.
  const report: CoverageReport = service.security.coverageFor(project)?.report() ?? {
    rules: { files: [] },
    report: [],
  };
  if (html) return send(res, 200, coverageHtml(report, project), 'text/html; charset=utf-8');
  return send(res, 200, report);
}
