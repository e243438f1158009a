import { useNavigate } from 'react-router-dom';
import type { Task } from '@groundtruth/domain/entities';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { submitWorkPath } from '@groundtruth/domain/paths';
import type { WithId } from '@groundtruth/domain/converter';
import { Button, useToast } from '@groundtruth/ui-kit';
import { useNow } from '../../../components/time-left';
import { WorkStateBadge } from '../../../components/work-state-badge';
import { myWorkState, type MyAcceptance } from '../../../lib/my-work';
import { useAcceptTask } from '../api/accept-task';
import { closedReason } from './task-facts';
import { creatorTasksWords } from '@groundtruth/domain/words/creator/tasks';
import { useWords } from '@groundtruth/platform/i18n';
import { refusalWords } from '../../../lib/callable-error';

export interface TaskActionProps {
  /** The task the button acts on. */
  task: WithId<Task>;
  /** The creator's acceptance of it, undefined when not accepted. */
  acceptance: MyAcceptance | undefined;
  /** Whether the creator's acceptances are known yet (until then the button waits). */
  ready: boolean;
  /** One accept mutation for the whole screen, so only one task is accepted at a time. */
  accept: ReturnType<typeof useAcceptTask>;
  /** The creator does not meet the task's eligibility: Accept is not offered (its card says why). */
  locked?: boolean;
}

/** Whether the task's action is Accept (or Accept again), not the creator's work on it. */
export function offersAccept(acceptance: MyAcceptance | undefined, now: number): boolean {
  const state = myWorkState(acceptance, now);
  return !acceptance || state === 'not_accepted' || state === 'expired';
}

/**
 * Accept (not yet accepted) or Submit Work (accepted): docs/product.md, Screens, Available Tasks. An acceptance
 * whose time ran out offers Accept again instead: acceptTask takes a slot anew. Once
 * work is submitted, its state shows instead of Submit Work, which is offered again only where
 * submitWork takes it: Resubmit after changes were requested (domain/work-state).
 * A task whose eligibility the creator does not meet offers no Accept.
 */
export function TaskAction({ task, acceptance, ready, accept, locked = false }: TaskActionProps) {
  const w = useWords('creator.tasks', creatorTasksWords);
  const messages = useWords('messages', englishMessages);
  const navigate = useNavigate();
  const { toast } = useToast();
  const now = useNow();
  const state = myWorkState(acceptance, now);

  if (acceptance && state !== 'not_accepted' && state !== 'expired') {
    const toSubmit = () => navigate(submitWorkPath(task.id, acceptance.id));
    if (state === 'open') {
      return (
        <Button variant="primary" onClick={toSubmit}>
          {w.submitWork}
        </Button>
      );
    }
    return (
      <>
        <WorkStateBadge state={state} />
        {state === 'needs_changes' ? (
          <Button variant="primary" onClick={toSubmit}>
            {messages.resubmit}
          </Button>
        ) : null}
      </>
    );
  }
  // acceptTask would refuse with the same words the card shows.
  if (locked) return null;
  const expired = state === 'expired';
  const reason = closedReason(task, now);
  const accepting = accept.isPending && accept.variables === task.id;
  const onAccept = () =>
    accept.mutate(task.id, {
      onSuccess: () => toast({ title: messages.taskAccepted, variant: 'success' }),
      onError: (error) => {
        const { title, message } = refusalWords(error);
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
      {expired ? w.acceptAgain : w.accept}
    </Button>
  );
}
