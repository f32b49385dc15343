import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A transition lets React render the first screen in small slices, yielding to the browser
// between them, instead of one long task that keeps the page from answering input.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
