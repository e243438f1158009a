import styled from 'styled-components';
import { Spinner } from '@groundtruth/ui-kit';

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 40vh;
`;

/** Full-area loading state while a page or the session loads. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Centered>
      <Spinner label={label} />
    </Centered>
  );
}
