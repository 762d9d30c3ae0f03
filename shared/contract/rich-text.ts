import { z } from 'zod';

/**
 * Rich text is stored and sent as structured JSON and rendered by our components:
 * no user HTML is ever stored or injected.
 */
export const inlineSchema = z.object({
  text: z.string().max(20_000),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  href: z.string().max(2_000).optional(),
  /** A footnote attached after this run (a numbered marker; tooltip on desktop, dialog on mobile). */
  footnote: z.string().max(2_000).optional(),
  /** A spoiler (heimu): hidden until hovered (desktop) or tapped (mobile). */
  spoiler: z.boolean().optional(),
});

export const blockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), children: z.array(inlineSchema).max(500) }),
  z.object({
    type: z.literal('heading'),
    level: z.union([z.literal(2), z.literal(3)]),
    children: z.array(inlineSchema).max(50),
  }),
  z.object({ type: z.literal('image'), src: z.string().max(2_000), alt: z.string().max(200) }),
  z.object({
    type: z.literal('list'),
    ordered: z.boolean(),
    items: z.array(z.array(inlineSchema).max(100)).max(200),
  }),
]);

export const richDocSchema = z.array(blockSchema).max(2_000);

export type Inline = z.infer<typeof inlineSchema>;
export type Block = z.infer<typeof blockSchema>;
export type RichDoc = z.infer<typeof richDocSchema>;

/** Parses stored JSON text into a document; a damaged value gives an empty one. */
export function parseRichDoc(text: string): RichDoc {
  try {
    const parsed = richDocSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

