import { describe, expect, it } from 'vitest';
import { relicStoryBoxVisible, storyParagraphs } from './relic-story.ts';

describe('relic story', () => {
  it('shows the story box only when the text is at least 22 px tall', () => {
    expect(relicStoryBoxVisible(0)).toBe(false);
    expect(relicStoryBoxVisible(21.5)).toBe(false);
    expect(relicStoryBoxVisible(22)).toBe(true);
  });

  it('splits a story into its non-blank lines', () => {
    expect(storyParagraphs('一\n\n 二 \r\n')).toEqual(['一', '二']);
  });
});
