// The only way browser code reaches Cloud Storage's functions. 'firebase/storage' is not a
// federation share (a shared module is never tree-shaken); this module is the shared singleton
// instead and bundles only what it re-exports, one copy for the page (a storage instance made
// by one copy of the SDK is refused by the functions of another). Add a function here when an
// app needs it.
export {
  connectStorageEmulator,
  getBytes,
  getStorage,
  ref,
  uploadBytesResumable,
} from 'firebase/storage';
export type { FirebaseStorage, UploadTask } from 'firebase/storage';
