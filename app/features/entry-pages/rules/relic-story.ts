/** A relic story box shows only when its text is at least this tall. */
export const RELIC_STORY_MIN_HEIGHT_PX = 22;

export const relicStoryBoxVisible = (textHeightPx: number) => textHeightPx >= RELIC_STORY_MIN_HEIGHT_PX;

/** A story's paragraphs: its lines, blank ones left out. */
export const storyParagraphs = (story: string) =>
  story
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
