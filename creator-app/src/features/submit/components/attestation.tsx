import styled from 'styled-components';
import { TERMS_VERSION } from '@groundtruth/domain/constants';
import { paths } from '@groundtruth/domain/paths';
import { Checkbox, colorVars as c, fontSizes, fontWeights } from '@groundtruth/ui-kit';

const Fieldset = styled.fieldset`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 16px;
  border: 1px solid ${c.border};
  border-radius: 6px;

  legend {
    padding: 0 4px;
    font-weight: ${fontWeights.semibold};
  }

  p {
    margin: 0;
    color: ${c.textMuted};
    font-size: ${fontSizes.sm};
  }
`;

/** What the creator attests: sent to submitWork as attestation {…, termsVersion}. */
export interface AttestationValue {
  ownsContent: boolean;
  consentsToAiTraining: boolean;
}

/** The custody attestation (docs/architecture.md, Data model): two required confirmations under the current terms. */
export function Attestation({
  value,
  onChange,
  invalid,
  disabled,
}: {
  /** Both confirmations. */
  value: AttestationValue;
  /** Receives the changed value. */
  onChange: (value: AttestationValue) => void;
  /** A submit was tried without both confirmations. */
  invalid: boolean;
  /** While submitting. */
  disabled: boolean;
}) {
  return (
    <Fieldset>
      <legend>Custody attestation</legend>
      <Checkbox
        label="I made this content myself"
        checked={value.ownsContent}
        required
        aria-invalid={invalid && !value.ownsContent ? true : undefined}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, ownsContent: event.target.checked })}
      />
      <Checkbox
        label="I consent to its use for AI training"
        checked={value.consentsToAiTraining}
        required
        aria-invalid={invalid && !value.consentsToAiTraining ? true : undefined}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, consentsToAiTraining: event.target.checked })}
      />
      <p>
        Under the{' '}
        <a href={paths.terms} target="_blank" rel="noopener noreferrer">
          Terms of Service
        </a>
        , version {TERMS_VERSION}.
      </p>
    </Fieldset>
  );
}
