/**
 * A request body read chunk by chunk into one growing buffer: what both multipart readers
 * (multipart.ts for one-shot uploads, form-data.ts for POST policy uploads) parse from. Headers
 * are looked for in `buf`; a part's bytes are streamed out by `until`, which holds back only
 * enough to recognise the delimiter, so a large file is never held in memory.
 */
export class StreamBuffer {
  /** What has arrived and not been consumed yet. */
  buf: Buffer = Buffer.alloc(0);
  /** Whether the source has ended. */
  ended = false;
  private readonly it: AsyncIterator<Buffer>;

  /**
   * @param limit  `more` throws `tooLarge()` once `buf` holds more than this (headers and other
   *   buffered parts); set it to Infinity before streaming a body.
   */
  constructor(
    source: AsyncIterable<Buffer>,
    public limit = Infinity,
    private readonly tooLarge: () => Error = () => new Error('Request body part is too large.'),
  ) {
    this.it = source[Symbol.asyncIterator]();
  }

  /** Reads the next chunk into `buf`; false once the source has ended. */
  async more(): Promise<boolean> {
    if (this.ended) return false;
    const r = await this.it.next();
    if (r.done) {
      this.ended = true;
      return false;
    }
    this.buf = this.buf.length === 0 ? r.value : Buffer.concat([this.buf, r.value]);
    if (this.buf.length > this.limit) throw this.tooLarge();
    return true;
  }

  /** Reads until `buf` holds at least `n` bytes; false if the source ended first. */
  async need(n: number): Promise<boolean> {
    while (this.buf.length < n) if (!(await this.more())) return false;
    return true;
  }

  /** Reads until `needle` is in `buf` at or after `from`; its index, or -1 if the source ended. */
  async find(needle: string, from = 0): Promise<number> {
    for (;;) {
      const at = this.buf.indexOf(needle, from, 'latin1');
      if (at >= 0) return at;
      if (!(await this.more())) return -1;
    }
  }

  /**
   * Yields the bytes before `delim` and consumes `delim`; returns false if the source ended
   * before it (the bytes held back as a possible start of it are then not yielded).
   */
  async *until(delim: Buffer): AsyncGenerator<Buffer, boolean> {
    for (;;) {
      const at = this.buf.indexOf(delim);
      if (at >= 0) {
        if (at > 0) yield this.buf.subarray(0, at);
        this.buf = this.buf.subarray(at + delim.length);
        return true;
      }
      // Keep a tail that could be the start of the delimiter.
      const keep = Math.min(this.buf.length, delim.length - 1);
      if (this.buf.length > keep) {
        const out = this.buf.subarray(0, this.buf.length - keep);
        this.buf = Buffer.from(this.buf.subarray(this.buf.length - keep));
        yield out;
      }
      if (!(await this.more())) return false;
    }
  }

  /** Reads and drops the rest of the source (an epilogue). */
  async drain(): Promise<void> {
    this.limit = Infinity;
    while (await this.more()) this.buf = Buffer.alloc(0);
  }
}
