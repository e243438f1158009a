import { useState } from 'react';
import styled from 'styled-components';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  StatusBadge,
  colorVars,
  fontSizes,
  space,
} from '@groundtruth/ui-kit';
import { bonusMessages } from '@groundtruth/domain/bonus-messages';
import { roleLabels } from '@groundtruth/domain/constants';
import type { WithId } from '@groundtruth/domain/converter';
import type { User } from '@groundtruth/domain/entities';
import { DateTime } from '@groundtruth/platform/screen-parts';
import { MessageCreator } from '../../../components/message-creator';
import { CustomerOrganization } from './customer-organization';
import { UserIdentity } from './user-identity';
import { UserQualifications } from './user-qualifications';
import { UserTaxForm } from './user-tax-form';

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  margin-top: ${space[2]};
`;

const Muted = styled.p`
  margin: 0;
  color: ${colorVars.textMuted};
  font-size: ${fontSizes.sm};
`;

const Qualifications = styled.div`
  display: grid;
  gap: ${space[2]};
  margin-top: ${space[3]};
  justify-items: start;

  & > div {
    justify-self: stretch;
  }
`;

// Cards in one row are as tall as the tallest: the actions stay on the cards' bottom line.
const Root = styled(Card)`
  display: flex;
  flex-direction: column;
`;

const Footer = styled(CardFooter)`
  margin-top: auto;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
`;

/**
 * One user on User Management: who, role, status and whether the e-mail is verified; the admin's
 * actions on them, and staff's Resend verification. A customer's card names their organisation
 * and offers none of a creator's parts (identity, tax form, qualifications, bonus, message) nor
 * Change Role (a customer is invited to an organisation).
 */
export function UserCard({
  user,
  lockedReason,
  lockedById,
  statusPending,
  resendPending,
  onChangeRole,
  onSetStatus,
  onResendVerification,
  onAwardBonus,
}: {
  /** The user shown. */
  user: WithId<User>;
  /** Why the actions are disabled on this card (own account), shown under them; null when not. */
  lockedReason: string | null;
  /** Id of the page's reason why every card's actions are disabled (support), if so. */
  lockedById?: string;
  /** This user's Suspend / Activate is under way. */
  statusPending: boolean;
  /** This user's Resend verification is under way. */
  resendPending: boolean;
  /** Change Role was pressed. */
  onChangeRole: () => void;
  /** Suspend or Activate was pressed. */
  onSetStatus: (status: 'active' | 'suspended') => void;
  /** Resend verification was pressed (support and admin alike). */
  onResendVerification: () => void;
  /** Award Bonus was pressed; the action shows only when given (an admin viewing a creator). */
  onAwardBonus?: () => void;
}) {
  // Older accounts may have no mirror yet: shown unverified until resent or verified.
  const verified = user.email_verified === true;
  const titleId = `user-${user.id}-name`;
  const reasonId = `user-${user.id}-locked`;
  const disabled = Boolean(lockedReason || lockedById);
  const describe = lockedReason ? reasonId : lockedById;
  // A creator's grants and track record are read when opened: a page of cards reads none.
  const [qualificationsOpen, setQualificationsOpen] = useState(false);
  const qualificationsId = `user-${user.id}-qualifications`;
  return (
    <Root forwardedAs="li" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {user.name || user.email}
        </CardTitle>
        <Muted>{user.email}</Muted>
        <Badges>
          {user.role === 'customer' ? (
            <Badge tone="neutral">{roleLabels.customer}</Badge>
          ) : (
            <StatusBadge kind="role" status={user.role} />
          )}
          <StatusBadge kind="user" status={user.status} />
          <Badge tone={verified ? 'success' : 'warning'}>
            {verified ? 'Email verified' : 'Email not verified'}
          </Badge>
        </Badges>
      </CardHeader>
      <CardContent>
        <Muted>
          Joined <DateTime value={user.created_at} dateOnly />
        </Muted>
        {user.role === 'customer' ? (
          <CustomerOrganization organizationId={user.organization_id} />
        ) : null}
        {user.role === 'creator' ? (
          <UserIdentity userId={user.id} email={user.email} canResend={user.status === 'active'} />
        ) : null}
        {user.role === 'creator' ? <UserTaxForm userId={user.id} /> : null}
        {user.role === 'creator' ? (
          <Qualifications>
            <Button
              variant="ghost"
              size="small"
              aria-expanded={qualificationsOpen}
              aria-controls={qualificationsOpen ? qualificationsId : undefined}
              onClick={() => setQualificationsOpen((open) => !open)}
            >
              Qualifications and track record
            </Button>
            {qualificationsOpen ? (
              <div id={qualificationsId}>
                <UserQualifications userId={user.id} userName={user.name || user.email} />
              </div>
            ) : null}
          </Qualifications>
        ) : null}
      </CardContent>
      <Footer>
        {user.role === 'customer' ? null : (
          <Button onClick={onChangeRole} disabled={disabled} aria-describedby={describe}>
            Change Role
          </Button>
        )}
        {user.status === 'active' ? (
          <Button
            variant="destructive"
            loading={statusPending}
            disabled={disabled}
            aria-describedby={describe}
            onClick={() => onSetStatus('suspended')}
          >
            Suspend
          </Button>
        ) : user.status === 'suspended' ? (
          <Button
            variant="primary"
            loading={statusPending}
            disabled={disabled}
            aria-describedby={describe}
            onClick={() => onSetStatus('active')}
          >
            Activate
          </Button>
        ) : null}
        {!verified && user.status !== 'deleted' ? (
          <Button variant="outline" loading={resendPending} onClick={onResendVerification}>
            Resend verification
          </Button>
        ) : null}
        {onAwardBonus && user.role === 'creator' && user.status !== 'deleted' ? (
          <Button variant="outline" onClick={onAwardBonus}>
            {bonusMessages.awardBonusAction}
          </Button>
        ) : null}
        {user.role === 'creator' && user.status !== 'deleted' ? (
          <MessageCreator
            label="Message"
            creatorId={user.id}
            creatorName={user.name || user.email}
          />
        ) : null}
        {lockedReason ? <Muted id={reasonId}>{lockedReason}</Muted> : null}
      </Footer>
    </Root>
  );
}
