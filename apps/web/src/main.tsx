import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { ensureHistoryEntryKey } from './app/historyKey';
import { routes } from './app/routes';
import { switchLanguage } from './lib/i18n/i18n';
import { initialLanguage } from './lib/i18n/language';
import './index.css';

function App() {
  return useRoutes(routes);
}

ensureHistoryEntryKey();
// ICU's date data loads once per page, in whichever thread asks first: a worker asks now, so the
// screens that show times (Find Doctor's cards, appointments) find it loaded (lib/intl-warmup.ts).
new Worker(new URL('./lib/intl-warmup.ts', import.meta.url), { type: 'module' });
const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

// The declarative router, not createBrowserRouter: the data router's loaders and actions are
// unused here and would add ~17 KB gzip to the first download (docs/performance.md).
function render(element: HTMLElement) {
  createRoot(element).render(
  <StrictMode>
    {/* As the data router did: a new screen shows its loading state at once instead of the
        old screen staying on while the new one's code loads (the URL would already have changed).
        TanStack Query's client comes with the screens that use it (lib/query.tsx). */}
    <BrowserRouter useTransitions={false}>
      <App />
    </BrowserRouter>
  </StrictMode>,
  );
}

// I18N-2: a page in Spanish waits for its catalogues rather than flashing English first; if
// they cannot be fetched, it shows in English.
const language = initialLanguage();
if (language === 'en') render(root);
else
  void switchLanguage(language)
    .catch(() => undefined)
    .finally(() => {
      render(root);
    });
