/**
 * The requirements fields of Create Task and Edit requirements, turned into the
 * task's `requirements` with field-level messages. Numbers are read here (seconds, pixels, MB);
 * what they must be is checked by domain's mediaRequirementsSchema, the one schema the callables
 * and the creator's device check use, so the form refuses what the function would.
 */
import type { z } from 'zod';
import {
  hasRequirements,
  mediaKinds,
  mediaRequirementsSchema,
  type MediaKind,
  type MediaRequirements,
} from '@groundtruth/domain/media-requirements';

/** The fields as typed: numbers as text, empty for "no requirement". */
export interface RequirementsFormValues {
  kinds: MediaKind[];
  /** Megabytes (1 MB = 1,048,576 bytes, as the sizes are shown). */
  maxFileMb: string;
  minFiles: string;
  maxFiles: string;
  videoMinWidth: string;
  videoMinHeight: string;
  /** Seconds. */
  videoMinDuration: string;
  videoMaxDuration: string;
  videoSoundRequired: boolean;
  videoMaxFps: string;
  audioMinDuration: string;
  audioMaxDuration: string;
  audioMinSampleRate: string;
  imageMinWidth: string;
  imageMinHeight: string;
  /** Unticked (the default): files labelled AI-generated are refused. */
  acceptAiGenerated: boolean;
  captureWithinTaskWindow: boolean;
  /** Days as a date field gives them, YYYY-MM-DD; empty for none. */
  capturedAfter: string;
  capturedBefore: string;
  requireContentCredentials: boolean;
}

/** The fields that are ticked, not typed. */
type TickField =
  | 'videoSoundRequired'
  | 'acceptAiGenerated'
  | 'captureWithinTaskWindow'
  | 'requireContentCredentials';
export type DateField = 'capturedAfter' | 'capturedBefore';
type NumberField = Exclude<keyof RequirementsFormValues, 'kinds' | TickField | DateField>;
export type RequirementsField = keyof RequirementsFormValues;
export type RequirementsErrors = Partial<Record<RequirementsField, string>>;

export const emptyRequirementsForm: RequirementsFormValues = {
  kinds: [],
  maxFileMb: '',
  minFiles: '',
  maxFiles: '',
  videoMinWidth: '',
  videoMinHeight: '',
  videoMinDuration: '',
  videoMaxDuration: '',
  videoSoundRequired: false,
  videoMaxFps: '',
  audioMinDuration: '',
  audioMaxDuration: '',
  audioMinSampleRate: '',
  imageMinWidth: '',
  imageMinHeight: '',
  acceptAiGenerated: false,
  captureWithinTaskWindow: false,
  capturedAfter: '',
  capturedBefore: '',
  requireContentCredentials: false,
};

/** Each field's visible label; its messages start with it. */
export const requirementsLabels: Record<RequirementsField, string> = {
  kinds: 'Accepted kinds',
  maxFileMb: 'Maximum file size (MB)',
  minFiles: 'Minimum files',
  maxFiles: 'Maximum files',
  videoMinWidth: 'Video minimum width (px)',
  videoMinHeight: 'Video minimum height (px)',
  videoMinDuration: 'Video minimum duration (seconds)',
  videoMaxDuration: 'Video maximum duration (seconds)',
  videoSoundRequired: 'Video must have sound',
  videoMaxFps: 'Video maximum frame rate (fps)',
  audioMinDuration: 'Audio minimum duration (seconds)',
  audioMaxDuration: 'Audio maximum duration (seconds)',
  audioMinSampleRate: 'Audio minimum sample rate (Hz)',
  imageMinWidth: 'Image minimum width (px)',
  imageMinHeight: 'Image minimum height (px)',
  acceptAiGenerated: 'Accept files labelled AI-generated',
  captureWithinTaskWindow: 'Recorded after the task is published',
  capturedAfter: 'Recorded on or after',
  capturedBefore: 'Recorded on or before',
  requireContentCredentials: 'Files must carry valid Content Credentials',
};

const MB = 1024 * 1024;

/** Where each schema path comes from in the form. */
const fieldOfPath: Record<string, RequirementsField> = {
  kinds: 'kinds',
  max_file_bytes: 'maxFileMb',
  min_files: 'minFiles',
  max_files: 'maxFiles',
  'video.min_width': 'videoMinWidth',
  'video.min_height': 'videoMinHeight',
  'video.min_duration_s': 'videoMinDuration',
  'video.max_duration_s': 'videoMaxDuration',
  'video.audio': 'videoSoundRequired',
  'video.max_fps': 'videoMaxFps',
  'audio.min_duration_s': 'audioMinDuration',
  'audio.max_duration_s': 'audioMaxDuration',
  'audio.min_sample_rate_hz': 'audioMinSampleRate',
  'image.min_width': 'imageMinWidth',
  'image.min_height': 'imageMinHeight',
  'authenticity.captured_after': 'capturedAfter',
  'authenticity.captured_before': 'capturedBefore',
};

function issueMessage(field: RequirementsField, issue: z.core.$ZodIssue): string {
  const label = requirementsLabels[field];
  // The schema's own messages follow the field's name ("must be at least the minimum …").
  if (/^[a-z]/.test(issue.message)) return `${label} ${issue.message}`;
  if (issue.code === 'invalid_type' && issue.expected === 'int')
    return `${label} must be a whole number`;
  if (issue.code === 'too_small') return `${label} must be more than 0`;
  if (issue.code === 'too_big') {
    const max = Number(issue.maximum);
    return `${label} must be at most ${(field === 'maxFileMb' ? max / MB : max).toLocaleString('en-US')}`;
  }
  return `${label} is not valid`;
}

/** Drops the keys whose value is undefined, and the object itself when nothing is left. */
function defined<T extends object>(value: T): T | undefined {
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  return entries.length > 0 ? (Object.fromEntries(entries) as T) : undefined;
}

/**
 * The fields as the task's requirements (null: none named, the task takes any accepted file),
 * or the message of each invalid field.
 */
export function toRequirements(
  values: RequirementsFormValues,
):
  { ok: true; requirements: MediaRequirements | null } | { ok: false; errors: RequirementsErrors } {
  const errors: RequirementsErrors = {};
  const number = (field: NumberField): number | undefined => {
    const text = values[field].trim().replace(/,/g, '');
    if (text === '') return undefined;
    if (!/^\d+(\.\d+)?$/.test(text)) {
      errors[field] = `${requirementsLabels[field]} must be a number`;
      return undefined;
    }
    return Number(text);
  };
  const mb = number('maxFileMb');
  const candidate = defined({
    kinds: values.kinds.length > 0 ? mediaKinds.filter((k) => values.kinds.includes(k)) : undefined,
    max_file_bytes: mb === undefined ? undefined : Math.round(mb * MB),
    min_files: number('minFiles'),
    max_files: number('maxFiles'),
    video: defined({
      min_width: number('videoMinWidth'),
      min_height: number('videoMinHeight'),
      min_duration_s: number('videoMinDuration'),
      max_duration_s: number('videoMaxDuration'),
      audio: values.videoSoundRequired ? ('required' as const) : undefined,
      max_fps: number('videoMaxFps'),
    }),
    audio: defined({
      min_duration_s: number('audioMinDuration'),
      max_duration_s: number('audioMaxDuration'),
      min_sample_rate_hz: number('audioMinSampleRate'),
    }),
    image: defined({
      min_width: number('imageMinWidth'),
      min_height: number('imageMinHeight'),
    }),
    authenticity: defined({
      refuse_ai_generated: values.acceptAiGenerated ? false : undefined,
      capture_within_task_window: values.captureWithinTaskWindow || undefined,
      captured_after: values.capturedAfter.trim() || undefined,
      captured_before: values.capturedBefore.trim() || undefined,
      require_content_credentials: values.requireContentCredentials || undefined,
    }),
  });
  const parsed = mediaRequirementsSchema.safeParse(candidate ?? {});
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath[issue.path.filter((p) => typeof p === 'string').join('.')];
      if (field && !errors[field]) errors[field] = issueMessage(field, issue);
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, requirements: hasRequirements(parsed.data) ? parsed.data : null };
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/** A task's requirements as the fields show them, for Edit requirements. */
export function requirementsToForm(
  requirements: MediaRequirements | null | undefined,
): RequirementsFormValues {
  if (!requirements) return emptyRequirementsForm;
  const { video, audio, image, authenticity } = requirements;
  return {
    kinds: requirements.kinds ?? [],
    maxFileMb:
      requirements.max_file_bytes === undefined
        ? ''
        : String(Number((requirements.max_file_bytes / MB).toFixed(2))),
    minFiles: text(requirements.min_files),
    maxFiles: text(requirements.max_files),
    videoMinWidth: text(video?.min_width),
    videoMinHeight: text(video?.min_height),
    videoMinDuration: text(video?.min_duration_s),
    videoMaxDuration: text(video?.max_duration_s),
    videoSoundRequired: video?.audio === 'required',
    videoMaxFps: text(video?.max_fps),
    audioMinDuration: text(audio?.min_duration_s),
    audioMaxDuration: text(audio?.max_duration_s),
    audioMinSampleRate: text(audio?.min_sample_rate_hz),
    imageMinWidth: text(image?.min_width),
    imageMinHeight: text(image?.min_height),
    acceptAiGenerated: authenticity?.refuse_ai_generated === false,
    captureWithinTaskWindow: authenticity?.capture_within_task_window === true,
    capturedAfter: authenticity?.captured_after ?? '',
    capturedBefore: authenticity?.captured_before ?? '',
    requireContentCredentials: authenticity?.require_content_credentials === true,
  };
}
