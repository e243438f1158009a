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
 * Resolves when the Functions emulator has loaded the functions: a callable answers an empty
 * call with INVALID_ARGUMENT (the emulator's port opens before the functions are loaded).
 */
export async function waitForFunctions(callableUrl, { timeoutMs = 180_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(callableUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: {} }),
        signal: AbortSignal.timeout(20_000),
      });
      const body = await response.json();
      if (body?.error?.status === 'INVALID_ARGUMENT') return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The functions at ${callableUrl} did not load in ${timeoutMs / 1000}s`);
}
