import type { CommunityUserInfo, UserInfo } from '../../../shared/contract/accounts.ts';
import type { UserRow } from './sessions.ts';

export const presentUserInfo = (user: UserRow, permissions: string[]): UserInfo => ({
  aid: user.id,
  name: user.name,
  permissions,
  avatar: user.avatar,
  avatar_url: user.avatar_url,
  gender: user.gender,
});

export const presentCommunityInfo = (user: UserRow): CommunityUserInfo => ({
  aid: user.id,
  nickname: user.name,
  avatar: user.avatar,
  gender: user.gender,
  avatar_url: user.avatar_url,
  community_info: { is_realname: user.is_realname === 1 },
});
