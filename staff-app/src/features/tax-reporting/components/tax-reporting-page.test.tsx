// Tax reporting: the year's rows as taxReport answers them (the callables run in the functions
// project's tests; here a stand-in answers as they do), the year picker asking again, the three
// downloads handed to the browser, a refused download told in words, the empty year, and
// support told the page is for admins.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callables } from '@groundtruth/domain/callable-registry';
import { taxReportMessages } from '@groundtruth/domain/tax-report-messages';
import type { TaxReport, TaxReportFile, TaxReportRow } from '@groundtruth/domain/tax-reporting';
import { call } from '@groundtruth/firebase-web/functions';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import TaxReportingPage from './tax-reporting-page';

vi.mock('@groundtruth/firebase-web/functions', () => ({ call: vi.fn() }));
const saved: { name: string; type: string }[] = [];
vi.mock('@groundtruth/platform/download-file', () => ({
  saveFile: (blob: Blob, name: string) => saved.push({ name, type: blob.type }),
}));

const path = '/dashboard/admin/tax-reporting';
const admin = { uid: 'tr-admin', role: 'admin' as const, name: 'Ada Admin' };
const support = { uid: 'tr-support', role: 'support' as const, name: 'Sid Support' };
const lastYear = new Date().getUTCFullYear() - 1;

function row(over: Partial<TaxReportRow>): TaxReportRow {
  return {
    userId: 'u',
    name: 'Someone',
    email: 'someone@example.com',
    formKind: null,
    formStatus: null,
    legalName: null,
    tinMasked: null,
    country: null,
    euCountry: null,
    payments: 1,
    totalCents: 100,
    bonusCents: 0,
    quarterCents: [100, 0, 0, 0],
    quarterPayments: [1, 0, 0, 0],
    informationReturnDue: false,
    ...over,
  };
}

const report = (year: number): TaxReport => ({
  year,
  thresholdCents: 60_000,
  payments: 5,
  totalCents: 66_500,
  rows: [
    row({
      userId: 'maya',
      name: 'Maya Brooks',
      formKind: 'w9',
      formStatus: 'current',
      tinMasked: '•••-••-6789',
      country: 'United States',
      payments: 3,
      totalCents: 62_500,
      bonusCents: 2_500,
      informationReturnDue: true,
    }),
    row({
      userId: 'jonas',
      name: 'Jonas Weber',
      formKind: 'w8ben',
      formStatus: 'current',
      country: 'Deutschland',
      euCountry: 'DE',
      payments: 2,
      totalCents: 4_000,
    }),
  ],
});

const file = (filename: string): TaxReportFile => ({
  filename,
  contentType: filename.endsWith('.pdf') ? 'application/pdf' : 'text/csv',
  content: filename.endsWith('.pdf') ? btoa('%PDF-1.7') : 'a,b\r\n',
  encoding: filename.endsWith('.pdf') ? 'base64' : 'utf8',
  recipients: 1,
  totalCents: 62_500,
});

beforeEach(() => {
  saved.length = 0;
  vi.mocked(call).mockImplementation(async (entry, input) => {
    const { year, userId } = input as { year: number; userId?: string };
    if (entry.name === callables.taxReport.name)
      return year === lastYear ? report(year) : { ...report(year), rows: [], totalCents: 0 };
    if (entry.name === callables.exportTaxReport1099.name)
      return file(`groundtruth-1099-nec-${year}.csv`);
    if (entry.name === callables.exportTaxReportDac7.name)
      throw Object.assign(new Error(taxReportMessages.onlyAdminsTaxReporting), {
        code: 'functions/permission-denied',
      });
    if (entry.name === callables.taxRecipientCopy.name)
      return file(`groundtruth-1099-nec-${year}-${userId}.pdf`);
    throw new Error(`unexpected ${entry.name}`);
  });
});
afterEach(() => vi.mocked(call).mockReset());

/** The cells of a creator's row, by column header. */
function cells(name: string) {
  const table = screen.getByRole('table', { name: `Payments sent in ${lastYear}` });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  const values = within(
    within(table)
      .getByRole('rowheader', { name: new RegExp(name) })
      .closest('tr')!,
  )
    .getAllByRole('cell')
    .map((c) => c.textContent);
  return Object.fromEntries(headers.slice(1).map((h, i) => [h, values[i]]));
}

describe('TaxReportingPage', () => {
  it("should show last year's payments per creator, form on file and 1099-NEC due", async () => {
    renderScreen(<TaxReportingPage />, { user: admin, path });
    expect(screen.getByRole('heading', { level: 1, name: 'Tax reporting' })).toBeVisible();
    await screen.findByRole('table', { name: `Payments sent in ${lastYear}` });
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ name: 'taxReport' }), {
      year: lastYear,
    });
    expect(screen.getByText(/2 creators, 5 payments, \$665\.00 in all/)).toBeVisible();
    expect(cells('Maya Brooks')).toEqual({
      'Form on file': 'W-9',
      TIN: '•••-••-6789',
      Country: 'United States',
      Payments: '3',
      'Of which bonuses': '$25.00',
      'Total sent': '$625.00',
      '1099-NEC due': 'Due',
      'Recipient copy': 'PDF',
    });
    expect(cells('Jonas Weber')).toMatchObject({
      'Form on file': 'W-8BEN',
      Country: 'Deutschland (EU, DE)',
      '1099-NEC due': 'No',
      'Recipient copy': '—',
    });
    expect(await axeViolations()).toEqual([]);
  });

  it('should download the 1099-NEC CSV and a copy, and say why a download was refused', async () => {
    const user = userEvent.setup();
    renderScreen(<TaxReportingPage />, { user: admin, path });
    await screen.findByRole('table', { name: `Payments sent in ${lastYear}` });

    await user.click(screen.getByRole('button', { name: 'Download 1099-NEC CSV' }));
    expect(
      await screen.findByText(`Downloaded groundtruth-1099-nec-${lastYear}.csv`),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: "Download Maya Brooks's 1099-NEC copy" }));
    await screen.findByText(`Downloaded groundtruth-1099-nec-${lastYear}-maya.pdf`);
    expect(saved).toEqual([
      { name: `groundtruth-1099-nec-${lastYear}.csv`, type: 'text/csv' },
      { name: `groundtruth-1099-nec-${lastYear}-maya.pdf`, type: 'application/pdf' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Download DAC7 CSV' }));
    expect(await screen.findByText(taxReportMessages.onlyAdminsTaxReporting)).toBeVisible();
    expect(screen.getByText(taxReportMessages.failedDownloadTaxReport)).toBeVisible();
  });

  it('should read another year when chosen, and say when nothing was sent in it', async () => {
    const user = userEvent.setup();
    renderScreen(<TaxReportingPage />, { user: admin, path });
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Calendar year'), String(lastYear - 1));
    expect(await screen.findByText(taxReportMessages.taxReportEmpty(lastYear - 1))).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download 1099-NEC CSV' })).toBeDisabled();
  });

  it('should tell support the page is for admins, and ask nothing', () => {
    renderScreen(<TaxReportingPage />, { user: support, path });
    expect(screen.getByText(taxReportMessages.onlyAdminsTaxReporting)).toBeVisible();
    expect(call).not.toHaveBeenCalled();
  });
});
