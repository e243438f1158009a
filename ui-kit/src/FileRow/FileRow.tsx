import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import { FileAction, FileIcon, FileName, FileRowRoot, FileSize, FileText } from './FileRow.styles';
import { formatMegabytes } from './format';

export interface FileRowProps extends ComponentPropsWithRef<'div'> {
  /** File name as shown to the user. */
  name: string;
  /** Size in bytes; shown in MB with two decimals. */
  size: number;
  /** Optional controls, e.g. a Download or Remove button (name them with the file, e.g. aria-label). */
  action?: ReactNode;
  /** Optional decorative icon. */
  icon?: ReactNode;
  /** Root element; use `'li'` inside a list. */
  as?: ElementType;
}

/** One file in a picker or a submission: name, size and an optional action. */
export function FileRow({ name, size, action, icon, ...rest }: FileRowProps) {
  return (
    <FileRowRoot {...rest}>
      {icon ? <FileIcon aria-hidden="true">{icon}</FileIcon> : null}
      <FileText>
        <FileName title={name}>{name}</FileName>
        <FileSize>{formatMegabytes(size)}</FileSize>
      </FileText>
      {action ? <FileAction>{action}</FileAction> : null}
    </FileRowRoot>
  );
}
