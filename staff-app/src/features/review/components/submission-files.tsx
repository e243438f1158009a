import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { WithId } from '@groundtruth/domain/converter';
import type { Submission, SubmissionFile } from '@groundtruth/domain/entities';
import type { MediaRequirements } from '@groundtruth/domain/media-requirements';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { reviewSubmissionPath } from '@groundtruth/domain/paths';
import { fileTypeLabel } from '@groundtruth/domain/upload-types';
import {
  Alert,
  Button,
  Dialog,
  FileRow,
  colorVars,
  fontSizes,
  space,
  useToast,
} from '@groundtruth/ui-kit';
import { useDownloadFile } from '@groundtruth/platform/download-file';
import { playerKind } from '@groundtruth/platform/file-kind';
import {
  useDuplicateSubmissions,
  type DuplicateSubmission,
} from '../api/get-duplicate-submissions';
import { useTaskRequirements } from '../api/get-task-requirements';
import { FileCustody } from './custody-record';
import { FileMediaFacts } from './media-facts';
import { loadMessages } from '../lazy-messages';

// The player loads when a reviewer first presses Play.
const FilePlayer = lazy(async () => ({
  default: (await import('@groundtruth/platform/file-player')).FilePlayer,
}));

const Files = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space[3]};
`;

const Custody = styled.details`
  margin-top: ${space[2]};
  font-size: ${fontSizes.sm};

  summary {
    cursor: pointer;
    color: ${colorVars.textMuted};
  }
`;

const Actions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${space[2]};
`;

const FileType = styled.span`
  font-size: ${fontSizes.xs};
  color: ${colorVars.textMuted};
`;

const Note = styled.p`
  margin: ${space[2]} 0 0;
  font-size: ${fontSizes.sm};
  color: ${colorVars.textMuted};
`;

function DuplicateWarning({ others }: { others: readonly DuplicateSubmission[] }) {
  return (
    <Alert tone="warning" role="note">
      {others.map((other, i) => (
        <span key={other.id}>
          {i > 0 ? '; ' : null}
          {staffMessages.duplicateFile}{' '}
          <Link to={reviewSubmissionPath(other.id)}>{other.taskTitle}</Link> by{' '}
          {other.submitterName}
        </span>
      ))}
    </Alert>
  );
}

function FileItem({
  file,
  submission,
  duplicates,
  requirements,
}: {
  file: SubmissionFile;
  submission: WithId<Submission>;
  duplicates: readonly DuplicateSubmission[];
  requirements: MediaRequirements | null | undefined;
}) {
  const { toast, toastError } = useToast();
  const download = useDownloadFile();
  const [playing, setPlaying] = useState(false);
  const playable = playerKind(file) !== 'other';
  const others = file.md5_hash
    ? duplicates.filter((d) => d.sharedHashes.includes(file.md5_hash))
    : [];
  return (
    <li>
      <FileRow
        name={file.name}
        size={file.size}
        action={
          <Actions>
            <FileType>{fileTypeLabel(file.type, file.name)}</FileType>
            {playable ? (
              <Button
                size="small"
                variant="outline"
                aria-label={`Play ${file.name}`}
                onClick={() => setPlaying(true)}
              >
                Play
              </Button>
            ) : null}
            <Button
              size="small"
              variant="outline"
              aria-label={`Download ${file.name}`}
              loading={download.isPending}
              onClick={() =>
                download.mutate(file, {
                  onSuccess: () =>
                    void loadMessages().then((m) =>
                      toast({ title: m.fileDownloaded, variant: 'success' }),
                    ),
                  onError: (error) =>
                    void loadMessages().then((m) =>
                      toastError(
                        error instanceof Error && error.message
                          ? error.message
                          : m.failedDownloadFile,
                      ),
                    ),
                })
              }
            >
              Download
            </Button>
          </Actions>
        }
      />
      {playing ? (
        // The player the creator has; the bytes load only once it is asked for.
        <Dialog
          open
          onOpenChange={setPlaying}
          title={file.name}
          description={fileTypeLabel(file.type, file.name)}
        >
          <Suspense fallback={<p role="status">Loading {file.name}…</p>}>
            <FilePlayer file={file} />
          </Suspense>
        </Dialog>
      ) : null}
      {others.length > 0 ? <DuplicateWarning others={others} /> : null}
      <FileMediaFacts file={file} requirements={requirements} />
      <Custody>
        <summary>Custody record</summary>
        <FileCustody
          file={file}
          uploaderName={file.uploaded_by === submission.user_id ? submission.submitter_name : null}
        />
      </Custody>
    </li>
  );
}

/**
 * A submission's files: their kind ("Video (MOV)"), Play in the creator's player, download, the media facts and custody record of each, flags for the
 * task's requirements a file only just meets, and a warning on any file whose bytes
 * (MD5) also appear in another submission.
 */
export function SubmissionFiles({ submission }: { submission: WithId<Submission> }) {
  const duplicates = useDuplicateSubmissions(submission);
  const requirements = useTaskRequirements(submission.task_id);
  return (
    <>
      <Files aria-label="Files">
        {submission.files.map((file) => (
          <FileItem
            key={file.path}
            file={file}
            submission={submission}
            duplicates={duplicates.data ?? []}
            requirements={requirements.data}
          />
        ))}
      </Files>
      {duplicates.isError ? <Note>Could not check these files for duplicates.</Note> : null}
    </>
  );
}
