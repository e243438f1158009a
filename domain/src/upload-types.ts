/**
 * The files the product accepts (uploads are what they claim), one table read by
 * storage.rules' content-type list (a test holds the two equal), the creator's picker and
 * submitWork's verdict on the bytes. Each kind names the content types a browser may declare,
 * the file-name extensions that go with them, and what the server may find in the first bytes:
 * `sniffed` (the MIME types file-type reports) or `text` (no magic number: valid UTF-8 text).
 * No SVG, no HTML, nothing a browser would run: submitted files are attachments anyway.
 */
export interface UploadKind {
  /** Content types a browser declares for the kind. */
  declared: readonly string[];
  /** File-name extensions, lower case, without the dot. */
  extensions: readonly string[];
  /** Types file-type may report for the bytes; empty for text kinds. */
  sniffed: readonly string[];
  /** A text format without a magic number: accepted when its bytes are valid UTF-8 text. */
  text?: true;
}

// MP4 and QuickTime share one container (ISO base media): a phone's .mov may carry an mp4
// brand and the other way round, so the family accepts either.
const isoMedia = ['video/mp4', 'video/quicktime', 'video/x-m4v'];

export const uploadKinds: readonly UploadKind[] = [
  { declared: isoMedia, extensions: ['mp4', 'm4v', 'mov'], sniffed: isoMedia },
  { declared: ['video/webm'], extensions: ['webm'], sniffed: ['video/webm'] },
  { declared: ['audio/mpeg'], extensions: ['mp3'], sniffed: ['audio/mpeg'] },
  {
    declared: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'],
    extensions: ['wav'],
    sniffed: ['audio/wav', 'audio/vnd.wave'],
  },
  {
    declared: ['audio/mp4', 'audio/x-m4a'],
    extensions: ['m4a'],
    sniffed: ['audio/mp4', 'audio/x-m4a', 'video/mp4'],
  },
  {
    declared: ['audio/ogg', 'audio/opus'],
    extensions: ['ogg', 'oga', 'opus'],
    sniffed: ['audio/ogg', 'audio/opus'],
  },
  {
    declared: ['audio/flac', 'audio/x-flac'],
    extensions: ['flac'],
    sniffed: ['audio/flac', 'audio/x-flac'],
  },
  { declared: ['image/jpeg'], extensions: ['jpg', 'jpeg'], sniffed: ['image/jpeg'] },
  { declared: ['image/png'], extensions: ['png'], sniffed: ['image/png'] },
  { declared: ['image/webp'], extensions: ['webp'], sniffed: ['image/webp'] },
  { declared: ['image/gif'], extensions: ['gif'], sniffed: ['image/gif'] },
  {
    declared: ['image/heic', 'image/heif'],
    extensions: ['heic', 'heif'],
    sniffed: ['image/heic', 'image/heif'],
  },
  { declared: ['application/pdf'], extensions: ['pdf'], sniffed: ['application/pdf'] },
  { declared: ['text/plain'], extensions: ['txt'], sniffed: [], text: true },
  { declared: ['text/markdown'], extensions: ['md', 'markdown'], sniffed: [], text: true },
  { declared: ['text/csv'], extensions: ['csv'], sniffed: [], text: true },
  { declared: ['application/json'], extensions: ['json'], sniffed: [], text: true },
];

/** Every content type an upload may declare (storage.rules lists the same). */
export const acceptedUploadTypes: readonly string[] = uploadKinds.flatMap((k) => k.declared);

/** The kind a declared content type belongs to, or undefined when the product takes none such. */
export function uploadKindOf(contentType: string): UploadKind | undefined {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return uploadKinds.find((kind) => kind.declared.includes(type));
}

/** The extension of a file name, lower case without the dot ('' when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The picker's `accept` attribute: every declared type and extension. */
export const uploadAcceptAttribute: string = [
  ...acceptedUploadTypes,
  ...uploadKinds.flatMap((k) => k.extensions.map((e) => `.${e}`)),
].join(',');

// The upload limits, beside the types they come from (not in constants.ts: every screen reads
// constants, and only the submit screen and the functions need this table).
/** Upload limits enforced by storage.rules and checked again by submitWork. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024 * 1024;
/** The content types above as one pattern (storage.rules lists the same; no SVG, no HTML). */
export const ALLOWED_UPLOAD_TYPES = new RegExp(
  `^(${acceptedUploadTypes.map((t) => t.replace(/[.+]/g, '\\$&')).join('|')})$`,
);

/** How a person names each accepted content type: what it is, and its format. */
const typeLabels: Readonly<Record<string, string>> = {
  'video/mp4': 'Video (MP4)',
  'video/quicktime': 'Video (MOV)',
  'video/x-m4v': 'Video (M4V)',
  'video/webm': 'Video (WebM)',
  'audio/mpeg': 'Audio (MP3)',
  'audio/wav': 'Audio (WAV)',
  'audio/x-wav': 'Audio (WAV)',
  'audio/wave': 'Audio (WAV)',
  'audio/vnd.wave': 'Audio (WAV)',
  'audio/mp4': 'Audio (M4A)',
  'audio/x-m4a': 'Audio (M4A)',
  'audio/ogg': 'Audio (Ogg)',
  'audio/opus': 'Audio (Opus)',
  'audio/flac': 'Audio (FLAC)',
  'audio/x-flac': 'Audio (FLAC)',
  'image/jpeg': 'Image (JPEG)',
  'image/png': 'Image (PNG)',
  'image/webp': 'Image (WebP)',
  'image/gif': 'Image (GIF)',
  'image/heic': 'Image (HEIC)',
  'image/heif': 'Image (HEIF)',
  'application/pdf': 'Document (PDF)',
  'text/plain': 'Text',
  'text/markdown': 'Text (Markdown)',
  'text/csv': 'Table (CSV)',
  'application/json': 'Data (JSON)',
};

/**
 * A file's kind as a person reads it ("Video (MOV)"), never its MIME type: from the content type
 * Storage recorded, else what the name's extension says, else just "File".
 */
export function fileTypeLabel(contentType: string, fileName = ''): string {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const known = typeLabels[type];
  if (known) return known;
  const extension = extensionOf(fileName);
  return extension ? `File (${extension.toUpperCase()})` : 'File';
}
