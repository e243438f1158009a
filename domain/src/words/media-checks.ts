/**
 * The words of a task's media requirements and of the on-device check of a file against them
 * (media-requirements.ts' describeRequirements and describeFacts, media-checks.ts' verdicts):
 * English as the API, the staff screens and submitWork's refusals say them; a creator's screens
 * pass the table in their language (domain/src/i18n/tables.ts, table `mediaChecks`). Numbers,
 * sizes, durations and days arrive written.
 */
const files = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`;

export const mediaCheckWords = {
  /** The list of a task's requirements, on its card, in its details and on Submit. */
  requirementsLabel: 'File requirements',
  /** Why Submit waits for the device check. */
  checkingFiles: 'Checking your files against the task’s requirements…',
  removeFailing: (names: string) =>
    `Remove the files that do not meet this task’s requirements: ${names}`,
  kinds: { video: 'video', image: 'image', audio: 'audio', document: 'text or document' },
  accepts: (kinds: string) => `Accepts: ${kinds}`,
  filesExactly: (count: number) => `Files: exactly ${count}`,
  filesBetween: (min: number, max: number) => `Files: ${min} to ${max}`,
  filesAtLeast: (count: number) => `Files: at least ${count}`,
  filesAtMost: (count: number) => `Files: at most ${count}`,
  eachFileUpTo: (size: string) => `Each file up to ${size}`,
  videoLine: (parts: string) => `Video: ${parts}`,
  audioLine: (parts: string) => `Audio: ${parts}`,
  imagesAtLeast: (resolution: string) => `Images: at least ${resolution}`,
  originLine: (parts: string) => `Origin: ${parts}`,
  atLeast: (bound: string) => `at least ${bound}`,
  atMost: (bound: string) => `at most ${bound}`,
  longBetween: (min: string, max: string) => `${min} to ${max} long`,
  longAtLeast: (duration: string) => `at least ${duration} long`,
  longAtMost: (duration: string) => `at most ${duration} long`,
  withSound: 'with sound',
  noSound: 'no sound',
  fps: (rate: string) => `${rate} fps`,
  hz: (rate: string) => `${rate} Hz`,
  aiAccepted: 'AI-generated files accepted',
  recordedAfterOpening: 'recorded after the task opened',
  recordedOnOrAfter: (day: string) => `recorded on or after ${day}`,
  recordedOnOrBefore: (day: string) => `recorded on or before ${day}`,
  withContentCredentials: 'with Content Credentials',
  /** A verdict: what the file is, then what the task needs ("1280 × 720 — this task needs …"). */
  verdict: (fact: string, bound: string) => `${fact} — ${bound}`,
  needsAtLeast: (bound: string) => `this task needs at least ${bound}`,
  needsAtMost: (bound: string) => `this task needs at most ${bound}`,
  needsVideoWithSound: 'this task needs video with sound',
  acceptsUpTo: (size: string) => `this task accepts files up to ${size}`,
  acceptsKinds: (kinds: string) => `this task accepts ${kinds}`,
  notReadable: 'not a file this product can read',
  resolutionUnknown: 'resolution unknown',
  durationUnknown: 'duration unknown',
  frameRateUnknown: 'frame rate unknown',
  sampleRateUnknown: 'sample rate unknown',
  fileCount: (count: number) => files(count),
  needsAtLeastFiles: (count: number) => `this task needs at least ${files(count)}`,
  needsAtMostFiles: (count: number) => `this task needs at most ${files(count)}`,
};

export type MediaCheckWords = typeof mediaCheckWords;
