/**
 * A signed release as a PDF (pdf-lib): the statement the person agreed to, who signed, their
 * typed signature, how and when. The standard Helvetica font has no glyphs beyond Windows-1252,
 * so a character it cannot draw becomes "?" in the PDF; the exact text stays in releases/{id}.
 */
import { createHash } from 'node:crypto';
import type { Release } from '@groundtruth/domain/release-document';
import { releaseMessages } from '@groundtruth/domain/release-messages';
import { drawable, loadPdfLib, wrap } from '../core/pdf-text';

const PAGE = { width: 595, height: 842, margin: 56 };

export interface ReleasePdfFacts {
  release: Pick<Release, 'signer_name' | 'signer_email' | 'minor' | 'signature_text' | 'method'>;
  releaseId: string;
  creatorName: string;
  taskTitle: string;
  signedAt: Date;
}

/** The PDF's bytes and their SHA-256 (hex). */
export async function renderReleasePdf(
  facts: ReleasePdfFacts,
): Promise<{ bytes: Uint8Array; sha256: string }> {
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(releaseMessages.releaseTitle);
  pdf.setProducer('Groundtruth');
  // A fixed date, so the bytes (and their hash) depend only on the release.
  pdf.setCreationDate(facts.signedAt);
  pdf.setModificationDate(facts.signedAt);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * PAGE.margin;
  let y = PAGE.height - PAGE.margin;
  const write = (text: string, font = regular, size = 11) => {
    for (const line of wrap(font, drawable(font, text), size, width)) {
      page.drawText(line, { x: PAGE.margin, y, size, font, color: rgb(0, 0, 0) });
      y -= size * 1.5;
    }
    y -= size * 0.5;
  };
  const { release } = facts;
  write(releaseMessages.releaseTitle, bold, 18);
  write(releaseMessages.releaseStatement(facts.creatorName, facts.taskTitle));
  if (release.minor) write(releaseMessages.releaseStatementMinor(release.minor.minor_name));
  y -= 12;
  write(`${releaseMessages.releasePdfSigner}: ${release.signer_name}`);
  write(`${releaseMessages.releasePdfEmail}: ${release.signer_email}`);
  write(`${releaseMessages.releasePdfSignature}: ${release.signature_text ?? ''}`, bold, 14);
  write(`${releaseMessages.releasePdfSignedAt}: ${facts.signedAt.toISOString()}`);
  write(releaseMessages.releasePdfMethod(release.method));
  write(`Release ${facts.releaseId}`, regular, 8);
  const bytes = await pdf.save({ useObjectStreams: false });
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}
