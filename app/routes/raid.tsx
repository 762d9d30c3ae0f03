import { Link } from 'react-router';
import { ChannelBlock } from '../features/blocks/ChannelBlock.tsx';
import { loadRaid } from '../features/encyclopedia/raid.server.ts';
import { readerContent } from '../features/channels/channel-forest.server.ts';
import { translate, useT } from '../i18n/index.ts';
import { requestLocale } from '../i18n/request-locale.ts';
import { requireEdition } from '../lib/edition.server.ts';
import { EDITED_PAGE } from '../lib/page-cache-headers.ts';
import { skipPresentationOnlyChanges } from '../lib/revalidate.ts';
import { useWiki } from '../lib/wiki-context.tsx';
import styles from './raid.module.css';
import { pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/raid';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const edition = await requireEdition(context, params);
  const raid = await loadRaid(context, edition, readerContent(context, edition, request));
  return { raid, title: raid?.name ?? translate(requestLocale(request, edition), 'raid.title') };
}

export const shouldRevalidate = skipPresentationOnlyChanges;

export const headers = EDITED_PAGE;

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: args.data?.title });

/** The raid page (route raid): the raid channel's aggregate data, one block per child channel. */
export default function Raid({ loaderData }: Route.ComponentProps) {
  const { raid } = loaderData;
  const t = useT();
  const { href } = useWiki();
  if (!raid || raid.children.length === 0) return <p className={styles.empty}>{t('raid.empty')}</p>;
  return (
    <div className={styles.page}>
      {raid.children.map((child) => (
        <section key={child.id} className={styles.section} aria-labelledby={`raid-${child.id}`}>
          <header className={styles.head}>
            <h2 id={`raid-${child.id}`} className={styles.heading}>
              {child.name}
            </h2>
            <Link className={styles.more} to={href(`channel/raid/${raid.id}/${child.id}`)}>
              {t('raid.more')}
            </Link>
          </header>
          {child.list.length === 0 ? <p className={styles.empty}>{t('raid.empty')}</p> : <ChannelBlock channel={child} items={child.list} limited />}
        </section>
      ))}
    </div>
  );
}
