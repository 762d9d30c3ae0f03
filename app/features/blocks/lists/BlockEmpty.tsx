import { useT } from '../../../i18n/index.ts';

/** What a list block says when it has no entries to show. */
export function BlockEmpty() {
  const t = useT();
  return <p className="block-empty">{t('channel.empty')}</p>;
}
