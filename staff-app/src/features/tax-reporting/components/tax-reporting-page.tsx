import { useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardContent,
  EmptyState,
  Select,
  Skeleton,
  space,
  useToast,
} from '@groundtruth/ui-kit';
import { callableErrorWords } from '@groundtruth/domain/callable-errors';
import { formatCents } from '@groundtruth/domain/money';
import { formatCount } from '@groundtruth/domain/numbers';
import { taxFormLabels } from '@groundtruth/domain/tax-forms';
import { taxReportMessages } from '@groundtruth/domain/tax-report-messages';
import {
  TAX_REPORT_FIRST_YEAR,
  type TaxReport,
  type TaxReportRow,
} from '@groundtruth/domain/tax-reporting';
import { LoadError, PageHeader } from '@groundtruth/platform/screen-parts';
import { useSignedInUser } from '@groundtruth/platform/session';
import { FiguresTable, TableScroll } from '../../../components/figures-table';
import { useDownloadTaxFile, useTaxReport, type TaxDownload } from '../api/tax-report';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space[3]};
  margin: 0 0 ${space[6]};
`;

const Totals = styled.p`
  margin: 0 0 ${space[3]};
`;

/** The years an admin may choose: this one back to the first the product reports. */
function yearOptions(thisYear: number) {
  const years: { value: string; label: string }[] = [];
  for (let y = thisYear; y >= TAX_REPORT_FIRST_YEAR; y--)
    years.push({ value: String(y), label: String(y) });
  return years;
}

function formOnFile(row: TaxReportRow): string {
  if (!row.formKind) return 'None';
  const label = taxFormLabels[row.formKind];
  return row.formStatus === 'current' ? label : `${label} (${row.formStatus})`;
}

function ReportTable({
  report,
  onCopy,
  busy,
}: {
  report: TaxReport;
  onCopy: (userId: string) => void;
  busy: string | null;
}) {
  const caption = `Payments sent in ${report.year}`;
  return (
    <Card>
      <CardContent>
        <Totals>
          {formatCount(report.rows.length)} creators, {formatCount(report.payments)} payments,{' '}
          {formatCents(report.totalCents)} in all. A 1099-NEC is due for a W-9 at or above{' '}
          {formatCents(report.thresholdCents)}.
        </Totals>
        <TableScroll tabIndex={0} role="region" aria-label={caption}>
          <FiguresTable>
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">Creator</th>
                <th scope="col">Form on file</th>
                <th scope="col">TIN</th>
                <th scope="col">Country</th>
                <th scope="col">Payments</th>
                <th scope="col">Of which bonuses</th>
                <th scope="col">Total sent</th>
                <th scope="col">1099-NEC due</th>
                <th scope="col">Recipient copy</th>
              </tr>
            </thead>
            <tbody>
              {report.rows.map((row) => (
                <tr key={row.userId}>
                  <th scope="row">
                    {row.name}
                    <br />
                    <small>{row.email}</small>
                  </th>
                  <td>{formOnFile(row)}</td>
                  <td>{row.tinMasked ?? '—'}</td>
                  <td>
                    {row.country ?? '—'}
                    {row.euCountry ? ` (EU, ${row.euCountry})` : ''}
                  </td>
                  <td>{formatCount(row.payments)}</td>
                  <td>{formatCents(row.bonusCents)}</td>
                  <td>{formatCents(row.totalCents)}</td>
                  <td>{row.informationReturnDue ? <Badge tone="warning">Due</Badge> : 'No'}</td>
                  <td>
                    {row.formKind === 'w9' ? (
                      <Button
                        size="small"
                        variant="outline"
                        loading={busy === row.userId}
                        onClick={() => onCopy(row.userId)}
                        aria-label={`Download ${row.name}'s 1099-NEC copy`}
                      >
                        PDF
                      </Button>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </FiguresTable>
        </TableScroll>
      </CardContent>
    </Card>
  );
}

/**
 * /dashboard/admin/tax-reporting: a calendar year's payments per creator by the date they were
 * sent (payouts and bonuses), the form on file and whether a 1099-NEC is due, with the year's
 * 1099-NEC CSV, DAC7 CSV and each W-9 recipient's copy (each download audited). Admins only:
 * support are told so.
 */
export default function TaxReportingPage() {
  const { role } = useSignedInUser();
  const [thisYear] = useState(() => new Date().getUTCFullYear());
  // Reports are filed for the year just ended; January through the filing season reads it.
  const [year, setYear] = useState(thisYear - 1);
  const isAdmin = role === 'admin';
  return (
    <section>
      <PageHeader
        title="Tax reporting"
        description="Each creator's payments in a calendar year, their tax form, and the year-end files."
      />
      {isAdmin ? (
        <YearReport year={year} years={yearOptions(thisYear)} onYear={setYear} />
      ) : (
        <Alert tone="info">{taxReportMessages.onlyAdminsTaxReporting}</Alert>
      )}
    </section>
  );
}

function YearReport({
  year,
  years,
  onYear,
}: {
  year: number;
  years: { value: string; label: string }[];
  onYear: (year: number) => void;
}) {
  const report = useTaxReport(year);
  const download = useDownloadTaxFile();
  const { toast } = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const take = (what: TaxDownload, key: string) => {
    setBusy(key);
    download.mutate(what, {
      onSuccess: (file) =>
        toast({ title: taxReportMessages.taxReportDownloaded(file.filename), variant: 'success' }),
      onError: (error) => {
        const { message } = callableErrorWords(error);
        toast({
          title: taxReportMessages.failedDownloadTaxReport,
          description: message,
          variant: 'destructive',
        });
      },
      onSettled: () => setBusy(null),
    });
  };
  const empty = report.data?.rows.length === 0;
  return (
    <>
      <Toolbar>
        <Select
          label="Calendar year"
          options={years}
          value={String(year)}
          onChange={(event) => onYear(Number(event.target.value))}
        />
        <Button
          variant="primary"
          loading={busy === '1099'}
          disabled={!report.data || empty}
          onClick={() => take({ kind: '1099', year }, '1099')}
        >
          Download 1099-NEC CSV
        </Button>
        <Button
          loading={busy === 'dac7'}
          disabled={!report.data || empty}
          onClick={() => take({ kind: 'dac7', year }, 'dac7')}
        >
          Download DAC7 CSV
        </Button>
      </Toolbar>
      {report.isPending ? (
        <Skeleton label="Loading the tax report" count={3} />
      ) : report.isError ? (
        <LoadError
          message={taxReportMessages.failedLoadTaxReport}
          failedAt={report.errorUpdatedAt}
          onRetry={() => void report.refetch()}
          retrying={report.isRefetching}
        />
      ) : empty ? (
        <EmptyState title={taxReportMessages.taxReportEmpty(year)} />
      ) : (
        <ReportTable
          report={report.data}
          busy={busy}
          onCopy={(userId) => take({ kind: 'copy', year, userId }, userId)}
        />
      )}
    </>
  );
}
