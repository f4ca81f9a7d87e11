/**
 * Server rendering's contract between the server and the web app's server bundle (ADR 0029): what
 * `dist/ssr/entry-server.js` exports, and the element its page data travels in. Here because it is
 * the one place both sides may import (ADR 0044).
 */

import type { TMe } from './accounts.ts';

/** The `<script type="application/json">` in which the server sends a rendered page's data. */
export const PAGE_STATE_ID = 'page-state';

/** Marks the whole stylesheets a rendered page loads as print ones, for the app to apply once loaded (ADR 0070). */
export const WHOLE_STYLES_ATTRIBUTE = 'data-whole-styles';

/** An answer read in-process: its status and its JSON, already parsed (ADR 0059). */
export type ApiAnswer = { status: number; data: unknown };

/** How the rendering asks the API: the browser's `fetch`; on the server, the reads called in-process, as a visitor. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response | ApiAnswer>;

/** The tab title and meta description a page sets, as the browser sets them. */
export type PageHead = { title?: string; description?: string };

/** A page rendered on the server, its data (TanStack Query's dehydrated cache) for hydration, and its head. */
export type RenderedPage = { html: string; state: unknown; head?: PageHead };

/**
 * Renders a page (`location`: path and query), or null when the browser renders it. With `member`
 * (what GET /api/me answers them), the page is rendered as that signed-in member sees it.
 */
export type PageRenderer = (page: { location: string; siteName: string; member?: TMe }) => Promise<RenderedPage | null>;

/** What `dist/ssr/entry-server.js` exports. */
export type ServerRenderingModule = { createPageRenderer(transport: ApiTransport): PageRenderer };
