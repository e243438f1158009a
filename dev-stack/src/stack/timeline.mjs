/**
 * A timeline of the start-up (`npm start -- --verbose`): each step with the seconds since the
 * start, so it is clear where the time goes.
 * @param {(line: string) => void} log
 * @param {boolean} verbose
 */
export function timeline(log, verbose) {
  const started = performance.now();
  const since = () => ((performance.now() - started) / 1000).toFixed(1);
  /** @param {string} step */
  const mark = (step) => {
    if (verbose) log(`  [${since().padStart(5)}s] ${step}`);
  };
  return {
    seconds: since,
    mark,
    /**
     * Resolves with `promise`, marking the step when it does.
     * @template T
     * @param {string} step
     * @param {Promise<T>} promise
     * @returns {Promise<T>}
     */
    track(step, promise) {
      return promise.then((value) => {
        mark(step);
        return value;
      });
    },
  };
}

/** @typedef {ReturnType<typeof timeline>} Timeline */
