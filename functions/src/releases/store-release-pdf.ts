/**
 * Renders a signed release and stores its PDF in Storage (releases/{creatorId}/{releaseId}-{sha256}.pdf,
 * which its creator and staff read: storage.rules). Stored before the transaction that records
 * it, since Storage is not part of a transaction; each rendering has a path of its own, named by
 * its hash, so attempts racing to sign one release never overwrite each other's file. The
 * transaction decides which attempt's file the release names; every other attempt deletes its
 * own (discardReleasePdf), so no file is left that a release does not name and the stored hash is
 * always that of the stored file.
 */
import { releasePdfPath } from '@groundtruth/domain/releases';
import { type Release } from '@groundtruth/domain/release-document';
import { bucket } from '../core/app';
import { releases } from '../repos/releases';
import { renderReleasePdf, type ReleasePdfFacts } from './release-pdf';

/** The signature a release is completed with. */
export type ReleaseSignature = Pick<
  Release,
  'signer_name' | 'signer_email' | 'minor' | 'signature_text' | 'method'
>;

/** Where one rendering of a release's PDF is stored, and its SHA-256 (hex). */
export interface StoredReleasePdf {
  pdf_path: string;
  pdf_sha256: string;
}

/** Renders and stores the PDF; returns where it is and its SHA-256 (hex). */
export async function storeReleasePdf(
  creatorId: string,
  releaseId: string,
  facts: Omit<ReleasePdfFacts, 'releaseId'>,
): Promise<StoredReleasePdf> {
  const { bytes, sha256 } = await renderReleasePdf({ ...facts, releaseId });
  const path = releasePdfPath(creatorId, releaseId, sha256);
  await bucket()
    .file(path)
    .save(Buffer.from(bytes), {
      resumable: false,
      contentType: 'application/pdf',
      metadata: {
        contentDisposition: `inline; filename="release-${releaseId}.pdf"`,
        metadata: { sha256 },
      },
    });
  return { pdf_path: path, pdf_sha256: sha256 };
}

/**
 * Deletes the PDF an attempt stored for `releaseId` unless the release names it: the attempt lost
 * the race, or failed before or while recording it. Read after the attempt's transaction, so a
 * commit that went through though its answer was lost keeps its file. Identical renderings share
 * a path, and the release's file is never the one deleted.
 */
export async function discardReleasePdf(releaseId: string, pdf: StoredReleasePdf): Promise<void> {
  const stored = (await releases.ref(releaseId).get()).get('pdf_path') as unknown;
  if (stored === pdf.pdf_path) return;
  await bucket().file(pdf.pdf_path).delete({ ignoreNotFound: true });
}
