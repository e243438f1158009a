import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { WithId } from '@groundtruth/domain/converter';
import type { AuditLog } from '@groundtruth/domain/entities';
import {
  Badge,
  Button,
  Card,
  VisuallyHidden,
  colorVars,
  fontSizes,
  space,
  type Tone,
} from '@groundtruth/ui-kit';
import { DateTime } from '@groundtruth/platform/screen-parts';
import { describeDetails } from '../audit-details';
import { actionLabel } from '../audit-search';
import { entityName, shownId, subjectLink } from '../audit-subject';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  padding: ${space[4]};
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]} ${space[4]};
  min-width: 0;
`;

const Muted = styled.span`
  color: ${colorVars.textMuted};
  font-size: ${fontSizes.sm};
`;

const Mono = styled.code`
  font-size: ${fontSizes.sm};
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space[2]} ${space[4]};
  margin: 0;
  padding: 0 ${space[4]} ${space[4]};

  dt {
    color: ${colorVars.textMuted};
    font-size: ${fontSizes.sm};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Badge colour by what changed: money, people, work, tasks. */
const entityTones: Record<string, Tone> = {
  payouts: 'success',
  payout_accounts: 'success',
  users: 'accent',
  submissions: 'warning',
  task_acceptances: 'info',
  tasks: 'info',
};

/**
 * One audit entry: action badge, its subject in words (the kind of record and the end of its id,
 * a link where a screen shows that record), actor, time; a disclosure button shows the details
 * the function wrote (before → after for changes).
 */
export function AuditEntry({ entry }: { entry: WithId<AuditLog> }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const entityId = useId();
  const detailsId = useId();
  const lines = describeDetails(entry);
  const label = actionLabel(entry.action);
  const shortId = shownId(entry.entity_id);
  const subject = `${entityName(entry.entity)} ${shortId}`;
  const link = subjectLink(entry);
  return (
    <Card as="li" aria-labelledby={`${titleId} ${entityId}`}>
      <Row>
        <Summary>
          <Badge id={titleId} tone={entityTones[entry.entity] ?? 'neutral'}>
            {label}
          </Badge>
          <span id={entityId}>
            {link ? (
              <Link to={link} title={entry.entity_id}>
                {subject}
              </Link>
            ) : (
              <>
                {entityName(entry.entity)} <Mono title={entry.entity_id}>{shortId}</Mono>
              </>
            )}
          </span>
          <span>
            {entry.actor_name} <Muted>{entry.actor_email}</Muted>
          </span>
          <Muted>
            <DateTime value={entry.created_at} />
          </Muted>
        </Summary>
        {lines.length > 0 ? (
          <Button
            variant="ghost"
            size="small"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((o) => !o)}
          >
            Details
            <VisuallyHidden>
              {' '}
              of {label} {subject}
            </VisuallyHidden>
          </Button>
        ) : null}
      </Row>
      {open ? (
        <Details id={detailsId} aria-label={`Details of ${label} ${subject}`}>
          {lines.map((line) => (
            <div key={line.label} style={{ display: 'contents' }}>
              <dt>{line.label}</dt>
              <dd>{'value' in line ? line.value : `${line.before} → ${line.after}`}</dd>
            </div>
          ))}
        </Details>
      ) : null}
    </Card>
  );
}
