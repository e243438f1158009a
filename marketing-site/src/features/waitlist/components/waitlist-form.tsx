import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, TextField, useToast } from '@groundtruth/ui-kit';
import type { WaitlistSource } from '@groundtruth/domain/constants';
import { useLandingWords } from '../../../i18n/words-context';
import { isValidWaitlistEmail, joinWaitlist, WaitlistRefused } from '../api/join-waitlist';

const Form = styled.form`
  display: grid;
  gap: 12px;
  max-width: 480px;
`;

interface Props {
  source: WaitlistSource;
  /** Shown on success; differs between the waitlist and the exit-intent offer. */
  successMessage: string;
  failureMessage: string;
  /** The optional name field (not sent, docs/product.md, Rules and constants). */
  withName?: boolean;
  submitLabel: string;
  onJoined?: () => void;
}

type Outcome = { tone: 'success' | 'destructive'; text: string } | null;

/** E-mail capture shared by the waitlist section and the exit-intent dialog. */
export function WaitlistForm({
  source,
  successMessage,
  failureMessage,
  withName = false,
  submitLabel,
  onJoined,
}: Props) {
  const { toast, toastError } = useToast();
  const words = useLandingWords();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  // On the landing the page is live only from the visitor's first move (the island loads then),
  // so what they typed before it hydrated is in the fields but not in the state: take it over.
  useLayoutEffect(() => {
    const typed = (field: string) => {
      const input = form.current?.elements.namedItem(field);
      return input instanceof HTMLInputElement ? input.value : '';
    };
    const [typedEmail, typedName] = [typed('email'), typed('name')];
    if (typedEmail) setEmail(typedEmail);
    if (typedName) setName(typedName);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (!isValidWaitlistEmail(email)) {
      setError(words.waitlist.invalidEmail);
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      await joinWaitlist(email, source);
      setOutcome({ tone: 'success', text: successMessage });
      toast({ title: words.waitlist.toastTitle, description: successMessage, variant: 'success' });
      setEmail('');
      setName('');
      onJoined?.();
    } catch (failure) {
      console.error('[waitlist] could not store the entry', failure);
      // A limit says what to do (wait); anything else is the form's own failure message.
      const text = failure instanceof WaitlistRefused ? failure.message : failureMessage;
      setOutcome({ tone: 'destructive', text });
      toastError(text);
    } finally {
      setSending(false);
    }
  };

  return (
    <Form
      ref={form}
      onSubmit={submit}
      noValidate
      aria-label={source === 'waitlist' ? words.waitlist.formLabel : words.exitIntent.formLabel}
    >
      {withName && (
        <TextField
          label={words.waitlist.name}
          name="name"
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      )}
      <TextField
        label={words.waitlist.email}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
        required
      />
      <Button type="submit" variant="primary" loading={sending}>
        {submitLabel}
      </Button>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
    </Form>
  );
}
