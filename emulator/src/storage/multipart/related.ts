/**
 * A streaming reader for the two-part multipart/related bodies of one-shot uploads (the web
 * SDK's uploadBytes and the JSON API's uploadType=multipart): a JSON metadata part, then the
 * bytes. The metadata part is buffered (bounded); the bytes are yielded as they arrive,
 * holding back only enough to recognise the closing boundary.
 */
import { StreamBuffer } from './stream-buffer.js';

/** A body that is not a well-formed upload; its message is the official emulator's. */
export class MultipartError extends Error {}

/** The official Storage emulator's messages for malformed multipart uploads (firebase-tools). */
export const WRONG_PART_COUNT = 'Unexpected number of parts in request body';
export const PART_WITHOUT_TYPE =
  'Failed to parse multipart request body part. Missing content type.';
export const badContentType = (contentType: string) => `Bad content type. ${contentType}`;

const MAX_HEAD = 1 << 20;

export interface MultipartUpload {
  /** The first part's body (JSON metadata). */
  metadata: string;
  /** The second part's Content-Type, if it had one. */
  contentType?: string;
  /** The second part's bytes, streamed. Must be consumed to the end. */
  data: AsyncIterable<Buffer>;
}

export function boundaryOf(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/related\b/i.test(contentType.trim())) return undefined;
  const m = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return m ? (m[1] ?? m[2]) : undefined;
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  return headers;
}

export async function readMultipart(
  source: AsyncIterable<Buffer>,
  boundary: string,
): Promise<MultipartUpload> {
  const body = new StreamBuffer(
    source,
    MAX_HEAD * 2,
    () => new MultipartError('Multipart metadata part is too large.'),
  );
  /** Waits until `needle` is in the buffer from `from`; returns its index. */
  const find = async (needle: string, from: number): Promise<number> => {
    const at = await body.find(needle, from);
    if (at < 0) throw new MultipartError(WRONG_PART_COUNT);
    return at;
  };
  const dash = `--${boundary}`;
  const delim = `\r\n--${boundary}`;
  // Part 1: delimiter, headers, JSON body.
  const first = await find(dash, 0);
  const h1End = await find('\r\n\r\n', first + dash.length);
  const bodyEnd = await find(delim, h1End + 4);
  if (
    !parseHeaders(body.buf.subarray(first + dash.length, h1End).toString('latin1')).has(
      'content-type',
    )
  )
    throw new MultipartError(PART_WITHOUT_TYPE);
  const metadata = body.buf.subarray(h1End + 4, bodyEnd).toString('utf8');
  // Part 2: headers, then the bytes; a closing delimiter right after part 1 is one part only.
  const h2Start = bodyEnd + delim.length;
  await find('\r\n', h2Start);
  if (body.buf.subarray(h2Start, h2Start + 2).toString('latin1') === '--')
    throw new MultipartError(WRONG_PART_COUNT);
  const h2End = await find('\r\n\r\n', h2Start);
  const headers = parseHeaders(body.buf.subarray(h2Start, h2End).toString('latin1'));
  if (!headers.has('content-type')) throw new MultipartError(PART_WITHOUT_TYPE);
  body.buf = body.buf.subarray(h2End + 4);
  // The bytes are streamed, not buffered: no limit on their size here.
  body.limit = Infinity;

  async function* data(): AsyncGenerator<Buffer> {
    if (!(yield* body.until(Buffer.from(delim, 'latin1'))))
      throw new MultipartError(WRONG_PART_COUNT);
    // The delimiter must close the body (`--`): a third part is not an upload.
    await body.need(2);
    if (body.buf.subarray(0, 2).toString('latin1') !== '--')
      throw new MultipartError(WRONG_PART_COUNT);
    await body.drain();
  }

  return { metadata, contentType: headers.get('content-type'), data: data() };
}
