import { useId, useState } from 'react';
import { lastValidDay, taxFormLabels, taxFormValidAt } from '@groundtruth/domain/tax-forms';
import { creatorTaxWords } from '@groundtruth/domain/words/creator/tax';
import { useDateFormat } from '@groundtruth/platform/format';
import { useWords } from '@groundtruth/platform/i18n';
import { useSignedInUser } from '@groundtruth/platform/session';
import { LoadError } from '@groundtruth/platform/screen-parts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Skeleton,
} from '@groundtruth/ui-kit';
import { useTaxProfile } from '../api/get-tax-profile';
import { TaxFormInterview } from './tax-form-interview';

/**
 * The tax form part of the Tax and identity tab: the form on file (which form, when it was
 * signed, until when it is valid, its number masked), and the interview to sign one, or a new one
 * that replaces it.
 */
export function TaxFormSection() {
  const titleId = useId();
  const { user } = useSignedInUser();
  const profile = useTaxProfile(user.uid);
  const [signing, setSigning] = useState(false);
  const w = useWords('creator.tax', creatorTaxWords);
  const { date } = useDateFormat();

  let body;
  if (profile.isPending) body = <Skeleton label={w.loadingTaxForm} count={2} height={24} />;
  else if (profile.isError)
    body = (
      <LoadError
        message={w.failedLoadTaxForm}
        failedAt={profile.errorUpdatedAt}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  else {
    const onFile = profile.data;
    const valid = onFile ? taxFormValidAt(onFile, new Date()) : false;
    body = (
      <>
        {onFile ? (
          <dl>
            <dt>{w.formOnFile}</dt>
            <dd>
              {taxFormLabels[onFile.kind]}{' '}
              <Badge tone={valid ? 'success' : 'danger'}>{valid ? w.valid : w.expired}</Badge>
            </dd>
            <dt>{w.legalName}</dt>
            <dd>{onFile.legal_name}</dd>
            {onFile.tin_masked ? (
              <>
                <dt>{w.taxNumber}</dt>
                <dd>{onFile.tin_masked}</dd>
              </>
            ) : null}
            <dt>{w.signed}</dt>
            <dd>{date(onFile.signed_at.toMillis())}</dd>
            <dt>{valid ? w.validThrough : w.expired}</dt>
            <dd>
              {onFile.expires_at
                ? date(lastValidDay(onFile.expires_at.toMillis()))
                : w.untilReplaced}
            </dd>
          </dl>
        ) : (
          <p>{w.noTaxForm}</p>
        )}
        {onFile && !signing ? (
          <Button variant={valid ? 'secondary' : 'primary'} onClick={() => setSigning(true)}>
            {w.signNewForm}
          </Button>
        ) : (
          <TaxFormInterview onSigned={() => setSigning(false)} />
        )}
      </>
    );
  }

  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {w.taxForm}
        </CardTitle>
        <CardDescription>{w.taxFormIntro}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
