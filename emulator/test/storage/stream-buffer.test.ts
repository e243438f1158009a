// The body reader both multipart parsers share: delimiters found across chunk boundaries, a
// truncated body reported, and the parsers' own errors on bodies cut short or too large.
import { describe, expect, it } from 'vitest';
import { StreamBuffer } from '../../src/storage/multipart/stream-buffer.js';
import { readFormData } from '../../src/storage/multipart/form-data.js';
import { readMultipart } from '../../src/storage/multipart/related.js';

/** `text` as a stream of chunks of `size` bytes. */
async function* chunks(text: string | Buffer, size: number): AsyncGenerator<Buffer> {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text, 'latin1');
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function collect(body: AsyncGenerator<Buffer, boolean>) {
  const out: Buffer[] = [];
  for (;;) {
    const r = await body.next();
    if (r.done) return { bytes: Buffer.concat(out).toString('latin1'), found: r.value };
    out.push(r.value);
  }
}

describe('StreamBuffer', () => {
  it('streams the bytes before a delimiter split across chunks, at every chunk size', async () => {
    for (let size = 1; size <= 12; size++) {
      const reader = new StreamBuffer(chunks('hello world\r\n--XYZ--rest', size));
      const { bytes, found } = await collect(reader.until(Buffer.from('\r\n--XYZ')));
      expect([bytes, found], `chunks of ${size}`).toEqual(['hello world', true]);
      await reader.need(2);
      expect(reader.buf.subarray(0, 2).toString()).toBe('--');
    }
  });

  it('reports a body that ends before the delimiter', async () => {
    const reader = new StreamBuffer(chunks('no end in sight\r\n--XY', 4));
    const { found } = await collect(reader.until(Buffer.from('\r\n--XYZ')));
    expect(found).toBe(false);
  });

  it('refuses to buffer past its limit', async () => {
    const reader = new StreamBuffer(chunks('x'.repeat(100), 10), 50, () => new Error('big'));
    await expect(reader.find('never')).rejects.toThrow('big');
  });
});

describe('the parsers on broken bodies', () => {
  it('form-data: a file part cut short', async () => {
    const body =
      '--B\r\nContent-Disposition: form-data; name="key"\r\n\r\nuploads/a.txt\r\n' +
      '--B\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhalf a fi';
    const parts = readFormData(chunks(body, 7), 'B');
    const key = (await parts.next()).value!;
    expect(key.name).toBe('key');
    for await (const _ of key.body) void _;
    const file = (await parts.next()).value!;
    await expect(
      (async () => {
        for await (const _ of file.body) void _;
      })(),
    ).rejects.toThrow('Missing trailing line separator');
  });

  it('multipart/related: metadata larger than the limit', async () => {
    const body = `--B\r\nContent-Type: application/json\r\n\r\n{"name":"${'a'.repeat(3 << 20)}"`;
    await expect(readMultipart(chunks(body, 64 * 1024), 'B')).rejects.toThrow(
      'Multipart metadata part is too large.',
    );
  });

  it('multipart/related: bytes not closed by the final delimiter', async () => {
    const body =
      '--B\r\nContent-Type: application/json\r\n\r\n{}\r\n' +
      '--B\r\nContent-Type: text/plain\r\n\r\nbytes\r\n--B\r\nContent-Type: text/plain\r\n\r\nmore';
    const upload = await readMultipart(chunks(body, 5), 'B');
    await expect(
      (async () => {
        for await (const _ of upload.data) void _;
      })(),
    ).rejects.toThrow('Unexpected number of parts in request body');
  });
});
