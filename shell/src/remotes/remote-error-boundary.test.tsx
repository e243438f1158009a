import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Providers } from '../app/providers';
import { RemoteErrorBoundary } from './remote-error-boundary';

function Flaky({ failing }: { failing: boolean }) {
  if (failing) throw new Error('remote exploded');
  return <p>Remote content</p>;
}

/** A parent that stops failing after the first retry, like a remote that came back up. */
function Harness({ onRetry }: { onRetry: () => void }) {
  const [failing, setFailing] = useState(true);
  return (
    <Providers>
      <p>Shell navigation</p>
      <RemoteErrorBoundary
        label="The creator workspace"
        onRetry={() => {
          onRetry();
          setFailing(false);
        }}
      >
        <Flaky failing={failing} />
      </RemoteErrorBoundary>
    </Providers>
  );
}

describe('RemoteErrorBoundary', () => {
  it('should contain a throwing remote to an error panel and recover on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onRetry = vi.fn();
    render(<Harness onRetry={onRetry} />);

    expect(screen.getByRole('alert')).toHaveTextContent("The creator workspace couldn't load");
    expect(screen.getByText('Shell navigation')).toBeInTheDocument();
    expect(screen.queryByText('Remote content')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Remote content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should render children untouched when nothing fails', () => {
    render(
      <RemoteErrorBoundary label="This page" onRetry={() => undefined}>
        <p>Fine</p>
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('Fine')).toBeInTheDocument();
  });
});
