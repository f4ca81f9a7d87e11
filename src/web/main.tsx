import './zod-jitless.ts';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app.tsx';
import { createQueryClient, hydratePageState } from './lib/query-client.ts';
import { loadRouteModules } from './router.tsx';
import { applyWholeStyles } from './lib/whole-styles.ts';
import { PAGE_STATE_ID } from '#contracts/server-rendering';
import './styles.css';

const queryClient = createQueryClient();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const app = <App queryClient={queryClient} router={BrowserRouter} />;

// A page the server rendered comes with the data it shows (ADR 0029): the app starts from both,
// without fetching again. It hydrates at once while its route's modules load: React keeps a tap or
// a click on the part still waiting for its code and replays it once that part has hydrated.
const pageState = document.getElementById(PAGE_STATE_ID)?.textContent;
if (pageState) {
  applyWholeStyles(document);
  hydratePageState(queryClient, pageState);
  void loadRouteModules(`${location.pathname}${location.search}`);
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}
