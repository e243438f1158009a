import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Providers } from '../app/providers';
import { messages } from '@groundtruth/domain/messages';
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

/** A remote page whose chunk is gone, as after a release replaced it (webpack's error). */
function MissingChunk(): never {
  const error = new Error(
    'Loading chunk 4242 failed.\n(missing: http://localhost/4242.0a1b2c3d.js)',
  );
  error.name = 'ChunkLoadError';
  throw error;
}

describe('RemoteErrorBoundary after a failed load', () => {
  it('should offer a reload when a newer release replaced the remote', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onReload = vi.fn();
    const onRetry = vi.fn();
    render(
      <Providers>
        <RemoteErrorBoundary
          label="The creator workspace"
          onRetry={onRetry}
          onReload={onReload}
          explainLoadFailure={() => Promise.resolve('new-version')}
        >
          <MissingChunk />
        </RemoteErrorBoundary>
      </Providers>,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.newVersionAvailable);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: messages.reload }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('should keep the Retry panel when the remote is unreachable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Providers>
        <RemoteErrorBoundary
          label="The creator workspace"
          onRetry={() => undefined}
          explainLoadFailure={() => Promise.resolve('unavailable')}
        >
          <MissingChunk />
        </RemoteErrorBoundary>
      </Providers>,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The creator workspace couldn't load",
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText(messages.newVersionAvailable)).not.toBeInTheDocument();
  });

  it('should not ask about releases when the remote threw while rendering', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const explain = vi.fn(() => Promise.resolve('new-version' as const));
    render(
      <Providers>
        <RemoteErrorBoundary
          label="This page"
          onRetry={() => undefined}
          explainLoadFailure={explain}
        >
          <Flaky failing />
        </RemoteErrorBoundary>
      </Providers>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent("This page couldn't load");
    expect(explain).not.toHaveBeenCalled();
  });
});
