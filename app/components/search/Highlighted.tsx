import { highlightParts } from './highlight-parts.ts';

/** The server's highlighted text as React elements: matched words in <em>, the rest as text. */
export function Highlighted({ marked, className }: { marked: string; className?: string | undefined }) {
  return (
    <span className={className}>
      {highlightParts(marked).map((part, index) => (part.em ? <em key={index}>{part.text}</em> : <span key={index}>{part.text}</span>))}
    </span>
  );
}
