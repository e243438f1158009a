import { useState, type FormEvent } from 'react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  TextField,
  useToast,
} from '@groundtruth/ui-kit';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { settingsWords } from '@groundtruth/domain/words/settings';
import { useWords } from '@groundtruth/platform/i18n';
import { useUpdateProfileName } from '../api/update-profile-name';
import { refusalWords } from '../../../lib/callable-error';

/** Most characters a name may have (the callable's input schema says the same). */
const MAX_NAME_LENGTH = 120;

/** The creator's name, saved through the updateProfileName callable. */
export function NameForm({ userId, name, email }: { userId: string; name: string; email: string }) {
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const { toast } = useToast();
  const update = useUpdateProfileName(userId);
  const words = useWords('settings', settingsWords);
  const messages = useWords('messages', englishMessages);
  const changed = value.trim() !== name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) {
      setError(messages.nameRequired);
      return;
    }
    // The promise, not mutate's callbacks: the saved name re-keys this form, and a form already
    // replaced would never say that it was saved.
    update.mutateAsync(trimmed).then(
      () => toast({ title: messages.nameUpdated, variant: 'success' }),
      (failure: unknown) => {
        const { title, message } = refusalWords(failure);
        toast({ title, description: message || messages.unexpected, variant: 'destructive' });
      },
    );
  };

  return (
    <Card as="form" aria-labelledby="settings-profile" onSubmit={submit}>
      <CardHeader>
        <CardTitle as="h2" id="settings-profile">
          {words.profile}
        </CardTitle>
        <CardDescription>{words.signedInAs(email)}</CardDescription>
      </CardHeader>
      <CardContent>
        <TextField
          label={words.fullName}
          autoComplete="name"
          maxLength={MAX_NAME_LENGTH}
          value={value}
          error={error ?? undefined}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
        />
      </CardContent>
      <CardFooter>
        <Button type="submit" variant="primary" loading={update.isPending} disabled={!changed}>
          {words.saveName}
        </Button>
      </CardFooter>
    </Card>
  );
}
