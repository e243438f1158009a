import { useState } from 'react';
import styled from 'styled-components';
import {
  Badge,
  Button,
  Skeleton,
  colorVars,
  fontSizes,
  space,
  useToast,
} from '@groundtruth/ui-kit';
import { callableErrorText } from '@groundtruth/domain/callable-errors';
import { qualificationMessages } from '@groundtruth/domain/qualification-messages';
import { isGrantHeld } from '@groundtruth/domain/eligibility-checks';
import { DateTime } from '@groundtruth/platform/screen-parts';
import { useChangeGrant } from '../api/change-grant';
import { useUserGrants } from '../api/get-user-grants';
import { GrantDialog } from './grant-dialog';
import { useQualifications } from '../../../lib/qualifications-list';
import { trackRecordText, useTrackRecord } from '../../../lib/track-record';
import { grantSourceLabels, grantStatusLabels } from './grant-labels';

const Root = styled.div`
  display: grid;
  gap: ${space[2]};
  font-size: ${fontSizes.sm};
  h3 {
    margin: 0;
    font-size: ${fontSizes.sm};
  }
  p {
    margin: 0;
    color: ${colorVars.textMuted};
  }
`;

const Grants = styled.ul`
  display: grid;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space[2]};
  }
  li > span:first-child {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const statusTone = {
  granted: 'success',
  failed: 'danger',
  revoked: 'neutral',
  expired: 'warning',
} as const;

/**
 * A creator's qualifications and track record on their user card (admin and support), with Grant
 * and Revoke. Rendered only once the card's Qualifications are opened: a page of cards does not
 * read every creator's grants and counts.
 */
export function UserQualifications({ userId, userName }: { userId: string; userName: string }) {
  const { toast } = useToast();
  const grants = useUserGrants(userId);
  const record = useTrackRecord(userId);
  const qualifications = useQualifications();
  const change = useChangeGrant();
  const [dialog, setDialog] = useState<'grant' | { id: string; name: string } | null>(null);
  const [reasonError, setReasonError] = useState<string>();
  const [now] = useState(() => Date.now());

  const names = new Map((qualifications.data ?? []).map((q) => [q.id, q.name]));
  const nameOf = (id: string) => names.get(id) ?? id;
  const held = new Set(
    (grants.data ?? []).filter((g) => isGrantHeld(g, now)).map((g) => g.qualification_id),
  );
  const grantable = (qualifications.data ?? [])
    .filter((q) => q.status === 'active' && !held.has(q.id))
    .map((q) => ({ id: q.id, name: q.name }));

  const save = (qualificationId: string, reason: string) => {
    const action = dialog === 'grant' ? 'grant' : 'revoke';
    change.mutate(
      { action, qualificationId, userId, reason },
      {
        onSuccess: () => {
          toast({
            title:
              action === 'grant'
                ? qualificationMessages.grantedToast
                : qualificationMessages.revokedToast,
            variant: 'success',
          });
          setDialog(null);
        },
        onError: (error) => {
          const { title, message } = callableErrorText(error);
          if (message.startsWith('reason: ')) setReasonError(`Reason ${message.slice(8)}`);
          else toast({ title, description: message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Root>
      <p>{trackRecordText(record)}</p>
      <h3>Qualifications</h3>
      {grants.isPending || qualifications.isPending ? (
        <Skeleton label="Loading qualifications" />
      ) : grants.isError ? (
        <p>{qualificationMessages.failedLoadGrants}</p>
      ) : grants.data.length === 0 ? (
        <p>{qualificationMessages.noGrantsYet}</p>
      ) : (
        <Grants aria-label={`Qualifications of ${userName}`}>
          {grants.data.map((grant) => {
            const name = nameOf(grant.qualification_id);
            return (
              <li key={grant.id}>
                <span>{name}</span>
                <Badge tone={statusTone[grant.status]}>{grantStatusLabels[grant.status]}</Badge>
                {grant.score === null ? null : <span>{grant.score}%</span>}
                {grant.source ? <span>{grantSourceLabels[grant.source]}</span> : null}
                {grant.expires_at ? (
                  <span>
                    Expires <DateTime value={grant.expires_at} dateOnly />
                  </span>
                ) : null}
                {grant.status === 'granted' ? (
                  <Button
                    size="small"
                    variant="outline"
                    aria-label={`Revoke ${name}`}
                    onClick={() => {
                      setReasonError(undefined);
                      setDialog({ id: grant.qualification_id, name });
                    }}
                  >
                    Revoke
                  </Button>
                ) : null}
              </li>
            );
          })}
        </Grants>
      )}
      <div>
        <Button
          size="small"
          onClick={() => {
            setReasonError(undefined);
            setDialog('grant');
          }}
          disabled={qualifications.isPending}
        >
          Grant Qualification
        </Button>
      </div>
      {dialog ? (
        <GrantDialog
          userName={userName}
          revoking={dialog === 'grant' ? null : dialog}
          choices={grantable}
          pending={change.isPending}
          reasonError={reasonError}
          onSave={save}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Root>
  );
}
