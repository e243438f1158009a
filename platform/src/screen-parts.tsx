/**
 * The pieces every screen of both remotes is made of: its title, a list that failed to load,
 * "Load more", a timestamp. One copy for the creator and staff apps (CONVENTIONS habit 9).
 */
import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Button, colorVars, fontSizes, space, useToast } from '@groundtruth/ui-kit';
import type { TimestampLike } from '@groundtruth/domain/timestamp';
import { navPartsWords } from '@groundtruth/domain/words/nav-parts';
import { useWords } from '@groundtruth/platform/i18n';
import { useDateFormat } from '@groundtruth/platform/format';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space[4]};
  margin-bottom: ${space[6]};

  h1 {
    margin: 0;
  }
  p {
    margin: ${space[1]} 0 0;
    color: ${colorVars.textMuted};
    font-size: ${fontSizes.sm};
  }
`;

/** A screen's title (its one `<h1>`), a line under it and the screen's main actions. */
export function PageHeader({
  title,
  description,
  actions,
  id,
}: {
  /** The spec's title of the screen, verbatim. */
  title: string;
  /** One sentence on what the screen is for. */
  description?: ReactNode;
  /** Buttons on the right, e.g. Create Task. */
  actions?: ReactNode;
  /** Id of the heading, for a section's aria-labelledby. */
  id?: string;
}) {
  return (
    <Header>
      <div>
        <h1 id={id}>{title}</h1>
        {description ? <p>{description}</p> : null}
      </div>
      {actions ? <div>{actions}</div> : null}
    </Header>
  );
}

/**
 * Raises the destructive 'Error' notification with `message` for each failure, identified by
 * the time it happened (0: none), e.g. a "Load more" that failed while the list stays shown.
 */
export function useFailureToast(failedAt: number, message: string) {
  const { toastError } = useToast();
  useEffect(() => {
    if (failedAt > 0) toastError(message);
  }, [failedAt, message, toastError]);
}

/**
 * A list that failed to load: the destructive 'Error' notification (docs/product.md, Messages) and an inline
 * alert with Retry where the list would be. With `failedAt`, each new failure notifies again;
 * without, the notification comes once, when the alert appears.
 */
export function LoadError({
  message,
  failedAt,
  onRetry,
  retrying = false,
}: {
  /** The spec's loading failure, e.g. 'Failed to load submissions'. */
  message: string;
  /** When the last attempt failed (TanStack's errorUpdatedAt). */
  failedAt?: number;
  /** Loads again. */
  onRetry: () => void;
  /** A retry is under way. */
  retrying?: boolean;
}) {
  // Mounting is a failure too: the alert only shows after one.
  useFailureToast(failedAt ?? 1, message);
  const words = useWords('nav', navPartsWords);
  return (
    <Alert
      tone="destructive"
      title={message}
      actions={
        <Button onClick={onRetry} loading={retrying}>
          {words.retry}
        </Button>
      }
    >
      {words.checkConnection}
    </Alert>
  );
}

const LoadMoreRow = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${space[4]};
`;

/** The "Load more" of a paginated list: shown while a next page exists. */
export function LoadMore({
  hasMore,
  loading,
  onLoadMore,
}: {
  /** The last page read was full, so another may follow. */
  hasMore: boolean;
  /** The next page is being read. */
  loading: boolean;
  /** Reads the next page. */
  onLoadMore: () => void;
}) {
  const words = useWords('nav', navPartsWords);
  if (!hasMore) return null;
  return (
    <LoadMoreRow>
      <Button variant="outline" loading={loading} onClick={onLoadMore}>
        {words.loadMore}
      </Button>
    </LoadMoreRow>
  );
}

/** A Firestore timestamp as a `<time>`: readable text, machine-readable `dateTime`. */
export function DateTime({
  value,
  dateOnly = false,
}: {
  /** The stored timestamp. */
  value: TimestampLike;
  /** Show the day without the time of day. */
  dateOnly?: boolean;
}) {
  const format = useDateFormat();
  const date = new Date(value.toMillis());
  return (
    <time dateTime={date.toISOString()}>
      {dateOnly ? format.date(date) : format.dateTime(date)}
    </time>
  );
}
