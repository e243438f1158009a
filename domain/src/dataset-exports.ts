/**
 * Dataset exports: the approved work of a task delivered to an AI customer under
 * `exports/{exportId}/` in Storage, with a signed manifest a customer can verify. The progress
 * document is `dataset_exports/{exportId}`, written only by the functions (exportDataset queues
 * it, the job exportDatasets fills it in); staff read it.
 */
import { z } from './zod';
import { timestampSchema } from './timestamp';

export const datasetExportStatuses = ['queued', 'running', 'complete', 'failed'] as const;
export type DatasetExportStatus = (typeof datasetExportStatuses)[number];

/** The files of an export, relative to `exports/{exportId}/`. */
export const EXPORT_FILES = {
  manifest: 'manifest.jsonl',
  card: 'dataset-card.md',
  signature: 'manifest.sig',
  publicKey: 'public-key.pem',
  croissant: 'croissant.json',
  /** The folder the approved files are copied into. */
  files: 'files/',
  /** The folder the signed releases of the people in frame are copied into (PDFs). */
  releases: 'releases/',
} as const;

/** Where an export lives in the bucket. */
export function exportFolder(exportId: string): string {
  return `exports/${exportId}/`;
}

/**
 * The whole export as one tar archive, beside its folder (not in it, so a copy of the folder
 * holds only what the manifest lists). Unpacked, it is the folder `{exportId}/`.
 */
export function exportArchivePath(exportId: string): string {
  return `exports/${exportId}.tar`;
}

/** How long a whole-dataset download link works once staff ask for it. */
export const ARCHIVE_LINK_MINUTES = 5;

/**
 * The licence a creator grants for each approved submission (the Terms of Service, section 5),
 * quoted in every dataset card and croissant.json beside the terms version each file was
 * attested under.
 */
export const CONTRIBUTOR_LICENCE =
  'You keep ownership of your content. For each approved submission you grant Groundtruth and its customers a worldwide, perpetual, irrevocable licence to use, copy and modify it to train, evaluate and improve AI systems.';

/** dataset_exports/{exportId} */
export const datasetExportSchema = z.object({
  task_id: z.string().min(1),
  /** Copied from the task when queued, for the list. */
  task_title: z.string(),
  status: z.enum(datasetExportStatuses),
  /** The review-date range asked for (reviewed_at), null: open-ended. */
  approved_from: timestampSchema.nullable(),
  approved_to: timestampSchema.nullable(),
  /** The admin who asked for it, and their name as it was then (the list shows it). */
  created_by: z.string().min(1),
  created_by_name: z.string(),
  created_at: timestampSchema,
  started_at: timestampSchema.nullable(),
  completed_at: timestampSchema.nullable(),
  updated_at: timestampSchema,
  /** Approved submissions and their files exported so far (final once complete). */
  submission_count: z.number().int().nonnegative(),
  file_count: z.number().int().nonnegative(),
  total_bytes: z.number().int().nonnegative(),
  /** Whether auto-approved work is exported (exportDataset's includeAutoApproved); absent: yes. */
  include_auto_approved: z.boolean().optional(),
  /** Of submission_count, those the review-deadline job approved (absent on older exports). */
  auto_approved_count: z.number().int().nonnegative().optional(),
  /** Distinct contributors (pseudonyms), known once complete. */
  contributor_count: z.number().int().nonnegative(),
  /** Files left out because their position could not be removed safely, by reason. */
  left_out: z.record(z.string(), z.number().int().nonnegative()).optional(),
  /** Why it failed (status failed), or the last error a retry is waiting to get past. */
  error: z.string().nullable(),
  /** SHA-256 (hex) of manifest.jsonl and the signing key's fingerprint, once complete. */
  manifest_sha256: z.string().nullable(),
  key_fingerprint: z.string().nullable(),
  /** The whole export as one tar (exportArchivePath): its SHA-256 (hex) and size, once complete. */
  archive_sha256: z.string().nullable().optional(),
  archive_bytes: z.number().int().nonnegative().optional(),
  // The job's own bookkeeping (functions only): where a restarted run goes on from.
  /** Id of the customer key the pseudonyms are made with, fixed by the first run. */
  customer_key_id: z.string().nullable().optional(),
  /** The last submission whose files are in a written part, and how many parts exist. */
  cursor_submission_id: z.string().nullable().optional(),
  part_count: z.number().int().nonnegative().optional(),
  /** The run working on it and until when it may (a crashed run's lease runs out). */
  lease_id: z.string().nullable().optional(),
  lease_until: timestampSchema.nullable().optional(),
  /** Runs that failed with an error worth a retry. */
  attempts: z.number().int().nonnegative().optional(),
  /** The dataset order this export delivers (order-delivery.ts); absent: an admin's export. */
  order_id: z.string().optional(),
});
export type DatasetExport = z.infer<typeof datasetExportSchema>;

/** "3 files · 1.2 MB": an export's size as the list shows it. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
