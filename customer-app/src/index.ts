// An asynchronous boundary: shared singletons (React, ui-kit…) are negotiated with the
// federation runtime before any app code runs.
import('./bootstrap');
