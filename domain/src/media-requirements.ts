/**
 * What a task needs of the files submitted to it (issue 22), and the one judgement of a file's
 * media facts against it. The staff's task form validates with `mediaRequirementsSchema`, the
 * creator's device check and submitWork both call `checkFile`/`checkFileCount`, so the browser
 * and the server refuse the same files with the same words.
 *
 * Width and height are compared in either orientation: a 1080 × 1920 portrait clip meets a
 * 1920 × 1080 requirement (the longer side against the longer bound, the shorter against the
 * shorter).
 */
import { z } from './zod';

export const mediaKinds = ['video', 'image', 'audio', 'document'] as const;
export type MediaKind = (typeof mediaKinds)[number];

export const mediaKindLabels: Record<MediaKind, string> = {
  video: 'video',
  image: 'image',
  audio: 'audio',
  document: 'text or document',
};

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

/**
 * What inspection found in a file (issue 22), stored on the submission's file entry as `media`.
 * `type` is the kind its bytes are (not its name or declared type); the rest is null when the
 * kind has no such fact or the container does not say.
 */
export const mediaFactsSchema = z.object({
  type: z.enum(mediaKinds),
  /** The container or file format as the inspection names it, e.g. "MPEG-4", "WebM", "PNG". */
  format: z.string().nullable().optional(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  duration_s: z.number().nullable(),
  fps: z.number().nullable(),
  codec: z.string().nullable(),
  /** Whether a video or audio file carries a sound track; null for images and documents. */
  audio: z.boolean().nullable(),
  sample_rate_hz: z.number().nullable(),
});
export type MediaFacts = z.infer<typeof mediaFactsSchema>;

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

function formatNumber(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

function formatResolution(width: number, height: number): string {
  return `${width} × ${height}`;
}

/** The requirements as a creator reads them on a task's card, details and Submit. */
export function describeRequirements(requirements: MediaRequirements | null | undefined): string[] {
  if (!requirements) return [];
  const lines: string[] = [];
  const { kinds, max_file_bytes, min_files, max_files, video, audio, image } = requirements;
  if (kinds?.length) lines.push(`Accepts: ${kinds.map((k) => mediaKindLabels[k]).join(', ')}`);
  if (min_files !== undefined && max_files !== undefined) {
    lines.push(
      min_files === max_files
        ? `Files: exactly ${min_files}`
        : `Files: ${min_files} to ${max_files}`,
    );
  } else if (min_files !== undefined) lines.push(`Files: at least ${min_files}`);
  else if (max_files !== undefined) lines.push(`Files: at most ${max_files}`);
  if (max_file_bytes !== undefined) lines.push(`Each file up to ${formatFileSize(max_file_bytes)}`);
  if (video) {
    const parts: string[] = [];
    if (video.min_width || video.min_height) {
      parts.push(`at least ${formatResolution(video.min_width ?? 0, video.min_height ?? 0)}`);
    }
    const range = durationRange(video.min_duration_s, video.max_duration_s);
    if (range) parts.push(range);
    if (video.audio === 'required') parts.push('with sound');
    if (video.max_fps !== undefined) parts.push(`at most ${formatNumber(video.max_fps)} fps`);
    if (parts.length) lines.push(`Video: ${parts.join(', ')}`);
  }
  if (audio) {
    const parts: string[] = [];
    const range = durationRange(audio.min_duration_s, audio.max_duration_s);
    if (range) parts.push(range);
    if (audio.min_sample_rate_hz !== undefined) {
      parts.push(`at least ${formatNumber(audio.min_sample_rate_hz)} Hz`);
    }
    if (parts.length) lines.push(`Audio: ${parts.join(', ')}`);
  }
  if (image && (image.min_width || image.min_height)) {
    lines.push(`Images: at least ${formatResolution(image.min_width ?? 0, image.min_height ?? 0)}`);
  }
  return lines;
}

function durationRange(min: number | undefined, max: number | undefined): string | null {
  if (min !== undefined && max !== undefined) {
    return `${formatDuration(min)} to ${formatDuration(max)} long`;
  }
  if (min !== undefined) return `at least ${formatDuration(min)} long`;
  if (max !== undefined) return `at most ${formatDuration(max)} long`;
  return null;
}

/** A file's facts in words, for its row on Submit and on the staff's review card. */
export function describeFacts(facts: MediaFacts, sizeBytes?: number): string {
  const parts: string[] = [];
  const format = facts.format ?? mediaKindLabels[facts.type];
  parts.push(facts.codec ? `${format} (${facts.codec})` : format);
  if (facts.width && facts.height) parts.push(formatResolution(facts.width, facts.height));
  if (facts.duration_s !== null) parts.push(formatDuration(facts.duration_s));
  if (facts.fps !== null && facts.type === 'video') parts.push(`${formatNumber(facts.fps)} fps`);
  if (facts.type === 'video') parts.push(facts.audio ? 'with sound' : 'no sound');
  if (facts.sample_rate_hz !== null) parts.push(`${formatNumber(facts.sample_rate_hz)} Hz`);
  if (sizeBytes !== undefined) parts.push(formatFileSize(sizeBytes));
  return parts.join(' · ');
}

// ---- the judgement -------------------------------------------------------------------------

/** Which requirement a verdict is about; stable names the UI and tests may key on. */
export type RequirementName =
  | 'kind'
  | 'max_file_bytes'
  | 'min_files'
  | 'max_files'
  | 'resolution'
  | 'min_duration'
  | 'max_duration'
  | 'audio'
  | 'max_fps'
  | 'min_sample_rate';

export interface RequirementVerdict {
  requirement: RequirementName;
  met: boolean;
  /** Met, but within JUST_MET_MARGIN of the bound: staff see a flag. */
  justMet: boolean;
  /** "1280 × 720 — this task needs at least 1920 × 1080"; for a met one, the fact and bound. */
  message: string;
}

/** A fact within 5 % of its bound counts as only just meeting it (flagged for staff). */
export const JUST_MET_MARGIN = 0.05;

function verdict(
  requirement: RequirementName,
  met: boolean,
  message: string,
  justMet = false,
): RequirementVerdict {
  return { requirement, met, justMet: met && justMet, message };
}

function nearMin(value: number, bound: number): boolean {
  return value < bound * (1 + JUST_MET_MARGIN);
}

function nearMax(value: number, bound: number): boolean {
  return value > bound * (1 - JUST_MET_MARGIN);
}

function resolutionVerdict(
  facts: MediaFacts,
  minWidth: number | undefined,
  minHeight: number | undefined,
): RequirementVerdict | null {
  if (!minWidth && !minHeight) return null;
  const needed = formatResolution(minWidth ?? 0, minHeight ?? 0);
  const bound = `this task needs at least ${needed}`;
  if (!facts.width || !facts.height) {
    return verdict('resolution', false, `resolution unknown — ${bound}`);
  }
  const longSide = Math.max(facts.width, facts.height);
  const shortSide = Math.min(facts.width, facts.height);
  const needLong = Math.max(minWidth ?? 0, minHeight ?? 0);
  const needShort = Math.min(minWidth ?? 0, minHeight ?? 0);
  const met = longSide >= needLong && shortSide >= needShort;
  const justMet = nearMin(longSide, needLong) || nearMin(shortSide, needShort);
  return verdict(
    'resolution',
    met,
    `${formatResolution(facts.width, facts.height)} — ${bound}`,
    justMet,
  );
}

/**
 * A duration as m:ss, with tenths when whole seconds would read the same as the bound it is
 * compared with ("0:10.4 — this task needs at most 0:10", not "0:10 — … at most 0:10").
 */
function durationAgainst(found: number, bound: number): string {
  const plain = formatDuration(found);
  if (plain !== formatDuration(bound) || found === bound) return plain;
  // Only a duration past a maximum can read as its bound: rounded up, it stays past it.
  const up = Math.ceil(found * 10 - 1e-9) / 10;
  return `${formatDuration(up)}.${Math.round((up % 1) * 10) % 10}`;
}

function durationVerdicts(
  facts: MediaFacts,
  min: number | undefined,
  max: number | undefined,
): RequirementVerdict[] {
  const out: RequirementVerdict[] = [];
  const found = facts.duration_s;
  if (min !== undefined) {
    const bound = `this task needs at least ${formatDuration(min)}`;
    out.push(
      found === null
        ? verdict('min_duration', false, `duration unknown — ${bound}`)
        : verdict(
            'min_duration',
            found >= min,
            `${durationAgainst(found, min)} — ${bound}`,
            nearMin(found, min),
          ),
    );
  }
  if (max !== undefined) {
    const bound = `this task needs at most ${formatDuration(max)}`;
    out.push(
      found === null
        ? verdict('max_duration', false, `duration unknown — ${bound}`)
        : verdict(
            'max_duration',
            found <= max,
            `${durationAgainst(found, max)} — ${bound}`,
            nearMax(found, max),
          ),
    );
  }
  return out;
}

/**
 * Every requirement that applies to one file, met or not. `facts` is null when the file could
 * not be inspected (it then meets only the kind-free requirements it can: size).
 */
export function checkFile(
  requirements: MediaRequirements | null | undefined,
  facts: MediaFacts | null,
  sizeBytes: number,
): RequirementVerdict[] {
  if (!requirements) return [];
  const out: RequirementVerdict[] = [];
  const { kinds, max_file_bytes } = requirements;
  if (max_file_bytes !== undefined) {
    out.push(
      verdict(
        'max_file_bytes',
        sizeBytes <= max_file_bytes,
        `${formatFileSize(sizeBytes)} — this task accepts files up to ${formatFileSize(max_file_bytes)}`,
        nearMax(sizeBytes, max_file_bytes),
      ),
    );
  }
  if (kinds?.length) {
    const accepts = `this task accepts ${kinds.map((k) => mediaKindLabels[k]).join(', ')}`;
    out.push(
      facts
        ? verdict('kind', kinds.includes(facts.type), `${mediaKindLabels[facts.type]} — ${accepts}`)
        : verdict('kind', false, `not a file this product can read — ${accepts}`),
    );
  }
  if (!facts) return out;
  if (facts.type === 'video' && requirements.video) {
    const video = requirements.video;
    const resolution = resolutionVerdict(facts, video.min_width, video.min_height);
    if (resolution) out.push(resolution);
    out.push(...durationVerdicts(facts, video.min_duration_s, video.max_duration_s));
    if (video.audio === 'required') {
      out.push(
        verdict(
          'audio',
          facts.audio === true,
          `${facts.audio ? 'with sound' : 'no sound'} — this task needs video with sound`,
        ),
      );
    }
    if (video.max_fps !== undefined) {
      const bound = `this task needs at most ${formatNumber(video.max_fps)} fps`;
      out.push(
        facts.fps === null
          ? verdict('max_fps', false, `frame rate unknown — ${bound}`)
          : verdict(
              'max_fps',
              facts.fps <= video.max_fps,
              `${formatNumber(facts.fps)} fps — ${bound}`,
            ),
      );
    }
  }
  if (facts.type === 'audio' && requirements.audio) {
    const audio = requirements.audio;
    out.push(...durationVerdicts(facts, audio.min_duration_s, audio.max_duration_s));
    if (audio.min_sample_rate_hz !== undefined) {
      const bound = `this task needs at least ${formatNumber(audio.min_sample_rate_hz)} Hz`;
      out.push(
        facts.sample_rate_hz === null
          ? verdict('min_sample_rate', false, `sample rate unknown — ${bound}`)
          : verdict(
              'min_sample_rate',
              facts.sample_rate_hz >= audio.min_sample_rate_hz,
              `${formatNumber(facts.sample_rate_hz)} Hz — ${bound}`,
              nearMin(facts.sample_rate_hz, audio.min_sample_rate_hz),
            ),
      );
    }
  }
  if (facts.type === 'image' && requirements.image) {
    const resolution = resolutionVerdict(
      facts,
      requirements.image.min_width,
      requirements.image.min_height,
    );
    if (resolution) out.push(resolution);
  }
  return out;
}

/** The number-of-files requirements for a submission of `count` files. */
export function checkFileCount(
  requirements: MediaRequirements | null | undefined,
  count: number,
): RequirementVerdict[] {
  if (!requirements) return [];
  const out: RequirementVerdict[] = [];
  const files = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`;
  if (requirements.min_files !== undefined) {
    out.push(
      verdict(
        'min_files',
        count >= requirements.min_files,
        `${files(count)} — this task needs at least ${files(requirements.min_files)}`,
      ),
    );
  }
  if (requirements.max_files !== undefined) {
    out.push(
      verdict(
        'max_files',
        count <= requirements.max_files,
        `${files(count)} — this task needs at most ${files(requirements.max_files)}`,
      ),
    );
  }
  return out;
}

/** The failed verdicts of one file as the server's refusal: "clip.mp4: 640 × 360 — …". */
export function fileProblems(fileName: string, verdicts: readonly RequirementVerdict[]): string[] {
  return verdicts.filter((v) => !v.met).map((v) => `${fileName}: ${v.message}`);
}

/** What a submission's judgement needs of each file: its name, size and stored facts. */
export interface JudgedFile {
  name: string;
  size: number;
  /** Absent on files submitted before inspection (issue 22): judged by their size only. */
  media?: MediaFacts | undefined;
}

/**
 * Every requirement a submission's files fail, in words: the number of files first, then each
 * file's ("clip.mp4: 640 × 360 — this task needs at least 1920 × 1080"). submitWork refuses a
 * submission with any; updateTaskRequirements marks a pending one `fails_requirements` from the
 * facts it stored, without reading the files again.
 */
export function submissionProblems(
  requirements: MediaRequirements | null | undefined,
  files: readonly JudgedFile[],
): string[] {
  if (!requirements) return [];
  const count = checkFileCount(requirements, files.length)
    .filter((v) => !v.met)
    .map((v) => v.message);
  return [
    ...count,
    ...files.flatMap((file) => {
      const verdicts = checkFile(requirements, file.media ?? null, file.size);
      // Facts never gathered are not facts found wanting: only the size is known.
      const known = file.media
        ? verdicts
        : verdicts.filter((v) => v.requirement === 'max_file_bytes');
      return fileProblems(file.name, known);
    }),
  ];
}

/**
 * The facts mediainfo.js reports (its `format: 'object'` result: `media.track[]`, each with
 * `@type` General/Video/Audio/Image/Text and MediaInfo's field names) as MediaFacts. `kind` is
 * the kind the file's bytes were identified as (file-type's sniff), which decides for files
 * mediainfo does not describe (PDF, text). Shared by the browser's check and submitWork's so the
 * two read the same facts from the same library.
 */
export interface MediaInfoTrack {
  '@type': string;
  Format?: string;
  Width?: number | string;
  Height?: number | string;
  Duration?: number | string;
  FrameRate?: number | string;
  SamplingRate?: number | string;
  CodecID?: string;
  [key: string]: unknown;
}

function num(value: unknown): number | null {
  const n = typeof value === 'string' ? Number.parseFloat(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

export function mediaFactsFromMediaInfo(
  kind: MediaKind,
  tracks: readonly MediaInfoTrack[],
): MediaFacts {
  const general = tracks.find((t) => t['@type'] === 'General');
  const video = tracks.find((t) => t['@type'] === 'Video');
  const audio = tracks.find((t) => t['@type'] === 'Audio');
  const image = tracks.find((t) => t['@type'] === 'Image');
  const format = typeof general?.Format === 'string' ? general.Format : null;
  // A video container (MP4, WebM) holding only sound is a sound recording: an .m4a sniffs as
  // video/mp4. One with neither track keeps the kind its bytes were sniffed as.
  if (kind === 'video' && !video && audio) kind = 'audio';
  if (kind === 'video') {
    return {
      type: kind,
      format,
      width: num(video?.Width),
      height: num(video?.Height),
      duration_s: num(general?.Duration) ?? num(video?.Duration),
      fps: num(video?.FrameRate) ?? num(general?.FrameRate),
      codec: typeof video?.Format === 'string' ? video.Format : null,
      audio: audio !== undefined,
      sample_rate_hz: num(audio?.SamplingRate),
    };
  }
  if (kind === 'audio') {
    return {
      type: kind,
      format,
      width: null,
      height: null,
      duration_s: num(general?.Duration) ?? num(audio?.Duration),
      fps: null,
      codec: typeof audio?.Format === 'string' ? audio.Format : null,
      audio: audio !== undefined,
      sample_rate_hz: num(audio?.SamplingRate),
    };
  }
  if (kind === 'image') {
    const pictured = image ?? video;
    return {
      type: kind,
      format: format ?? (typeof pictured?.Format === 'string' ? pictured.Format : null),
      width: num(pictured?.Width),
      height: num(pictured?.Height),
      duration_s: null,
      fps: null,
      codec: null,
      audio: null,
      sample_rate_hz: null,
    };
  }
  return {
    type: kind,
    format,
    width: null,
    height: null,
    duration_s: null,
    fps: null,
    codec: null,
    audio: null,
    sample_rate_hz: null,
  };
}

/**
 * Bytes mediainfo asks for at a time when it reads a file's facts, on the device and in
 * submitWork alike: one ranged read each. A ranged GET costs about as much for 1 MiB as for
 * 256 KiB (mediainfo.js's default), and the read budget bounds the bytes either way.
 */
export const MEDIA_CHUNK_BYTES = 1024 * 1024;

/**
 * At most this many bytes of one file reach mediainfo; then it reports what it found. Shared, so
 * the device and the server stop the parser at the same place and find the same facts. The facts
 * stored come from the container's headers and index (an MP4's moov: a few hundred KiB for a
 * 10-minute phone clip, about 7 MiB for five hours at 30 fps, the longest a 2 GB upload holds at
 * a low bit rate). Past them MediaInfoLib goes on parsing the first frames, ~21 MiB of a 1 GB
 * 1080p clip, which adds nothing we store (npm run bench -- media: same facts either way).
 * A crafted file that keeps sending it elsewhere is bounded by the same budget.
 */
export const MEDIA_READ_BUDGET_BYTES = 8 * 1024 * 1024;
