export {
  TOAST_DURATION,
  ToastProvider,
  toast,
  toastError,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastProviderProps,
  type ToastRecord,
  type ToastVariant,
} from './Toast';
