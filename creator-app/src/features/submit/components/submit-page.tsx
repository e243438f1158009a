import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { TERMS_VERSION } from '@groundtruth/domain/constants';
import { hasRequirements } from '@groundtruth/domain/media-requirements';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { paths } from '@groundtruth/domain/paths';
import { canSubmit, submitRefusal } from '@groundtruth/domain/work-state';
import { useSignedInUser } from '@groundtruth/platform/session';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  Skeleton,
  colorVars as c,
  fontSizes,
  Textarea,
  useToast,
} from '@groundtruth/ui-kit';
import { PageHeader } from '@groundtruth/platform/screen-parts';
import { TaskRequirements } from '../../../components/task-requirements';
import { isExpired, TimeLeft, useNow } from '../../../components/time-left';
import { WorkStateBadge, workStateLabels } from '../../../components/work-state-badge';
import { myWorkState } from '../../../lib/my-work';
import { useMyAcceptance } from '../api/get-my-acceptance';
import { useSubmitWork } from '../api/submit-work';
import { useTask } from '../api/get-task';
import { useMediaChecks } from '../media/use-media-checks';
import { Attestation, type AttestationValue } from './attestation';
import { FilePicker } from './file-picker';
import { UploadProgress } from './upload-progress';
import { UploadFailed, useFileUploads } from './use-file-uploads';
import type { ReleaseStepValue } from '../releases/release-step-value';
import { creatorSubmitWords } from '@groundtruth/domain/words/creator/submit';
import { useWords } from '@groundtruth/platform/i18n';
import { refusalWords } from '../../../lib/callable-error';

// The chosen files' rows (with the device check's details) load with the first file chosen:
// the Submit screen's first load stays within its JavaScript budget.
const ChosenFiles = lazy(async () => ({
  default: (await import('./chosen-files')).ChosenFiles,
}));

// Only a resubmission shows what the reviewer said: a first submission never loads it.
const ResubmissionNotice = lazy(async () => ({
  default: (await import('./resubmission-notice')).ResubmissionNotice,
}));

// A task where people may appear with a release loads its release step; no other task does.
const ReleaseStep = lazy(async () => ({
  default: (await import('../releases/release-step')).ReleaseStep,
}));

const Form = styled.form`
  display: grid;
  gap: 24px;
  margin-top: 24px;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: 8px;
`;

const Overall = styled.div`
  margin-top: 12px;
`;

const Description = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

const Notice = styled.div`
  margin-top: 24px;
`;

const Blocked = styled.p`
  flex-basis: 100%;
  margin: 0;
  text-align: right;
  color: ${c.textMuted};
  font-size: ${fontSizes.sm};
`;

const Requirements = styled.div`
  margin-top: 12px;

  h3 {
    margin: 0 0 4px;
    font-size: ${fontSizes.sm};
  }
`;

/** /dashboard/submit?taskId=…&acceptanceId=… (docs/product.md, Screens): upload work files for an accepted task. */
export function SubmitPage() {
  const w = useWords('creator.submit', creatorSubmitWords);
  const [params] = useSearchParams();
  const taskId = params.get('taskId') ?? '';
  return (
    <section aria-labelledby="submit-title">
      <PageHeader id="submit-title" title={w.title} description={w.description} />
      {taskId ? (
        <SubmitForm key={taskId} taskId={taskId} acceptanceId={params.get('acceptanceId')} />
      ) : (
        <ChooseTask />
      )}
    </section>
  );
}

function ChooseTask() {
  const w = useWords('creator.submit', creatorSubmitWords);
  const messages = useWords('messages', englishMessages);
  const navigate = useNavigate();
  return (
    <EmptyState
      title={messages.chooseTaskFirst}
      action={<Button onClick={() => navigate(paths.tasks)}>{w.browseAvailableTasks}</Button>}
    />
  );
}

function SubmitForm({ taskId, acceptanceId }: { taskId: string; acceptanceId: string | null }) {
  const w = useWords('creator.submit', creatorSubmitWords);
  const messages = useWords('messages', englishMessages);
  const { user } = useSignedInUser();
  const navigate = useNavigate();
  const { toast, toastError } = useToast();
  const task = useTask(taskId);
  const acceptance = useMyAcceptance(user.uid, taskId);
  const now = useNow();
  const uploads = useFileUploads(user.uid, taskId);
  const submit = useSubmitWork();
  // Each chosen file is inspected on the device against the task's requirements.
  const media = useMediaChecks(uploads.files, task.data);
  const [notes, setNotes] = useState('');
  const blockedId = useId();
  const [attestation, setAttestation] = useState<AttestationValue>({
    ownsContent: false,
    consentsToAiTraining: false,
  });
  const [attestationTried, setAttestationTried] = useState(false);
  // submitWork refused: the time ran out. The form keeps all the creator chose.
  const [refusedExpired, setRefusedExpired] = useState(false);
  const [releaseStep, setReleaseStep] = useState<ReleaseStepValue | null>(null);
  const withRelease = task.data?.people === 'with_release';
  // Submit waits for the step (and, in it, for every person's signed release).
  const releaseBlock = withRelease ? (releaseStep ? releaseStep.blockedReason : '') : null;

  // A task that cannot be read (missing, closed, no connection) sends the creator back (docs/product.md, Screens).
  const lost = task.isError || (task.isSuccess && task.data === null);
  useEffect(() => {
    if (!lost) return;
    toastError(messages.failedLoadTask);
    navigate(paths.tasks, { replace: true });
  }, [lost, navigate, toastError, messages]);

  const busy = uploads.uploading || submit.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || uploads.files.length === 0 || media.blockedReason || releaseBlock !== null) return;
    if (!attestation.ownsContent || !attestation.consentsToAiTraining) {
      setAttestationTried(true);
      toastError(messages.attestationRequired);
      return;
    }
    let uploaded;
    try {
      uploaded = await uploads.uploadAll();
    } catch (error) {
      if (error instanceof UploadFailed && error.cancelled) {
        toast({ title: messages.uploadCancelled });
      } else {
        toastError(
          error instanceof UploadFailed
            ? messages.failedUpload(error.fileName)
            : messages.failedSubmitWork,
        );
      }
      return;
    }
    submit.mutate(
      {
        taskId,
        ...(acceptanceId ? { acceptanceId } : {}),
        notes,
        ...uploaded,
        attestation: { ownsContent: true, consentsToAiTraining: true, termsVersion: TERMS_VERSION },
        ...(withRelease && releaseStep
          ? { peopleInFrame: releaseStep.peopleInFrame, releaseIds: releaseStep.releaseIds }
          : {}),
      },
      {
        onSuccess: () => {
          toast({ title: messages.workSubmitted, variant: 'success' });
          navigate(paths.submissions);
        },
        onError: (error) => {
          const { title, message } = refusalWords(error);
          if (message === messages.acceptanceExpired) setRefusedExpired(true);
          toast({
            title: message ? title : messages.errorTitle,
            description: message || messages.failedSubmitWork,
            variant: 'destructive',
          });
        },
      },
    );
  };

  const shown = task.data;
  // Until the acceptance is known Submit is not offered (an unreadable one leaves it to submitWork).
  if (!shown || acceptance.isPending) return <Skeleton label={w.loadingTask} count={2} />;

  // Work submitWork would refuse: none of the form, a notice of where the work stands.
  // An unreadable acceptance leaves it to submitWork; an expired one keeps its own notice below.
  const state = acceptance.isSuccess ? myWorkState(acceptance.data ?? undefined, now) : null;
  if (state && state !== 'expired' && !canSubmit(state)) {
    const reviewed = state !== 'not_accepted';
    return (
      <>
        <Card>
          <CardHeader>
            <CardTitle as="h2">{shown.title}</CardTitle>
            {reviewed ? <WorkStateBadge state={state} /> : null}
          </CardHeader>
          <CardContent>
            <Description>{shown.description}</Description>
          </CardContent>
        </Card>
        <Notice>
          <Alert
            tone="info"
            title={reviewed ? workStateLabels[state] : undefined}
            actions={
              reviewed ? (
                <Button as={Link} to={paths.submissions} variant="primary">
                  {w.goToMySubmissions}
                </Button>
              ) : (
                <Button as={Link} to={paths.tasks} variant="primary">
                  {w.browseAvailableTasks}
                </Button>
              )
            }
          >
            {submitRefusal(state)}
          </Alert>
        </Notice>
      </>
    );
  }

  const expired = refusedExpired || (acceptance.data ? isExpired(acceptance.data, now) : false);
  const chosen =
    uploads.files.length > 0 ||
    notes !== '' ||
    attestation.ownsContent ||
    attestation.consentsToAiTraining;
  const expiredNotice = expired ? (
    <Notice>
      <Alert
        tone="destructive"
        title={messages.expiredLabel}
        actions={
          <Button as={Link} to={paths.tasks} variant={chosen ? 'outline' : 'primary'}>
            {w.browseAvailableTasks}
          </Button>
        }
      >
        {messages.acceptanceExpired}
      </Alert>
    </Notice>
  ) : null;

  const total = uploads.files.reduce((sum, f) => sum + f.file.size, 0);
  const done = uploads.files.reduce((sum, f) => sum + f.transferred, 0);

  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{shown.title}</CardTitle>
          {acceptance.data && !expired ? <TimeLeft clock={acceptance.data} /> : null}
        </CardHeader>
        <CardContent>
          <Description>{shown.description}</Description>
          {hasRequirements(shown.requirements) ? (
            <Requirements>
              <h3>{w.fileRequirements}</h3>
              <TaskRequirements requirements={shown.requirements} />
            </Requirements>
          ) : null}
        </CardContent>
      </Card>
      {expiredNotice}
      {acceptance.data?.sentBack && !expired ? (
        <Suspense fallback={null}>
          <ResubmissionNotice sentBack={acceptance.data.sentBack} />
        </Suspense>
      ) : null}
      {/* An expired acceptance is not offered; what the creator already chose stays on screen. */}
      {expired && !chosen ? null : (
        <Form onSubmit={onSubmit} noValidate aria-label={w.submitWorkForm}>
          <div>
            <FilePicker
              onAdd={uploads.add}
              chosen={uploads.files.map(({ file }) => file)}
              kinds={shown.requirements?.kinds}
              disabled={busy}
            />
            {uploads.files.length > 0 ? (
              <Suspense fallback={null}>
                <ChosenFiles
                  files={uploads.files}
                  checks={media.checks}
                  uploading={uploads.uploading}
                  onRemove={uploads.remove}
                />
              </Suspense>
            ) : null}
            {uploads.uploading ? (
              <Overall>
                <UploadProgress
                  label={w.overallProgress}
                  caption={w.overall}
                  done={done}
                  total={total}
                />
              </Overall>
            ) : null}
          </div>
          <Textarea
            label={w.notes}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            maxLength={5000}
            disabled={busy}
          />
          {withRelease ? (
            <Suspense fallback={null}>
              <ReleaseStep
                taskId={taskId}
                creatorName={user.name ?? ''}
                taskTitle={shown.title}
                onChange={setReleaseStep}
                disabled={busy}
              />
            </Suspense>
          ) : null}
          <Attestation
            value={attestation}
            onChange={setAttestation}
            invalid={attestationTried}
            disabled={busy}
          />
          <Actions>
            {uploads.uploading ? (
              <Button variant="destructive" onClick={uploads.cancel}>
                {w.cancelUpload}
              </Button>
            ) : null}
            <Button onClick={() => navigate(paths.tasks)}>{w.cancel}</Button>
            <Button
              type="submit"
              variant="primary"
              disabled={
                uploads.files.length === 0 ||
                uploads.uploading ||
                expired ||
                media.blockedReason !== null ||
                releaseBlock !== null
              }
              loading={submit.isPending}
              aria-describedby={media.blockedReason || releaseBlock ? blockedId : undefined}
            >
              {uploads.uploading ? messages.uploading : w.submitWork}
            </Button>
            {media.blockedReason || releaseBlock ? (
              <Blocked id={blockedId}>{media.blockedReason ?? releaseBlock}</Blocked>
            ) : null}
          </Actions>
        </Form>
      )}
    </>
  );
}
