import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';

/** What React writes for a part it left to the browser: a lazy part whose code had not loaded. */
const LEFT_TO_THE_BROWSER = '<!--$!-->';

/** The rendered bytes decoded once: React writes a page of 100–250 KB as a hundred small chunks. */
async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<string | Uint8Array>) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A page's HTML, every part of it written (server rendering, ADR 0029). Once the lazy parts it
 * shows have loaded (every page after the first of its kind), React's synchronous renderer writes
 * it straight into a string: the same HTML, without encoding and streaming a hundred chunks (ADR
 * 0066). A part still loading would be left to the browser, so that page is prerendered instead,
 * waiting for it (and its code is there for the next).
 */
export async function renderHtml(app: ReactElement): Promise<string> {
  const html = renderToString(app);
  if (!html.includes(LEFT_TO_THE_BROWSER)) return html;
  // Every boundary is written in place once complete: React otherwise outlines a large one (an
  // article's body behind its lazy Markdown renderer) and reveals it with an inline script,
  // which the Content-Security-Policy (script-src 'self') refuses.
  const { prelude } = await prerenderToNodeStream(app, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return streamToString(prelude);
}
