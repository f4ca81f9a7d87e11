/**
 * Server rendering's contract between the server and the web app's server bundle (ADR 0029).
 */

/** The `<script type="application/json">` in which the server sends a rendered page's data. */
export const PAGE_STATE_ID = 'page-state';

/** How the rendering asks the API: the server answers in-process, as a visitor. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

/** A page rendered on the server, and its data (TanStack Query's dehydrated cache) for hydration. */
export type RenderedPage = { html: string; state: unknown };

/** Renders a page (`location`: path and query), or null when the browser renders it. */
export type PageRenderer = (page: { location: string; siteName: string }) => Promise<RenderedPage | null>;

/** What `dist/ssr/entry-server.js` exports. */
export type ServerRenderingModule = { createPageRenderer(transport: ApiTransport): PageRenderer };
