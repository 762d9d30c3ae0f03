import type { Db } from '../../db/database.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { digitSvg, iconSvg, pictureSvg, renderJpeg, renderPng, storeImage } from '../images.ts';
import type { ExtRecipe } from './catalog.ts';
import type { GeneratedEntry } from './entries.ts';

/** The per-channel ext of a placement: filter values always, then what the block needs. */
export interface PlacementExt {
  filter: { value: string[] };
  table: { list: Array<{ key: string; value: string }> };
  picture: { list: string[] };
  placeholder: { text: string };
  [icon: string]: unknown;
}

/** Builds placement ext data, generating the pictures and icons it needs (cached by content). */
export function extBuilder(db: Db, storage: FileStorage) {
  const cache = new Map<string, string>();
  const image = async (name: string, make: () => Promise<Buffer>, mime: 'image/png' | 'image/jpeg') => {
    const hit = cache.get(name);
    if (hit) return hit;
    const url = await storeImage(db, storage, await make(), mime);
    cache.set(name, url);
    return url;
  };
  const digit = (n: number) => image(`digit-${n}`, () => renderPng(digitSvg(n)), 'image/png');
  const icon = (hue: number, shape: number) => image(`icon-${hue}-${shape}`, () => renderPng(iconSvg(hue, shape, 96)), 'image/png');
  const picture = (hue: number) => image(`picture-${hue}`, () => renderJpeg(pictureSvg(hue)), 'image/jpeg');

  return async function build(recipe: ExtRecipe | undefined, entry: GeneratedEntry, index: number): Promise<PlacementExt> {
    const ext: PlacementExt = { filter: { value: entry.filters }, table: { list: [] }, picture: { list: [] }, placeholder: { text: '' } };
    switch (recipe) {
      case 'pictures':
        ext.picture.list = [await picture((index * 53) % 360)];
        break;
      case 'relic':
      case 'monster': {
        // Every fifth entry is still unwritten: its block shows the placeholder or the empty text.
        if (index % 5 === 4) {
          ext.placeholder.text = recipe === 'relic' ? '' : '资料整理中';
          break;
        }
        ext.table.list = entry.table.length > 0 ? entry.table : [{ key: '特性', value: entry.summary }];
        ext.picture.list = await Promise.all([0, 1, 2].map((n) => icon((index * 41 + n * 90) % 360, n + 2)));
        break;
      }
      case 'task':
        ext.taskIcon = await icon(40, 0);
        ext.regionIcon = await icon(200 + (index % 3) * 40, 2);
        break;
      case 'card':
        ext.costNumIcon = await digit(index % 4);
        ext.costBgIcon = await icon(45, 1);
        ext.energyNumIcon = await digit((index + 1) % 3);
        ext.energyBgIcon = await icon(280, 3);
        ext.roleIcon1 = await icon((index * 30) % 360, 0);
        break;
      case 'placeholder':
        ext.placeholder.text = '敬请期待';
        break;
      case undefined:
        break;
    }
    return ext;
  };
}
