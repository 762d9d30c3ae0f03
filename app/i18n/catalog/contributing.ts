/** Texts of the contributing pages. */
export const contributingZh = {
  'contributing.title': 'contributing',
} as const;

export const contributingEn: Record<keyof typeof contributingZh, string> = {
  'contributing.title': 'contributing',
};
