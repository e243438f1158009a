import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, colorVars, fontSizes, space } from '@groundtruth/ui-kit';
import type { WithId } from '@groundtruth/domain/converter';
import type { Task } from '@groundtruth/domain/entities';
import { DEFAULT_MIN_HOURLY_RATE_CENTS, formatHourlyRate } from '@groundtruth/domain/fair-pay';
import { fairPayMessages } from '@groundtruth/domain/fair-pay-messages';
import type { TaskEffort } from '@groundtruth/domain/task-effort';
import { usePlatformSettings } from '../../../lib/platform-settings';

// The top-up's preview loads when Top up is first pressed: Manage Tasks' first load carries none.
const TopUpDialog = lazy(async () => ({
  default: (await import('./top-up-dialog')).TopUpDialog,
}));

const Flag = styled.div`
  margin-top: ${space[3]};
`;

const Note = styled.p`
  margin: ${space[2]} 0 0;
  font-size: ${fontSizes.sm};
  color: ${colorVars.textMuted};
`;

/** The hourly floor in force, cents an hour: the settings' or the default. */
export function useHourlyFloor(): number {
  return usePlatformSettings().data?.min_hourly_rate_cents ?? DEFAULT_MIN_HOURLY_RATE_CENTS;
}

/** Manage Tasks' notice: how many tasks' approved work made a median under the floor. */
export function UnderFloorNotice({ count }: { count: number }) {
  if (count === 0) return null;
  return <Alert tone="warning">{fairPayMessages.underFloorNotice(count)}</Alert>;
}

/**
 * A task card's fair-pay lines: "No time estimate" for a task made before estimates, and for a
 * task whose approved work made a median under the floor, the flag, its figures and Top up
 * (admins: it pays through awardBonus).
 */
export function TaskPay({
  task,
  effort,
  canTopUp,
}: {
  task: WithId<Task>;
  /** The task's measured effort when it is under the floor. */
  effort: WithId<TaskEffort> | undefined;
  canTopUp: boolean;
}) {
  const floor = useHourlyFloor();
  const [toppingUp, setToppingUp] = useState(false);
  return (
    <>
      {task.estimated_minutes ? null : <Note>{fairPayMessages.noEstimate}</Note>}
      {effort?.median_rate_cents != null && effort.median_minutes !== null ? (
        <Flag>
          <Alert
            tone="warning"
            title={fairPayMessages.underFloorFlag(
              formatHourlyRate(effort.median_rate_cents),
              formatHourlyRate(floor),
            )}
            actions={
              canTopUp ? (
                <Button size="small" variant="outline" onClick={() => setToppingUp(true)}>
                  {fairPayMessages.topUpAction}
                </Button>
              ) : undefined
            }
          >
            {fairPayMessages.effortFigures(
              effort.median_minutes,
              effort.p25_minutes ?? effort.median_minutes,
              effort.p75_minutes ?? effort.median_minutes,
              formatHourlyRate(effort.median_rate_cents),
              effort.approved,
            )}
          </Alert>
        </Flag>
      ) : null}
      {toppingUp && effort?.median_minutes ? (
        <Suspense fallback={null}>
          <TopUpDialog
            task={task}
            medianMinutes={effort.median_minutes}
            floorCents={floor}
            onClose={() => setToppingUp(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
