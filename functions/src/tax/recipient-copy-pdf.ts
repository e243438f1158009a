/**
 * A recipient's copy of Form 1099-NEC (Copy B, "For Recipient") as a PDF (pdf-lib, as the signed
 * tax forms are rendered): the payer, the recipient's name, address and number (truncated to its
 * last four digits, as the IRS allows on a payee statement, so the full number stays in the
 * functions and the 1099-NEC CSV), box 1 and the year's payments by quarter. Rendered from the
 * year's reading alone with a fixed date, so the same year gives the same bytes.
 */
import type { PDFPage } from 'pdf-lib';
import { centsToDollars } from '@groundtruth/domain/csv';
import type { WithId } from '@groundtruth/domain/converter';
import type { TaxForm } from '@groundtruth/domain/tax-forms';
import type { TaxReportRow } from '@groundtruth/domain/tax-reporting';
import { drawable, loadPdfLib, wrap } from '../core/pdf-text';
import { addressLine, payer } from './tax-report-files';

const PAGE = { width: 612, height: 792, margin: 56 };

/** The recipient's copy of `year` for `row`, whose W-9 is `form`: its bytes. */
export async function renderRecipientCopy(
  year: number,
  row: TaxReportRow,
  form: WithId<TaxForm>,
): Promise<Uint8Array> {
  const from = payer();
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Form 1099-NEC ${year}: ${form.legal_name}`);
  pdf.setProducer('Groundtruth');
  const fixed = new Date(Date.UTC(year + 1, 0, 1));
  pdf.setCreationDate(fixed);
  pdf.setModificationDate(fixed);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * PAGE.margin;
  const page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const write = (text: string, font = regular, size = 10) => {
    for (const line of wrap(font, drawable(font, text), size, width)) {
      page.drawText(line, { x: PAGE.margin, y, size, font, color: rgb(0, 0, 0) });
      y -= size * 1.45;
    }
    y -= size * 0.4;
  };
  write(`Form 1099-NEC — Nonemployee Compensation — ${year}`, bold, 16);
  write('Copy B — For Recipient', bold, 11);
  y -= 6;
  write("PAYER'S name and address", bold, 10);
  write([from.name, from.address].filter(Boolean).join(', '));
  write(`PAYER'S TIN: ${from.tin || 'on file with the IRS'}`);
  y -= 6;
  write("RECIPIENT'S name and address", bold, 10);
  write(form.business_name ? `${form.legal_name} (${form.business_name})` : form.legal_name);
  write(addressLine(form));
  write(`RECIPIENT'S TIN: ${form.tin_masked ?? ''}`);
  write(`Account number: ${row.userId}`);
  y -= 6;
  write(`1 Nonemployee compensation: $${centsToDollars(row.totalCents)}`, bold, 13);
  write('4 Federal income tax withheld: $0.00');
  y -= 6;
  write(`Payments sent in ${year}: ${row.payments}`);
  row.quarterCents.forEach((cents, q) =>
    write(
      `Quarter ${q + 1}: $${centsToDollars(cents)} in ${row.quarterPayments[q]} payment(s)`,
      regular,
      9,
    ),
  );
  y -= 6;
  write(
    'This is important tax information and is being furnished to the IRS. If you are required to file a return, a negligence penalty or other sanction may be imposed on you if this income is taxable and the IRS determines that it has not been reported.',
    regular,
    8,
  );
  return pdf.save({ useObjectStreams: false });
}
