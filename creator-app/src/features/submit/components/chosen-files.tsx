import styled from 'styled-components';
import { creatorUploadWords } from '@groundtruth/domain/words/creator/upload';
import { mediaCheckWords } from '@groundtruth/domain/words/media-checks';
import { useWords } from '@groundtruth/platform/i18n';
import { Badge, Button, FileRow, VisuallyHidden } from '@groundtruth/ui-kit';
import { checkAnnouncement, MediaCheckDetails } from '../media/media-check-details';
import type { MediaCheck } from '../media/use-media-checks';
import { UploadProgress } from './upload-progress';
import type { ChosenFile } from './use-file-uploads';

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
`;

const Actions = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
`;

/**
 * The chosen files: name, size in MB, what the device check found, upload progress,
 * and Remove before uploading. A live region reads out each file's check as it completes.
 */
export function ChosenFiles({
  files,
  checks = {},
  uploading,
  onRemove,
}: {
  /** Files in the order chosen. */
  files: readonly ChosenFile[];
  /** The device check of each file, by key. */
  checks?: Readonly<Record<string, MediaCheck>>;
  /** Uploads are under way: progress shows and nothing can be removed. */
  uploading: boolean;
  /** Takes a file off the list. */
  onRemove: (key: string) => void;
}) {
  const w = useWords('creator.upload', creatorUploadWords);
  const mw = useWords('mediaChecks', mediaCheckWords);
  if (files.length === 0) return null;
  const announcements = files
    .map(({ key, file }) => (checks[key] ? checkAnnouncement(file.name, checks[key], w, mw) : null))
    .filter(Boolean);
  return (
    <>
      <List aria-label={w.chosenFiles}>
        {files.map(({ key, file, transferred, path }) => (
          <li key={key} aria-busy={checks[key]?.status === 'inspecting' || undefined}>
            <FileRow
              name={file.name}
              size={file.size}
              action={
                <Actions>
                  {path ? <Badge tone="success">{w.uploaded}</Badge> : null}
                  <Button
                    variant="ghost"
                    size="small"
                    aria-label={w.removeFile(file.name)}
                    disabled={uploading}
                    onClick={() => onRemove(key)}
                  >
                    {w.remove}
                  </Button>
                </Actions>
              }
            />
            {checks[key] ? <MediaCheckDetails name={file.name} check={checks[key]} /> : null}
            {uploading || transferred > 0 ? (
              <UploadProgress
                label={w.uploadProgressOf(file.name)}
                done={transferred}
                total={file.size}
              />
            ) : null}
          </li>
        ))}
      </List>
      <VisuallyHidden role="status" aria-live="polite">
        {announcements.join(' ')}
      </VisuallyHidden>
    </>
  );
}
