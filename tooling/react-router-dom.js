// What the apps get when they import 'react-router-dom': only the router APIs they use. The
// apps' builds resolve 'react-router-dom' here (tooling/rspack-config.mjs) and share this module
// as the singleton, so the page downloads these and what they need, not React Router's whole
// data router (createBrowserRouter, loaders, actions, fetchers…), which a shared package would
// otherwise carry in full. Lint (groundtruth/router-api) refuses any other name, so a new use
// is added here first. Tests and the node prerender import the real package.
export {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useRoutes,
  useSearchParams,
} from 'react-router';
