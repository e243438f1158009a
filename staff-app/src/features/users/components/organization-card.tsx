import styled from 'styled-components';
import { organizationMessages as words } from '@groundtruth/domain/organization-messages';
import type { WithId } from '@groundtruth/domain/converter';
import type { Organization } from '@groundtruth/domain/organizations';
import { LoadError, LoadMore } from '@groundtruth/platform/screen-parts';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  colorVars,
  fontSizes,
  space,
} from '@groundtruth/ui-kit';
import { useOrganizationPeople } from '../api/get-organization-people';

const Muted = styled.p`
  margin: 0;
  color: ${colorVars.textMuted};
  font-size: ${fontSizes.sm};
`;

const People = styled.ul`
  display: grid;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  & span {
    display: block;
    color: ${colorVars.textMuted};
    font-size: ${fontSizes.sm};
  }
`;

/** One organisation on the Organisations tab: its name and its people's names and e-mails. */
export function OrganizationCard({
  organization,
}: {
  /** The organisation shown. */
  organization: WithId<Organization>;
}) {
  const people = useOrganizationPeople(organization.id);
  const titleId = `organization-${organization.id}-name`;
  const list = people.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card as="li" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {organization.name}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {people.isPending ? (
          <Skeleton label={words.organizationPeople(organization.name)} count={1} height={40} />
        ) : people.isError && list.length === 0 ? (
          <LoadError
            message={words.failedLoadOrganizationPeople}
            failedAt={people.errorUpdatedAt}
            onRetry={() => void people.refetch()}
            retrying={people.isFetching}
          />
        ) : list.length === 0 ? (
          <Muted>{words.noCustomersYet}</Muted>
        ) : (
          <>
            <People aria-label={words.organizationPeople(organization.name)}>
              {list.map((person) => (
                <li key={person.id}>
                  {person.name || person.email}
                  <span>{person.email}</span>
                </li>
              ))}
            </People>
            <LoadMore
              hasMore={people.hasNextPage}
              loading={people.isFetchingNextPage}
              onLoadMore={() => void people.fetchNextPage()}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
