/** Texts of the editor pages. */
export const editorZh = {
  'editor.title': 'editor',
} as const;

export const editorEn: Record<keyof typeof editorZh, string> = {
  'editor.title': 'editor',
};
