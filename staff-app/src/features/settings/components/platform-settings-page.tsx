import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardFooter,
  Skeleton,
  TextField,
  space,
  useToast,
} from '@groundtruth/ui-kit';
import { callableErrorText, inPeoplesWords } from '@groundtruth/domain/callable-errors';
import type { PlatformSettings } from '@groundtruth/domain/entities';
import { messages } from '@groundtruth/domain/messages';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { fairPayMessages } from '@groundtruth/domain/fair-pay-messages';
import { LoadError, PageHeader } from '@groundtruth/platform/screen-parts';
import { useSignedInUser } from '@groundtruth/platform/session';
import { usePlatformSettings } from '../../../lib/platform-settings';
import { reviewReasonsOf } from '../../../lib/review-reasons';
import { useUpdatePlatformSettings } from '../api/update-platform-settings';
import {
  fieldErrorOf,
  settingsFieldLabels as labels,
  settingsFormValues,
  toSettingsInput,
  type SettingsFormErrors,
  type SettingsFormValues,
} from './settings-form-values';
import { ReviewReasonsForm } from './review-reasons-form';
import { DeadlinesHeader, SettingsInForce } from './settings-in-force';

const Fields = styled.div`
  display: grid;
  gap: ${space[4]};
  max-width: 480px;
`;

const Forms = styled.div`
  display: grid;
  gap: ${space[6]};
`;

const Notice = styled.div`
  margin: 0 0 ${space[6]};
`;

/**
 * /dashboard/admin/settings: the review deadlines, the default working time and the review
 * reasons, one document only admins change (through updatePlatformSettings, audited with before and after).
 * Support see the values in force, read-only.
 */
export default function PlatformSettingsPage() {
  const { role } = useSignedInUser();
  const settings = usePlatformSettings();
  const canChange = role === 'admin';
  return (
    <section>
      <PageHeader
        title="Platform Settings"
        description="How long reviews may wait, and how long creators have to submit."
      />
      {canChange ? null : (
        <Notice>
          <Alert tone="info">{staffMessages.onlyAdminsChangeSettings}</Alert>
        </Notice>
      )}
      {settings.isPending ? (
        <Skeleton label="Loading platform settings" count={3} />
      ) : settings.isError ? (
        <LoadError
          message={staffMessages.failedLoadPlatformSettings}
          onRetry={() => void settings.refetch()}
          retrying={settings.isRefetching}
        />
      ) : (
        // A new form for each saved version: it starts from what is in force.
        <Forms>
          {canChange ? (
            <SettingsForm
              key={settings.data.updated_at?.toMillis() ?? 'defaults'}
              settings={settings.data}
            />
          ) : (
            <SettingsInForce settings={settings.data} />
          )}
          <ReviewReasonsForm
            key={`reasons-${settings.data.updated_at?.toMillis() ?? 'defaults'}`}
            reasons={reviewReasonsOf(settings.data)}
            readOnly={!canChange}
          />
        </Forms>
      )}
    </section>
  );
}

/** The settings as a form, for admins (support read them as text: SettingsInForce). */
function SettingsForm({
  settings,
}: {
  /** The settings in force. */
  settings: PlatformSettings;
}) {
  const { toast } = useToast();
  const update = useUpdatePlatformSettings();
  const [initial] = useState(() => settingsFormValues(settings));
  const [values, setValues] = useState<SettingsFormValues>(initial);
  const [errors, setErrors] = useState<SettingsFormErrors>({});
  const changed = (Object.keys(values) as (keyof SettingsFormValues)[]).some(
    (name) => values[name].trim() !== initial[name],
  );

  const field = (name: keyof SettingsFormValues) => ({
    name,
    value: values[name],
    error: errors[name],
    inputMode: 'numeric' as const,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = toSettingsInput(values);
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) return;
    update.mutate(result.input, {
      onSuccess: () => toast({ title: staffMessages.settingsUpdated, variant: 'success' }),
      onError: (error) => {
        const { title, message } = callableErrorText(error);
        // The function names the field it refuses, as the form would have; any other field
        // it names is said in words.
        const refused = fieldErrorOf(message);
        if (refused) setErrors({ [refused.field]: refused.message });
        toast({
          title,
          description: refused?.message ?? (inPeoplesWords(message) || messages.unexpected),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <Card as="form" aria-labelledby="settings-deadlines" onSubmit={submit}>
      <DeadlinesHeader settings={settings} />
      <CardContent>
        <Fields>
          <TextField
            label={labels.overdueDays}
            hint="A submission pending longer is flagged overdue to staff and leads the review queue."
            {...field('overdueDays')}
          />
          <TextField
            label={labels.autoApproveDays}
            hint="A submission pending longer is approved by the system, with its payout."
            {...field('autoApproveDays')}
          />
          <TextField
            label={labels.defaultWorkingTimeHours}
            hint="Time to submit after accepting, for tasks created without one. Empty: until the task's due date."
            {...field('defaultWorkingTimeHours')}
          />
          <TextField
            label={labels.secondOpinionPercent}
            hint="Share of rejections another reviewer checks blind before they land. Rejections by a reviewer on probation, a reviewer’s 11th of one creator in a day and those of a creator approved 95% of the time are always checked."
            {...field('secondOpinionPercent')}
          />
          <TextField
            label={labels.goldPercent}
            hint="Share of each reviewer’s queue that is gold items, submissions whose right decision is known."
            {...field('goldPercent')}
          />
          <TextField
            label={labels.maxBonusDollars}
            hint="An admin's bonus to one creator may be at most this; a larger one is refused."
            {...field('maxBonusDollars')}
            inputMode="decimal"
          />
          <TextField
            label={labels.minHourlyRateDollars}
            hint={fairPayMessages.floorHint}
            {...field('minHourlyRateDollars')}
            inputMode="decimal"
          />
        </Fields>
      </CardContent>
      <CardFooter>
        <Button type="submit" variant="primary" loading={update.isPending} disabled={!changed}>
          Save settings
        </Button>
      </CardFooter>
    </Card>
  );
}
