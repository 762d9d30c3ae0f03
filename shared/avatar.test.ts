import { describe, expect, it } from 'vitest';
import { NUMBERED_AVATAR_LOOKS, avatarImage, chooseAvatar, genderAvatarImage, numberedAvatarImage } from './avatar.ts';

describe('chooseAvatar (the spec rule)', () => {
  it('takes avatar_url first, whatever avatar and gender say', () => {
    expect(chooseAvatar({ avatar_url: 'https://cdn.example.org/a.png', avatar: 5, gender: 2 })).toEqual({ kind: 'url', url: 'https://cdn.example.org/a.png' });
    expect(chooseAvatar({ avatar_url: ' /img/me.png ' })).toEqual({ kind: 'url', url: '/img/me.png' });
  });

  it('takes the numbered avatar when there is no url and avatar is above 0', () => {
    expect(chooseAvatar({ avatar_url: '', avatar: 1, gender: 1 })).toEqual({ kind: 'numbered', number: 1 });
    expect(chooseAvatar({ avatar_url: '   ', avatar: 42 })).toEqual({ kind: 'numbered', number: 42 });
  });

  it('falls back to a default by gender: 1 male, 2 female, else the default desktop avatar', () => {
    expect(chooseAvatar({ avatar: 0, gender: 1 })).toEqual({ kind: 'gender', gender: 'male' });
    expect(chooseAvatar({ avatar: 0, gender: 2 })).toEqual({ kind: 'gender', gender: 'female' });
    for (const gender of [0, 3, -1, null, undefined]) expect(chooseAvatar({ avatar: 0, gender })).toEqual({ kind: 'gender', gender: 'default' });
    expect(chooseAvatar({ avatar: -3, gender: 2 })).toEqual({ kind: 'gender', gender: 'female' });
    expect(chooseAvatar({ avatar: Number.NaN, gender: 1 })).toEqual({ kind: 'gender', gender: 'male' });
    expect(chooseAvatar({})).toEqual({ kind: 'gender', gender: 'default' });
  });
});

describe('avatar images', () => {
  const svgOf = (uri: string) => decodeURIComponent(uri.replace(/^data:image\/svg\+xml,/, ''));

  it('answers the url itself, or a generated SVG image', () => {
    expect(avatarImage({ avatar_url: '/img/me.png', avatar: 3 })).toBe('/img/me.png');
    const numbered = avatarImage({ avatar: 3, gender: 1 });
    expect(numbered).toBe(numberedAvatarImage(3));
    expect(numbered).toMatch(/^data:image\/svg\+xml,/);
    expect(svgOf(numbered)).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg'.*<\/svg>$/);
    expect(avatarImage({ gender: 2 })).toBe(genderAvatarImage('female'));
    expect(avatarImage({})).toBe(genderAvatarImage('default'));
  });

  it('gives each numbered look and each gender its own image, the same every time', () => {
    const looks = Array.from({ length: NUMBERED_AVATAR_LOOKS }, (_, i) => numberedAvatarImage(i + 1));
    expect(new Set(looks).size).toBe(NUMBERED_AVATAR_LOOKS);
    expect(numberedAvatarImage(NUMBERED_AVATAR_LOOKS + 1)).toBe(looks[0]);
    expect(numberedAvatarImage(7)).toBe(numberedAvatarImage(7));
    const genders = (['male', 'female', 'default'] as const).map(genderAvatarImage);
    expect(new Set(genders).size).toBe(3);
    for (const image of genders) expect(looks).not.toContain(image);
  });

  it('keeps the generated images small', () => {
    for (const image of [numberedAvatarImage(1), numberedAvatarImage(2), genderAvatarImage('female')]) expect(image.length).toBeLessThan(1_000);
  });
});
