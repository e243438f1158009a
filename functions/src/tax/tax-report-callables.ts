/**
 * Year-end tax reporting (admins only; support are told so in words, everyone else refused):
 * taxReport reads a calendar year (tax-report.ts) for the Tax reporting page; exportTaxReport1099,
 * exportTaxReportDac7 and taxRecipientCopy hand over the year's files (tax-report-files.ts,
 * recipient-copy-pdf.ts), each download audited with the year, how many recipients and the total,
 * never a number. The 1099-NEC CSV opens the sealed numbers, so only it is bound to their key.
 */
import type { CallableRequest } from 'firebase-functions/v2/https';
import { callables } from '@groundtruth/domain/callable-registry';
import { collections } from '@groundtruth/domain/collections';
import type { AuditAction } from '@groundtruth/domain/audit-actions';
import { taxReportMessages } from '@groundtruth/domain/tax-report-messages';
import type { TaxReportFile } from '@groundtruth/domain/tax-reporting';
import { writeAudit } from '../core/audit';
import { callable, callableWith, transaction } from '../core/callable';
import { readCaller, requireUid, STAFF, type Caller } from '../core/caller';
import { fail } from '../core/errors';
import { renderRecipientCopy } from './recipient-copy-pdf';
import { readTaxReport } from './tax-report';
import { dac7Csv, form1099Csv } from './tax-report-files';
import { TAX_TIN_KEY } from './tin-vault';

const emulated = process.env.FUNCTIONS_EMULATOR === 'true';

/** The admin calling; support are told why not, creators and strangers refused. */
function readAdmin(request: CallableRequest): Promise<Caller> {
  const uid = requireUid(request);
  return transaction(async (tx) => {
    const caller = await readCaller(tx, uid, STAFF);
    if (caller.role !== 'admin') throw fail.denied(taxReportMessages.onlyAdminsTaxReporting);
    return caller;
  });
}

/** Records that `caller` took `file` of `year` (who and what, no number). */
async function audited(
  caller: Caller,
  action: AuditAction,
  entityId: string,
  year: number,
  file: TaxReportFile,
  extra: Record<string, unknown> = {},
): Promise<TaxReportFile> {
  await transaction(async (tx) => {
    // Still an admin when the file leaves: a role changed meanwhile stops it.
    await readCaller(tx, caller.uid, ['admin']);
    writeAudit(tx, caller, action, collections.payouts, entityId, {
      year,
      filename: file.filename,
      recipients: file.recipients,
      total_cents: file.totalCents,
      ...extra,
    });
  });
  return file;
}

export const taxReport = callable(callables.taxReport, async ({ year }, request) => {
  await readAdmin(request);
  return (await readTaxReport(year)).report;
});

export const exportTaxReport1099 = callableWith(
  emulated ? {} : { secrets: [TAX_TIN_KEY] },
  callables.exportTaxReport1099,
  async ({ year }, request) => {
    const caller = await readAdmin(request);
    const file = await form1099Csv(await readTaxReport(year));
    return audited(caller, 'export_tax_report_1099', `tax-report-${year}`, year, file);
  },
);

export const exportTaxReportDac7 = callable(
  callables.exportTaxReportDac7,
  async ({ year }, request) => {
    const caller = await readAdmin(request);
    const file = dac7Csv(await readTaxReport(year));
    return audited(caller, 'export_tax_report_dac7', `tax-report-${year}`, year, file);
  },
);

export const taxRecipientCopy = callable(
  callables.taxRecipientCopy,
  async ({ year, userId }, request) => {
    const caller = await readAdmin(request);
    const { report, forms } = await readTaxReport(year);
    const row = report.rows.find((r) => r.userId === userId);
    if (!row) throw fail.notFound(taxReportMessages.taxReportNotPaid(year));
    const form = forms.get(userId);
    if (form?.kind !== 'w9') throw fail.precondition(taxReportMessages.taxReportNoW9);
    const bytes = await renderRecipientCopy(year, row, form);
    const file: TaxReportFile = {
      filename: `groundtruth-1099-nec-${year}-${userId}.pdf`,
      contentType: 'application/pdf',
      content: Buffer.from(bytes).toString('base64'),
      encoding: 'base64',
      recipients: 1,
      totalCents: row.totalCents,
    };
    return audited(caller, 'export_tax_recipient_copy', userId, year, file, { user_id: userId });
  },
);
