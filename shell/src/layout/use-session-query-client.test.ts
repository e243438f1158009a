// The dashboard's data cache per signed-in user: restored before the first render from what was
// stored for that user, and another account signing in on the same page never sees it.
import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import {
  forgetPersistedQueries,
  persistQueries,
  restoreQueries,
} from '@groundtruth/platform/query-persistence';
import { useSessionQueryClient } from './use-session-query-client';

function store(uid: string, key: string, data: unknown) {
  const client = new QueryClient();
  const stop = persistQueries(client, uid);
  client.setQueryData([key], data);
  window.dispatchEvent(new Event('pagehide'));
  stop();
}

afterEach(() => forgetPersistedQueries());

describe('the dashboard’s data cache', () => {
  it('should hold the user’s stored data from its first render', () => {
    store('ada', 'tasks', ['Record a shop']);
    const { result } = renderHook(() => useSessionQueryClient('ada'));
    expect(result.current.getQueryData(['tasks'])).toEqual(['Record a shop']);
  });

  it('should start empty while the session loads, then restore for the user', () => {
    store('ada', 'tasks', ['Record a shop']);
    const { result, rerender } = renderHook(({ uid }) => useSessionQueryClient(uid), {
      initialProps: { uid: null as string | null },
    });
    expect(result.current.getQueryData(['tasks'])).toBeUndefined();
    rerender({ uid: 'ada' });
    expect(result.current.getQueryData(['tasks'])).toEqual(['Record a shop']);
  });

  it('should give another account a cache without the previous user’s data', () => {
    store('ada', 'tasks', ['Ada’s task']);
    const { result, rerender } = renderHook(({ uid }) => useSessionQueryClient(uid), {
      initialProps: { uid: 'ada' },
    });
    const adas = result.current;
    expect(adas.getQueryData(['tasks'])).toEqual(['Ada’s task']);
    rerender({ uid: 'ben' });
    expect(result.current).not.toBe(adas);
    expect(result.current.getQueryData(['tasks'])).toBeUndefined();
    // Restoring for Ben removed what was stored for Ada.
    const later = new QueryClient();
    expect(restoreQueries(later, 'ada')).toBe(false);
  });
});
