import { useState } from 'react';
import styled from 'styled-components';
import { Button, EmptyState, Skeleton, space } from '@groundtruth/ui-kit';
import type { WithId } from '@groundtruth/domain/converter';
import { qualificationMessages } from '@groundtruth/domain/qualification-messages';
import type { Qualification } from '@groundtruth/domain/qualifications';
import { LoadError, PageHeader, useFailureToast } from '@groundtruth/platform/screen-parts';
import { useQualifications } from '../../../lib/qualifications-list';
import { useAnswerKey } from '../api/get-answer-key';
import { QualificationDialog } from './qualification-dialog';
import { emptyQualificationForm, formFromQualification } from './qualification-form';
import { QualificationRow } from './qualification-row';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr));
  gap: ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * /dashboard/admin/qualifications (admins only): every qualification with its kind, status,
 * attempts and pass rate; Create and Edit, a quiz's questions with their answer key.
 */
export default function AdminQualificationsPage() {
  const list = useQualifications();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<WithId<Qualification> | null>(null);
  // Edit of a quiz waits for its answer key: the form shows which choices are correct.
  const key = useAnswerKey(editing?.kind === 'quiz' ? editing.id : null);
  useFailureToast(editing ? key.errorUpdatedAt : 0, qualificationMessages.failedLoadAnswerKey);

  const qualifications = list.data ?? [];
  const editReady = editing !== null && (editing.kind !== 'quiz' || key.isSuccess);
  const edit = (qualification: WithId<Qualification>) => {
    // Edit again after the key failed to load: read it again.
    if (editing?.id === qualification.id && key.isError) void key.refetch();
    setEditing(qualification);
  };
  const others = (id: string | null) => qualifications.filter((other) => other.id !== id);

  return (
    <section aria-labelledby="page-title">
      <PageHeader
        id="page-title"
        title="Qualifications"
        description="What creators prove before a task lets them accept it."
        actions={
          <Button variant="primary" onClick={() => setCreating(true)}>
            Create Qualification
          </Button>
        }
      />
      {list.isPending ? (
        <Skeleton label="Loading qualifications" />
      ) : list.isError ? (
        <LoadError
          message={qualificationMessages.failedLoadQualifications}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : qualifications.length === 0 ? (
        <EmptyState title={qualificationMessages.noQualificationsYet} />
      ) : (
        <List aria-label="Qualifications">
          {qualifications.map((qualification) => (
            <QualificationRow
              key={qualification.id}
              qualification={qualification}
              editPending={editing?.id === qualification.id && key.isFetching}
              onEdit={() => edit(qualification)}
            />
          ))}
        </List>
      )}
      {creating ? (
        <QualificationDialog
          editing={null}
          initial={emptyQualificationForm()}
          others={qualifications}
          onClose={() => setCreating(false)}
        />
      ) : null}
      {editing && editReady ? (
        <QualificationDialog
          key={editing.id}
          editing={editing}
          initial={formFromQualification(editing, key.data ?? null)}
          others={others(editing.id)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}
