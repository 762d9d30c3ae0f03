import { z } from 'zod';
import { ARTIFACT_SLOTS, type ArtifactSlot } from './artifact-slots.ts';
import { richDocSchema } from './rich-text.ts';
import { imageUrl } from './url-fields.ts';

/**
 * The publisher's component types of character, weapon and artifact pages, under the publisher's
 * component ids and data keys, so public programs that read entry pages find what they look for
 * (docs/wire-clients/components.md: each type, its keys and the evidence). Texts the publisher
 * sends as HTML are stored as plain text (or, for `rich_text`, as our rich-text document) and
 * turned into HTML on the wire (server/wire-html/component-data.ts); no HTML is stored.
 */

const text = (max: number) => z.string({ error: 'must be text' }).max(max, `at most ${max} characters`);
const named = (max: number) => text(max).refine((value) => value.trim() !== '', 'must not be empty');

/** One line of a baseInfo: a key (生日, 所属, 元素…) and its values (the publisher's `value` is a list). */
const attrSchema = z.object({
  key: named(50),
  value: z.array(text(2_000)).max(20, 'at most 20 values'),
});

/** A list item with a title or name, an icon and a description (talents, constellations). */
const titledItem = z.object({ title: named(100), icon_url: imageUrl().default(''), desc: text(10_000).default('') });
const namedItem = z.object({ name: named(100), icon_url: imageUrl().default(''), desc: text(10_000).default('') });

/** An artifact piece of an artifact_list; an empty title is a slot the set has not. */
const artifactPiece = z.object({ title: text(100).default(''), icon_url: imageUrl().default(''), desc: text(2_000).default('') });

export const publisherComponentSchemas = {
  /**
   * The basic facts of a page: `attr` lines (characters' 生日, 所属, 元素, 武器类型…); weapons also
   * carry `star` (rarity, 0 for none), `category` (weapon type), `image` and `rich_text` (description).
   */
  baseInfo: z.object({
    attr: z.array(attrSchema).max(60, 'at most 60 attributes'),
    star: z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'at least 0').max(5, 'at most 5').default(0),
    category: text(50).default(''),
    image: imageUrl().default(''),
    rich_text: richDocSchema.default([]),
  }),
  /** A character's pictures: a main picture `pic` and named pictures with descriptions. */
  gallery_character: z.object({
    pic: imageUrl().default(''),
    list: z
      .array(
        z.object({
          /** The picture's id (text); the wire numbers pictures without one. */
          id: text(40).default(''),
          key: named(50),
          img: imageUrl(),
          imgDesc: text(1_000).default(''),
        }),
      )
      .max(60, 'at most 60 pictures'),
  }),
  /** An artifact set's effects: one, two and four pieces. */
  reliquary_set_effect: z.object({
    single_set_effect: text(2_000).default(''),
    two_set_effect: text(2_000).default(''),
    four_set_effect: text(2_000).default(''),
  }),
  /** Stats by ascension level: each level's `combatList` rows; the first row names the columns. */
  ascension: z.object({
    list: z
      .array(
        z.object({
          key: named(30),
          combatList: z.array(z.object({ key: text(50), values: z.array(text(50)).max(10, 'at most 10 values') })).max(20, 'at most 20 rows'),
        }),
      )
      .max(20, 'at most 20 levels'),
  }),
  /** A character's talents. */
  talent: z.object({ list: z.array(titledItem).max(20, 'at most 20 talents') }),
  /** A character's constellations (summary list of named items). */
  summaryList: z.object({ list: z.array(namedItem).max(20, 'at most 20 items') }),
  /** Stories (a character's or a weapon's): titled texts. */
  story: z.object({
    list: z.array(z.object({ title: named(100), desc: text(10_000).default('') })).max(20, 'at most 20 stories'),
  }),
  /** An artifact set's five pieces, keyed by slot. */
  artifact_list: z.object(
    Object.fromEntries(ARTIFACT_SLOTS.map((slot) => [slot, artifactPiece.default({ title: '', icon_url: '', desc: '' })])) as {
      [K in ArtifactSlot]: z.ZodDefault<typeof artifactPiece>;
    },
  ),
} as const;
