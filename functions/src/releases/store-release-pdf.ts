/**
 * Renders a signed release and stores its PDF in Storage (releases/{creatorId}/{releaseId}.pdf,
 * which its creator and staff read: storage.rules). Stored before the transaction that records
 * it, since Storage is not part of a transaction: a signing cut short leaves a PDF no release
 * names, never a signed release without its PDF.
 */
import { releasePdfPath } from '@groundtruth/domain/releases';
import { type Release } from '@groundtruth/domain/release-document';
import { bucket } from '../core/app';
import { renderReleasePdf, type ReleasePdfFacts } from './release-pdf';

/** The signature a release is completed with. */
export type ReleaseSignature = Pick<
  Release,
  'signer_name' | 'signer_email' | 'minor' | 'signature_text' | 'method'
>;

/** Renders and stores the PDF; returns where it is and its SHA-256 (hex). */
export async function storeReleasePdf(
  creatorId: string,
  releaseId: string,
  facts: Omit<ReleasePdfFacts, 'releaseId'>,
): Promise<{ pdf_path: string; pdf_sha256: string }> {
  const { bytes, sha256 } = await renderReleasePdf({ ...facts, releaseId });
  const path = releasePdfPath(creatorId, releaseId);
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
