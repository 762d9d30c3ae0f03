import { z } from 'zod';
import { imageUrl, linkUrl } from './url-fields.ts';

/**
 * Rich text is stored and sent as structured JSON and rendered by our components:
 * no user HTML is ever stored or injected.
 */

/** The document's shape with the rules of its two URL fields (links and image sources). */
function richDocOf(urls: { href: z.ZodType<string, string>; src: z.ZodType<string, string> }) {
  const inline = z.object({
    text: z.string().max(20_000),
    bold: z.boolean().optional(),
    italic: z.boolean().optional(),
    href: urls.href.optional(),
    /** A footnote attached after this run (a numbered marker; tooltip on desktop, dialog on mobile). */
    footnote: z.string().max(2_000).optional(),
    /** A spoiler (heimu): hidden until hovered (desktop) or tapped (mobile). */
    spoiler: z.boolean().optional(),
  });
  const block = z.discriminatedUnion('type', [
    z.object({ type: z.literal('paragraph'), children: z.array(inline).max(500) }),
    z.object({
      type: z.literal('heading'),
      level: z.union([z.literal(2), z.literal(3)]),
      children: z.array(inline).max(50),
    }),
    z.object({ type: z.literal('image'), src: urls.src, alt: z.string().max(200) }),
    z.object({
      type: z.literal('list'),
      ordered: z.boolean(),
      items: z.array(z.array(inline).max(100)).max(200),
    }),
  ]);
  return { inline, block, doc: z.array(block).max(2_000) };
}

/** What a write may store: links and pictures must follow shared/safe-url.ts. */
const written = richDocOf({ href: linkUrl(), src: imageUrl() });
/**
 * What reading a stored document accepts: any text in its URL fields, so a document stored
 * before the URL rules still reads (the renderers neutralise what is not a safe URL).
 */
const stored = richDocOf({ href: z.string().max(2_000), src: z.string().max(2_000) });

export const inlineSchema = written.inline;
export const blockSchema = written.block;
export const richDocSchema = written.doc;

export type Inline = z.infer<typeof inlineSchema>;
export type Block = z.infer<typeof blockSchema>;
export type RichDoc = z.infer<typeof richDocSchema>;

/** Parses stored JSON text into a document; a damaged value gives an empty one. */
export function parseRichDoc(text: string): RichDoc {
  try {
    const parsed = stored.doc.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
