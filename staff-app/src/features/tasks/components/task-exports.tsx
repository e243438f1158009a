import styled from 'styled-components';
import { useState } from 'react';
import {
  Button,
  Checkbox,
  Skeleton,
  StatusBadge,
  colorVars,
  fontSizes,
  radii,
  space,
  useToast,
} from '@groundtruth/ui-kit';
import { callableErrorWords } from '@groundtruth/domain/callable-errors';
import {
  EXPORT_FILES,
  exportFolder,
  formatBytes,
  type DatasetExport,
} from '@groundtruth/domain/dataset-exports';
import type { WithId } from '@groundtruth/domain/converter';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { useDownloadFile } from '@groundtruth/platform/download-file';
import { DateTime, LoadError } from '@groundtruth/platform/screen-parts';
import { useDownloadDatasetArchive } from '../api/dataset-archive-link';
import { useExportDataset } from '../api/export-dataset';
import { useTaskExports } from '../api/get-task-exports';
import { formatCount } from '@groundtruth/domain/numbers';

const Section = styled.section`
  display: grid;
  gap: ${space[3]};
  width: 100%;
  padding-top: ${space[3]};
  border-top: 1px solid ${colorVars.border};
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};

  h3 {
    margin: 0;
    font-size: ${fontSizes.md};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  gap: ${space[2]};
  padding: ${space[3]};
  border: 1px solid ${colorVars.border};
  border-radius: ${radii.md};
`;

const Facts = styled.p`
  margin: 0;
  color: ${colorVars.textMuted};
  font-size: ${fontSizes.sm};
`;

/** A SHA-256 in full (the customer compares it), broken anywhere on a phone. */
const Digest = styled.code`
  overflow-wrap: anywhere;
  font-size: ${fontSizes.xs};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

const plural = (n: number, one: string) => `${formatCount(n)} ${one}${n === 1 ? '' : 's'}`;

/** How the export treated auto-approved work ("3 auto-approved · "), or nothing for older ones. */
function autoApprovedFact(item: DatasetExport): string {
  if (item.include_auto_approved === false)
    return `${staffMessages.exportLeavesOutAutoApproved} · `;
  return item.auto_approved_count === undefined
    ? ''
    : `${staffMessages.exportAutoApproved(item.auto_approved_count)} · `;
}

/**
 * One export: its status, counts, size, who made it and, once complete, the whole dataset as one
 * download (with its SHA-256), its manifest and card.
 */
function ExportRow({ item }: { item: WithId<DatasetExport> }) {
  const download = useDownloadFile();
  const archive = useDownloadDatasetArchive();
  const { toast } = useToast();
  const rowId = `export-${item.id}`;
  const save = (file: string) =>
    download.mutate(
      { name: `${item.id}-${file}`, path: `${exportFolder(item.id)}${file}` },
      {
        onError: () =>
          toast({ title: staffMessages.failedDownloadExportFile, variant: 'destructive' }),
      },
    );
  const downloadWhole = () =>
    archive.mutate(item.id, {
      onError: (error) =>
        toast({
          title: staffMessages.failedDownloadExportFile,
          description: callableErrorWords(error).message,
          variant: 'destructive',
        }),
    });
  return (
    <Row aria-labelledby={rowId}>
      <Heading>
        <span id={rowId}>
          Export <DateTime value={item.created_at} />
        </span>
        <StatusBadge kind="export" status={item.status} />
      </Heading>
      <Facts>
        {plural(item.file_count, 'file')} · {plural(item.submission_count, 'submission')} ·{' '}
        {autoApprovedFact(item)}
        {item.status === 'complete' ? `${plural(item.contributor_count, 'contributor')} · ` : ''}
        {formatBytes(item.total_bytes)} · created by {item.created_by_name}
      </Facts>
      {item.status === 'failed' && item.error ? <Facts role="alert">{item.error}</Facts> : null}
      {item.status === 'complete' && item.archive_sha256 ? (
        <Facts>
          Whole dataset: {formatBytes(item.archive_bytes ?? 0)} tar · SHA-256{' '}
          <Digest>{item.archive_sha256}</Digest>
        </Facts>
      ) : null}
      {item.status === 'complete' ? (
        <Actions>
          {item.archive_sha256 ? (
            <Button
              variant="primary"
              size="small"
              aria-describedby={rowId}
              loading={archive.isPending}
              onClick={downloadWhole}
            >
              Download whole dataset
            </Button>
          ) : null}
          <Button
            variant="outline"
            size="small"
            aria-describedby={rowId}
            onClick={() => save(EXPORT_FILES.manifest)}
          >
            Download manifest
          </Button>
          <Button
            variant="outline"
            size="small"
            aria-describedby={rowId}
            onClick={() => save(EXPORT_FILES.card)}
          >
            Download dataset card
          </Button>
        </Actions>
      ) : null}
    </Row>
  );
}

/**
 * A task's dataset exports on Manage Tasks: staff see each export's progress (read
 * again every few seconds while one is under way); admins start a new one.
 */
export function TaskExports({
  taskId,
  taskTitle,
  canExport,
}: {
  /** The task whose exports are shown. */
  taskId: string;
  /** Its title, for the section's accessible name. */
  taskTitle: string;
  /** Admins may export (the function refuses anyone else). */
  canExport: boolean;
}) {
  const exports = useTaskExports(taskId);
  const start = useExportDataset(taskId);
  const { toast } = useToast();
  const [includeAutoApproved, setIncludeAutoApproved] = useState(true);
  const headingId = `task-${taskId}-exports`;
  const exportNow = () =>
    start.mutate(
      { includeAutoApproved },
      {
        onSuccess: () => toast({ title: staffMessages.exportQueued, variant: 'success' }),
        onError: (error) => {
          const { message } = callableErrorWords(error);
          toast({
            title: staffMessages.failedExportDataset,
            description: message,
            variant: 'destructive',
          });
        },
      },
    );
  return (
    <Section aria-labelledby={headingId}>
      <Heading>
        <h3 id={headingId} aria-label={`Dataset exports of ${taskTitle}`}>
          Dataset exports
        </h3>
        {canExport ? (
          <Actions>
            <Checkbox
              label="Include auto-approved work"
              checked={includeAutoApproved}
              onChange={(event) => setIncludeAutoApproved(event.target.checked)}
            />
            <Button variant="primary" size="small" loading={start.isPending} onClick={exportNow}>
              Export dataset
            </Button>
          </Actions>
        ) : null}
      </Heading>
      {exports.isPending ? (
        <Skeleton label="Loading exports" />
      ) : exports.isError ? (
        <LoadError
          message={staffMessages.failedLoadExports}
          onRetry={() => void exports.refetch()}
          retrying={exports.isFetching}
        />
      ) : exports.data.length === 0 ? (
        <Facts>{staffMessages.noExportsYet}</Facts>
      ) : (
        <List aria-label={`Exports of ${taskTitle}`}>
          {exports.data.map((item) => (
            <ExportRow key={item.id} item={item} />
          ))}
        </List>
      )}
    </Section>
  );
}
