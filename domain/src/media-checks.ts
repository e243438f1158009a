/**
 * The one judgement of a file's media facts against a task's requirements: the creator's device
 * check and submitWork both call `checkFile`/`checkFileCount`, so the browser and the server
 * refuse the same files with the same words.
 *
 * Width and height are compared in either orientation: a 1080 × 1920 portrait clip meets a
 * 1920 × 1080 requirement (the longer side against the longer bound, the shorter against the
 * shorter).
 */
import type { AuthenticityRequirementName } from './authenticity-checks';
import type { MediaFacts } from './media-facts';
import { mediaCheckWords, type MediaCheckWords } from './words/media-checks';
import {
  formatDuration,
  formatFileSize,
  formatNumber,
  formatResolution,
  type MediaRequirements,
} from './media-requirements';

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
  | 'min_sample_rate'
  | AuthenticityRequirementName;

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
  w: MediaCheckWords,
  facts: MediaFacts,
  minWidth: number | undefined,
  minHeight: number | undefined,
): RequirementVerdict | null {
  if (!minWidth && !minHeight) return null;
  const needed = formatResolution(minWidth ?? 0, minHeight ?? 0);
  const bound = w.needsAtLeast(needed);
  if (!facts.width || !facts.height) {
    return verdict('resolution', false, w.verdict(w.resolutionUnknown, bound));
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
    w.verdict(formatResolution(facts.width, facts.height), bound),
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
  w: MediaCheckWords,
  facts: MediaFacts,
  min: number | undefined,
  max: number | undefined,
): RequirementVerdict[] {
  const out: RequirementVerdict[] = [];
  const found = facts.duration_s;
  if (min !== undefined) {
    const bound = w.needsAtLeast(formatDuration(min));
    out.push(
      found === null
        ? verdict('min_duration', false, w.verdict(w.durationUnknown, bound))
        : verdict(
            'min_duration',
            found >= min,
            w.verdict(durationAgainst(found, min), bound),
            nearMin(found, min),
          ),
    );
  }
  if (max !== undefined) {
    const bound = w.needsAtMost(formatDuration(max));
    out.push(
      found === null
        ? verdict('max_duration', false, w.verdict(w.durationUnknown, bound))
        : verdict(
            'max_duration',
            found <= max,
            w.verdict(durationAgainst(found, max), bound),
            nearMax(found, max),
          ),
    );
  }
  return out;
}

/**
 * Every requirement of a task's media facts that applies to one file, met or not. `facts` is
 * null when the file could not be inspected (it then meets only the kind-free requirements it
 * can: size). Where it came from is judged by authenticity-checks (submission-checks joins the two).
 */
export function checkFile(
  requirements: MediaRequirements | null | undefined,
  facts: MediaFacts | null,
  sizeBytes: number,
  w: MediaCheckWords = mediaCheckWords,
): RequirementVerdict[] {
  return checkMediaFacts(w, requirements, facts, sizeBytes);
}

function checkMediaFacts(
  w: MediaCheckWords,
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
        w.verdict(formatFileSize(sizeBytes), w.acceptsUpTo(formatFileSize(max_file_bytes))),
        nearMax(sizeBytes, max_file_bytes),
      ),
    );
  }
  if (kinds?.length) {
    const accepts = w.acceptsKinds(kinds.map((k) => w.kinds[k]).join(', '));
    out.push(
      facts
        ? verdict('kind', kinds.includes(facts.type), w.verdict(w.kinds[facts.type], accepts))
        : verdict('kind', false, w.verdict(w.notReadable, accepts)),
    );
  }
  if (!facts) return out;
  if (facts.type === 'video' && requirements.video) {
    const video = requirements.video;
    const resolution = resolutionVerdict(w, facts, video.min_width, video.min_height);
    if (resolution) out.push(resolution);
    out.push(...durationVerdicts(w, facts, video.min_duration_s, video.max_duration_s));
    if (video.audio === 'required') {
      out.push(
        verdict(
          'audio',
          facts.audio === true,
          w.verdict(facts.audio ? w.withSound : w.noSound, w.needsVideoWithSound),
        ),
      );
    }
    if (video.max_fps !== undefined) {
      const bound = w.needsAtMost(w.fps(formatNumber(video.max_fps)));
      out.push(
        facts.fps === null
          ? verdict('max_fps', false, w.verdict(w.frameRateUnknown, bound))
          : verdict(
              'max_fps',
              facts.fps <= video.max_fps,
              w.verdict(w.fps(formatNumber(facts.fps)), bound),
            ),
      );
    }
  }
  if (facts.type === 'audio' && requirements.audio) {
    const audio = requirements.audio;
    out.push(...durationVerdicts(w, facts, audio.min_duration_s, audio.max_duration_s));
    if (audio.min_sample_rate_hz !== undefined) {
      const bound = w.needsAtLeast(w.hz(formatNumber(audio.min_sample_rate_hz)));
      out.push(
        facts.sample_rate_hz === null
          ? verdict('min_sample_rate', false, w.verdict(w.sampleRateUnknown, bound))
          : verdict(
              'min_sample_rate',
              facts.sample_rate_hz >= audio.min_sample_rate_hz,
              w.verdict(w.hz(formatNumber(facts.sample_rate_hz)), bound),
              nearMin(facts.sample_rate_hz, audio.min_sample_rate_hz),
            ),
      );
    }
  }
  if (facts.type === 'image' && requirements.image) {
    const resolution = resolutionVerdict(
      w,
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
  w: MediaCheckWords = mediaCheckWords,
): RequirementVerdict[] {
  if (!requirements) return [];
  const out: RequirementVerdict[] = [];
  if (requirements.min_files !== undefined) {
    out.push(
      verdict(
        'min_files',
        count >= requirements.min_files,
        w.verdict(w.fileCount(count), w.needsAtLeastFiles(requirements.min_files)),
      ),
    );
  }
  if (requirements.max_files !== undefined) {
    out.push(
      verdict(
        'max_files',
        count <= requirements.max_files,
        w.verdict(w.fileCount(count), w.needsAtMostFiles(requirements.max_files)),
      ),
    );
  }
  return out;
}

/** The failed verdicts of one file as the server's refusal: "clip.mp4: 640 × 360 — …". */
export function fileProblems(fileName: string, verdicts: readonly RequirementVerdict[]): string[] {
  return verdicts.filter((v) => !v.met).map((v) => `${fileName}: ${v.message}`);
}
