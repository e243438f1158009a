import styled from 'styled-components';
import { Badge, Button, FileRow } from '@groundtruth/ui-kit';
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

/** The chosen files: name, size in MB, upload progress, and Remove before uploading. */
export function ChosenFiles({
  files,
  uploading,
  onRemove,
}: {
  /** Files in the order chosen. */
  files: readonly ChosenFile[];
  /** Uploads are under way: progress shows and nothing can be removed. */
  uploading: boolean;
  /** Takes a file off the list. */
  onRemove: (key: string) => void;
}) {
  if (files.length === 0) return null;
  return (
    <List aria-label="Chosen files">
      {files.map(({ key, file, transferred, path }) => (
        <li key={key}>
          <FileRow
            name={file.name}
            size={file.size}
            action={
              <Actions>
                {path ? <Badge tone="success">Uploaded</Badge> : null}
                <Button
                  variant="ghost"
                  size="small"
                  aria-label={`Remove ${file.name}`}
                  disabled={uploading}
                  onClick={() => onRemove(key)}
                >
                  Remove
                </Button>
              </Actions>
            }
          />
          {uploading || transferred > 0 ? (
            <UploadProgress
              label={`Upload progress of ${file.name}`}
              done={transferred}
              total={file.size}
            />
          ) : null}
        </li>
      ))}
    </List>
  );
}
