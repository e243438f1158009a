// Floor page: the libraries every signed-in screen starts with, each used once as the apps use it
// (React DOM, the router, TanStack Query, styled-components, zod without eval, Firebase's app,
// Auth and Firestore Lite), and no app code. The line under the heading names each library that
// ran, so the bench knows the page did what it measures (bench/src/measure/lighthouse-floor.mjs).
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { z } from 'zod';
import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, initializeAuth } from 'firebase/auth';
import { getFirestore } from 'firebase/firestore/lite';

z.config({ jitless: true });
const Task = z.object({
  id: z.string(),
  title: z.string().min(1),
  payCents: z.number().int().nonnegative(),
  state: z.enum(['open', 'closed']),
});
const app = initializeApp({ apiKey: 'floor', projectId: 'demo-floor', appId: 'floor' });
const auth = initializeAuth(app, { persistence: browserLocalPersistence });
const firestore = getFirestore(app);
const client = new QueryClient();
const Main = styled.main`
  padding: 24px;
  font-family: sans-serif;
`;

function Screen() {
  const location = useLocation();
  const task = useQuery({
    queryKey: ['task'],
    queryFn: async () => Task.parse({ id: 't1', title: 'Record', payCents: 2500, state: 'open' }),
  });
  const ran = [
    'react-dom',
    location.pathname === '/' && 'react-router',
    task.data?.payCents === 2500 && 'tanstack-query zod',
    'styled-components',
    auth.app === app && firestore.app === app && 'firebase',
  ].filter(Boolean);
  return h(Main, null, h('h1', null, 'Floor'), h('p', { id: 'ran' }, ran.join(' ')));
}

createRoot(document.getElementById('root')).render(
  h(
    QueryClientProvider,
    { client },
    h(BrowserRouter, null, h(Routes, null, h(Route, { path: '*', element: h(Screen) }))),
  ),
);
