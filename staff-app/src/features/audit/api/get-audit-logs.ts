import { queryOptions, useQuery } from '@tanstack/react-query';
import { auditLogSchema } from '@groundtruth/domain/entities';
import { screenQueries } from '@groundtruth/domain/queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage } from '@groundtruth/platform/firestore-queries';
import { auditKeys } from '../audit-keys';

/** The latest AUDIT_LOG_LIMIT (100) entries, newest first: the spec bounds the screen to them. */
export async function getAuditLogs() {
  const page = await fetchPage(await firestore(), screenQueries.auditLogs(), auditLogSchema);
  return page.items;
}

export const auditLogsQuery = () =>
  queryOptions({ queryKey: auditKeys.latest(), queryFn: getAuditLogs });

/** Audit Logs' entries. */
export function useAuditLogs() {
  return useQuery(auditLogsQuery());
}
