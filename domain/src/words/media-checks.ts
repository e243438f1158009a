/**
 * The words of a task's media requirements and of the on-device check of a file against them
 * (media-requirements.ts' describeRequirements and describeFacts, media-checks.ts' verdicts):
 * English as the API, the staff screens and submitWork's refusals say them; a creator's screens
 * pass the table in their language (domain/src/i18n/tables.ts, table `mediaChecks`). Numbers,
 * sizes, durations and days arrive written.
 */
import { mediaRequirementWords } from './media-requirement-words';

const files = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`;

export const mediaCheckWords = {
  ...mediaRequirementWords,
  /** Why Submit waits for the device check. */
  checkingFiles: 'Checking your files against the task’s requirements…',
  removeFailing: (names: string) =>
    `Remove the files that do not meet this task’s requirements: ${names}`,
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
