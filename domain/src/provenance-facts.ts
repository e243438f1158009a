/**
 * A file's provenance from what the libraries read of it: Content Credentials from c2pa-rs's
 * manifest store, capture facts from exifr's EXIF/XMP tags or mediainfo's General track, and
 * whether it was edited. Loaded with the device check (not on a screen's first load).
 */
import type { MediaInfoTrack } from './media-facts';
import {
  noCaptureFacts,
  noContentCredentials,
  type CaptureFacts,
  type ContentCredentials,
  type Provenance,
} from './provenance';

/** IPTC digital source types meaning a trained model made the media (all of it, or a part). */
const AI_SOURCE_TYPES = ['trainedAlgorithmicMedia', 'compositeWithTrainedAlgorithmicMedia'];

export function isAiSourceType(sourceType: string | null | undefined): boolean {
  const name = sourceType?.split('/').pop() ?? '';
  return AI_SOURCE_TYPES.includes(name);
}

/** C2PA actions that change what a file shows (opening, re-encoding or publishing do not). */
const EDITING_ACTIONS = new Set([
  'c2pa.edited',
  'c2pa.color_adjustments',
  'c2pa.cropped',
  'c2pa.drawing',
  'c2pa.filtered',
  'c2pa.orientation',
  'c2pa.placed',
  'c2pa.removed',
  'c2pa.resized',
]);

/** Software whose name says it edits pictures, sound or video (cameras and encoders do not). */
const EDITOR_SOFTWARE =
  /photoshop|lightroom|gimp|premiere|after effects|final cut|davinci|resolve|capcut|imovie|snapseed|vsco|inshot|canva|pixelmator|affinity|luminar|audition|audacity|kdenlive|filmora/i;

export function isEditorSoftware(software: string | null | undefined): boolean {
  return Boolean(software && EDITOR_SOFTWARE.test(software));
}

// ---- Content Credentials from the library's manifest store ------------------------------

/** The parts of c2pa-rs's manifest store (Reader.manifestStore()) read here. */
export interface C2paManifestStore {
  active_manifest?: string;
  manifests?: Record<string, C2paManifest>;
  validation_status?: { code: string; explanation?: string }[];
}
interface C2paManifest {
  claim_generator?: string;
  claim_generator_info?: { name?: string; version?: string }[];
  signature_info?: { issuer?: string; common_name?: string; time?: string };
  assertions?: { label: string; data?: { actions?: C2paAction[] } }[];
}
interface C2paAction {
  action?: string;
  digitalSourceType?: string;
  softwareAgent?: string | { name?: string };
}

/** Failure codes about the content's hash: expected when only the manifest could be read. */
const CONTENT_HASH_CODES = /^assertion\.(dataHash|bmffHash|boxesHash|collectionHash)\.mismatch$/;

/**
 * What a manifest store says. `contentChecked`: the store was read with the whole file, so the
 * content's hash was checked too; otherwise its hash failures are not failures.
 */
export function contentCredentialsFrom(
  store: C2paManifestStore,
  contentChecked: boolean,
): ContentCredentials {
  const manifest = store.active_manifest ? store.manifests?.[store.active_manifest] : undefined;
  if (!manifest)
    return {
      ...noContentCredentials,
      present: true,
      valid: false,
      validation_errors: ['No active manifest'],
    };
  const actions = (manifest.assertions ?? [])
    .filter((a) => a.label.startsWith('c2pa.actions'))
    .flatMap((a) => a.data?.actions ?? []);
  const created = actions.find((a) => a.digitalSourceType) ?? null;
  const errors = (store.validation_status ?? [])
    .filter((s) => contentChecked || !CONTENT_HASH_CODES.test(s.code))
    .map((s) => (s.explanation ? `${s.code}: ${s.explanation}` : s.code));
  const generator =
    manifest.claim_generator_info
      ?.map((g) => [g.name, g.version].filter(Boolean).join(' '))
      .filter(Boolean)
      .join(', ') ||
    manifest.claim_generator ||
    null;
  const signature = manifest.signature_info;
  return {
    present: true,
    valid: errors.length === 0,
    validation_errors: errors,
    signer: signature?.common_name ?? signature?.issuer ?? null,
    claim_generator: generator,
    created_at: signature?.time ?? null,
    actions: actions.map((a) => a.action ?? '').filter(Boolean),
    digital_source_type: created?.digitalSourceType ?? null,
    ai_generated: actions.some((a) => isAiSourceType(a.digitalSourceType)),
    content_checked: contentChecked,
  };
}

// ---- capture facts ----------------------------------------------------------------------

/** "2024:03:03 14:22:10" (EXIF) or "2024-03-03 14:22:10 UTC" (MediaInfo) as ISO 8601. */
export function isoDateTime(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match =
    /^(\d{4})[:-](\d{2})[:-](\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?\s*(UTC|Z|[+-]\d{2}:?\d{2})?/.exec(
      value.trim(),
    );
  if (!match) return null;
  const [, y, mo, d, h, mi, s, zone] = match;
  if (y === '0000' || y === '1904') return null; // an unset container date
  const offset =
    zone === undefined
      ? ''
      : zone === 'UTC' || zone === 'Z'
        ? 'Z'
        : zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  return `${y}-${mo}-${d}T${h}:${mi}:${s}${offset}`;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/** The EXIF/XMP tags exifr reads (raw values, not revived) that say where a picture came from. */
export interface ExifTags {
  Make?: unknown;
  Model?: unknown;
  Software?: unknown;
  CreatorTool?: unknown;
  DateTimeOriginal?: unknown;
  CreateDate?: unknown;
  OffsetTimeOriginal?: unknown;
  GPSLatitude?: unknown;
  GPSLongitude?: unknown;
  [key: string]: unknown;
}

export function captureFactsFromExif(tags: ExifTags | null | undefined): CaptureFacts {
  if (!tags) return noCaptureFacts;
  const taken = isoDateTime(tags.DateTimeOriginal ?? tags.CreateDate);
  const offset = text(tags.OffsetTimeOriginal);
  return {
    created_at: taken && offset && /^[+-]\d{2}:\d{2}$/.test(offset) ? `${taken}${offset}` : taken,
    device_make: text(tags.Make),
    device_model: text(tags.Model),
    software: text(tags.Software) ?? text(tags.CreatorTool),
    has_location: tags.GPSLatitude !== undefined || tags.GPSLongitude !== undefined,
  };
}

/** A video's or recording's capture facts from mediainfo's General track. */
export function captureFactsFromMediaInfo(general: MediaInfoTrack | undefined): CaptureFacts {
  if (!general) return noCaptureFacts;
  const extra = (general.extra ?? {}) as Record<string, unknown>;
  const pick = (...keys: string[]) => {
    for (const key of keys) {
      const value = text(general[key]) ?? text(extra[key]);
      if (value) return value;
    }
    return null;
  };
  const os = [pick('Encoded_OperatingSystem_Name'), pick('Encoded_OperatingSystem_Version')]
    .filter(Boolean)
    .join(' ');
  return {
    created_at: isoDateTime(pick('Recorded_Date', 'Encoded_Date', 'Mastered_Date')),
    device_make: pick('Encoded_Hardware_CompanyName', 'Make', 'make', 'com_apple_quicktime_make'),
    device_model: pick('Encoded_Hardware_Name', 'Model', 'model', 'com_apple_quicktime_model'),
    software:
      pick('Encoded_Application', 'software', 'com_apple_quicktime_software') ?? (os || null),
    has_location: Boolean(pick('Recorded_Location', 'xyz', 'location')),
  };
}

/** The provenance of one file from what was read of it. */
export function provenanceOf(c2pa: ContentCredentials, capture: CaptureFacts): Provenance {
  const edited =
    c2pa.actions.some((action) => EDITING_ACTIONS.has(action)) ||
    isEditorSoftware(capture.software);
  return { c2pa, capture, edited };
}
