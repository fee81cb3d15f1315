import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ensureHistoryEntryKey } from './app/historyKey';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import './index.css';

ensureHistoryEntryKey();
const router = createBrowserRouter(routes);
const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
