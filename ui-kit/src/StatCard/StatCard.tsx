import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  StatBody,
  StatCardRoot,
  StatHint,
  StatIcon,
  StatLabel,
  StatValue,
} from './StatCard.styles';

export interface StatCardProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** What is counted, e.g. "Pending submissions". */
  label: ReactNode;
  /** The figure, already formatted (e.g. `12` or `"$1,250.00"`). */
  value: ReactNode;
  /** Optional small print under the figure, e.g. "created today". */
  hint?: ReactNode;
  /** Optional decorative icon shown on the right. */
  icon?: ReactNode;
}

/** A summary figure for dashboards; label and value form a description list pair. */
export function StatCard({ label, value, hint, icon, ...rest }: StatCardProps) {
  return (
    <StatCardRoot {...rest}>
      <div>
        <StatBody>
          <StatLabel>{label}</StatLabel>
          <StatValue>{value}</StatValue>
        </StatBody>
        {hint ? <StatHint>{hint}</StatHint> : null}
      </div>
      {icon ? <StatIcon aria-hidden="true">{icon}</StatIcon> : null}
    </StatCardRoot>
  );
}
