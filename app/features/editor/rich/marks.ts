import { Mark, mergeAttributes } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    spoiler: { toggleSpoiler: () => ReturnType };
    footnote: { setFootnote: (note: string) => ReturnType; unsetFootnote: () => ReturnType };
  }
}

/** A spoiler (heimu): the text readers see hidden until hovered or tapped. */
export const Spoiler = Mark.create({
  name: 'spoiler',
  parseHTML: () => [{ tag: 'span[data-spoiler]' }],
  renderHTML: ({ HTMLAttributes }) => ['span', mergeAttributes(HTMLAttributes, { 'data-spoiler': '' }), 0],
  addCommands() {
    return {
      toggleSpoiler:
        () =>
        ({ commands }) =>
          commands.toggleMark(this.name),
    };
  },
});

/** A footnote on a run of text: its note shows as a numbered marker after the run for readers. */
export const Footnote = Mark.create({
  name: 'footnote',
  inclusive: false,
  addAttributes() {
    return {
      note: {
        default: '',
        parseHTML: (element: HTMLElement) => element.getAttribute('data-note') ?? '',
        renderHTML: (attributes: { note?: string }) => ({ 'data-note': attributes.note ?? '', title: attributes.note ?? '' }),
      },
    };
  },
  parseHTML: () => [{ tag: 'span[data-footnote]' }],
  renderHTML: ({ HTMLAttributes }) => ['span', mergeAttributes(HTMLAttributes, { 'data-footnote': '' }), 0],
  addCommands() {
    return {
      setFootnote:
        (note: string) =>
        ({ commands }) =>
          commands.setMark(this.name, { note }),
      unsetFootnote:
        () =>
        ({ commands }) =>
          commands.unsetMark(this.name),
    };
  },
});
