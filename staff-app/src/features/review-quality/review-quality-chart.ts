/** Review quality's chart as data: Cohen's kappa of each week's second-opinion pairs. */
import { cohensKappa, isoWeekId, type AgreementWeek } from '@groundtruth/domain/review-agreement';
import { addDays, weekOf } from '@groundtruth/domain/stats';
import { colors } from '@groundtruth/ui-kit';
import type { ChartSpec } from '../../components/charts/chart-spec';

/** The Mondays of the weeks from the week of `fromDay` to the week of `today`. */
export function weeksBetween(fromDay: string, today: string): string[] {
  const weeks: string[] = [];
  for (let monday = weekOf(fromDay); monday <= today; monday = addDays(monday, 7))
    weeks.push(monday);
  return weeks;
}

/** Kappa to two decimals; "—" where it is not defined (no pairs, or one decision throughout). */
export const formatKappa = (value: number | null) => (value === null ? '—' : value.toFixed(2));

/** The weekly kappa chart over the weeks from `fromDay` to `today`, from their folded matrices. */
export function kappaChart(
  weeks: readonly AgreementWeek[],
  fromDay: string,
  today: string,
): ChartSpec {
  const byWeek = new Map(weeks.map((w) => [w.week, w]));
  const x = weeksBetween(fromDay, today);
  return {
    id: 'kappa',
    title: "Second-opinion agreement per week (Cohen's kappa)",
    period: 'week',
    x,
    kind: 'line',
    format: formatKappa,
    yRange: [-1, 1],
    series: [
      {
        label: "Cohen's kappa",
        values: x.map((monday) => cohensKappa(byWeek.get(isoWeekId(monday))?.matrix ?? {})),
        color: colors.primary,
      },
    ],
  };
}
