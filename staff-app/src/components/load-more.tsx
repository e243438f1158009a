import styled from 'styled-components';
import { Button } from '@groundtruth/ui-kit';

const Row = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 16px;
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
  if (!hasMore) return null;
  return (
    <Row>
      <Button variant="outline" loading={loading} onClick={onLoadMore}>
        Load more
      </Button>
    </Row>
  );
}
