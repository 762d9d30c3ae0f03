import { Fragment, useMemo } from 'react';
import type { Inline, RichDoc } from '../../../../shared/contract/rich-text.ts';
import { imageVariant } from '../../../../shared/images.ts';
import { numberFootnotes, type NumberedFootnote } from '../rules/footnotes.ts';
import { MarkedRun } from '../../content/MarkedRun.tsx';
import { Footnote } from './Footnote.tsx';
import { Spoiler } from './Spoiler.tsx';
import styles from '../entry.module.css';

function Run({ run, note }: { run: Inline; note: NumberedFootnote | undefined }) {
  let node: React.ReactNode = <MarkedRun run={run} linkClassName={styles.link} />;
  if (run.spoiler) node = <Spoiler>{node}</Spoiler>;
  return (
    <>
      {node}
      {note ? <Footnote n={note.n} text={note.text} /> : null}
    </>
  );
}

function Runs({ runs, prefix, notes }: { runs: Inline[]; prefix: string; notes: Map<string, NumberedFootnote> }) {
  return runs.map((run, index) => (
    <Fragment key={index}>
      <Run run={run} note={notes.get(`${prefix}${index}`)} />
    </Fragment>
  ));
}

/** Rich text of an entry page with footnotes and spoilers, rendered as React elements: never raw HTML. */
export function EntryRichText({ doc }: { doc: RichDoc }) {
  const notes = useMemo(() => numberFootnotes(doc), [doc]);
  return (
    <div className={styles.rich}>
      {doc.map((block, b) => {
        switch (block.type) {
          case 'paragraph':
            return (
              <p key={b}>
                <Runs runs={block.children} prefix={`${b}:`} notes={notes} />
              </p>
            );
          case 'heading': {
            const Heading = block.level === 2 ? 'h4' : 'h5';
            return (
              <Heading key={b}>
                <Runs runs={block.children} prefix={`${b}:`} notes={notes} />
              </Heading>
            );
          }
          case 'image':
            return (
              <img
                key={b}
                className={styles.richImage}
                src={imageVariant(block.src, 800)}
                srcSet={`${imageVariant(block.src, 400)} 400w, ${imageVariant(block.src, 800)} 800w`}
                sizes="(min-width: 901px) 800px, 100vw"
                alt={block.alt}
                loading="lazy"
                decoding="async"
              />
            );
          case 'list': {
            const items = block.items.map((item, i) => (
              <li key={i}>
                <Runs runs={item} prefix={`${b}:${i}:`} notes={notes} />
              </li>
            ));
            return block.ordered ? <ol key={b}>{items}</ol> : <ul key={b}>{items}</ul>;
          }
        }
      })}
    </div>
  );
}
