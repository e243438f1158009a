import styled from 'styled-components';
import { organizationMessages as words } from '@groundtruth/domain/organization-messages';
import { colorVars, fontSizes, space } from '@groundtruth/ui-kit';
import { useOrganization } from '../api/get-organization';

const Line = styled.p`
  margin: ${space[2]} 0 0;
  color: ${colorVars.textMuted};
  font-size: ${fontSizes.sm};
`;

/** A customer's organisation on their user card, by name (read by id: staff may get one). */
export function CustomerOrganization({
  organizationId,
}: {
  /** users/{uid}.organization_id; absent when the account belongs to none. */
  organizationId: string | undefined;
}) {
  if (!organizationId) return <Line>{words.noOrganization}</Line>;
  return <OrganizationName organizationId={organizationId} />;
}

function OrganizationName({ organizationId }: { organizationId: string }) {
  const organization = useOrganization(organizationId);
  // While it loads, or if it cannot be read, the card shows no line rather than a wrong one.
  if (organization.data === undefined) return null;
  return (
    <Line>
      {organization.data ? words.customerOf(organization.data.name) : words.noOrganization}
    </Line>
  );
}
