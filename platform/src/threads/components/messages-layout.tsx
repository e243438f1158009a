import type { ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '@groundtruth/ui-kit';

/* The open thread comes first on a phone (it is what was asked for); beside the list on a desk. */
const Layout = styled.div`
  display: grid;
  gap: ${space[6]};
  min-width: 0;

  > * {
    min-width: 0;
  }

  @media (min-width: 1024px) {
    grid-template-columns: minmax(260px, 1fr) 2fr;
    align-items: start;

    > [data-thread] {
      grid-column: 2;
      grid-row: 1;
    }
    > [data-list] {
      grid-column: 1;
      grid-row: 1;
    }
  }
`;

/** A Messages page's body, for creators and staff alike: the list of threads and the open one. */
export function MessagesLayout({
  list,
  thread,
}: {
  /** The list of threads (or its loading state, its failure, its empty state). */
  list: ReactNode;
  /** The open thread, if `?thread=` names one. */
  thread: ReactNode;
}) {
  return (
    <Layout>
      {thread ? <div data-thread="">{thread}</div> : null}
      <div data-list="">{list}</div>
    </Layout>
  );
}
