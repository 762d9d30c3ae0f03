import { Converter } from 'opencc-js/t2cn';

/**
 * Traditional Chinese folded to simplified, for the index and for queries alike, so a reader in
 * Taiwan or Hong Kong who types 護摩之杖 or 雷電將軍 finds a simplified wiki's pages, and a
 * simplified query finds a traditional wiki's. OpenCC's tables convert by phrase (乾燥 → 干燥
 * but 乾隆 stays), not only character by character. Taiwan's standard is the source: its
 * variants (裡, 台) fold too.
 */
let convert: ((text: string) => string) | undefined;
const converter = () => (convert ??= Converter({ from: 'tw', to: 'cn' }));

/** Each character as OpenCC converts it alone, remembered (a wiki uses a few thousand). */
const byCharacter = new Map<string, string>();

/** One character as simplified, by itself (no phrase around it). */
export function simplifiedChar(ch: string): string {
  if (ch.charCodeAt(0) < 0x2e80) return ch;
  let simplified = byCharacter.get(ch);
  if (simplified === undefined) byCharacter.set(ch, (simplified = converter()(ch)));
  return simplified;
}

/**
 * The text as simplified. A text none of whose characters converts (any simplified text, most of
 * what a simplified wiki holds) is returned as it is, without the phrase pass.
 */
export function toSimplified(text: string): string {
  for (const ch of text) if (simplifiedChar(ch) !== ch) return converter()(text);
  return text;
}
