import { describe, expect, it } from 'vitest';
import { genderAvatarImage, numberedAvatarImage } from '../../../shared/avatar.ts';
import { viewerAvatar, viewerName } from './viewer-avatar.ts';

const user = { aid: 7, name: 'traveller', avatar: 4, avatar_url: '', gender: 1 };

describe('viewerAvatar', () => {
  it('follows the rule on the user info until the community info arrives', () => {
    expect(viewerAvatar(user, null)).toBe(numberedAvatarImage(4));
    expect(viewerAvatar({ ...user, avatar: 0 }, null)).toBe(genderAvatarImage('male'));
    expect(viewerAvatar({ ...user, avatar_url: '/img/me.png' }, null)).toBe('/img/me.png');
  });

  it('prefers the community info: avatar_url, else numbered, else by gender', () => {
    expect(viewerAvatar(user, { avatar: 0, avatar_url: 'https://cdn.example.org/a.png', gender: 2 })).toBe('https://cdn.example.org/a.png');
    expect(viewerAvatar(user, { avatar: 9, avatar_url: '', gender: 2 })).toBe(numberedAvatarImage(9));
    expect(viewerAvatar(user, { avatar: 0, avatar_url: '', gender: 2 })).toBe(genderAvatarImage('female'));
    expect(viewerAvatar(user, { avatar: 0, avatar_url: '', gender: 0 })).toBe(genderAvatarImage('default'));
  });

  it('gives the default desktop avatar to nobody in particular', () => {
    expect(viewerAvatar(null, null)).toBe(genderAvatarImage('default'));
  });
});

describe('viewerName', () => {
  it('takes the nickname, else the account name, else the aid', () => {
    expect(viewerName(user, { nickname: '旅行者' })).toBe('旅行者');
    expect(viewerName(user, null)).toBe('traveller');
    expect(viewerName({ aid: 7, name: '' }, { nickname: '' })).toBe('7');
    expect(viewerName(null, null)).toBe('');
  });
});
