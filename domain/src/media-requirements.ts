/**
 * What a task needs of the files submitted to it, and how requirements and facts read in words.
 * The staff's task form validates with `mediaRequirementsSchema`; a file is judged against the
 * requirements in media-checks.ts, and what inspection finds in a file is media-facts.ts.
 */
import { formatCalendarDay } from './dates';
import type { MediaFacts } from './media-facts';
import { mediaRequirementWords, type MediaRequirementWords } from './words/media-requirement-words';
import { z } from './zod';

export const mediaKinds = ['video', 'image', 'audio', 'document'] as const;
export type MediaKind = (typeof mediaKinds)[number];

export const mediaKindLabels: Record<MediaKind, string> = mediaRequirementWords.kinds;

const pixels = z.number().int('must be a whole number of pixels').positive().max(100_000);
const seconds = z
  .number()
  .positive('must be more than 0 seconds')
  .max(24 * 3600);

function ordered(
  value: { min_duration_s?: number | undefined; max_duration_s?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  if (
    value.min_duration_s !== undefined &&
    value.max_duration_s !== undefined &&
    value.max_duration_s < value.min_duration_s
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['max_duration_s'],
      message: 'must be at least the minimum duration',
    });
  }
}

export const videoRequirementsSchema = z
  .strictObject({
    min_width: pixels.optional(),
    min_height: pixels.optional(),
    min_duration_s: seconds.optional(),
    max_duration_s: seconds.optional(),
    audio: z.enum(['required', 'optional']).optional(),
    max_fps: z.number().positive().max(1000).optional(),
  })
  .superRefine(ordered);

export const audioRequirementsSchema = z
  .strictObject({
    min_duration_s: seconds.optional(),
    max_duration_s: seconds.optional(),
    min_sample_rate_hz: z.number().int().positive().max(1_000_000).optional(),
  })
  .superRefine(ordered);

export const imageRequirementsSchema = z.strictObject({
  min_width: pixels.optional(),
  min_height: pixels.optional(),
});

const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)');

/**
 * Where a task's files must come from (judged in authenticity-checks.ts). AI-generated work is
 * refused unless `refuse_ai_generated` is false; a capture window is given by its days, or as the
 * task's own window (from publication to submission).
 */
export const authenticityRequirementsSchema = z
  .strictObject({
    refuse_ai_generated: z.boolean().optional(),
    captured_after: calendarDay.optional(),
    captured_before: calendarDay.optional(),
    capture_within_task_window: z.boolean().optional(),
    require_content_credentials: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    if (
      value.captured_after &&
      value.captured_before &&
      value.captured_before < value.captured_after
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['captured_before'],
        message: 'must be on or after the earliest capture date',
      });
    }
  });
export type AuthenticityRequirements = z.infer<typeof authenticityRequirementsSchema>;

/** tasks/{id}.requirements; every field optional, absent: the task takes any accepted file. */
export const mediaRequirementsSchema = z
  .strictObject({
    kinds: z.array(z.enum(mediaKinds)).min(1, 'must name at least one kind').optional(),
    max_file_bytes: z.number().int().positive().optional(),
    min_files: z.number().int().positive().max(100).optional(),
    max_files: z.number().int().positive().max(100).optional(),
    video: videoRequirementsSchema.optional(),
    audio: audioRequirementsSchema.optional(),
    image: imageRequirementsSchema.optional(),
    authenticity: authenticityRequirementsSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (
      value.min_files !== undefined &&
      value.max_files !== undefined &&
      value.max_files < value.min_files
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['max_files'],
        message: 'must be at least the minimum number of files',
      });
    }
  });
export type MediaRequirements = z.infer<typeof mediaRequirementsSchema>;

/** The kind a content type (as sniffed from the bytes) belongs to; undefined when none. */
export function mediaKindOfType(contentType: string): MediaKind | undefined {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('text/') || type === 'application/pdf' || type === 'application/json') {
    return 'document';
  }
  return undefined;
}

/** Whether a task names any requirement at all. */
export function hasRequirements(requirements: MediaRequirements | null | undefined): boolean {
  if (!requirements) return false;
  return Object.values(requirements).some((value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.values(value).some((inner) => inner !== undefined)
      : value !== undefined,
  );
}

// ---- words -------------------------------------------------------------------------------

/** Seconds as m:ss (or h:mm:ss), e.g. 300 → "5:00", 20.4 → "0:20". */
export function formatDuration(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Bytes in the largest unit that keeps a number ≥ 1, e.g. 2_000_000_000 → "1.86 GB". */
export function formatFileSize(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(value < 10 ? 2 : 1)} ${units[unit]}`;
}

export function formatNumber(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

export function formatResolution(width: number, height: number): string {
  return `${width} × ${height}`;
}

/**
 * The requirements as a creator reads them on a task's card, details and Submit, in `w`'s
 * language (English unless a screen passes its table).
 */
export function describeRequirements(
  requirements: MediaRequirements | null | undefined,
  w: MediaRequirementWords = mediaRequirementWords,
): string[] {
  if (!requirements) return [];
  const lines: string[] = [];
  const { kinds, max_file_bytes, min_files, max_files, video, audio, image } = requirements;
  if (kinds?.length) lines.push(w.accepts(kinds.map((k) => w.kinds[k]).join(', ')));
  if (min_files !== undefined && max_files !== undefined) {
    lines.push(
      min_files === max_files ? w.filesExactly(min_files) : w.filesBetween(min_files, max_files),
    );
  } else if (min_files !== undefined) lines.push(w.filesAtLeast(min_files));
  else if (max_files !== undefined) lines.push(w.filesAtMost(max_files));
  if (max_file_bytes !== undefined) lines.push(w.eachFileUpTo(formatFileSize(max_file_bytes)));
  if (video) {
    const parts: string[] = [];
    if (video.min_width || video.min_height) {
      parts.push(w.atLeast(formatResolution(video.min_width ?? 0, video.min_height ?? 0)));
    }
    const range = durationRange(w, video.min_duration_s, video.max_duration_s);
    if (range) parts.push(range);
    if (video.audio === 'required') parts.push(w.withSound);
    if (video.max_fps !== undefined) parts.push(w.atMost(w.fps(formatNumber(video.max_fps))));
    if (parts.length) lines.push(w.videoLine(parts.join(', ')));
  }
  if (audio) {
    const parts: string[] = [];
    const range = durationRange(w, audio.min_duration_s, audio.max_duration_s);
    if (range) parts.push(range);
    if (audio.min_sample_rate_hz !== undefined) {
      parts.push(w.atLeast(w.hz(formatNumber(audio.min_sample_rate_hz))));
    }
    if (parts.length) lines.push(w.audioLine(parts.join(', ')));
  }
  if (image && (image.min_width || image.min_height)) {
    lines.push(w.imagesAtLeast(formatResolution(image.min_width ?? 0, image.min_height ?? 0)));
  }
  const origin = describeAuthenticity(w, requirements.authenticity);
  if (origin) lines.push(origin);
  return lines;
}

/** A task's authenticity requirements in words; null when it names none but the default. */
function describeAuthenticity(
  w: MediaRequirementWords,
  a: AuthenticityRequirements | undefined,
): string | null {
  if (!a) return null;
  const parts: string[] = [];
  if (a.refuse_ai_generated === false) parts.push(w.aiAccepted);
  if (a.capture_within_task_window) parts.push(w.recordedAfterOpening);
  if (a.captured_after) parts.push(w.recordedOnOrAfter(formatCalendarDay(a.captured_after)));
  if (a.captured_before) parts.push(w.recordedOnOrBefore(formatCalendarDay(a.captured_before)));
  if (a.require_content_credentials) parts.push(w.withContentCredentials);
  return parts.length ? w.originLine(parts.join(', ')) : null;
}

function durationRange(
  w: MediaRequirementWords,
  min: number | undefined,
  max: number | undefined,
): string | null {
  if (min !== undefined && max !== undefined) {
    return w.longBetween(formatDuration(min), formatDuration(max));
  }
  if (min !== undefined) return w.longAtLeast(formatDuration(min));
  if (max !== undefined) return w.longAtMost(formatDuration(max));
  return null;
}

/** A file's facts in words, for its row on Submit and on the staff's review card. */
export function describeFacts(
  facts: MediaFacts,
  sizeBytes?: number,
  w: MediaRequirementWords = mediaRequirementWords,
): string {
  const parts: string[] = [];
  const format = facts.format ?? w.kinds[facts.type];
  parts.push(facts.codec ? `${format} (${facts.codec})` : format);
  if (facts.width && facts.height) parts.push(formatResolution(facts.width, facts.height));
  if (facts.duration_s !== null) parts.push(formatDuration(facts.duration_s));
  if (facts.fps !== null && facts.type === 'video') parts.push(w.fps(formatNumber(facts.fps)));
  if (facts.type === 'video') parts.push(facts.audio ? w.withSound : w.noSound);
  if (facts.sample_rate_hz !== null) parts.push(w.hz(formatNumber(facts.sample_rate_hz)));
  if (sizeBytes !== undefined) parts.push(formatFileSize(sizeBytes));
  return parts.join(' · ');
}
