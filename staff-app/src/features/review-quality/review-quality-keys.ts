/** Query keys of Review quality; staff keys start with 'staff' (one shared QueryClient). */
export const reviewQualityKeys = {
  all: ['staff', 'review-quality'] as const,
  rows: () => [...reviewQualityKeys.all, 'rows'] as const,
  /** The rows `viewer` may see (every reviewer's for an admin, their own for support). */
  rowsFrom: (viewer: string, fromDay: string) =>
    [...reviewQualityKeys.rows(), viewer, fromDay] as const,
  agreement: () => [...reviewQualityKeys.all, 'agreement'] as const,
  /** The second-opinion weeks from `fromWeek` (ISO, YYYY-Www) to this week. */
  agreementFrom: (fromWeek: string) => [...reviewQualityKeys.agreement(), fromWeek] as const,
};
