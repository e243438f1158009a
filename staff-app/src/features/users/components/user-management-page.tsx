import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  EmptyState,
  Select,
  Skeleton,
  Tabs,
  TextField,
  space,
  useToast,
} from '@groundtruth/ui-kit';
import { callableErrorWords } from '@groundtruth/domain/callable-errors';
import { roleLabels, roles, type Role } from '@groundtruth/domain/constants';
import { organizationMessages } from '@groundtruth/domain/organization-messages';
import type { WithId } from '@groundtruth/domain/converter';
import type { User } from '@groundtruth/domain/entities';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { useSignedInUser } from '@groundtruth/platform/session';
import { LoadError, LoadMore, PageHeader } from '@groundtruth/platform/screen-parts';
import { useUsers, type RoleFilter } from '../api/get-users';
import { useSearchUsers } from '../api/search-users';
import { useSetUserRole, type AssignableRole } from '../api/set-user-role';
import { useSetUserStatus } from '../api/set-user-status';
import { useResendVerificationEmail } from '../api/resend-verification-email';
import { ConfirmDialog } from '@groundtruth/platform/confirm-dialog';
import { AwardBonusDialog } from './award-bonus-dialog';
import { ChangeRoleDialog } from './change-role-dialog';
import { InviteCustomerButton } from './invite-customer-button';
import { useDebouncedValue } from './use-debounced-value';
import { UserCard } from './user-card';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${space[4]};
  margin: ${space[4]} 0;

  & > :first-child {
    flex: 1 1 280px;
    max-width: 420px;
  }
  & > :last-child {
    flex: 0 1 200px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

// The organisations and their people load when the tab first opens.
const OrganizationsList = lazy(async () => ({
  default: (await import('./organizations-list')).OrganizationsList,
}));

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${space[4]};
  margin: ${space[4]} 0 0;
  padding: 0;
  list-style: none;
`;

const SEARCH_DELAY_MS = 300;
const SUPPORT_REASON_ID = 'user-actions-admin-only';

const roleOptions = [
  { value: 'all', label: organizationMessages.allRoles },
  ...roles.map((value) => ({ value, label: roleLabels[value] })),
];

function roleFilter(value: string | null): RoleFilter {
  return (roles as readonly string[]).includes(value ?? '') ? (value as Role) : 'all';
}

const ORGANIZATIONS_TAB = 'organizations';

/**
 * /dashboard/users: users newest first, search, Change Role, Suspend / Activate (docs/product.md, Screens), and
 * each address verified or not with Resend verification; a filter by role (customers among them),
 * the Organisations tab (customers' organisations with their people) and the admin's Invite
 * customer. The role filter and the tab are in the address (?role=customer, ?tab=organizations).
 */
export default function UserManagementPage({
  actions,
}: {
  /** The header's actions the app adds from other features (Send announcement). */
  actions?: ReactNode;
}) {
  const { user: me, role: myRole } = useSignedInUser();
  const isAdmin = myRole === 'admin';
  const { toast } = useToast();
  const [params, setParams] = useSearchParams();
  const shownRole = roleFilter(params.get('role'));
  const tab = params.get('tab') === ORGANIZATIONS_TAB ? ORGANIZATIONS_TAB : 'people';
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const list = useUsers(shownRole, search === '' && tab === 'people');
  const found = useSearchUsers(search);
  const setRole = useSetUserRole();
  const setStatus = useSetUserStatus();
  const resend = useResendVerificationEmail();
  const [roleTarget, setRoleTarget] = useState<WithId<User> | null>(null);
  // Suspending signs the person out at once: it is asked first (Activate is not).
  const [suspendTarget, setSuspendTarget] = useState<WithId<User> | null>(null);
  const [bonusTarget, setBonusTarget] = useState<WithId<User> | null>(null);

  const failed = (error: unknown) => {
    const { title, message } = callableErrorWords(error);
    toast({ title, description: message, variant: 'destructive' });
  };

  const changeRole = (user: WithId<User>, role: AssignableRole) =>
    setRole.mutate(
      { userId: user.id, role },
      {
        onSuccess: () => {
          toast({ title: staffMessages.userRoleUpdated, variant: 'success' });
          setRoleTarget(null);
        },
        onError: failed,
      },
    );

  const changeStatus = (user: WithId<User>, status: 'active' | 'suspended') =>
    setStatus.mutate(
      { userId: user.id, status },
      {
        onSuccess: () => {
          setSuspendTarget(null);
          toast({
            title: status === 'suspended' ? staffMessages.userSuspended : staffMessages.userActive,
            variant: 'success',
          });
        },
        onError: failed,
      },
    );

  const resendVerification = (user: WithId<User>) =>
    resend.mutate(
      { userId: user.id },
      {
        onSuccess: ({ sent }) =>
          toast({
            title: sent
              ? staffMessages.verificationResent(user.email)
              : staffMessages.emailAlreadyVerified,
            variant: sent ? 'success' : 'default',
          }),
        onError: failed,
      },
    );

  const searching = search !== '';
  const query = searching ? found : list;
  // A search matches names and e-mails of every role: the role filter narrows what it found.
  const users = searching
    ? (found.data?.users ?? []).filter((user) => shownRole === 'all' || user.role === shownRole)
    : (list.data?.pages.flatMap((page) => page.items) ?? []);

  /** Sets or clears one parameter of the address, keeping the others. */
  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const people = (
    <>
      {isAdmin ? null : (
        <Alert tone="info" id={SUPPORT_REASON_ID}>
          {staffMessages.onlyAdminsManageUsers}
        </Alert>
      )}
      <Toolbar>
        <TextField
          label="Search users"
          type="search"
          placeholder="Name or e-mail"
          hint="Matches the start of any word of a name, or of an e-mail address"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Select
          label={organizationMessages.roleFilterLabel}
          options={roleOptions}
          value={shownRole}
          onChange={(event) =>
            setParam('role', event.target.value === 'all' ? null : event.target.value)
          }
        />
      </Toolbar>
      {query.isPending ? (
        <Skeleton label="Loading users" />
      ) : query.isError && users.length === 0 ? (
        <LoadError
          message={staffMessages.failedLoadUsers}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : users.length === 0 ? (
        <EmptyState title={staffMessages.noUsersFound} />
      ) : (
        <>
          <List aria-label={searching ? 'Search results' : 'Users'}>
            {users.map((user) => (
              <UserCard
                key={user.id}
                user={user}
                lockedReason={
                  isAdmin && user.id === me.uid ? staffMessages.cannotChangeOwnAccount : null
                }
                lockedById={isAdmin ? undefined : SUPPORT_REASON_ID}
                statusPending={setStatus.isPending && setStatus.variables?.userId === user.id}
                onChangeRole={() => setRoleTarget(user)}
                onSetStatus={(status) =>
                  status === 'suspended' ? setSuspendTarget(user) : changeStatus(user, status)
                }
                resendPending={resend.isPending && resend.variables?.userId === user.id}
                onResendVerification={() => resendVerification(user)}
                onAwardBonus={isAdmin ? () => setBonusTarget(user) : undefined}
              />
            ))}
          </List>
          {searching ? (
            found.data?.truncated ? (
              <p>Showing the first matches: type more of the name or e-mail to narrow them down.</p>
            ) : null
          ) : list.isFetchNextPageError ? (
            <LoadError
              message={staffMessages.failedLoadUsers}
              onRetry={() => void list.fetchNextPage()}
              retrying={list.isFetchingNextPage}
            />
          ) : (
            <LoadMore
              hasMore={list.hasNextPage}
              loading={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
            />
          )}
        </>
      )}
      {roleTarget ? (
        <ChangeRoleDialog
          user={roleTarget}
          pending={setRole.isPending}
          onSave={(role) => changeRole(roleTarget, role)}
          onClose={() => setRoleTarget(null)}
        />
      ) : null}
      {suspendTarget ? (
        <ConfirmDialog
          title={staffMessages.confirmSuspendUserTitle}
          consequence={staffMessages.confirmSuspendUser}
          confirmLabel="Suspend"
          pending={setStatus.isPending}
          onConfirm={() => changeStatus(suspendTarget, 'suspended')}
          onClose={() => setSuspendTarget(null)}
        />
      ) : null}
      {bonusTarget ? (
        <AwardBonusDialog user={bonusTarget} onClose={() => setBonusTarget(null)} />
      ) : null}
    </>
  );

  return (
    <section aria-labelledby="page-title">
      <PageHeader
        title="User Management"
        description="Find people, change roles and suspend accounts."
        actions={
          <Actions>
            {actions}
            <InviteCustomerButton />
          </Actions>
        }
      />
      <Tabs
        label={organizationMessages.usersSections}
        value={tab}
        onValueChange={(value) => setParam('tab', value === ORGANIZATIONS_TAB ? value : null)}
        items={[
          { value: 'people', label: organizationMessages.peopleTab, content: people },
          {
            value: ORGANIZATIONS_TAB,
            label: organizationMessages.organizationsTab,
            content: (
              <Suspense fallback={<Skeleton label={organizationMessages.loadingOrganizations} />}>
                <OrganizationsList />
              </Suspense>
            ),
          },
        ]}
      />
    </section>
  );
}
