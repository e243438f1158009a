import type { CSSProperties, HTMLAttributes } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { SkeletonBlock, SkeletonRoot } from './Skeleton.styles';

export interface SkeletonProps extends HTMLAttributes<HTMLDivElement> {
  /** What is loading, announced to screen readers ("Loading tasks"). */
  label?: string;
  /** How many placeholder blocks: roughly the rows or cards that will appear. */
  count?: number;
  /** Height of each block in pixels. */
  height?: number;
}

/** Placeholder blocks in the shape of the content that is loading, announced as a status. */
export function Skeleton({ label = 'Loading', count = 3, height = 96, ...rest }: SkeletonProps) {
  return (
    <SkeletonRoot role="status" aria-live="polite" {...rest}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: count }, (_, i) => (
        <SkeletonBlock
          key={i}
          aria-hidden="true"
          style={{ '--gt-skeleton-height': `${height}px` } as CSSProperties}
        />
      ))}
    </SkeletonRoot>
  );
}
