import styled from 'styled-components';
import { Alert, Button } from '@groundtruth/ui-kit';

const Panel = styled.div`
  max-width: 560px;
  margin: 48px auto;
  padding: 0 16px;
  display: grid;
  gap: 16px;
  justify-items: start;
`;

interface Props {
  label: string;
  onRetry: () => void;
}

/** What a user sees instead of a blank page when part of the product cannot load. */
export function RemoteErrorPanel({ label, onRetry }: Props) {
  return (
    <Panel>
      <Alert tone="destructive" title={`${label} couldn't load`}>
        This part of Groundtruth is unavailable right now. Everything else still works. Check your
        connection and try again.
      </Alert>
      <Button onClick={onRetry}>Retry</Button>
    </Panel>
  );
}
