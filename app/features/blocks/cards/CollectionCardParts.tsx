import { Link } from 'react-router';
import { useT } from '../../../i18n/index.ts';
import type { collectionCard } from './card-helpers.ts';

type Card = ReturnType<typeof collectionCard>;

/** The heading of a collection card: the child channel's name and how many entries it holds. */
export function CollectionHeading({ card, headingId, classes }: { card: Card; headingId: string; classes: { head?: string; name?: string; count?: string } }) {
  const t = useT();
  return (
    <div className={classes.head}>
      <h3 id={headingId} className={classes.name}>
        {card.channel.name}
      </h3>
      <span className={classes.count}>{t('block.articleCount', { n: card.count })}</span>
    </div>
  );
}

/** The link into a collection, named by its card's heading ('进入合集' + the channel's name). */
export function EnterCollection({ to, linkId, headingId, className }: { to: string; linkId: string; headingId: string; className?: string | undefined }) {
  const t = useT();
  return (
    <Link id={linkId} aria-labelledby={`${linkId} ${headingId}`} className={className} to={to}>
      {t('block.enterCollection')}
    </Link>
  );
}
