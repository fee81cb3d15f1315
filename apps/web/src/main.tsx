import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { ensureHistoryEntryKey } from './app/historyKey';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import './index.css';

function App() {
  return useRoutes(routes);
}

ensureHistoryEntryKey();
const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

// The declarative router, not createBrowserRouter: the data router's loaders and actions are
// unused here and would add ~17 KB gzip to the first download (docs/performance.md).
createRoot(root).render(
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
