/**
 * The words of a task's media requirements and of a file's facts (media-requirements.ts'
 * describeRequirements and describeFacts): part of the table `mediaChecks` (./media-checks.ts)
 * and apart from it, so a task's card carries these and not the check's verdicts. English as the
 * API and the staff screens say them; numbers, sizes, durations and days arrive written.
 */
export const mediaRequirementWords = {
  /** The list of a task's requirements, on its card, in its details and on Submit. */
  requirementsLabel: 'File requirements',
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
};

export type MediaRequirementWords = typeof mediaRequirementWords;
