import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { callableErrorWords } from '@groundtruth/domain/callable-errors';
import { taskCategories, taskCategoryLabels } from '@groundtruth/domain/constants';
import {
  licenceScopes,
  licenceTerms,
  STANDARD_LICENCE_VERSION,
  standardLicenceText,
  type LicenceScope,
} from '@groundtruth/domain/dataset-orders';
import { formatCents } from '@groundtruth/domain/money';
import {
  licenceScopeLabels,
  orderScreenMessages as words,
} from '@groundtruth/domain/order-screen-messages';
import { releaseCardMessages } from '@groundtruth/domain/release-card-messages';
import { peopleRules, type PeopleRule } from '@groundtruth/domain/releases';
import {
  Alert,
  Button,
  Checkbox,
  Select,
  TextField,
  Textarea,
  colorVars,
  fontSizes,
  narrow,
  space,
} from '@groundtruth/ui-kit';
import {
  creatorPayOf,
  orderFieldLabels as labels,
  toOrderFields,
  type OrderFields,
  type OrderFormErrors,
  type OrderFormValues,
} from './order-form-values';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[4]};

  & > .wide {
    grid-column: 1 / -1;
  }

  ${narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Group = styled.fieldset`
  display: grid;
  gap: ${space[3]};
  margin: 0;
  padding: ${space[4]};
  border: 1px solid ${colorVars.border};
  border-radius: 8px;
  min-width: 0;

  legend {
    padding: 0 ${space[1]};
    font-weight: 600;
  }
`;

const LicenceText = styled.pre`
  margin: 0;
  max-height: 12rem;
  overflow: auto;
  white-space: pre-wrap;
  font-family: inherit;
  font-size: ${fontSizes.sm};
  color: ${colorVars.textMuted};
`;

const Muted = styled.p`
  margin: 0;
  color: ${colorVars.textMuted};
  font-size: ${fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

const categoryOptions = taskCategories.map((value) => ({
  value,
  label: taskCategoryLabels[value],
}));
const peopleOptions = peopleRules.map((value) => ({
  value,
  label: value === 'none' ? releaseCardMessages.peopleNone : releaseCardMessages.peopleWithRelease,
}));
const scopeOptions = licenceScopes.map((value) => ({ value, label: licenceScopeLabels[value] }));
const termOptions = licenceTerms.map((years) => ({
  value: String(years),
  label: years === 0 ? words.perpetual : words.years(years),
}));

/**
 * The order form, for a new order and for editing a draft: what is wanted, who may record it,
 * how many at what pay, by when, and the licence (the standard text shown with its version).
 * What is typed stays when saving fails; the server's message shows above the buttons.
 */
export function OrderForm({
  initialValues,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
  quote,
}: {
  /** The values the form opens with. */
  initialValues: OrderFormValues;
  /** The button that saves, e.g. "Save draft". */
  submitLabel: string;
  /** Saving is under way: the button is disabled. */
  pending: boolean;
  /** The last save's failure, shown in the server's words. */
  error: unknown;
  /** Receives the checked fields. */
  onSubmit: (fields: OrderFields) => void;
  /** Leaves without saving (Edit); absent on the new-order page. */
  onCancel?: () => void;
  /** The quote shown beside the form (the server's, once saved); the creators' pay alone if absent. */
  quote?: ReactNode;
}) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<OrderFormErrors>({});
  // After a refused Save the first field to fix takes the focus, so a keyboard user lands on it.
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  const licenceId = useId();
  const quoteId = useId();

  const set = <K extends keyof OrderFormValues>(name: K, value: OrderFormValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const field = (name: Exclude<keyof OrderFormValues, 'exclusive'>) => ({
    name,
    value: values[name],
    error: errors[name],
    disabled: pending,
    onChange: (event: { target: { value: string } }) => set(name, event.target.value as never),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const result = toOrderFields(values);
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) onSubmit(result.fields);
    else setAttempt((n) => n + 1);
  };

  const creatorPay = creatorPayOf(values);
  const failure = error ? callableErrorWords(error) : null;

  return (
    <Form ref={formRef} onSubmit={submit} noValidate aria-label={words.orderForm}>
      <TextField label={labels.title} required className="wide" {...field('title')} />
      <Select label={labels.category} options={categoryOptions} {...field('category')} />
      <Select
        label={releaseCardMessages.peopleFieldLabel}
        options={peopleOptions}
        {...field('people')}
        onChange={(event) => set('people', event.target.value as PeopleRule)}
      />
      <Textarea
        label={labels.description}
        required
        rows={4}
        hint={words.descriptionHint}
        className="wide"
        {...field('description')}
      />
      <Textarea label={labels.instructions} rows={3} className="wide" {...field('instructions')} />
      <TextField label={labels.languages} hint={words.languagesHint} {...field('languages')} />
      <TextField label={labels.countries} hint={words.countriesHint} {...field('countries')} />
      <TextField
        label={labels.quantity}
        required
        inputMode="numeric"
        placeholder="500"
        hint={words.quantityHint}
        {...field('quantity')}
      />
      <TextField
        label={labels.payout}
        required
        inputMode="decimal"
        placeholder="12.50"
        hint={words.payoutHint}
        {...field('payout')}
      />
      <TextField label={labels.deadline} required type="date" {...field('deadline')} />

      <Group className="wide">
        <legend>{words.licenceSection}</legend>
        <Select
          label={labels.scope}
          options={scopeOptions}
          {...field('scope')}
          onChange={(event) => set('scope', event.target.value as LicenceScope)}
        />
        <Select label={labels.termYears} options={termOptions} {...field('termYears')} />
        <Checkbox
          label={labels.exclusive}
          description={words.exclusiveHint}
          checked={values.exclusive}
          disabled={pending}
          onChange={(event) => set('exclusive', event.target.checked)}
        />
        <Muted>{words.licenceTextLabel(STANDARD_LICENCE_VERSION)}</Muted>
        <LicenceText
          id={licenceId}
          tabIndex={0}
          aria-label={words.licenceTextLabel(STANDARD_LICENCE_VERSION)}
        >
          {standardLicenceText}
        </LicenceText>
      </Group>

      <Group className="wide" aria-labelledby={quoteId}>
        <legend id={quoteId}>{words.quoteSection}</legend>
        {quote ?? (
          <>
            <p>
              {words.creatorsPay}:{' '}
              <strong>{creatorPay === null ? '—' : formatCents(creatorPay)}</strong>
            </p>
            <Muted>{words.feeOnSaving}</Muted>
          </>
        )}
      </Group>

      {failure ? (
        <Alert tone="destructive" title={failure.title} className="wide">
          {failure.message}
        </Alert>
      ) : null}
      <Actions className="wide">
        <Button type="submit" variant="primary" loading={pending} disabled={pending}>
          {pending ? words.saving : submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" onClick={onCancel} disabled={pending}>
            {words.cancel}
          </Button>
        ) : null}
      </Actions>
    </Form>
  );
}
