import { describe, expect, it } from 'vitest';
import { mobileHeaderItems } from './MobileHeader.tsx';

const base = { routeId: 'index', isHome: true, inApp: false, android: false, hideBackQuery: false, displayTypes: [] };
const shown = (items: ReturnType<typeof mobileHeaderItems>) =>
  Object.entries(items)
    .filter(([, on]) => on)
    .map(([name]) => name);

describe('mobile header items', () => {
  it('home outside the app: avatar and favorites', () => {
    expect(shown(mobileHeaderItems(base))).toEqual(['avatar', 'favorites']);
  });
  it('home in the Android app: back, floating window, favorites', () => {
    expect(shown(mobileHeaderItems({ ...base, inApp: true, android: true }))).toEqual(['back', 'floating', 'favorites']);
  });
  it('search only on filter and collection-background channels, never card filter or strategy card', () => {
    const channel = { ...base, routeId: 'channel-channelType-parentId-childId', isHome: false };
    expect(mobileHeaderItems({ ...channel, displayTypes: ['filter', 'filter'] }).search).toBe(true);
    expect(mobileHeaderItems({ ...channel, displayTypes: ['collectionBg', 'default'] }).search).toBe(true);
    expect(mobileHeaderItems({ ...channel, displayTypes: ['cardFilter', 'filter'] }).search).toBe(false);
    expect(mobileHeaderItems({ ...channel, displayTypes: ['strategyCard', 'strategyCard'] }).search).toBe(false);
    expect(mobileHeaderItems({ ...channel, displayTypes: ['default', 'default'] }).search).toBe(false);
  });
  it('no favorites on favorites, detail and calendar pages or calendar channels', () => {
    for (const routeId of ['favorite-list', 'content-id-detail', 'content-id-notice', 'content-id-save']) {
      expect(mobileHeaderItems({ ...base, routeId, isHome: false }).favorites, routeId).toBe(false);
    }
    expect(
      mobileHeaderItems({ ...base, routeId: 'channel-channelType-parentId-childId', isHome: false, displayTypes: ['calendar', 'calendar'] }).favorites,
    ).toBe(false);
  });
  it('share on the detail page in the app; back hidden by the query', () => {
    expect(mobileHeaderItems({ ...base, routeId: 'content-id-detail', isHome: false, inApp: true }).share).toBe(true);
    expect(mobileHeaderItems({ ...base, routeId: 'content-id-detail', isHome: false }).share).toBe(false);
    expect(mobileHeaderItems({ ...base, routeId: 'encyc', isHome: false, hideBackQuery: true }).back).toBe(false);
  });
});
