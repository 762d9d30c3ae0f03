import { displayTypeOf, parseChExt } from '../../shared/channel-ext.ts';
import { WithCatalogue } from '../features/catalogue/WithCatalogue.tsx';
import { ChannelSection } from '../features/home/ChannelSection.tsx';
import { loadHomeSections } from '../features/home/home.server.ts';
import { readerContent } from '../features/channels/channel-forest.server.ts';
import { useT } from '../i18n/index.ts';
import { requireEdition } from '../lib/edition.server.ts';
import { EDITED_PAGE } from '../lib/page-cache-headers.ts';
import { skipPresentationOnlyChanges } from '../lib/revalidate.ts';
import { pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/summon';

/** The card game's home (route name summon): the home sections made of card-filter channels. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const edition = await requireEdition(context, params);
  const sections = (await loadHomeSections(context, edition, readerContent(context, edition, request))).filter(
    (section) => displayTypeOf(parseChExt(section.ch_ext)) === 'cardFilter',
  );
  return { sections, title: sections[0]?.name ?? edition.name };
}

export const shouldRevalidate = skipPresentationOnlyChanges;

export const headers = EDITED_PAGE;

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: args.data?.title });

export default function Summon({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { sections } = loaderData;
  return (
    <WithCatalogue>
      {sections.length === 0 ? <p className="block-empty">{t('channel.empty')}</p> : null}
      {sections.map((section) => (
        <ChannelSection key={section.id} section={section} />
      ))}
    </WithCatalogue>
  );
}
