import { z } from 'zod';
import {
  keyBoxAddBodySchema,
  keyBoxQuerySchema,
  loginBodySchema,
  realnameSendBodySchema,
  realnameVerifyBodySchema,
  registerBodySchema,
} from '../../../shared/contract/accounts.ts';
import { idParam } from '../../../shared/contract/queries.ts';
import { presentCommunityInfo, presentUserInfo } from './account-presenter.ts';
import type { HandlerContext } from '../../api/route.ts';
import { defineRoute, type ApiRoute } from '../../api/route.ts';
import { clearSessionCookie, setSessionCookie } from '../../api/session-cookie.ts';

const meta = ({ request }: HandlerContext<unknown, unknown>) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });

const menuIdsQuery = z.object({
  menu_ids: z.preprocess(
    (value) => (Array.isArray(value) ? value : String(value ?? '').split(',')).filter((part) => part !== ''),
    z.array(idParam).max(50, 'at most 50 ids'),
  ),
  scene: z.enum(['Default', 'ShowCreate']).default('Default'),
});

/** Sign-up, sign-in, sessions, permissions, creation access, the key-box and real-name checks. */
export const accountsRoutes: ApiRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/v1/account/register',
    cache: 'private',
    openInLoginRequiredEdition: true,
    body: registerBodySchema,
    async handler(context) {
      const { body, services, edition, request, reply } = context;
      const { user, session } = await services.accounts.register({ loginName: body.login_name, password: body.password, name: body.name }, meta(context));
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return { user_info: presentUserInfo(user, await services.accounts.permissionsOf(user, edition.id)) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/account/login',
    cache: 'private',
    openInLoginRequiredEdition: true,
    body: loginBodySchema,
    async handler(context) {
      const { body, services, edition, request, reply } = context;
      const { user, session } = await services.accounts.login({ loginName: body.login_name, password: body.password }, meta(context));
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return { user_info: presentUserInfo(user, await services.accounts.permissionsOf(user, edition.id)) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/account/logout',
    cache: 'private',
    openInLoginRequiredEdition: true,
    async handler({ services, viewer, request, reply }) {
      if (viewer) await services.accounts.sessions.destroy(viewer.tokenHash);
      clearSessionCookie(request, reply);
      return {};
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/account/logout_all',
    cache: 'private',
    auth: 'required',
    openInLoginRequiredEdition: true,
    async handler({ services, viewer, request, reply }) {
      const ended = await services.accounts.sessions.destroyAllOf(viewer!.user.id);
      clearSessionCookie(request, reply);
      return { ended };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/account/user_info',
    cache: 'private',
    auth: 'required',
    openInLoginRequiredEdition: true,
    async handler({ viewer }) {
      return { user_info: presentUserInfo(viewer!.user, viewer!.permissions) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/account/permissions',
    cache: 'private',
    auth: 'required',
    openInLoginRequiredEdition: true,
    async handler({ viewer }) {
      return { Permissions: viewer!.permissions };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/account/community_info',
    cache: 'private',
    auth: 'required',
    openInLoginRequiredEdition: true,
    async handler({ viewer }) {
      return { user_info: presentCommunityInfo(viewer!.user) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/wapi/entry_page/is_allow_create',
    cache: 'private',
    query: menuIdsQuery,
    async handler({ query, services, viewer, edition }) {
      return { allow: await services.policies.mayCreate(viewer, edition.id, query.menu_ids) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/wapi/entry_page/is_allow_correct',
    cache: 'private',
    query: z.object({ entry_page_id: idParam }),
    async handler({ query, services, viewer, edition }) {
      return { allow: await services.policies.mayCorrect(viewer, edition.id, query.entry_page_id) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/keybox/query_unique_key',
    cache: 'private',
    auth: 'required',
    query: keyBoxQuerySchema,
    async handler({ query, services, viewer }) {
      const value = await services.accounts.keyBox.get(viewer!.user.id, query.key);
      return { key: query.key, value: value ?? null, exist: value !== undefined };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/keybox/add_unique_key',
    cache: 'private',
    auth: 'required',
    body: keyBoxAddBodySchema,
    async handler({ body, services, viewer }) {
      await services.accounts.keyBox.set(viewer!.user.id, body.key, body.value);
      return { key: body.key, value: body.value };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/account/realname/send_code',
    cache: 'private',
    auth: 'required',
    openInLoginRequiredEdition: true,
    body: realnameSendBodySchema,
    async handler({ body, services, viewer }) {
      await services.accounts.realname.sendCode(viewer!.user.id, body.phone);
      return {};
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/account/realname/verify',
    cache: 'private',
    auth: 'required',
    openInLoginRequiredEdition: true,
    body: realnameVerifyBodySchema,
    async handler({ body, services, viewer }) {
      await services.accounts.realname.verify(viewer!.user.id, body.phone, body.code);
      return { is_realname: true };
    },
  }),
];
