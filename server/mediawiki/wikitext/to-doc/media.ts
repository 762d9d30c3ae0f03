import type { ExtToken, FileToken, GalleryImageToken, ImageParameterToken, Token } from 'wikiparser-node';
import type { ComponentData } from '../../../../shared/contract/entry-page-components.ts';
import { isSafeMediaUrl } from '../../../../shared/safe-url.ts';
import { componentOf, sourceOf, type Item, type Scope } from './scope.ts';

const ALT_MAX = 200;
const CAPTION_MAX = 200;
const GALLERY_MAX = 60;
/** Image options that make MediaWiki show a picture as a block of its own. */
const FRAMES = new Set(['thumbnail', 'framed', 'manualthumb']);

/** The file's name without its namespace ('File:Hu_Tao.png' → 'Hu Tao.png'); the token's `link` is its link= target. */
const fileName = (node: FileToken | GalleryImageToken): string =>
  node.name
    .slice(node.name.indexOf(':') + 1)
    .replaceAll('_', ' ')
    .trim();

function paramText(node: FileToken | GalleryImageToken, key: string, scope: Scope): string {
  const param = node.childNodes.find((child): child is ImageParameterToken => child.type === 'image-parameter' && child.name === key);
  return param ? scope.nested.plain(param.childNodes).trim() : '';
}

/** Our URL of a file, when the caller has it and it is one a picture may have. */
function srcOf(name: string, scope: Scope): string | null {
  const src = scope.ctx.resolveFile(name);
  return src !== null && isSafeMediaUrl('image', src) ? src : null;
}

/**
 * [[File:x.png|...]]: a picture block when it stands alone on its line or is framed (thumb),
 * else its caption or alt text inside the text. Pictures we do not have stay visible as their
 * caption or name; pictures that cannot stand where they are (a 20px icon mid-sentence, a table
 * cell) keep their caption or alt text. Both are noted.
 */
export function fileItem(node: FileToken, mayBeBlock: boolean, scope: Scope): Item | string {
  const name = fileName(node);
  const caption = paramText(node, 'caption', scope);
  const alt = paramText(node, 'alt', scope) || caption;
  const framed = node.childNodes.some((child) => child.type === 'image-parameter' && FRAMES.has(child.name));
  const src = srcOf(name, scope);
  if (src === null) {
    scope.notes.add('file', name, sourceOf(node));
    return caption || name;
  }
  if (mayBeBlock || framed) return { kind: 'block', block: { type: 'image', src, alt: alt.slice(0, ALT_MAX) } };
  scope.notes.add('file', `inline: ${name}`, sourceOf(node));
  return alt;
}

/** <gallery>: gallery components of at most 60 pictures; pictures we do not have become a list of their names (noted). */
export function galleryItems(node: ExtToken, scope: Scope): Item[] {
  const images: ComponentData<'gallery'>['images'] = [];
  const missing: string[] = [];
  for (const child of (node.lastChild as Token | undefined)?.childNodes ?? []) {
    if (child.type !== 'gallery-image') continue;
    const image = child as GalleryImageToken;
    const name = fileName(image);
    const caption = paramText(image, 'caption', scope);
    const src = srcOf(name, scope);
    if (src === null) {
      scope.notes.add('file', name, sourceOf(image));
      missing.push(caption ? `${name}: ${caption}` : name);
    } else images.push({ src, caption: caption.slice(0, CAPTION_MAX) });
  }
  const items: Item[] = [];
  for (let i = 0; i < images.length; i += GALLERY_MAX)
    items.push({ kind: 'component', component: componentOf('gallery', { images: images.slice(i, i + GALLERY_MAX) }) });
  if (missing.length > 0) items.push({ kind: 'block', block: { type: 'list', ordered: false, items: missing.map((text) => [{ text }]) } });
  return items;
}
