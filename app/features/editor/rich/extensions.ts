import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { Footnote, Spoiler } from './marks.ts';

/** Only what the stored rich text can hold (rich-text.ts): other StarterKit parts are off. */
export const richTextExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
  Image.configure({ inline: false, allowBase64: false }),
  Spoiler,
  Footnote,
];
