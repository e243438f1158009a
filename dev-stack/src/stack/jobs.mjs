// The scheduled jobs, locally (docs/architecture.md, Jobs). The offline Functions emulator fires no schedules,
// so once the stack is ready this calls the emulator-only HTTP function `runJob` (see
// functions/src/jobs/triggers.ts) for each job every `everyMinutes`, as Cloud Scheduler does in
// production: the same job code on the same cadence. The jobs and their cadence come from the
// functions themselves (`runJob` without a job lists them), so nothing here names a job.

/** The loops this process started (one per job, or its first run's timer); stopJobs ends them. */
const loops = new Set();
/** Between the first runs of two jobs (startJobs). */
const STAGGER_MS = 300;
/** Bumped by stopJobs, so a start still listing the jobs starts no loop after a stop. */
let generation = 0;

/** The URL of the emulator-only job trigger of a stack. */
export function runJobUrl(functionsUrl, projectId) {
  return `${functionsUrl}/${projectId}/us-central1/runJob`;
}

/** Runs one job now through `url`; resolves with its report ({ job, now, changed, skipped }). */
async function runOnce(url, name, signal) {
  const response = await fetch(`${url}?job=${encodeURIComponent(name)}`, { signal });
  const body = await response.json();
  if (!response.ok) throw new Error(body.error ?? `HTTP ${response.status}`);
  return body;
}

/**
 * Starts the loop of one job: a run now, then one every `everyMinutes` (or, for a job that asks
 * for one, its shorter local cadence `localEverySeconds`: deliverMail, so that an e-mail reaches
 * the inbox within seconds of its event), never two at once.
 */
function startLoop(url, { name, everyMinutes, localEverySeconds }, log) {
  const controller = new AbortController();
  let running = false;
  const tick = async () => {
    if (running || controller.signal.aborted) return;
    running = true;
    try {
      const report = await runOnce(url, name, controller.signal);
      if (report.changed > 0) {
        log(`Job ${name}: ${report.changed} changed, ${report.skipped} skipped (${report.now})`);
      }
    } catch (error) {
      if (!controller.signal.aborted) log(`Job ${name} failed: ${error.message}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(
    tick,
    localEverySeconds ? localEverySeconds * 1000 : everyMinutes * 60_000,
  );
  timer.unref();
  loops.add({ timer, controller });
  void tick();
}

/**
 * Runs every job of the stack's functions on its cadence until stopJobs, in the background (the
 * stack is ready without waiting for the first runs). One line is logged per run that changed
 * something, and per failure.
 */
export function startJobs({ functionsUrl, projectId, log = console.log }) {
  const url = runJobUrl(functionsUrl, projectId);
  const started = generation;
  void (async () => {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
      const { jobs } = await response.json();
      if (generation !== started) return;
      // A run takes a fraction of a second: started a moment apart, the jobs' runs rarely
      // overlap, and the emulator, which starts a worker for each call that finds the last one
      // busy, keeps one or two workers for them instead of one per job (about a CPU-second and
      // 130 MB each).
      jobs.forEach((job, i) => {
        const timer = setTimeout(() => {
          loops.delete(waiting);
          if (generation === started) startLoop(url, job, log);
        }, i * STAGGER_MS);
        timer.unref();
        const waiting = { timer };
        loops.add(waiting);
      });
    } catch (error) {
      if (generation === started) log(`Scheduled jobs are not running: ${error.message}`);
    }
  })();
}

/** Stops every job loop (a run in flight is aborted; its transactions commit or roll back). */
export function stopJobs() {
  generation++;
  for (const { timer, controller } of loops) {
    clearInterval(timer);
    controller?.abort(); // a job whose first run is still to come has none
  }
  loops.clear();
}
