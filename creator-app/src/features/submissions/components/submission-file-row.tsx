import styled from 'styled-components';
import type { SubmissionFile } from '@groundtruth/domain/entities';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { creatorSubmissionsWords } from '@groundtruth/domain/words/creator/submissions';
import { useWords } from '@groundtruth/platform/i18n';
import { fileTypeLabel } from '@groundtruth/domain/upload-types';
import { Button, FileRow, colorVars as c, fontSizes, useToast } from '@groundtruth/ui-kit';
import { useDownloadFile } from '@groundtruth/platform/download-file';

const Actions = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 12px;
`;

const FileType = styled.span`
  font-size: ${fontSizes.xs};
  color: ${c.textMuted};
`;

/** One submitted file: name, size in MB, its kind as a person names it ("Video (MOV)"), and Download. */
export function SubmissionFileRow({ file }: { file: SubmissionFile }) {
  const { toast, toastError } = useToast();
  const w = useWords('creator.submissions', creatorSubmissionsWords);
  const messages = useWords('messages', englishMessages);
  const download = useDownloadFile();
  const onDownload = () =>
    download.mutate(file, {
      onSuccess: () => toast({ title: messages.fileDownloaded, variant: 'success' }),
      onError: (error) =>
        toastError(
          error instanceof Error && error.message ? error.message : messages.failedDownloadFile,
        ),
    });
  return (
    <FileRow
      as="li"
      name={file.name}
      size={file.size}
      action={
        <Actions>
          <FileType>{fileTypeLabel(file.type, file.name)}</FileType>
          <Button
            size="small"
            variant="outline"
            aria-label={w.downloadFile(file.name)}
            loading={download.isPending}
            onClick={onDownload}
          >
            {w.download}
          </Button>
        </Actions>
      }
    />
  );
}
