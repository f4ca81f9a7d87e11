import type { ComponentProps } from 'react';
import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import { Link } from 'react-router';
import { Prose } from '#web/components/ui/prose.tsx';

/** A link inside the app (`/search`, `/blog/…`), followed without reloading the page. */
const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

function MarkdownLink({ href = '', children, node: _node, ...props }: ComponentProps<'a'> & { node?: unknown }) {
  if (isInternal(href)) {
    return (
      <Link to={href} title={props.title}>
        {children}
      </Link>
    );
  }
  if (href.startsWith('#')) return <a href={href}>{children}</a>;
  return (
    <a href={href} title={props.title} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}

const components: Components = {
  // The article's title is the page's only h1: headings inside the content start at h2.
  h1: ({ node: _node, children, ...props }) => <h2 {...props}>{children}</h2>,
  a: MarkdownLink,
  img: ({ node: _node, src, alt, title }) => <img src={typeof src === 'string' ? src : undefined} alt={alt ?? ''} title={title} loading="lazy" />,
};

/**
 * Renders an article's Markdown as React elements: raw HTML in the source is dropped (never
 * inserted), and link or image URLs with a dangerous scheme (`javascript:`…) are emptied.
 */
export function MarkdownContent({ markdown }: { markdown: string }) {
  return (
    <Prose>
      <Markdown skipHtml urlTransform={defaultUrlTransform} components={components}>
        {markdown}
      </Markdown>
    </Prose>
  );
}
