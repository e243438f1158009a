import styled from 'styled-components';
import { space } from '@groundtruth/ui-kit';

const Periods = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[4]};
  border: 0;
  padding: 0;
  margin: 0 0 ${space[4]};
  legend {
    font-weight: 600;
    margin-bottom: ${space[2]};
    padding: 0;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${space[2]};
  }
`;

/** "Period: Last 30 days / Last 90 days …" as radio buttons, for the staff's figures screens. */
export function PeriodPicker<Days extends number>({
  name,
  choices,
  days,
  onChange,
}: {
  /** The radio group's name, unique on the page. */
  name: string;
  /** The periods offered, in days. */
  choices: readonly Days[];
  /** The period chosen. */
  days: Days;
  onChange: (days: Days) => void;
}) {
  return (
    <Periods>
      <legend>Period</legend>
      {choices.map((n) => (
        <label key={n}>
          <input
            type="radio"
            name={name}
            value={n}
            checked={days === n}
            onChange={() => onChange(n)}
          />
          Last {n} days
        </label>
      ))}
    </Periods>
  );
}
