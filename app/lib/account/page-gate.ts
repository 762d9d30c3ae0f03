import { LAYOUT_BREAKPOINT, type Layout } from '../../../shared/layout.ts';
import { namesPermission } from '../../../shared/policy/can.ts';
import type { AllowAnswer } from '../../../shared/contract/accounts.ts';
import * as accountCalls from '../../../shared/contract/calls/accounts.ts';
import { ApiCallError, callApi, NETWORK_ERROR } from '../api-client.ts';

/**
 * The create/edit page gate, as pure decisions the hook runs:
 * the mobile layout (or a window of 900 px or less) goes to the wiki site; a page permission
 * in the user's list starts the page; otherwise the server decides — creation by menu ids,
 * correction by entry page id; a refusal or an error shows a toast and replaces to home after
 * 2000 ms.
 */

/** Delay before a refused visitor is replaced to home. */
export const GATE_REDIRECT_DELAY_MS = 2000;

/** What the page is about to do: create in sub-channels, or correct an entry page. */
export type GateTarget = { kind: 'create'; menuIds: number[] } | { kind: 'correct'; entryPageId: number };

export interface GateInput {
  layout: Layout;
  /** window.innerWidth; undefined on the server. */
  width: number | undefined;
  /** The viewer store's state: the check waits while sign-in is being checked. */
  accountStatus: 'checking' | 'signed-in' | 'anonymous';
  /** The permission list has arrived (after the user info). */
  permissionsLoaded: boolean;
  permissions: readonly string[];
  /** The page's required permission, e.g. CREATE_C. */
  permission: string;
}

export type GateStep = 'wait' | 'wiki-site' | 'start' | 'ask-server';

/** The first step of the gate. */
export function gateStep({ layout, width, accountStatus, permissionsLoaded, permissions, permission }: GateInput): GateStep {
  if (layout === 'mobile' || (width !== undefined && width <= LAYOUT_BREAKPOINT)) return 'wiki-site';
  if (accountStatus === 'checking' || (accountStatus === 'signed-in' && !permissionsLoaded)) return 'wait';
  if (namesPermission(permissions, permission)) return 'start';
  return 'ask-server';
}

/** Asks the server, which decides: creation by menu ids (scene Default), correction by entry page id. */
export function askGate(appSn: string, target: GateTarget): Promise<AllowAnswer> {
  return target.kind === 'create'
    ? callApi(appSn, accountCalls.isAllowCreate, { menu_ids: target.menuIds.join(','), scene: 'Default' })
    : callApi(appSn, accountCalls.isAllowCorrect, { entry_page_id: target.entryPageId });
}

export type GateOutcome = { kind: 'start' } | { kind: 'deny'; message: string | undefined };

/**
 * The server's answer decides: allowed starts the page; not allowed, or an error, denies with
 * the server's message when there is one (the caller falls back to '当前通行证权限不够喔').
 */
export function gateOutcome(answer: { allow: boolean } | { error: unknown }): GateOutcome {
  if ('allow' in answer) return answer.allow ? { kind: 'start' } : { kind: 'deny', message: undefined };
  const { error } = answer;
  const message = error instanceof ApiCallError && error.retcode !== NETWORK_ERROR && error.message.trim() ? error.message : undefined;
  return { kind: 'deny', message };
}

/** A key of the permission list: the check reruns when it changes. */
export const permissionsKey = (permissions: readonly string[]) => [...permissions].sort().join(',');
