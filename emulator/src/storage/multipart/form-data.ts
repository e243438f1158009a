/**
 * A streaming reader for `multipart/form-data` bodies (a signed POST policy upload: the
 * policy's fields, then the file). Parts come one at a time; a file part's bytes are yielded as
 * they arrive, so a large file is never held in memory. Each part's body must be read to its
 * end before the next part is asked for. Messages are the official Storage emulator's.
 */
import { MultipartError } from './related.js';
import { StreamBuffer } from './stream-buffer.js';

const MAX_HEADERS = 64 * 1024;
const MAX_FIELD = 1 << 20;

export interface FormPart {
  /** The `name` of the part's Content-Disposition. */
  name: string;
  /** Set for a file part. */
  filename?: string;
  contentType?: string;
  body: AsyncIterable<Buffer>;
}

/** The boundary of a multipart/form-data Content-Type, or undefined. */
export function formBoundary(contentType: string | undefined): string | undefined {
  const m = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return m ? (m[1] ?? m[2]) : undefined;
}

function param(headerValue: string, name: string): string | undefined {
  const m = new RegExp(`(?:^|;)\\s*${name}=(?:"([^"]*)"|([^;]*))`, 'i').exec(headerValue);
  return m ? (m[1] ?? m[2]?.trim()) : undefined;
}

/** A field's value as text (bounded). */
export async function fieldText(part: FormPart): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of part.body) {
    size += c.length;
    if (size > MAX_FIELD) throw new MultipartError(`Form field '${part.name}' is too large.`);
    chunks.push(c);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function* readFormData(
  source: AsyncIterable<Buffer>,
  boundary: string,
): AsyncGenerator<FormPart> {
  const body = new StreamBuffer(source);
  const dash = Buffer.from(`--${boundary}`, 'latin1');
  const delim = Buffer.from(`\r\n--${boundary}`, 'latin1');

  // The preamble, up to the first boundary.
  for (;;) {
    const at = body.buf.indexOf(dash);
    if (at >= 0) {
      body.buf = body.buf.subarray(at + dash.length);
      break;
    }
    if (body.buf.length > MAX_HEADERS) throw new MultipartError(`Bad content type. ${boundary}`);
    if (!(await body.more())) return;
  }
  for (;;) {
    // After a boundary: `--` closes the body, CRLF starts a part.
    if (!(await body.need(2))) return;
    if (body.buf[0] === 0x2d && body.buf[1] === 0x2d) break;
    let headEnd: number;
    for (;;) {
      headEnd = body.buf.indexOf('\r\n\r\n', 0, 'latin1');
      if (headEnd >= 0) break;
      if (body.buf.length > MAX_HEADERS || !(await body.more()))
        throw new MultipartError('Failed to parse multipart part: Missing header-body separator.');
    }
    const headers = body.buf
      .subarray(0, headEnd)
      .toString('utf8')
      .split('\r\n')
      .filter((l) => l.includes(':'));
    body.buf = body.buf.subarray(headEnd + 4);
    let name = '';
    let filename: string | undefined;
    let contentType: string | undefined;
    for (const h of headers) {
      const i = h.indexOf(':');
      const key = h.slice(0, i).trim().toLowerCase();
      const value = h.slice(i + 1).trim();
      if (key === 'content-disposition') {
        name = param(value, 'name') ?? name;
        filename = param(value, 'filename') ?? filename;
      } else if (key === 'content-type') contentType = value;
    }
    if (!name)
      throw new MultipartError(
        "Failed to parse multipart form-data. Missing 'name' in Content-Disposition header.",
      );
    let done = false;
    async function* partBody(): AsyncGenerator<Buffer> {
      if (!(yield* body.until(delim)))
        throw new MultipartError(
          'Failed to parse multipart part: Missing trailing line separator.',
        );
      done = true;
    }
    yield { name, filename, contentType, body: partBody() };
    if (!done) throw new Error('form-data: a part was not read to its end');
  }
  // The epilogue.
  await body.drain();
}
