import styled from 'styled-components';
import { Alert, Button } from '@groundtruth/ui-kit';
import { messages } from '@groundtruth/domain/messages';

const Panel = styled.div`
  max-width: 560px;
  margin: 48px auto;
  padding: 0 16px;
  display: grid;
  gap: 16px;
  justify-items: start;
`;

interface Props {
  /** Loads the page again at the same address (window.location.reload in the app). */
  onReload: () => void;
}

/**
 * What an open tab shows when the code it needs was replaced by a newer release: a reload gets
 * the new version, at the same route.
 */
export function NewVersionPanel({ onReload }: Props) {
  return (
    <Panel>
      <Alert tone="warning" title={messages.newVersionAvailable}>
        {messages.newVersionBody}
      </Alert>
      <Button onClick={onReload}>{messages.reload}</Button>
    </Panel>
  );
}
