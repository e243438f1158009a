import { useNavigate } from 'react-router-dom';
import { callableErrorText } from '@groundtruth/domain/callables';
import type { Task } from '@groundtruth/domain/entities';
import { messages } from '@groundtruth/domain/messages';
import { submitWorkPath } from '@groundtruth/domain/paths';
import type { WithId } from '@groundtruth/domain/converter';
import { Button, useToast } from '@groundtruth/ui-kit';
import { isExpired, useNow } from '../../../components/time-left';
import { useAcceptTask } from '../api/accept-task';
import type { MyAcceptance } from '../api/get-my-acceptances';
import { closedReason } from './task-facts';

export interface TaskActionProps {
  /** The task the button acts on. */
  task: WithId<Task>;
  /** The creator's acceptance of it, undefined when not accepted. */
  acceptance: MyAcceptance | undefined;
  /** Whether the creator's acceptances are known yet (until then the button waits). */
  ready: boolean;
  /** One accept mutation for the whole screen, so only one task is accepted at a time. */
  accept: ReturnType<typeof useAcceptTask>;
}

/**
 * Accept (not yet accepted) or Submit Work (accepted): spec §2, Available Tasks. An acceptance
 * whose time ran out offers Accept again instead: acceptTask takes a slot anew (issue 14).
 */
export function TaskAction({ task, acceptance, ready, accept }: TaskActionProps) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const now = useNow();
  const expired = acceptance !== undefined && isExpired(acceptance, now);

  if (acceptance && !expired) {
    return (
      <Button variant="primary" onClick={() => navigate(submitWorkPath(task.id, acceptance.id))}>
        Submit Work
      </Button>
    );
  }
  const reason = closedReason(task, now);
  const accepting = accept.isPending && accept.variables === task.id;
  const onAccept = () =>
    accept.mutate(task.id, {
      onSuccess: () => toast({ title: messages.taskAccepted, variant: 'success' }),
      onError: (error) => {
        const { title, message } = callableErrorText(error);
        toast({
          title: message ? title : messages.errorTitle,
          description: message || messages.failedAcceptTask,
          variant: 'destructive',
        });
      },
    });
  return (
    <Button
      variant="primary"
      onClick={onAccept}
      loading={accepting}
      disabled={!ready || reason !== null || accept.isPending}
      title={reason ?? undefined}
    >
      {expired ? 'Accept again' : 'Accept'}
    </Button>
  );
}
