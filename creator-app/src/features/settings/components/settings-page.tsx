import styled from 'styled-components';
import { Skeleton } from '@groundtruth/ui-kit';
import { messages } from '@groundtruth/domain/messages';
import { newTaskEmailChoice } from '@groundtruth/domain/new-task-alerts';
import { useSignedInUser } from '@groundtruth/platform/session';
import { LoadError, PageHeader } from '@groundtruth/platform/screen-parts';
import { useSettings } from '../api/get-settings';
import { NameForm } from './name-form';
import { PreferencesForm } from './preferences-form';
import { YourData } from './your-data';

const Forms = styled.div`
  display: grid;
  gap: 24px;
  max-width: 640px;
`;

/**
 * /dashboard/settings: the creator's name, country and language, notifications (the same
 * notify_email an e-mail's unsubscribe link turns off) and paths, and their data.
 */
export function SettingsPage() {
  const { user } = useSignedInUser();
  const settings = useSettings(user.uid);
  return (
    <section aria-labelledby="settings-title">
      <PageHeader
        id="settings-title"
        title="Settings"
        description="Your name, where you are, how we reach you, what you create and your data."
      />
      {settings.isPending ? (
        <Skeleton label="Loading settings" count={2} height={160} />
      ) : settings.isError ? (
        <LoadError
          message={messages.failedLoadSettings}
          failedAt={settings.errorUpdatedAt}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <Forms>
          {/* Keyed by what is stored: a save (or a change elsewhere) starts the form afresh. */}
          <NameForm
            key={`name:${settings.data.name}`}
            userId={user.uid}
            name={settings.data.name}
            email={settings.data.email}
          />
          <PreferencesForm
            key={`prefs:${JSON.stringify(settings.data.profile)}`}
            userId={user.uid}
            saved={{
              chosen_paths: settings.data.profile.chosen_paths,
              locales: settings.data.profile.locales,
              notify_email: settings.data.profile.notify_email,
              notify_push: settings.data.profile.notify_push,
              new_task_emails: newTaskEmailChoice(settings.data.profile),
            }}
          />
          <YourData email={settings.data.email} />
        </Forms>
      )}
    </section>
  );
}
