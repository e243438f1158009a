import styled from 'styled-components';
import { organizationMessages as words } from '@groundtruth/domain/organization-messages';
import { LoadError, LoadMore } from '@groundtruth/platform/screen-parts';
import { EmptyState, Skeleton, space } from '@groundtruth/ui-kit';
import { useOrganizations } from '../api/get-organizations';
import { OrganizationCard } from './organization-card';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${space[4]};
  margin: ${space[4]} 0 0;
  padding: 0;
  list-style: none;
`;

/**
 * The Users screen's Organisations tab: customers' organisations by name, each with its people
 * (names and e-mails), for admins and support alike. Loaded when the tab first opens.
 */
export function OrganizationsList() {
  const organizations = useOrganizations();
  const items = organizations.data?.pages.flatMap((page) => page.items) ?? [];
  if (organizations.isPending) return <Skeleton label={words.loadingOrganizations} />;
  if (organizations.isError && items.length === 0)
    return (
      <LoadError
        message={words.failedLoadOrganizations}
        failedAt={organizations.errorUpdatedAt}
        onRetry={() => void organizations.refetch()}
        retrying={organizations.isFetching}
      />
    );
  if (items.length === 0) return <EmptyState title={words.noOrganizations} />;
  return (
    <>
      <List aria-label={words.organizationsListLabel}>
        {items.map((organization) => (
          <OrganizationCard key={organization.id} organization={organization} />
        ))}
      </List>
      {organizations.isFetchNextPageError ? (
        <LoadError
          message={words.failedLoadOrganizations}
          onRetry={() => void organizations.fetchNextPage()}
          retrying={organizations.isFetchingNextPage}
        />
      ) : (
        <LoadMore
          hasMore={organizations.hasNextPage}
          loading={organizations.isFetchingNextPage}
          onLoadMore={() => void organizations.fetchNextPage()}
        />
      )}
    </>
  );
}
