import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { toast } from '../toast/toast.ts';
import type { CommunityUserInfo, UserInfo } from '../../../shared/contract/accounts.ts';
import * as accountCalls from '../../../shared/contract/calls/accounts.ts';
import { featureOn } from '../../../shared/features.ts';
import { LocaleContext, translate } from '../../i18n/index.ts';
import { callApi, setApiHandlers, setLoginRequiredEdition } from '../api-client.ts';
import { appLogin, appRealname, inApp } from '../app-bridge.ts';
import { initErrorReporting, reportApiError, setReportingUser, type ReportingConfig } from './error-reporting.ts';
import { notifyFramesOfLogin } from './login-broadcast.ts';
import { clearReadingCaches } from '../offline/service-worker-client.ts';

/** Community info comes this long after the user info. */
export const COMMUNITY_INFO_DELAY_MS = 200;

export type AccountStatus = 'checking' | 'signed-in' | 'anonymous';

export interface AccountState {
  status: AccountStatus;
  user: UserInfo | null;
  permissions: string[];
  /** The permission list has arrived (or failed, or the editor feature is off). */
  permissionsLoaded: boolean;
  community: CommunityUserInfo | null;
}

export interface Account extends AccountState {
  /** The edition's app_sn the account calls go to (null outside an edition). */
  appSn: string | null;
  /** The edition needs a login for everything. */
  loginRequired: boolean;
  /** Starts login: the app's own inside the app, else the sign-in popup. */
  login(): void;
  /**
   * Signs out: clears user, permissions and the error-reporting user. `everywhere` ends every
   * session of the account (account/logout_all) and rejects, changing nothing, when that fails.
   */
  logout(options?: { everywhere?: boolean }): Promise<void>;
  /** Checks the visitor again (user info, then permissions and community info). */
  refresh(): Promise<void>;
  /** Starts real-name verification: the app's inside the app, else the phone-binding popup. */
  startRealname(): void;
  /** Called by the sign-in popup (or the app) once signed in. */
  completeLogin(): Promise<void>;
  /** -3005 seen in a login-required edition: the no-permission page. */
  forbidden: boolean;
  /** -3101 seen: the error page with a 're-login' link. */
  sessionInvalid: boolean;
  relogin(): Promise<void>;
  /** The popups' state (rendered by AccountLayers). */
  dialogs: { signIn: boolean; realname: boolean };
  setDialog(name: 'signIn' | 'realname', open: boolean): void;
}

const ANONYMOUS: AccountState = { status: 'anonymous', user: null, permissions: [], permissionsLoaded: true, community: null };

/** The signed-in visitor as the server rendered the page for them (the root loader). */
export interface ServerViewer {
  /** The user info, its permissions those of the page's edition. */
  user: UserInfo;
  community: CommunityUserInfo;
}

/** The state the server's viewer starts the store in: no account call needed on load. */
export function stateOfViewer(viewer: ServerViewer | null): AccountState {
  if (!viewer) return ANONYMOUS;
  // Without the editor feature the permissions are never asked for.
  const permissions = featureOn('EDITOR_V2') ? viewer.user.permissions : [];
  return { status: 'signed-in', user: viewer.user, permissions, permissionsLoaded: true, community: viewer.community };
}

const noop = () => {};
const resolved = async () => {};

/** Outside the provider (the root error page): an anonymous visitor who cannot sign in. */
const FALLBACK: Account = {
  ...ANONYMOUS,
  appSn: null,
  loginRequired: false,
  login: noop,
  logout: resolved,
  refresh: resolved,
  startRealname: noop,
  completeLogin: resolved,
  forbidden: false,
  sessionInvalid: false,
  relogin: resolved,
  dialogs: { signIn: false, realname: false },
  setDialog: noop,
};

const AccountContext = createContext<Account>(FALLBACK);

/** The viewer: who is signed in, with what permissions, and the account actions. */
export function useAccount(): Account {
  return useContext(AccountContext);
}

interface ProviderProps {
  appSn: string | null;
  loginRequired: boolean;
  /**
   * Who the server rendered the page for (null: anonymous). The store starts from it, and takes
   * it again when the root data is loaded anew (after a sign-in, a sign-out, another edition).
   */
  viewer: ServerViewer | null;
  reporting: ReportingConfig | null;
  children: React.ReactNode;
}

/**
 * The visitor: on page load as the server knew them (no account call). refresh() checks again by
 * the session cookie (after a sign-in, a real-name check, a re-login): on success the user info
 * is set, then the permissions (when the editor feature is on) and, 200 ms later, the community
 * info; on failure all are cleared. Sign-in, permission, community-info and logout failures are
 * silent. Registers the retcode catalogue's reactions with the API client.
 */
export function AccountProvider({ appSn, loginRequired, viewer, reporting, children }: ProviderProps) {
  const locale = useContext(LocaleContext);
  const location = useLocation();
  const revalidator = useRevalidator();
  const [state, setState] = useState<AccountState>(() => stateOfViewer(viewer));
  const [dialogs, setDialogs] = useState({ signIn: false, realname: false });
  const [forbidden, setForbidden] = useState(false);
  const [sessionInvalid, setSessionInvalid] = useState(false);
  // Each check gets a number; answers of an older check are dropped.
  const generation = useRef(0);
  const communityTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const autoLoginDone = useRef(false);
  const signedIn = useRef(false);
  signedIn.current = state.status === 'signed-in';

  const refresh = useCallback(async () => {
    if (!appSn) {
      setState(ANONYMOUS);
      return;
    }
    const mine = ++generation.current;
    clearTimeout(communityTimer.current);
    let user: UserInfo;
    try {
      user = (await callApi(appSn, accountCalls.userInfo, {}, { silent: true })).user_info;
    } catch {
      if (mine !== generation.current) return;
      setState(ANONYMOUS);
      setReportingUser(null);
      return;
    }
    if (mine !== generation.current) return;
    const editor = featureOn('EDITOR_V2');
    setState((previous) => {
      const same = previous.user?.aid === user.aid;
      return {
        status: 'signed-in',
        user,
        permissions: same ? previous.permissions : [],
        permissionsLoaded: same ? previous.permissionsLoaded : !editor,
        community: same ? previous.community : null,
      };
    });
    setReportingUser(user.aid);
    if (editor) {
      void callApi(appSn, accountCalls.permissions, {}, { silent: true })
        .then(
          ({ Permissions }) => Permissions,
          () => [] as string[],
        )
        .then((permissions) => {
          if (mine === generation.current) setState((previous) => ({ ...previous, permissions, permissionsLoaded: true }));
        });
    }
    communityTimer.current = setTimeout(() => {
      callApi(appSn, accountCalls.communityInfo, {}, { silent: true })
        .then(({ user_info }) => {
          if (mine === generation.current) setState((previous) => ({ ...previous, community: user_info }));
        })
        .catch(noop);
    }, COMMUNITY_INFO_DELAY_MS);
  }, [appSn]);

  const setDialog = useCallback((name: 'signIn' | 'realname', open: boolean) => setDialogs((previous) => ({ ...previous, [name]: open })), []);

  const completeLogin = useCallback(async () => {
    setDialogs((previous) => ({ ...previous, signIn: false }));
    setSessionInvalid(false);
    setForbidden(false);
    await refresh();
    notifyFramesOfLogin(window);
    // The page data may depend on who is signed in. A login-required edition reloads the page:
    // its pages were gates (401/403 answers) that a client revalidation handles poorly. Elsewhere
    // every loader runs again: the sign-in happened outside any route action (the popup, or the
    // app's own login), and useRevalidator is React Router's documented way to revalidate then.
    if (loginRequired) window.location.reload();
    else void revalidator.revalidate();
  }, [loginRequired, refresh, revalidator]);

  const login = useCallback(() => {
    if (inApp()) {
      void appLogin().then((done) => {
        // An app without a login function: the web popup instead.
        if (done === undefined) setDialog('signIn', true);
        else if (done) void completeLogin();
      });
      return;
    }
    setDialog('signIn', true);
  }, [completeLogin, setDialog]);

  const clear = useCallback(() => {
    generation.current++;
    clearTimeout(communityTimer.current);
    setState(ANONYMOUS);
    setReportingUser(null);
  }, []);

  const logout = useCallback(
    async (options: { everywhere?: boolean } = {}) => {
      if (appSn && options.everywhere) await callApi(appSn, accountCalls.logoutAll, {}, { silent: true });
      else if (appSn) await callApi(appSn, accountCalls.logout, {}, { silent: true }).catch(noop);
      clear();
      // What was read on this device leaves with the reader (the offline copies and pictures).
      await clearReadingCaches().catch(noop);
      // A login-required edition shows nothing to anonymous visitors: reload to its gate. Elsewhere
      // every loader runs again for the anonymous visitor (useRevalidator, as after signing in).
      if (loginRequired) window.location.reload();
      else void revalidator.revalidate();
    },
    [appSn, clear, loginRequired, revalidator],
  );

  const relogin = useCallback(async () => {
    if (appSn) await callApi(appSn, accountCalls.logout, {}, { silent: true }).catch(noop);
    clear();
    setSessionInvalid(false);
    await refresh();
    login();
  }, [appSn, clear, refresh, login]);

  const startRealname = useCallback(() => {
    if (!signedIn.current) {
      login();
      return;
    }
    if (inApp()) {
      void appRealname().then((verified) => {
        if (verified === undefined) setDialog('realname', true);
        else if (verified) void refresh();
      });
      return;
    }
    setDialog('realname', true);
  }, [login, refresh, setDialog]);

  // Before the reporting user is set: setting it needs the SDK started.
  useEffect(() => initErrorReporting(reporting), [reporting]);

  // The server's viewer is the truth of the moment the root data was loaded: on load, and again
  // whenever it is loaded anew (it then supersedes any check still in flight).
  const shown = useRef(viewer);
  useEffect(() => {
    if (shown.current !== viewer) {
      shown.current = viewer;
      generation.current++;
      clearTimeout(communityTimer.current);
      setState(stateOfViewer(viewer));
    }
    setReportingUser(viewer?.user.aid ?? null);
  }, [viewer]);
  useEffect(() => () => clearTimeout(communityTimer.current), []);

  // The retcode catalogue's reactions for every API call of the page.
  useEffect(() => {
    setLoginRequiredEdition(loginRequired);
    return setApiHandlers({
      login,
      realname: startRealname,
      forbidden: () => setForbidden(true),
      sessionInvalid: () => setSessionInvalid(true),
      networkError: () => toast.error(translate(locale, 'account.networkError'), { id: 'network-error' }),
      serviceAbnormalText: () => translate(locale, 'error.serviceAbnormal'),
      networkErrorText: () => translate(locale, 'account.networkError'),
      report: reportApiError,
    });
  }, [loginRequired, login, startRealname, locale]);

  // ?login=1 (where a login-required edition sends anonymous visitors) opens sign-in once.
  const wantsLogin = new URLSearchParams(location.search).get('login') === '1';
  useEffect(() => {
    if (wantsLogin && state.status === 'anonymous' && !autoLoginDone.current) {
      autoLoginDone.current = true;
      login();
    }
  }, [wantsLogin, state.status, login]);

  const value = useMemo<Account>(
    () => ({
      ...state,
      appSn,
      loginRequired,
      login,
      logout,
      refresh,
      startRealname,
      completeLogin,
      forbidden,
      sessionInvalid,
      relogin,
      dialogs,
      setDialog,
    }),
    [state, appSn, loginRequired, login, logout, refresh, startRealname, completeLogin, forbidden, sessionInvalid, relogin, dialogs, setDialog],
  );
  return <AccountContext.Provider value={value}>{children}</AccountContext.Provider>;
}
