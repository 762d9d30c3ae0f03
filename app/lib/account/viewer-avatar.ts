import { avatarImage } from '../../../shared/avatar.ts';
import type { CommunityUserInfo, UserInfo } from '../../../shared/contract/accounts.ts';

/**
 * The signed-in user's avatar by the spec's rule (shared/avatar.ts): the community info's
 * avatar fields once they arrived, the user info's until then.
 */
export function viewerAvatar(
  user: Pick<UserInfo, 'avatar' | 'avatar_url' | 'gender'> | null,
  community: Pick<CommunityUserInfo, 'avatar' | 'avatar_url' | 'gender'> | null,
): string {
  return avatarImage(community ?? user ?? {});
}

/** The name to show: the community nickname, else the account name. */
export function viewerName(user: Pick<UserInfo, 'name' | 'aid'> | null, community: Pick<CommunityUserInfo, 'nickname'> | null): string {
  return community?.nickname || user?.name || (user ? String(user.aid) : '');
}
