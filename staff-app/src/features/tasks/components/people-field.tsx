import { releaseCardMessages as words } from '@groundtruth/domain/release-card-messages';
import { peopleRules, type PeopleRule } from '@groundtruth/domain/releases';
import { Select } from '@groundtruth/ui-kit';

const labels: Record<PeopleRule, string> = {
  none: words.peopleNone,
  with_release: words.peopleWithRelease,
};
const options = peopleRules.map((value) => ({ value, label: labels[value] }));

/** Whether identifiable people may appear in a task's files: none, or each with a release. */
export function PeopleField({
  value,
  onChange,
  disabled,
  className,
}: {
  /** The task's rule. */
  value: PeopleRule;
  /** Receives the chosen rule. */
  onChange: (value: PeopleRule) => void;
  /** While saving. */
  disabled?: boolean;
  /** Placement in the form's grid. */
  className?: string;
}) {
  return (
    <Select
      label={words.peopleFieldLabel}
      options={options}
      value={value}
      disabled={disabled}
      className={className}
      onChange={(event) => onChange(event.target.value as PeopleRule)}
    />
  );
}
