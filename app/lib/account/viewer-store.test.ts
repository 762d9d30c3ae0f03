import { describe, expect, it } from 'vitest';
import type { CommunityUserInfo, UserInfo } from '../../../shared/contract/accounts.ts';
import { stateOfViewer } from './viewer-store.tsx';

const user = { aid: 7, name: '旅行者', permissions: ['VIEW', 'CREATE_C'], avatar: '', avatar_url: '', gender: 0 } as unknown as UserInfo;
const community = { aid: 7, nickname: '旅行者', avatar: '', gender: 0, avatar_url: '', community_info: { is_realname: true } } as unknown as CommunityUserInfo;

describe('the account store starts from the server viewer', () => {
  it('is anonymous without one, with nothing left to load', () => {
    expect(stateOfViewer(null)).toEqual({ status: 'anonymous', user: null, permissions: [], permissionsLoaded: true, community: null });
  });

  it('is signed in with the user, the edition permissions and the community info: no call needed', () => {
    expect(stateOfViewer({ user, community })).toEqual({ status: 'signed-in', user, permissions: ['VIEW', 'CREATE_C'], permissionsLoaded: true, community });
  });
});
