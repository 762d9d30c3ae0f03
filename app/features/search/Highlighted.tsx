import type { HTMLAttributes } from 'react';
import { highlightParts } from './highlight-parts.ts';

/** The server's highlighted text as React elements: matched words in <em>, the rest as text. */
export function Highlighted({ marked, ...rest }: { marked: string } & HTMLAttributes<HTMLSpanElement>) {
  return (
    <span {...rest}>{highlightParts(marked).map((part, index) => (part.em ? <em key={index}>{part.text}</em> : <span key={index}>{part.text}</span>))}</span>
  );
}
