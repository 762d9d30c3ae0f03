import type { FastifyRequest } from 'fastify';
import * as accountCalls from '../../../shared/contract/calls/accounts.ts';
import * as keyBoxCalls from '../../../shared/contract/calls/key-box.ts';
import {
  allowCorrectQuery,
  allowCreateQuery,
  keyBoxAddBodySchema,
  keyBoxQuerySchema,
  loginBodySchema,
  realnameSendBodySchema,
  realnameVerifyBodySchema,
  registerBodySchema,
} from '../../../shared/contract/accounts.ts';
import { presentCommunityInfo, presentUserInfo } from './account-presenter.ts';
import { implement, type ImplementedCall } from '../../api/route.ts';
import { clearSessionCookie, setSessionCookie } from '../../api/session-cookie.ts';

const meta = ({ request }: { request: FastifyRequest }) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });

/** Sign-up, sign-in, sessions, permissions, creation access, the key-box and real-name checks (shared/contract/calls/accounts.ts). */
export const accountsRoutes: ImplementedCall[] = [
  implement(accountCalls.register, {
    body: registerBodySchema,
    async handler(context) {
      const { body, services, edition, request, reply } = context;
      const { user, session } = await services.accounts.register({ loginName: body.login_name, password: body.password, name: body.name }, meta(context));
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return { user_info: presentUserInfo(user, await services.accounts.permissionsOf(user, edition.id)) };
    },
  }),
  implement(accountCalls.login, {
    body: loginBodySchema,
    async handler(context) {
      const { body, services, edition, request, reply } = context;
      const { user, session } = await services.accounts.login({ loginName: body.login_name, password: body.password }, meta(context));
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return { user_info: presentUserInfo(user, await services.accounts.permissionsOf(user, edition.id)) };
    },
  }),
  implement(accountCalls.logout, {
    async handler({ services, viewer, request, reply }) {
      if (viewer) await services.accounts.sessions.destroy(viewer.tokenHash);
      clearSessionCookie(request, reply);
      return {};
    },
  }),
  implement(accountCalls.logoutAll, {
    async handler({ services, viewer, request, reply }) {
      const ended = await services.accounts.sessions.destroyAllOf(viewer.user.id);
      clearSessionCookie(request, reply);
      return { ended };
    },
  }),
  implement(accountCalls.userInfo, {
    handler: async ({ viewer }) => ({ user_info: presentUserInfo(viewer.user, viewer.permissions) }),
  }),
  implement(accountCalls.permissions, {
    handler: async ({ viewer }) => ({ Permissions: viewer.permissions }),
  }),
  implement(accountCalls.communityInfo, {
    handler: async ({ viewer }) => ({ user_info: presentCommunityInfo(viewer.user) }),
  }),
  implement(accountCalls.isAllowCreate, {
    query: allowCreateQuery,
    handler: async ({ query, services, viewer, edition }) => ({ allow: await services.policies.mayCreate(viewer, edition.id, query.menu_ids) }),
  }),
  implement(accountCalls.isAllowCorrect, {
    query: allowCorrectQuery,
    handler: async ({ query, services, viewer, edition }) => ({ allow: await services.policies.mayCorrect(viewer, edition.id, query.entry_page_id) }),
  }),
  implement(keyBoxCalls.query, {
    query: keyBoxQuerySchema,
    async handler({ query, services, viewer }) {
      const value = await services.accounts.keyBox.get(viewer.user.id, query.key);
      return { key: query.key, value: value ?? null, exist: value !== undefined };
    },
  }),
  implement(keyBoxCalls.add, {
    body: keyBoxAddBodySchema,
    async handler({ body, services, viewer }) {
      await services.accounts.keyBox.set(viewer.user.id, body.key, body.value);
      return { key: body.key, value: body.value };
    },
  }),
  implement(accountCalls.realnameSendCode, {
    body: realnameSendBodySchema,
    async handler({ body, services, viewer }) {
      await services.accounts.realname.sendCode(viewer.user.id, body.phone);
      return {};
    },
  }),
  implement(accountCalls.realnameVerify, {
    body: realnameVerifyBodySchema,
    async handler({ body, services, viewer }) {
      await services.accounts.realname.verify(viewer.user.id, body.phone, body.code);
      return { is_realname: true };
    },
  }),
];
