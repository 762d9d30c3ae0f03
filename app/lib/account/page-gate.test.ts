import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError, NETWORK_ERROR } from '../api-client.ts';
import { askGate, GATE_REDIRECT_DELAY_MS, gateOutcome, gateStep, permissionsKey, type GateInput } from './page-gate.ts';

const input = (overrides: Partial<GateInput> = {}): GateInput => ({
  layout: 'pc',
  width: 1280,
  accountStatus: 'signed-in',
  permissionsLoaded: true,
  permissions: [],
  permission: 'CREATE_C',
  ...overrides,
});

describe('gateStep', () => {
  it('sends the mobile layout and windows of 900 px or less to the wiki site', () => {
    expect(gateStep(input({ layout: 'mobile' }))).toBe('wiki-site');
    expect(gateStep(input({ width: 900 }))).toBe('wiki-site');
    expect(gateStep(input({ width: 901, permissions: ['CREATE_C'] }))).toBe('start');
    expect(gateStep(input({ layout: 'mobile', permissions: ['CREATE_C'] }))).toBe('wiki-site');
  });

  it('waits while sign-in or the permission list is still loading', () => {
    expect(gateStep(input({ accountStatus: 'checking' }))).toBe('wait');
    expect(gateStep(input({ permissionsLoaded: false, permissions: [] }))).toBe('wait');
  });

  it('starts when the permission list holds the page permission, else asks the server', () => {
    expect(gateStep(input({ permissions: ['VIEW', 'CREATE_C'] }))).toBe('start');
    expect(gateStep(input({ permissions: ['VIEW'] }))).toBe('ask-server');
    expect(gateStep(input({ accountStatus: 'anonymous' }))).toBe('ask-server');
    expect(gateStep(input({ permission: 'AUDIT', permissions: ['CREATE_C'] }))).toBe('ask-server');
  });
});

describe('askGate', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks creation by menu ids (scene Default) and correction by entry page id', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ retcode: 0, message: 'OK', data: { allow: true } })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(askGate('gs', { kind: 'create', menuIds: [3, 9] })).resolves.toEqual({ allow: true });
    await expect(askGate('gs', { kind: 'correct', entryPageId: 42 })).resolves.toEqual({ allow: true });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/gs/wapi/entry_page/is_allow_create?menu_ids=3%2C9&scene=Default&app_sn=gs',
      '/api/gs/wapi/entry_page/is_allow_correct?entry_page_id=42&app_sn=gs',
    ]);
  });
});

describe('gateOutcome', () => {
  it('starts when allowed and denies otherwise', () => {
    expect(gateOutcome({ allow: true })).toEqual({ kind: 'start' });
    expect(gateOutcome({ allow: false })).toEqual({ kind: 'deny', message: undefined });
  });

  it("denies on an error, with the server's message when there is one", () => {
    expect(gateOutcome({ error: new ApiCallError(-100, 'please sign in first') })).toEqual({ kind: 'deny', message: 'please sign in first' });
    expect(gateOutcome({ error: new ApiCallError(NETWORK_ERROR, 'Failed to fetch') })).toEqual({ kind: 'deny', message: undefined });
    expect(gateOutcome({ error: new Error('boom') })).toEqual({ kind: 'deny', message: undefined });
    expect(gateOutcome({ error: new ApiCallError(403, '  ') })).toEqual({ kind: 'deny', message: undefined });
  });

  it('redirects after 2000 ms and keys reruns by the permission list', () => {
    expect(GATE_REDIRECT_DELAY_MS).toBe(2000);
    expect(permissionsKey(['VIEW', 'CREATE_C'])).toBe(permissionsKey(['CREATE_C', 'VIEW']));
    expect(permissionsKey(['VIEW'])).not.toBe(permissionsKey(['VIEW', 'CREATE_C']));
  });
});
