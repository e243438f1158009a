/**
 * The words of year-end tax reporting (the admins' Tax reporting page and its callables), apart
 * from taxMessages so the creator's Tax and identity tab and the user card never load them.
 */
export const taxReportMessages = {
  onlyAdminsTaxReporting: 'Only admins can see tax reporting',
  failedLoadTaxReport: 'Failed to load the tax report',
  failedDownloadTaxReport: 'Failed to download the file',
  taxReportEmpty: (year: number) => `No payments were sent in ${year}.`,
  taxReportDownloaded: (filename: string) => `Downloaded ${filename}`,
  // taxRecipientCopy
  taxReportNotPaid: (year: number) =>
    `This creator was not paid in ${year}: there is no 1099-NEC to give them.`,
  taxReportNoW9: 'This creator has no W-9 on file: a 1099-NEC is only for US persons.',
};
