import { useDeferredValue, useState } from 'react';
import styled from 'styled-components';
import { AUDIT_LOG_LIMIT } from '@groundtruth/domain/constants';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { EmptyState, Skeleton, TextField, colorVars, fontSizes, space } from '@groundtruth/ui-kit';
import { LoadError, PageHeader } from '@groundtruth/platform/screen-parts';
import { useAuditLogs } from '../api/get-audit-logs';
import { matchesSearch } from '../audit-search';
import { AuditEntry } from './audit-entry';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${space[4]};
  margin-bottom: ${space[4]};

  > :first-child {
    flex: 1 1 320px;
    max-width: 480px;
  }
`;

const Count = styled.p`
  margin: 0;
  color: ${colorVars.textMuted};
  font-size: ${fontSizes.sm};
`;

const List = styled.ul`
  display: grid;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** /dashboard/audit: the latest 100 entries, newest first, searched in the page. */
export function AuditPage() {
  const logs = useAuditLogs();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const entries = (logs.data ?? []).filter((entry) => matchesSearch(entry, query));

  return (
    <section>
      <PageHeader
        title="Audit Logs"
        description={`The latest ${AUDIT_LOG_LIMIT} changes made on the platform, newest first.`}
      />
      <Toolbar>
        <TextField
          label="Search"
          type="search"
          placeholder="Action, entity or user name"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {logs.data ? (
          <Count role="status">
            {query.trim()
              ? `${entries.length} of ${logs.data.length} entries`
              : `${logs.data.length} entries`}
          </Count>
        ) : null}
      </Toolbar>
      {logs.isPending ? (
        <Skeleton label="Loading audit logs" height={56} />
      ) : logs.isError ? (
        <LoadError
          message={staffMessages.failedLoadAuditLogs}
          retrying={logs.isRefetching}
          onRetry={() => void logs.refetch()}
        />
      ) : entries.length === 0 ? (
        <EmptyState title={staffMessages.noAuditLogs} />
      ) : (
        <List aria-label="Audit entries">
          {entries.map((entry) => (
            <AuditEntry key={entry.id} entry={entry} />
          ))}
        </List>
      )}
    </section>
  );
}
