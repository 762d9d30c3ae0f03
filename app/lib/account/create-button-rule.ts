/**
 * The create button: shown only on home, channel, detail and words-list pages,
 * not in preview, and when the user holds CREATE_C or the server allows creation for the
 * sub-channel (is_allow_create, scene ShowCreate); hidden on channel pages without childId and
 * on a detail page without sub-channel ids. The server's decision is `can` 'create-entry'
 * (shared/policy/can.ts); this is only what the button shows before asking it.
 */
import { namesPermission, type PermissionName } from '../../../shared/policy/can.ts';

/** The permission that shows the button without asking the server (named itself; ADMIN is asked about). */
export const CREATE_PERMISSION: PermissionName = 'CREATE_C';

/** Route ids (app/routes.ts) of the pages that may show the button. */
export const CREATE_BUTTON_ROUTES = {
  home: 'index',
  channel: 'channel-channelType-parentId-childId',
  detail: 'content-id-detail',
  wordsList: 'words-list',
} as const;

export interface CreatePlaceInput {
  /** The deepest route's id. */
  routeId: string;
  params: { childId?: string | undefined };
  /** The current URL's query (preview flag). */
  search: string;
  /** A detail page's channel_list: sub-channels are those with a parent. */
  channelList?: ReadonlyArray<{ id: number; parent_id: number }> | undefined;
}

export interface CreatePlace {
  /** The page may show the button at all (before permissions). */
  eligible: boolean;
  /** The sub-channel ids creation is asked for (menu_ids), first one is the menuId of /words/create. */
  menuIds: number[];
}

/** A preview of a page (`preview=1` or `is_preview=1`) never shows the button. */
export function isPreview(search: string): boolean {
  const params = new URLSearchParams(search);
  return ['preview', 'is_preview'].some((name) => {
    const value = params.get(name);
    return value !== null && value !== '0' && value !== 'false';
  });
}

const positiveId = (value: string | number | undefined): number | undefined => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** Where the page stands: may it show the button, and for which sub-channels. */
export function createPlace({ routeId, params, search, channelList }: CreatePlaceInput): CreatePlace {
  const none = { eligible: false, menuIds: [] };
  if (isPreview(search)) return none;
  switch (routeId) {
    case CREATE_BUTTON_ROUTES.home:
    case CREATE_BUTTON_ROUTES.wordsList:
      return { eligible: true, menuIds: [] };
    case CREATE_BUTTON_ROUTES.channel: {
      const childId = positiveId(params.childId);
      return childId === undefined ? none : { eligible: true, menuIds: [childId] };
    }
    case CREATE_BUTTON_ROUTES.detail: {
      const ids = [...new Set((channelList ?? []).filter((channel) => channel.parent_id > 0).map((channel) => channel.id))];
      return ids.length === 0 ? none : { eligible: true, menuIds: ids };
    }
    default:
      return none;
  }
}

/** Should the server be asked (scene ShowCreate)? Only for signed-in users without CREATE_C, with sub-channels to ask about. */
export function needsShowCreateCheck(place: CreatePlace, signedIn: boolean, permissions: readonly string[]): boolean {
  return place.eligible && signedIn && !namesPermission(permissions, CREATE_PERMISSION) && place.menuIds.length > 0;
}

/** Is the button shown? `serverAllows` is the ShowCreate answer (undefined while unknown or not asked). */
export function createButtonVisible(place: CreatePlace, permissions: readonly string[], serverAllows: boolean | undefined): boolean {
  if (!place.eligible) return false;
  return namesPermission(permissions, CREATE_PERMISSION) || serverAllows === true;
}

/** What a click does: anonymous → login; CREATE_C → straight to the page; else a server check (scene Default) first. */
export function createClickAction(signedIn: boolean, permissions: readonly string[]): 'login' | 'go' | 'check' {
  if (!signedIn) return 'login';
  return namesPermission(permissions, CREATE_PERMISSION) ? 'go' : 'check';
}

/** The query of /words/create: from_url (the current page) and the optional menuId. */
export function createPageQuery(fromUrl: string, menuIds: readonly number[]): Record<string, string> {
  const query: Record<string, string> = { from_url: fromUrl };
  if (menuIds[0] !== undefined) query.menuId = String(menuIds[0]);
  return query;
}
