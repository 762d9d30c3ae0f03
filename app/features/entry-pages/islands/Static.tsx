import { useState, type HTMLAttributes, type ReactNode } from 'react';

type Tag = 'div' | 'header' | 'section' | 'details';

interface StaticProps extends HTMLAttributes<HTMLElement> {
  as: Tag;
  /** Unique in the page: how the browser finds the server's element. */
  id: string;
  /** The content, on the server only. */
  children?: ReactNode;
  [data: `data-${string}`]: string | undefined;
}

function ServerStatic({ as: Element, id, children, ...attributes }: StaticProps) {
  return (
    <Element {...attributes} data-static={id}>
      {children}
    </Element>
  );
}

/**
 * In the browser the element keeps the server's content: its HTML is read from the page once and
 * given back as dangerouslySetInnerHTML, so hydration leaves it alone and none of the code that
 * rendered it is downloaded.
 */
function ClientStatic({ as: Element, id, children: _children, ...attributes }: StaticProps) {
  const [html] = useState(() => document.querySelector(`[data-static="${CSS.escape(id)}"]`)?.innerHTML ?? '');
  return <Element {...attributes} data-static={id} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}

/** Markup rendered by the server and never hydrated (the islands prototype). */
export const Static = import.meta.env.SSR ? ServerStatic : ClientStatic;
