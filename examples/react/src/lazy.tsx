// Lazy: React renders first; the wrappers (and so the element) load with import() afterwards. The wrapper
// sets pageSize and saleType as properties whenever the element arrives.
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';

declare global {
  interface Window {
    /** Whether <listing-search> was defined when React first rendered (the test checks the load was lazy). */
    definedAtFirstRender?: boolean;
  }
}

const Search = lazy(() => import('./search'));

function App() {
  window.definedAtFirstRender ??= customElements.get('listing-search') !== undefined;
  return (
    <main>
      <h1>Homes to rent</h1>
      <Suspense fallback={<p id="loading">Loading…</p>}>
        <Search />
      </Suspense>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
