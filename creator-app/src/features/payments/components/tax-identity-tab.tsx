import styled from 'styled-components';
import { IdentitySection } from './identity-section';
import { TaxFormSection } from './tax-form-section';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

/**
 * The Tax and identity tab: the two things a payout needs besides a payment method. The tax form
 * (W-9 or W-8BEN) comes first; the identity check has a section of its own below it.
 */
export function TaxIdentityTab() {
  return (
    <Stack>
      <TaxFormSection />
      <IdentitySection />
    </Stack>
  );
}
