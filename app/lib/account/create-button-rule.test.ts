import { describe, expect, it } from 'vitest';
import {
  CREATE_BUTTON_ROUTES,
  createButtonVisible,
  createClickAction,
  createPageQuery,
  createPlace,
  isPreview,
  needsShowCreateCheck,
} from './create-button-rule.ts';

const page = (routeId: string, extra: Partial<Parameters<typeof createPlace>[0]> = {}) => createPlace({ routeId, params: {}, search: '', ...extra });

describe('createPlace: which pages may show the button', () => {
  it('home and words-list are eligible without sub-channels', () => {
    expect(page(CREATE_BUTTON_ROUTES.home)).toEqual({ eligible: true, menuIds: [] });
    expect(page(CREATE_BUTTON_ROUTES.wordsList)).toEqual({ eligible: true, menuIds: [] });
  });

  it('a channel page needs its childId, which is the sub-channel asked about', () => {
    expect(page(CREATE_BUTTON_ROUTES.channel, { params: { childId: '12' } })).toEqual({ eligible: true, menuIds: [12] });
    expect(page(CREATE_BUTTON_ROUTES.channel, { params: {} }).eligible).toBe(false);
    expect(page(CREATE_BUTTON_ROUTES.channel, { params: { childId: 'abc' } }).eligible).toBe(false);
    expect(page(CREATE_BUTTON_ROUTES.channel, { params: { childId: '-1' } }).eligible).toBe(false);
  });

  it('a detail page needs sub-channel ids from its channel_list (channels with a parent)', () => {
    const channelList = [
      { id: 3, parent_id: 0 },
      { id: 7, parent_id: 3 },
      { id: 9, parent_id: 3 },
      { id: 7, parent_id: 3 },
    ];
    expect(page(CREATE_BUTTON_ROUTES.detail, { channelList })).toEqual({ eligible: true, menuIds: [7, 9] });
    expect(page(CREATE_BUTTON_ROUTES.detail, { channelList: [{ id: 3, parent_id: 0 }] }).eligible).toBe(false);
    expect(page(CREATE_BUTTON_ROUTES.detail, { channelList: [] }).eligible).toBe(false);
    expect(page(CREATE_BUTTON_ROUTES.detail).eligible).toBe(false);
  });

  it('no other page, and never in preview', () => {
    for (const routeId of ['search', 'summon', 'content-id-more', 'words-create', 'editor-id', 'favorite-list']) expect(page(routeId).eligible).toBe(false);
    expect(page(CREATE_BUTTON_ROUTES.home, { search: '?preview=1' }).eligible).toBe(false);
    expect(page(CREATE_BUTTON_ROUTES.channel, { params: { childId: '4' }, search: '?is_preview=true' }).eligible).toBe(false);
    expect(isPreview('?preview=0')).toBe(false);
    expect(isPreview('?visit_device=pc')).toBe(false);
  });
});

describe('visibility', () => {
  const channel = createPlace({ routeId: CREATE_BUTTON_ROUTES.channel, params: { childId: '5' }, search: '' });
  const home = createPlace({ routeId: CREATE_BUTTON_ROUTES.home, params: {}, search: '' });
  const hidden = createPlace({ routeId: CREATE_BUTTON_ROUTES.channel, params: {}, search: '' });

  it('shows for CREATE_C holders on eligible pages', () => {
    expect(createButtonVisible(channel, ['CREATE_C'], undefined)).toBe(true);
    expect(createButtonVisible(home, ['AUDIT', 'CREATE_C'], false)).toBe(true);
    expect(createButtonVisible(hidden, ['CREATE_C'], true)).toBe(false);
  });

  it('shows for others only when the server allows the sub-channel (ShowCreate)', () => {
    expect(createButtonVisible(channel, [], true)).toBe(true);
    expect(createButtonVisible(channel, [], false)).toBe(false);
    expect(createButtonVisible(channel, ['VIEW'], undefined)).toBe(false);
    expect(createButtonVisible(home, [], undefined)).toBe(false);
  });

  it('asks the server only for signed-in users without CREATE_C on pages with sub-channels', () => {
    expect(needsShowCreateCheck(channel, true, [])).toBe(true);
    expect(needsShowCreateCheck(channel, false, [])).toBe(false);
    expect(needsShowCreateCheck(channel, true, ['CREATE_C'])).toBe(false);
    expect(needsShowCreateCheck(home, true, [])).toBe(false);
    expect(needsShowCreateCheck(hidden, true, [])).toBe(false);
  });
});

describe('click', () => {
  it('anonymous → login; CREATE_C → go; others → a Default-scene check first', () => {
    expect(createClickAction(false, ['CREATE_C'])).toBe('login');
    expect(createClickAction(true, ['CREATE_C'])).toBe('go');
    expect(createClickAction(true, ['VIEW'])).toBe('check');
  });

  it('opens /words/create with from_url and the optional menuId', () => {
    expect(createPageQuery('/ys/obc/channel/position/1/5?x=1', [5, 6])).toEqual({ from_url: '/ys/obc/channel/position/1/5?x=1', menuId: '5' });
    expect(createPageQuery('/ys/obc/', [])).toEqual({ from_url: '/ys/obc/' });
  });
});
