import styled from 'styled-components';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  colorVars,
  fontSizes,
  space,
} from '@groundtruth/ui-kit';
import type { WithId } from '@groundtruth/domain/converter';
import { qualificationMessages } from '@groundtruth/domain/qualification-messages';
import type { Qualification } from '@groundtruth/domain/qualifications';
import { usePassRate } from '../api/get-pass-rate';
import { kindLabels } from './qualification-labels';

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
  overflow-wrap: anywhere;
`;

const Root = styled(Card)`
  display: flex;
  flex-direction: column;
`;

const Footer = styled(CardFooter)`
  margin-top: auto;
`;

/** A qualification's attempts and pass rate: two aggregation queries, read per row. */
function PassRate({ qualificationId }: { qualificationId: string }) {
  const counts = usePassRate(qualificationId);
  if (counts.isPending) return <Muted>{qualificationMessages.qualificationCountsLoading}</Muted>;
  if (counts.isError) return <Muted>{qualificationMessages.failedLoadPassRate}</Muted>;
  return (
    <Muted>
      {qualificationMessages.qualificationPassRate(counts.data.finished, counts.data.passed)}
    </Muted>
  );
}

/** One qualification on the admins' list: name, kind, status, attempts and pass rate, Edit. */
export function QualificationRow({
  qualification,
  editPending,
  onEdit,
}: {
  qualification: WithId<Qualification>;
  /** Edit was pressed and the answer key is being read. */
  editPending: boolean;
  onEdit: () => void;
}) {
  const titleId = `qualification-${qualification.id}-name`;
  const active = qualification.status === 'active';
  return (
    <Root forwardedAs="li" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {qualification.name}
        </CardTitle>
        <Badges>
          <Badge tone="info">{kindLabels[qualification.kind]}</Badge>
          <Badge tone={active ? 'success' : 'neutral'}>{active ? 'Active' : 'Archived'}</Badge>
        </Badges>
      </CardHeader>
      <CardContent>
        {qualification.description ? <Muted>{qualification.description}</Muted> : null}
        {qualification.kind === 'quiz' ? <PassRate qualificationId={qualification.id} /> : null}
      </CardContent>
      <Footer>
        <Button onClick={onEdit} loading={editPending} aria-label={`Edit ${qualification.name}`}>
          Edit
        </Button>
      </Footer>
    </Root>
  );
}
