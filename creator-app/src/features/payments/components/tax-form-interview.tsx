import { useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { taxCertifications } from '@groundtruth/domain/tax-certifications';
import {
  submitTaxFormInput,
  taxClassifications,
  taxFormLabels,
  type TaxClassification,
  type TaxFormKind,
} from '@groundtruth/domain/tax-forms';
import { creatorTaxWords } from '@groundtruth/domain/words/creator/tax';
import { useDateFormat } from '@groundtruth/platform/format';
import { useWords } from '@groundtruth/platform/i18n';
import { useSignedInUser } from '@groundtruth/platform/session';
import {
  Button,
  Checkbox,
  colorVars as c,
  fontSizes,
  fontWeights,
  Select,
  TextField,
  useToast,
} from '@groundtruth/ui-kit';
import { callableFailure } from '../../../lib/callable-error';
import { useSubmitTaxForm } from '../api/submit-tax-form';

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;

  legend {
    font-weight: ${fontWeights.semibold};
    margin-bottom: 8px;
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const Certification = styled.div`
  font-size: ${fontSizes.sm};
  color: ${c.textMuted};

  p {
    margin: 0 0 6px;
  }
`;

/** Every field of both forms, as typed (strings; the schema turns them into the callable's input). */
const blank = {
  legalName: '',
  businessName: '',
  taxClassification: 'individual' as TaxClassification,
  line1: '',
  line2: '',
  city: '',
  state: '',
  region: '',
  postalCode: '',
  country: '',
  tinKind: 'ssn' as 'ssn' | 'ein',
  tin: '',
  citizenshipCountry: '',
  foreignTin: '',
  noTinReason: '',
  dateOfBirth: '',
  signatureName: '',
  certified: false,
};
type Fields = typeof blank;

/** The callable's input from what is typed, for `kind`. */
function inputOf(kind: TaxFormKind, f: Fields, requestId: string) {
  const form =
    kind === 'w9'
      ? {
          kind,
          legalName: f.legalName,
          businessName: f.businessName,
          taxClassification: f.taxClassification,
          address: {
            line1: f.line1,
            line2: f.line2,
            city: f.city,
            state: f.state,
            postalCode: f.postalCode,
          },
          tinKind: f.tinKind,
          tin: f.tin,
        }
      : {
          kind,
          legalName: f.legalName,
          citizenshipCountry: f.citizenshipCountry,
          address: {
            line1: f.line1,
            line2: f.line2,
            city: f.city,
            region: f.region,
            postalCode: f.postalCode,
            country: f.country,
          },
          foreignTin: f.foreignTin,
          noTinReason: f.noTinReason,
          dateOfBirth: f.dateOfBirth,
        };
  return { requestId, form, signatureName: f.signatureName, certified: f.certified as true };
}

/** Where each field's error sits in the input (the schema's path), by the field's name here. */
const pathOf: Record<string, keyof Fields> = {
  'form.legalName': 'legalName',
  'form.businessName': 'businessName',
  'form.address.line1': 'line1',
  'form.address.city': 'city',
  'form.address.state': 'state',
  'form.address.region': 'region',
  'form.address.postalCode': 'postalCode',
  'form.address.country': 'country',
  'form.tin': 'tin',
  'form.citizenshipCountry': 'citizenshipCountry',
  'form.foreignTin': 'foreignTin',
  'form.noTinReason': 'noTinReason',
  'form.dateOfBirth': 'dateOfBirth',
  signatureName: 'signatureName',
  certified: 'certified',
};

/** A field's check by its English words (the schema's), to show it in the reader's language. */
const checkKeys = new Map(
  Object.entries(creatorTaxWords.checks).map(([key, english]) => [
    english as string,
    key as keyof typeof creatorTaxWords.checks,
  ]),
);

/**
 * The tax form interview: "Are you a US citizen or US resident for tax purposes?" chooses a W-9
 * or a W-8BEN; each field is checked where it is typed, with the same schema submitTaxForm
 * checks (the IRS formats of domain/src/tax-tin.ts), and the form is signed by typing the legal
 * name under its certification.
 */
export function TaxFormInterview({ onSigned }: { onSigned?: () => void }) {
  const { user } = useSignedInUser();
  const { toast } = useToast();
  const submit = useSubmitTaxForm(user.uid);
  const [usPerson, setUsPerson] = useState<boolean | null>(null);
  const [fields, setFields] = useState<Fields>(blank);
  const [touched, setTouched] = useState<Partial<Record<keyof Fields, boolean>>>({});
  const [tried, setTried] = useState(false);
  const [requestId] = useState(() => crypto.randomUUID());
  const kind: TaxFormKind = usPerson ? 'w9' : 'w8ben';
  const w = useWords('creator.tax', creatorTaxWords);
  const { date } = useDateFormat();
  const inWords = (check: string | undefined) => {
    const key = check === undefined ? undefined : checkKeys.get(check);
    return key ? w.checks[key] : check;
  };

  const errors = useMemo(() => {
    const result = submitTaxFormInput.safeParse(inputOf(kind, fields, requestId));
    const found: Partial<Record<keyof Fields, string>> = {};
    if (!result.success)
      for (const issue of result.error.issues) {
        const field = pathOf[issue.path.join('.')];
        if (field && !found[field]) found[field] = issue.message;
      }
    return found;
  }, [kind, fields, requestId]);
  const shown = (field: keyof Fields) =>
    inWords(tried || touched[field] ? errors[field] : undefined);
  const text = (field: keyof Fields, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={String(fields[field])}
      onChange={(e) => setFields((f) => ({ ...f, [field]: e.target.value }))}
      onBlur={() => setTouched((t) => ({ ...t, [field]: true }))}
      error={shown(field)}
      {...extra}
    />
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(errors).length > 0) return;
    submit.mutate(inputOf(kind, fields, requestId), {
      onSuccess: () => {
        toast({
          title: w.signedTitle,
          description: w.signedBody(taxFormLabels[kind]),
          variant: 'success',
        });
        onSigned?.();
      },
      onError: (error) => {
        const { title, message } = callableFailure(error, w.failedSubmit);
        toast({ title, description: message, variant: 'destructive' });
      },
    });
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={w.taxForm}>
      <Fieldset>
        <legend>{w.usPerson}</legend>
        <Choice>
          <input
            type="radio"
            name="us-person"
            checked={usPerson === true}
            onChange={() => setUsPerson(true)}
          />
          {w.usPersonYes}
        </Choice>
        <Choice>
          <input
            type="radio"
            name="us-person"
            checked={usPerson === false}
            onChange={() => setUsPerson(false)}
          />
          {w.usPersonNo}
        </Choice>
      </Fieldset>
      {usPerson === null ? null : (
        <>
          <Fieldset>
            <legend>{w.formNamed(taxFormLabels[kind])}</legend>
            {text('legalName', w.legalNameField, {
              autoComplete: 'name',
            })}
            {kind === 'w9' ? (
              <>
                {text('businessName', w.businessName)}
                <Select
                  label={w.classification}
                  options={taxClassifications.map((value) => ({
                    value,
                    label: w.classifications[value],
                  }))}
                  value={fields.taxClassification}
                  onChange={(e) =>
                    setFields((f) => ({
                      ...f,
                      taxClassification: e.target.value as TaxClassification,
                    }))
                  }
                />
              </>
            ) : (
              <>
                {text('citizenshipCountry', w.citizenship)}
                {text('dateOfBirth', w.dateOfBirth, { inputMode: 'numeric' })}
              </>
            )}
          </Fieldset>
          <Fieldset>
            <legend>{kind === 'w9' ? w.address : w.residenceAddress}</legend>
            {text('line1', w.street, { autoComplete: 'address-line1' })}
            {text('line2', w.apartment, { autoComplete: 'address-line2' })}
            {text('city', w.city, { autoComplete: 'address-level2' })}
            {kind === 'w9' ? (
              <>
                {text('state', w.state, {
                  autoComplete: 'address-level1',
                  maxLength: 2,
                })}
                {text('postalCode', w.zip, {
                  autoComplete: 'postal-code',
                  inputMode: 'numeric',
                })}
              </>
            ) : (
              <>
                {text('region', w.region)}
                {text('postalCode', w.postalCode, { autoComplete: 'postal-code' })}
                {text('country', w.country, { autoComplete: 'country-name' })}
              </>
            )}
          </Fieldset>
          <Fieldset>
            <legend>{w.tin}</legend>
            {kind === 'w9' ? (
              <>
                <Select
                  label={w.numberType}
                  options={[
                    { value: 'ssn', label: w.ssnOption },
                    { value: 'ein', label: w.einOption },
                  ]}
                  value={fields.tinKind}
                  onChange={(e) =>
                    setFields((f) => ({ ...f, tinKind: e.target.value as 'ssn' | 'ein' }))
                  }
                />
                {text('tin', fields.tinKind === 'ssn' ? w.ssn : w.ein, {
                  autoComplete: 'off',
                  inputMode: 'numeric',
                  hint: w.tinHint,
                })}
              </>
            ) : (
              <>
                {text('foreignTin', w.foreignTin, {
                  autoComplete: 'off',
                  hint: w.foreignTinHint,
                })}
                {fields.foreignTin.trim() ? null : text('noTinReason', w.noTinReason)}
              </>
            )}
          </Fieldset>
          <Fieldset>
            <legend>{w.certification}</legend>
            <Certification>
              {taxCertifications[kind].map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </Certification>
            <Checkbox
              label={w.certify}
              checked={fields.certified}
              onChange={(e) => setFields((f) => ({ ...f, certified: e.target.checked }))}
              aria-invalid={shown('certified') ? true : undefined}
            />
            {shown('certified') ? <p role="alert">{shown('certified')}</p> : null}
            {text('signatureName', w.signature, {
              hint: w.signedOn(date(new Date())),
            })}
          </Fieldset>
          <div>
            <Button type="submit" variant="primary" loading={submit.isPending}>
              {w.signForm(taxFormLabels[kind])}
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}
