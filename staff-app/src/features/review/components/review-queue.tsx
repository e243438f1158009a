import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { DEFAULT_REVIEW_CHECKS, type ReviewDecision } from '@groundtruth/domain/constants';
import { mixGold } from '@groundtruth/domain/gold-queue';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { Button, Checkbox, EmptyState, Skeleton, space, useToast } from '@groundtruth/ui-kit';
import { useLiveChanges } from '@groundtruth/platform/live-queries';
import { LoadMore } from '@groundtruth/platform/screen-parts';
import { useSignedInUser } from '@groundtruth/platform/session';
import {
  useBulkReviewSubmissions,
  type BulkItem,
  type BulkItemResult,
} from '../api/bulk-review-submissions';
import { reviewListQuery, useReviewSubmissions } from '../api/get-review-submissions';
import { loadMessages, SubmissionsLoadError } from '../lazy-messages';
import { useUncheckedGold } from '../api/get-unchecked-gold';
import { usePlatformSettings } from '../../../lib/platform-settings';
import { reviewKeys, type ReviewFilters } from '../review-keys';
import { listedForSecondOpinion, secondOpinionTurn } from '../second-opinion-turn';
import { SubmissionCard, submissionSubject } from './submission-card';

// Load when a reviewer first reviews a selection, and when its results show.
const BulkReviewDialog = lazy(async () => ({
  default: (await import('./bulk-review-dialog')).BulkReviewDialog,
}));
const BulkResults = lazy(async () => ({ default: (await import('./bulk-results')).BulkResults }));

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space[4]};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  margin-bottom: ${space[4]};
`;

const Results = styled.div`
  margin-bottom: ${space[4]};
`;

/**
 * The filtered list of submissions, page by page, with bulk review of the pending ones shown:
 * select some (or all on the page), pick one decision and feedback, and read how each went.
 */
export function ReviewQueue({ filters }: { filters: ReviewFilters }) {
  const { toast, toastError } = useToast();
  const list = useReviewSubmissions(filters);
  // New work shows as it arrives: a listener on the same bounded query, over the pages loaded,
  // reads the list again when its result changes (a submission in, one reviewed out).
  const queryClient = useQueryClient();
  const pagesLoaded = list.data?.pages.length ?? 0;
  const spec = reviewListQuery(filters);
  useLiveChanges(pagesLoaded > 0 ? { ...spec, limit: spec.limit * pagesLoaded } : null, () => {
    void queryClient.invalidateQueries({ queryKey: reviewKeys.list(filters) });
  });
  const bulk = useBulkReviewSubmissions();
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(new Map());
  const [bulkOpen, setBulkOpen] = useState(false);
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [outcome, setOutcome] = useState<{
    decision: ReviewDecision;
    results: BulkItemResult[];
  } | null>(null);

  // The pending queue across tasks carries gold items the reviewer has not checked, at the
  // platform's gold_rate of the work shown, looking like any other work (gold-queue.ts).
  const { user, role } = useSignedInUser();
  const mixesGold = filters.status === 'pending' && !filters.taskId;
  // No one is offered their own work (the functions refuse any decision on it).
  const work = useMemo(
    () => (list.data?.pages.flatMap((p) => p.items) ?? []).filter((s) => s.user_id !== user.uid),
    [list.data, user.uid],
  );
  // reviewQueueGold leaves out the reviewer's own work and the gold items they checked.
  const gold = useUncheckedGold(user.uid, work.length, mixesGold).data;
  const goldRate = usePlatformSettings().data?.gold_rate ?? DEFAULT_REVIEW_CHECKS.gold_rate;
  const submissions = useMemo(() => {
    // The "Second opinions" view lists what this staff member can decide: never their own.
    if (filters.status === 'second_opinions')
      return work.filter((s) =>
        listedForSecondOpinion(secondOpinionTurn(s, { uid: user.uid, role })),
      );
    return mixesGold && gold ? mixGold(work, gold, user.uid, goldRate) : work;
  }, [work, filters.status, mixesGold, gold, user.uid, role, goldRate]);
  const turnOf = (s: (typeof submissions)[number]) => secondOpinionTurn(s, { uid: user.uid, role });
  const pending = submissions.filter(
    (s) => s.review_status === 'pending' && turnOf(s) !== 'wait' && turnOf(s) !== 'watch',
  );
  const allSelected = pending.length > 0 && pending.every((s) => selected.has(s.id));

  // A "Load more" that fails leaves the list shown and says so.
  const nextPageFailedAt = list.isFetchNextPageError ? list.errorUpdatedAt : 0;
  useEffect(() => {
    if (nextPageFailedAt > 0) void loadMessages().then((m) => toastError(m.failedLoadSubmissions));
  }, [nextPageFailedAt, toastError]);
  // The "Second opinions" view leaves out the reviewer's own rejections that wait for someone
  // else (a second reviewer, or an admin once the two disagreed); empty, it counts them.
  const ownWaiting = useMemo(
    () =>
      filters.status !== 'second_opinions'
        ? 0
        : (list.data?.pages.flatMap((p) => p.items) ?? []).filter(
            ({ second_opinion: opinion }) =>
              opinion?.first_reviewer === user.uid &&
              (opinion.state === 'awaiting' || opinion.state === 'with_admin'),
          ).length,
    [list.data, filters.status, user.uid],
  );

  if (list.isPending) return <Skeleton label="Loading submissions" />;
  if (list.isError && !list.data) {
    return (
      <Suspense fallback={null}>
        <SubmissionsLoadError onRetry={() => void list.refetch()} retrying={list.isRefetching} />
      </Suspense>
    );
  }

  const select = (id: string, label: string, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(id, label);
      else next.delete(id);
      return next;
    });

  const runBulk = (decision: ReviewDecision, notes: string, reasonCode?: string) => {
    const items: BulkItem[] = [...selected].map(([submissionId, label]) => ({
      submissionId,
      label,
    }));
    setBulkOpen(false);
    setOutcome(null);
    setProgress({ done: 0, total: items.length });
    bulk.mutate(
      {
        items,
        decision,
        notes,
        reasonCode,
        onProgress: (done) => setProgress({ done, total: items.length }),
      },
      {
        onSuccess: async (results) => {
          setOutcome({ decision, results });
          setSelected(new Map());
          const failed = results.some((r) => !r.ok);
          // Loaded with the bulk review's runner already.
          const { bulkSummary } = await import('../api/bulk-review-run');
          toast({
            title: bulkSummary(decision, results),
            variant: failed ? 'destructive' : 'success',
          });
        },
      },
    );
  };

  return (
    <>
      {outcome ? (
        <Results>
          <Suspense fallback={null}>
            <BulkResults
              decision={outcome.decision}
              results={outcome.results}
              onDismiss={() => setOutcome(null)}
            />
          </Suspense>
        </Results>
      ) : null}
      {pending.length > 0 ? (
        <Toolbar>
          <Checkbox
            label="Select all pending on this page"
            checked={allSelected}
            disabled={bulk.isPending}
            onChange={(event) =>
              setSelected(
                event.target.checked
                  ? new Map(pending.map((s) => [s.id, submissionSubject(s)]))
                  : new Map(),
              )
            }
          />
          <Button
            variant="primary"
            disabled={selected.size === 0}
            loading={bulk.isPending}
            onClick={() => setBulkOpen(true)}
          >
            {bulk.isPending
              ? `Reviewing ${progress.done} of ${progress.total}…`
              : `Review selected (${selected.size})`}
          </Button>
        </Toolbar>
      ) : null}
      {submissions.length === 0 ? (
        <EmptyState
          title={
            filters.status === 'appeals'
              ? staffMessages.noAppealsToDecide
              : filters.status === 'second_opinions'
                ? staffMessages.noHeldDecisions
                : staffMessages.noSubmissionsToReview
          }
          description={ownWaiting > 0 ? staffMessages.ownDecisionsWaiting(ownWaiting) : undefined}
        />
      ) : (
        <List aria-label="Submissions">
          {submissions.map((submission) => (
            <li key={submission.id}>
              <SubmissionCard
                submission={submission}
                selected={selected.has(submission.id)}
                onSelectedChange={
                  bulk.isPending
                    ? undefined
                    : (on) => select(submission.id, submissionSubject(submission), on)
                }
              />
            </li>
          ))}
        </List>
      )}
      <LoadMore
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      />
      {bulkOpen ? (
        <Suspense fallback={null}>
          <BulkReviewDialog
            count={selected.size}
            open
            onOpenChange={setBulkOpen}
            onConfirm={runBulk}
          />
        </Suspense>
      ) : null}
    </>
  );
}
