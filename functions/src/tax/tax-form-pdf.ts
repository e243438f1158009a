/**
 * A signed tax form as a PDF (pdf-lib): the form's fields as the creator gave them, the number
 * masked (the full number never leaves the encrypted store), the certification it was signed
 * under, the typed signature and when. Rendered from the stored form alone, with fixed dates, so
 * the same form always gives the same bytes and the SHA-256 recorded with it.
 */
import { createHash } from 'node:crypto';
import type { PDFPage } from 'pdf-lib';
import { taxCertifications } from '@groundtruth/domain/tax-certifications';
import {
  lastValidDay,
  taxClassificationLabels,
  taxFormLabels,
  type TaxForm,
} from '@groundtruth/domain/tax-forms';
import { drawable, loadPdfLib, wrap } from '../core/pdf-text';

const PAGE = { width: 595, height: 842, margin: 56 };

/** What a form's PDF shows: the stored form without its bookkeeping. */
export type TaxFormPdfFacts = Omit<
  TaxForm,
  'pdf_path' | 'pdf_sha256' | 'reminded_at' | 'replaced_at' | 'replaced_by' | 'expired_at'
>;

/** The lines of the form's fields, label and value. */
function fieldLines(form: TaxFormPdfFacts): [string, string][] {
  const a = form.address;
  const address = [a.line1, a.line2, a.city, a.region, a.postal_code, a.country]
    .filter(Boolean)
    .join(', ');
  const lines: [string, string][] = [['Name', form.legal_name]];
  if (form.kind === 'w9') {
    if (form.business_name) lines.push(['Business name', form.business_name]);
    if (form.tax_classification)
      lines.push(['Federal tax classification', taxClassificationLabels[form.tax_classification]]);
    lines.push(['Address', address]);
    lines.push([form.tin_kind === 'ein' ? 'EIN' : 'SSN', form.tin_masked ?? '']);
  } else {
    lines.push(['Country of citizenship', form.citizenship_country ?? '']);
    lines.push(['Permanent residence address', address]);
    lines.push(['Foreign tax identifying number', form.tin_masked ?? 'None given']);
    if (!form.tin_masked) lines.push(['Why no foreign TIN', form.no_tin_reason]);
    lines.push(['Date of birth', form.date_of_birth ?? '']);
    if (form.treaty)
      lines.push([
        'Treaty claim',
        `Resident of ${form.treaty.country}; article ${form.treaty.article}, ${form.treaty.rate_percent}% withholding on ${form.treaty.income_type}`,
      ]);
  }
  return lines;
}

/** The PDF's bytes and their SHA-256 (hex). */
export async function renderTaxFormPdf(
  formId: string,
  form: TaxFormPdfFacts,
): Promise<{ bytes: Uint8Array; sha256: string }> {
  const signedAt = new Date(form.signed_at.toMillis());
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  const label = taxFormLabels[form.kind];
  pdf.setTitle(`Form ${label}`);
  pdf.setProducer('Groundtruth');
  pdf.setCreationDate(signedAt);
  pdf.setModificationDate(signedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * PAGE.margin;
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const write = (text: string, font = regular, size = 10) => {
    for (const line of wrap(font, drawable(font, text), size, width)) {
      if (y < PAGE.margin) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      page.drawText(line, { x: PAGE.margin, y, size, font, color: rgb(0, 0, 0) });
      y -= size * 1.45;
    }
    y -= size * 0.4;
  };
  write(`Form ${label}`, bold, 18);
  write(
    form.kind === 'w9'
      ? 'Request for Taxpayer Identification Number and Certification'
      : 'Certificate of Foreign Status of Beneficial Owner for United States Tax Withholding and Reporting (Individuals)',
    bold,
    11,
  );
  y -= 6;
  for (const [name, value] of fieldLines(form)) write(`${name}: ${value}`);
  y -= 6;
  write('Certification', bold, 12);
  for (const paragraph of taxCertifications[form.kind]) write(paragraph, regular, 9);
  y -= 6;
  write(`Signature: ${form.signature_name}`, bold, 13);
  write(`Signed electronically: ${signedAt.toISOString()}`);
  if (form.expires_at)
    write(`Valid through: ${lastValidDay(form.expires_at.toMillis()).toISOString().slice(0, 10)}`);
  write(`Certification version ${form.certification_version} · Form ${formId}`, regular, 8);
  const bytes = await pdf.save({ useObjectStreams: false });
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}
