import { useId, useState } from 'react';
import { formatDate } from '@groundtruth/domain/dates';
import { lastValidDay, taxFormLabels, taxFormValidAt } from '@groundtruth/domain/tax-forms';
import { taxMessages } from '@groundtruth/domain/tax-messages';
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

  let body;
  if (profile.isPending) body = <Skeleton label="Loading your tax form" count={2} height={24} />;
  else if (profile.isError)
    body = (
      <LoadError
        message={taxMessages.failedLoadTaxForm}
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
            <dt>Form on file</dt>
            <dd>
              {taxFormLabels[onFile.kind]}{' '}
              <Badge tone={valid ? 'success' : 'danger'}>{valid ? 'Valid' : 'Expired'}</Badge>
            </dd>
            <dt>Legal name</dt>
            <dd>{onFile.legal_name}</dd>
            {onFile.tin_masked ? (
              <>
                <dt>Tax number</dt>
                <dd>{onFile.tin_masked}</dd>
              </>
            ) : null}
            <dt>Signed</dt>
            <dd>{formatDate(onFile.signed_at.toMillis())}</dd>
            <dt>{valid ? 'Valid through' : 'Expired'}</dt>
            <dd>
              {onFile.expires_at
                ? formatDate(lastValidDay(onFile.expires_at.toMillis()))
                : 'Until you replace it'}
            </dd>
          </dl>
        ) : (
          <p>{taxMessages.gateNoTaxForm}</p>
        )}
        {onFile && !signing ? (
          <Button variant={valid ? 'secondary' : 'primary'} onClick={() => setSigning(true)}>
            Sign a new form
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
          Tax form
        </CardTitle>
        <CardDescription>
          A W-9 for US persons, a W-8BEN for everyone else: payouts need one on file.
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
