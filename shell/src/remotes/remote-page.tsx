import {
  createElement,
  Suspense,
  use,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { RemoteName, RemotePage as RemotePageName } from '@groundtruth/domain/paths';
import { explainLoadFailure, loadRemotePages } from './federation';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { handOverHeldMarkup, HeldMarkup } from './held-markup';
import { preloadPage } from '@groundtruth/platform/lazy-page';

const remoteLabels: Record<RemoteName, string> = {
  marketing: 'This page',
  creator: 'The creator workspace',
  staff: 'The staff workspace',
  customer: 'The customer workspace',
};

// One load per remote and attempt, kept for the session: React's use() needs a stable promise,
// and a Retry (the next attempt) needs a genuinely new load.
const loads = new Map<string, Promise<Record<string, ComponentType>>>();

function remotePages(remote: RemoteName, attempt: number) {
  const key = `${remote}#${attempt}`;
  let load = loads.get(key);
  if (!load) {
    load = loadRemotePages(remote, { fresh: attempt > 0 });
    loads.set(key, load);
  }
  return load;
}

/**
 * Starts loading `page` of `remote` (its entry, its routes module and the page's own code) before
 * anything renders it: a return visit to a dashboard route fetches it while the session is being
 * restored instead of after. Failures are left for the page to show when it renders.
 */
export function preloadRemotePage(remote: RemoteName, page: string): void {
  remotePages(remote, 0)
    .then((pages) => preloadPage(pages[page]))
    .catch(() => undefined);
}

function RemotePageContent({
  remote,
  page,
  attempt,
}: {
  remote: RemoteName;
  page: string;
  attempt: number;
}) {
  const pages = use(remotePages(remote, attempt));
  // The live page is on screen: the markup held for it (landing, or a screen's picture) has
  // served, and hands over what a person typed into the picture.
  useEffect(() => handOverHeldMarkup(), []);
  const Page = pages[page];
  if (!Page) throw new Error(`The ${remote} remote has no "${page}" page`);
  return createElement(Page);
}

interface Props<R extends RemoteName> {
  remote: R;
  page: RemotePageName<R>;
  /** What shows while the remote loads: the markup held for it (held-markup.tsx), or a spinner. */
  fallback?: ReactNode;
}

/**
 * Mounts one page of a federated remote, with a loading fallback and a contained error panel
 * (Retry when the remote is down, Reload when a newer release replaced its code).
 */
export function RemotePage<R extends RemoteName>({
  remote,
  page,
  fallback = <HeldMarkup />,
}: Props<R>) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary
      key={attempt}
      label={remoteLabels[remote]}
      onRetry={() => setAttempt((n) => n + 1)}
      explainLoadFailure={() => explainLoadFailure(remote)}
    >
      <Suspense fallback={fallback}>
        <RemotePageContent remote={remote} page={page} attempt={attempt} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
