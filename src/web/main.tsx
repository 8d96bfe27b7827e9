import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import './styles.css';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');
const root = createRoot(container);
// A transition renders concurrently, in slices of a few milliseconds, so the first render of a page
// never blocks the main thread for long (Lighthouse's Total Blocking Time; ADR 015).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
