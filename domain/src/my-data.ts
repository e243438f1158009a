/**
 * What "Download my data" gives a person (GDPR articles 15 and 20): their own
 * documents as plain JSON, timestamps as ISO 8601 strings, payment account identifiers masked.
 * A list longer than MY_DATA_LIMIT is cut there and named in `truncated` (the download says so
 * rather than time out); support exports the rest on request.
 */
export const MY_DATA_FORMAT = 'groundtruth-my-data/1';
/** Most documents of one kind in a download. */
export const MY_DATA_LIMIT = 5000;

/** A document as exported: its id and its fields, JSON only. */
export type ExportedDocument = { id: string } & Record<string, unknown>;

export interface MyData {
  format: typeof MY_DATA_FORMAT;
  exportedAt: string;
  /** users/{uid} and creator_profiles/{uid}. */
  profile: { account: ExportedDocument | null; preferences: ExportedDocument | null };
  acceptances: ExportedDocument[];
  /** With file names, hashes and review decisions. */
  submissions: ExportedDocument[];
  payouts: ExportedDocument[];
  /** provider_account_id masked. */
  payoutAccounts: ExportedDocument[];
  notifications: ExportedDocument[];
  /** Conversations with staff and announcements, each with its `messages`, oldest first. */
  threads: ExportedDocument[];
  /** The lists cut at MY_DATA_LIMIT. */
  truncated: string[];
}

/** The download's file name: groundtruth-data-2026-11-25.json. */
export function myDataFileName(exportedAt: string): string {
  return `groundtruth-data-${exportedAt.slice(0, 10)}.json`;
}
