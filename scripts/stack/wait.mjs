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
