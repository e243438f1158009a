import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Button } from '../Button';
import { CloseIcon } from '../internal/icons';
import {
  Region,
  ToastDescription,
  ToastRoot,
  ToastText,
  ToastTitle,
  Viewport,
} from './Toast.styles';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  /** Bold first line, e.g. "Saved" or "Error". */
  title: string;
  /** Optional detail, e.g. the error message a user can act on. */
  description?: string;
  /** Colour and urgency; destructive toasts are announced assertively. */
  variant?: ToastVariant;
  /** Milliseconds before it disappears on its own; defaults to the provider's duration. */
  duration?: number;
}

export interface ToastRecord extends Required<Omit<ToastOptions, 'description'>> {
  id: string;
  description?: string;
}

export interface ToastApi {
  /** Shows a notification and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Shows a destructive notification titled "Error" with the given description. */
  toastError: (description: string) => string;
  /** Removes a notification early. */
  dismiss: (id: string) => void;
}

/** Default auto-dismiss delay in milliseconds. */
export const TOAST_DURATION = 5000;

const ToastContext = createContext<ToastApi | null>(null);

// The provider registers itself here so code outside React (e.g. a mutation's onError) can notify.
let imperativeApi: ToastApi | null = null;

export interface ToastProviderProps {
  /** The app. */
  children?: ReactNode;
  /** Auto-dismiss delay in milliseconds for toasts that do not set their own. */
  duration?: number;
}

/** Holds the toast queue and renders the two live regions (polite and assertive). Mount once near the root. */
export function ToastProvider({ children, duration = TOAST_DURATION }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const toast = useCallback(
    ({ title, description, variant = 'default', duration: own }: ToastOptions) => {
      counter.current += 1;
      const id = `toast-${counter.current}`;
      setToasts((list) => [
        ...list,
        { id, title, description, variant, duration: own ?? duration },
      ]);
      return id;
    },
    [duration],
  );

  const api = useMemo<ToastApi>(
    () => ({
      toast,
      dismiss,
      toastError: (description: string) =>
        toast({ title: 'Error', description, variant: 'destructive' }),
    }),
    [toast, dismiss],
  );

  useEffect(() => {
    imperativeApi = api;
    return () => {
      if (imperativeApi === api) imperativeApi = null;
    };
  }, [api]);

  const polite = toasts.filter((t) => t.variant !== 'destructive');
  const assertive = toasts.filter((t) => t.variant === 'destructive');

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Toasts are of the moment: never part of a screen's kept picture (shell/src/snapshot). */}
      <Viewport data-snapshot="omit">
        {/* The regions are always present so that insertions into them are announced. */}
        <Region aria-live="assertive" aria-relevant="additions" aria-label="Error notifications">
          {assertive.map((t) => (
            <ToastItem key={t.id} record={t} onDismiss={dismiss} />
          ))}
        </Region>
        <Region aria-live="polite" aria-relevant="additions" aria-label="Notifications">
          {polite.map((t) => (
            <ToastItem key={t.id} record={t} onDismiss={dismiss} />
          ))}
        </Region>
      </Viewport>
    </ToastContext.Provider>
  );
}

function ToastItem({
  record,
  onDismiss,
}: {
  record: ToastRecord;
  onDismiss: (id: string) => void;
}) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(record.duration);

  useEffect(() => {
    if (paused || !Number.isFinite(record.duration)) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(record.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, record.id, record.duration, onDismiss]);

  return (
    <ToastRoot
      data-variant={record.variant}
      // Pausing while pointed at or focused gives people time to read (WCAG 2.2.1).
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ToastText>
        <ToastTitle>{record.title}</ToastTitle>
        {record.description ? <ToastDescription>{record.description}</ToastDescription> : null}
      </ToastText>
      <Button
        variant="ghost"
        size="small"
        aria-label="Dismiss notification"
        onClick={() => onDismiss(record.id)}
      >
        <CloseIcon />
      </Button>
    </ToastRoot>
  );
}

/** Access `toast`, `toastError` and `dismiss`; must be inside a ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}

/** Shows a toast from outside React; a no-op returning '' when no ToastProvider is mounted. */
export function toast(options: ToastOptions): string {
  return imperativeApi?.toast(options) ?? '';
}

/** Shows a destructive toast titled "Error" from anywhere (e.g. a mutation's onError). */
export function toastError(description: string): string {
  return imperativeApi?.toastError(description) ?? '';
}
