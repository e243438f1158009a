/**
 * The one way the emulator picks up edits of a rules file, for firestore.rules and storage.rules
 * alike: each request that needs the rules stats the file (one syscall) and re-reads it when its
 * mtime, size or inode differ from the last read. An edit therefore applies to the very next
 * request, with no polling interval to wait out and no race between starting to watch and a
 * first edit (fs.watchFile took its baseline asynchronously and could miss an early edit).
 */
import fs from 'node:fs';

/** What a poll found: the text (undefined while missing or unreadable) and whether it changed. */
export interface RulesFilePoll {
  text: string | undefined;
  /** True the first time, and whenever the text or its readability changed since the last poll. */
  changed: boolean;
  /** Why the file could not be read, when it could not. */
  error?: unknown;
}

export class RulesFile {
  private seen: { mtimeMs: number; size: number; ino: number } | undefined;
  private last: RulesFilePoll | undefined;

  constructor(readonly path: string) {}

  /** Stats the file and re-reads it if it changed. */
  poll(): RulesFilePoll {
    let st: fs.Stats;
    let text: string;
    try {
      st = fs.statSync(this.path);
      const seen = this.seen;
      if (
        this.last?.text !== undefined &&
        seen &&
        seen.mtimeMs === st.mtimeMs &&
        seen.size === st.size &&
        seen.ino === st.ino
      ) {
        return { text: this.last.text, changed: false };
      }
      text = fs.readFileSync(this.path, 'utf8');
    } catch (error) {
      const changed = this.last === undefined || this.last.text !== undefined;
      this.seen = undefined;
      this.last = { text: undefined, changed, error };
      return this.last;
    }
    this.seen = { mtimeMs: st.mtimeMs, size: st.size, ino: st.ino };
    this.last = { text, changed: true };
    return this.last;
  }

  /** The file's current text; undefined while it is missing or unreadable. */
  text(): string | undefined {
    return this.poll().text;
  }
}
