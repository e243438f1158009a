import { useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatDate } from '@groundtruth/domain/dates';
import { taxCertifications } from '@groundtruth/domain/tax-certifications';
import {
  submitTaxFormInput,
  taxClassificationLabels,
  taxClassifications,
  taxFormLabels,
  type TaxClassification,
  type TaxFormKind,
} from '@groundtruth/domain/tax-forms';
import { taxMessages } from '@groundtruth/domain/tax-messages';
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
  const shown = (field: keyof Fields) => (tried || touched[field] ? errors[field] : undefined);
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
          title: taxMessages.taxFormSignedTitle,
          description: taxMessages.taxFormSignedBody(taxFormLabels[kind]),
          variant: 'success',
        });
        onSigned?.();
      },
      onError: (error) => {
        const { title, message } = callableFailure(error, taxMessages.failedSubmitTaxForm);
        toast({ title, description: message, variant: 'destructive' });
      },
    });
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Tax form">
      <Fieldset>
        <legend>Are you a US citizen or US resident for tax purposes?</legend>
        <Choice>
          <input
            type="radio"
            name="us-person"
            checked={usPerson === true}
            onChange={() => setUsPerson(true)}
          />
          Yes: I sign a W-9
        </Choice>
        <Choice>
          <input
            type="radio"
            name="us-person"
            checked={usPerson === false}
            onChange={() => setUsPerson(false)}
          />
          No: I sign a W-8BEN
        </Choice>
      </Fieldset>
      {usPerson === null ? null : (
        <>
          <Fieldset>
            <legend>{`Form ${taxFormLabels[kind]}`}</legend>
            {text('legalName', 'Legal name (as shown on your tax return)', {
              autoComplete: 'name',
            })}
            {kind === 'w9' ? (
              <>
                {text('businessName', 'Business name (optional)')}
                <Select
                  label="Federal tax classification"
                  options={taxClassifications.map((value) => ({
                    value,
                    label: taxClassificationLabels[value],
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
                {text('citizenshipCountry', 'Country of citizenship')}
                {text('dateOfBirth', 'Date of birth (YYYY-MM-DD)', { inputMode: 'numeric' })}
              </>
            )}
          </Fieldset>
          <Fieldset>
            <legend>{kind === 'w9' ? 'Address' : 'Permanent residence address'}</legend>
            {text('line1', 'Street address', { autoComplete: 'address-line1' })}
            {text('line2', 'Apartment, suite (optional)', { autoComplete: 'address-line2' })}
            {text('city', 'City', { autoComplete: 'address-level2' })}
            {kind === 'w9' ? (
              <>
                {text('state', 'State (two letters)', {
                  autoComplete: 'address-level1',
                  maxLength: 2,
                })}
                {text('postalCode', 'ZIP code', {
                  autoComplete: 'postal-code',
                  inputMode: 'numeric',
                })}
              </>
            ) : (
              <>
                {text('region', 'Region or province (optional)')}
                {text('postalCode', 'Postal code (optional)', { autoComplete: 'postal-code' })}
                {text('country', 'Country', { autoComplete: 'country-name' })}
              </>
            )}
          </Fieldset>
          <Fieldset>
            <legend>Taxpayer identification number</legend>
            {kind === 'w9' ? (
              <>
                <Select
                  label="Number type"
                  options={[
                    { value: 'ssn', label: 'Social security number (SSN)' },
                    { value: 'ein', label: 'Employer identification number (EIN)' },
                  ]}
                  value={fields.tinKind}
                  onChange={(e) =>
                    setFields((f) => ({ ...f, tinKind: e.target.value as 'ssn' | 'ein' }))
                  }
                />
                {text('tin', fields.tinKind === 'ssn' ? 'SSN' : 'EIN', {
                  autoComplete: 'off',
                  inputMode: 'numeric',
                  hint: 'Stored encrypted; shown only as its last four digits.',
                })}
              </>
            ) : (
              <>
                {text('foreignTin', 'Foreign tax identifying number', {
                  autoComplete: 'off',
                  hint: 'Stored encrypted; shown only as its last four characters.',
                })}
                {fields.foreignTin.trim() ? null : text('noTinReason', 'If you have none, why not')}
              </>
            )}
          </Fieldset>
          <Fieldset>
            <legend>Certification</legend>
            <Certification>
              {taxCertifications[kind].map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </Certification>
            <Checkbox
              label="I certify the above under penalties of perjury"
              checked={fields.certified}
              onChange={(e) => setFields((f) => ({ ...f, certified: e.target.checked }))}
              aria-invalid={shown('certified') ? true : undefined}
            />
            {shown('certified') ? <p role="alert">{shown('certified')}</p> : null}
            {text('signatureName', 'Signature: type your legal name', {
              hint: `Signed electronically on ${formatDate(new Date())}.`,
            })}
          </Fieldset>
          <div>
            <Button type="submit" variant="primary" loading={submit.isPending}>
              {`Sign ${taxFormLabels[kind]}`}
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}
