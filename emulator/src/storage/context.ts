/**
 * What every Storage route works with, passed explicitly: the two stores, the rules check and
 * the log. service.ts builds one per StorageService.
 */
import type { StorageRules } from './access.js';
import type { ObjectStore } from './persistence/object-store.js';
import type { UploadSessions } from './persistence/upload-sessions.js';

export interface StorageContext {
  objects: ObjectStore;
  sessions: UploadSessions;
  rules: StorageRules;
  /** Where rule denials and internal errors are reported. */
  log: (line: string) => void;
  /** Deletes every object and upload session (waits for writes in flight). */
  clear(): Promise<void>;
}
