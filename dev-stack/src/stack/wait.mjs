// Health checks: poll until a service answers, so `npm start` reports ready only when it is.

/** Resolves when `url` answers with a status below 500; rejects after `timeoutMs`. */
export async function waitForHttp(url, { timeoutMs = 120_000, intervalMs = 250 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
      lastError = new Error(`HTTP ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(
    `${url} did not become ready in ${timeoutMs / 1000}s (${lastError?.message ?? 'no answer'})`,
  );
}

/**
 * Resolves, with the URL of every callable, when the Functions emulator has loaded the
 * functions: it lists them at /backends (its port opens before they are loaded), and one of
 * them answers an empty call with INVALID_ARGUMENT. The names come from the emulator, so
 * nothing here spells a callable's name (domain's registry is the one place that does).
 */
export async function waitForFunctions(functionsUrl, projectId, { timeoutMs = 180_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const listed = await fetch(`${functionsUrl}/backends`, { signal: AbortSignal.timeout(5000) });
      const { backends = [] } = await listed.json();
      const urls = backends
        .flatMap((backend) => backend.functionTriggers ?? [])
        .filter((trigger) => trigger.labels?.['deployment-callable'] === 'true')
        .map((trigger) => `${functionsUrl}/${projectId}/${trigger.region}/${trigger.name}`);
      if (urls.length > 0 && (await refusesEmptyCall(urls[0]))) return urls;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The functions at ${functionsUrl} did not load in ${timeoutMs / 1000}s`);
}

async function refusesEmptyCall(callableUrl) {
  const response = await fetch(callableUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: {} }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = await response.json();
  return body?.error?.status === 'INVALID_ARGUMENT';
}

/** How many of the Functions emulator's workers a start warms: two calls at once, seeding's. */
const WARM_WORKERS = 2;

/**
 * Starts the workers the first calls need now, all at once, instead of cold starts in the middle
 * of seeding. Any worker serves any function (functions-shared-workers.mjs), so that is a few
 * workers, not one per callable. Failures are ignored: this only saves time.
 */
export async function warmFunctions(callableUrls) {
  await Promise.allSettled(callableUrls.slice(0, WARM_WORKERS).map((url) => refusesEmptyCall(url)));
}

/** Aborts the background warm-up, so a stop finds nothing of it in flight. */
let background = new AbortController();

/**
 * Warms the Auth endpoints the export on exit reads, in the background once the stack is ready:
 * their validators compile on first use (see firebase-tools-preload.mjs), so a Ctrl-C pays for
 * none of it. The functions need nothing more: the readiness check's call has started a worker,
 * and any worker serves any function (functions-shared-workers.mjs).
 */
export function warmInBackground({ authUrl, projectId }) {
  background = new AbortController();
  const { signal } = background;
  void (async () => {
    for (const endpoint of [
      `identitytoolkit.googleapis.com/v2/projects/${projectId}/tenants`,
      `identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchGet?maxResults=1`,
      `emulator/v1/projects/${projectId}/config`,
    ]) {
      await fetch(`${authUrl}/${endpoint}`, { headers: { authorization: 'Bearer owner' }, signal })
        .then((response) => response.arrayBuffer())
        .catch(() => undefined);
    }
  })();
}

/** Stops the background warm-up (stopStack calls it first). */
export function stopWarming() {
  background.abort();
}
