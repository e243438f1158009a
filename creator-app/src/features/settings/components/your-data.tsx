import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@groundtruth/domain/paths';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { settingsWords } from '@groundtruth/domain/words/settings';
import { useWords } from '@groundtruth/platform/i18n';
import { useSession } from '@groundtruth/platform/session';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  useToast,
} from '@groundtruth/ui-kit';
import { callableFailure } from '../../../lib/callable-error';
import { useExportMyData } from '../api/export-my-data';

// Loaded when the person asks to delete: nobody pays for the dialog to read their settings.
const DeleteAccountDialog = lazy(() =>
  import('./delete-account-dialog').then((m) => ({ default: m.DeleteAccountDialog })),
);

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

/** Settings → Your data: a download of everything kept about the person, and account deletion. */
export function YourData({ email }: { email: string }) {
  const { toast } = useToast();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const download = useExportMyData();
  const [deleting, setDeleting] = useState(false);
  const words = useWords('settings', settingsWords);
  const messages = useWords('messages', englishMessages);

  const onDownload = () =>
    download.mutate(undefined, {
      onSuccess: () => toast({ title: messages.dataDownloaded, variant: 'success' }),
      onError: (failure) => {
        const { title, message } = callableFailure(failure, messages.failedExportData);
        toast({ title, description: message, variant: 'destructive' });
      },
    });

  const onDeleted = async () => {
    setDeleting(false);
    toast({ title: messages.accountDeletedTitle, variant: 'success' });
    // The Auth user is gone. Leave the dashboard first, then end the session: signed out inside
    // it, the dashboard would send the person to the sign-in page of an account that is no more.
    navigate(paths.home);
    await signOut();
  };

  return (
    <Card as="section" aria-labelledby="settings-your-data">
      <CardHeader>
        <CardTitle as="h2" id="settings-your-data">
          {messages.yourDataTitle}
        </CardTitle>
        <CardDescription>{messages.yourDataDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <Actions>
          <Button variant="outline" loading={download.isPending} onClick={onDownload}>
            {words.downloadMyData}
          </Button>
          <Button variant="destructive" onClick={() => setDeleting(true)}>
            {words.deleteMyAccount}
          </Button>
        </Actions>
      </CardContent>
      {deleting ? (
        <Suspense fallback={null}>
          <DeleteAccountDialog
            open
            email={email}
            onCancel={() => setDeleting(false)}
            onDeleted={() => void onDeleted()}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
