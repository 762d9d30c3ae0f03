import { Fragment } from 'react';
import type { Inline, RichDoc } from '../../../shared/contract/rich-text.ts';
import { imageVariant } from '../../../shared/images.ts';
import { MarkedRun } from './MarkedRun.tsx';
import styles from './RichText.module.css';

function Runs({ runs }: { runs: Inline[] }) {
  return runs.map((run, index) => (
    <Fragment key={index}>
      <MarkedRun run={run} linkClassName={styles.link} />
    </Fragment>
  ));
}

/** Renders a structured rich-text document with React elements: never raw HTML. */
export function RichText({ doc }: { doc: RichDoc }) {
  return (
    <div className={styles.doc}>
      {doc.map((block, index) => {
        switch (block.type) {
          case 'paragraph':
            return (
              <p key={index}>
                <Runs runs={block.children} />
              </p>
            );
          case 'heading':
            return block.level === 2 ? (
              <h3 key={index}>
                <Runs runs={block.children} />
              </h3>
            ) : (
              <h4 key={index}>
                <Runs runs={block.children} />
              </h4>
            );
          case 'image':
            return <img key={index} className={styles.image} src={imageVariant(block.src, 800)} alt={block.alt} loading="lazy" />;
          case 'list': {
            const items = block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Runs runs={item} />
              </li>
            ));
            return block.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
          }
        }
      })}
    </div>
  );
}
