import { z } from 'zod';
import { idParam } from './queries.ts';

/** Account input rules, used by the sign-in forms and the server alike. */
export const loginNameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{3,32}$/, 'must be 3 to 32 letters, digits or underscores');
export const passwordSchema = z.string().min(8, 'must be at least 8 characters').max(128, 'must be at most 128 characters');

export const registerBodySchema = z.object({
  login_name: loginNameSchema,
  password: passwordSchema,
  name: z.string().trim().min(1, 'must not be empty').max(32, 'must be at most 32 characters').optional(),
});

export const loginBodySchema = z.object({
  login_name: z.string().trim().min(1, 'must not be empty').max(64, 'is too long'),
  password: z.string().min(1, 'must not be empty').max(128, 'is too long'),
});

/** Mainland mobile numbers (11 digits from 1) or international numbers in +E.164 form. */
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^(1\d{10}|\+[1-9]\d{6,14})$/, 'must be a mobile number');
export const realnameSendBodySchema = z.object({ phone: phoneSchema });
export const realnameVerifyBodySchema = z.object({ phone: phoneSchema, code: z.string().regex(/^\d{6}$/, 'must be 6 digits') });

export const keyBoxKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be 1 to 64 letters, digits or _.:-');
export const keyBoxQuerySchema = z.object({ key: keyBoxKeySchema });
export const keyBoxAddBodySchema = z.object({ key: keyBoxKeySchema, value: z.string().max(2000, 'must be at most 2000 characters') });

/** GET wapi/entry_page/is_allow_create: menu_ids as a comma-separated list (or repeated), at most 50. */
export const allowCreateQuery = z.object({
  menu_ids: z.preprocess(
    (value) => (Array.isArray(value) ? value : String(value ?? '').split(',')).filter((part) => part !== ''),
    z.array(idParam).max(50, 'at most 50 ids'),
  ),
  scene: z.enum(['Default', 'ShowCreate']).default('Default'),
});

/** GET wapi/entry_page/is_allow_correct */
export const allowCorrectQuery = z.object({ entry_page_id: idParam });

/** userInfo of the account check: aid, permissions, avatar. */
export interface UserInfo {
  aid: number;
  name: string;
  permissions: string[];
  avatar: number;
  avatar_url: string;
  gender: number;
}

/** The community's user info: avatar, gender, avatar_url, community_info.is_realname. */
export interface CommunityUserInfo {
  aid: number;
  nickname: string;
  avatar: number;
  gender: number;
  avatar_url: string;
  community_info: { is_realname: boolean };
}

// ---- answers (types only; the server builds them)

/** data of register, login and user_info. */
export interface UserInfoAnswer {
  user_info: UserInfo;
}

/** data of GET v1/account/permissions (the publisher's capitalised key). */
export interface PermissionsAnswer {
  Permissions: string[];
}

/** data of GET v1/account/community_info. */
export interface CommunityInfoAnswer {
  user_info: CommunityUserInfo;
}

/** data of POST v1/account/logout_all: how many sessions were ended. */
export interface LogoutAllAnswer {
  ended: number;
}

/** data of is_allow_create and is_allow_correct. */
export interface AllowAnswer {
  allow: boolean;
}

/** data of GET v1/keybox/query_unique_key: value null and exist false when the key was never set. */
export interface KeyBoxEntry {
  key: string;
  value: string | null;
  exist: boolean;
}

/** data of POST v1/keybox/add_unique_key. */
export interface KeyBoxAddAnswer {
  key: string;
  value: string;
}

/** data of POST v1/account/realname/verify. */
export interface RealnameVerifyAnswer {
  is_realname: boolean;
}
