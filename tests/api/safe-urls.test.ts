import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommitAnswer, DraftSaveAnswer } from '../../shared/contract/contributing.ts';
import type { EntryDocInput } from '../../shared/contract/entry-page.ts';
import { EMPTY_CH_EXT } from '../../shared/contract/operator-channels.ts';
import { postJson } from '../support/accounts.ts';
import { dialects } from '../support/test-server.ts';
import { contributingHarness, sampleDoc, type Account, type Harness } from '../../server/domains/contributing/contributing-harness.ts';

const LINK_RULE = 'must be a web URL or a path of this site';
const IMAGE_RULE = 'must be one of our uploads or an allowed image host';
const AUDIO_RULE = 'must be one of our uploads or an allowed media host';

/** Outside pictures and clips are allowed from this host only (IMAGE_HOSTS is read once per process: every server of this file has it). */
const ALLOWED = 'images.example.com';

/** A document whose module "链接" holds one component. */
const docWith = (component: Record<string, unknown>, extra: Partial<EntryDocInput> = {}): EntryDocInput =>
  sampleDoc('网址', { ...extra, modules: [{ id: 'u', name: '链接', components: [{ layout: '', style: '', ...component }] as never }] });
const richText = (inline: Record<string, unknown>) => ({
  component_id: 'rich_text',
  data: { doc: [{ type: 'paragraph', children: [{ text: '看这里', ...inline }] }] },
});
const richImage = (src: string) => ({ component_id: 'rich_text', data: { doc: [{ type: 'image', src, alt: '' }] } });
const gallery = (src: string) => ({ component_id: 'gallery', data: { images: [{ src: '/img/ab/one.png' }, { src: '/img/ab/two.png' }, { src }] } });
const voice = (audioUrl: string) => ({ component_id: 'voice', data: { items: [{ title: '初次见面', audio_url: audioUrl }] } });
const card = (iconUrl: string) => ({ component_id: 'card', data: { cards: [{ name: '卡', icon_url: iconUrl, detail: '{}' }] } });

/** Documents a contributor might send, each with the message naming the field and the rule. */
const UNSAFE_DOCS: Array<[string, EntryDocInput, string]> = [
  ['a javascript: link', docWith(richText({ href: 'javascript:alert(1)' })), `doc.modules[0] "链接".components[0].data.doc[0].children[0].href: ${LINK_RULE}`],
  ['a link with a tab in its scheme', docWith(richText({ href: 'java\tscript:alert(1)' })), `.children[0].href: ${LINK_RULE}`],
  ['a data: link', docWith(richText({ href: 'data:text/html,<script>alert(1)</script>' })), `.children[0].href: ${LINK_RULE}`],
  ['a protocol-relative link', docWith(richText({ href: '//evil.example/' })), `.children[0].href: ${LINK_RULE}`],
  ['a link with credentials', docWith(richText({ href: 'https://example.org@evil.example/' })), `.children[0].href: ${LINK_RULE}`],
  ['an outside image in rich text', docWith(richImage('https://evil.example/a.png')), `doc.modules[0] "链接".components[0].data.doc[0].src: ${IMAGE_RULE}`],
  ['a data: image in a gallery', docWith(gallery('data:image/png;base64,AAAA')), `doc.modules[0] "链接".components[0].data.images[2].src: ${IMAGE_RULE}`],
  ['an allowed host over plain http', docWith(card(`http://${ALLOWED}/a.png`)), `doc.modules[0] "链接".components[0].data.cards[0].icon_url: ${IMAGE_RULE}`],
  ['an outside voice clip', docWith(voice('https://evil.example/a.mp3')), `doc.modules[0] "链接".components[0].data.items[0].audio_url: ${AUDIO_RULE}`],
  ['a picture as a voice clip', docWith(voice('/img/ab/one.png')), `.data.items[0].audio_url: ${AUDIO_RULE}`],
  ['an outside icon', sampleDoc('网址', { icon_url: '//evil.example/a.png' }), `doc.icon_url: ${IMAGE_RULE}`],
  ['a javascript: header image', sampleDoc('网址', { header_img_url: 'javascript:alert(1)' }), `doc.header_img_url: ${IMAGE_RULE}`],
];

/** A document with every kind of URL in a form that is allowed. */
const SAFE_DOC = sampleDoc('安全网址', {
  icon_url: '/img/ab/icon.png',
  header_img_url: `https://${ALLOWED}/header.png`,
  modules: [
    {
      id: 's',
      name: '安全',
      components: [
        { ...richText({ href: 'https://example.org/guide' }), layout: '', style: '' },
        { ...richText({ href: '/ys/obc/content/1/detail?from=x#top' }), layout: '', style: '' },
        { ...richImage(`https://${ALLOWED}/in-text.png`), layout: '', style: '' },
        { ...gallery('/img/ab/three.png'), layout: '', style: '' },
        { ...voice('/media/ab/clip.wav'), layout: '', style: '' },
        { ...voice(`https://${ALLOWED}/clip.mp3`), layout: '', style: '' },
      ] as never,
    },
  ],
});

describe.each(dialects)('URLs refused at write on %s', (dialect) => {
  let h: Harness;
  let creator: Account;
  let reviewer: Account;
  let admin: Account;

  beforeAll(async () => {
    h = await contributingHarness(dialect, { env: { IMAGE_HOSTS: `${ALLOWED},cdn.example.org` } });
    creator = await h.account(['CREATE_C']);
    reviewer = await h.account(['AUDIT']);
    admin = await h.account(['ADMIN']);
  });
  afterAll(() => h.close());

  const expectRefused = (answer: { status: number; body: { retcode: number; message: string } }, message: string, what: string) => {
    expect(answer.status, what).toBe(422);
    expect(answer.body.retcode, what).toBe(422);
    expect(answer.body.message, what).toContain(message);
  };

  it('refuses each unsafe URL kind in a draft, naming the field and the rule, and keeps nothing', async () => {
    for (const [what, doc, message] of UNSAFE_DOCS) {
      expectRefused(await h.post('entry_page/draft/save', { menu_id: h.menuId, doc }, creator), message, what);
    }
    expect(await h.server.db.selectFrom('entry_drafts').select('id').where('user_id', '=', creator.id).execute()).toEqual([]);
    const saved = await h.post<DraftSaveAnswer>('entry_page/draft/save', { menu_id: h.menuId, doc: SAFE_DOC }, creator);
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.data.draft.doc.header_img_url).toBe(`https://${ALLOWED}/header.png`);
  });

  it('refuses them in submissions, and an approval of a document stored before the rules', async () => {
    const pageId = (await h.server.make.entryPage(h.editionId, sampleDoc('旧页'), { menuId: h.menuId })).contentId;
    for (const [what, doc, message] of UNSAFE_DOCS.slice(0, 3)) {
      expectRefused(await h.post('commit_content', { entry_page_id: pageId, base_version: 1, doc }, creator), message, what);
    }
    const created = await h.post('entry_page/create_with_content', { menu_id: h.menuId, doc: UNSAFE_DOCS[5]![1], summary: '' }, creator);
    expectRefused(created, `doc.modules[0] "链接".components[0].data.doc[0].src: ${IMAGE_RULE}`, 'create_with_content');

    // A submission stored before the URL rules existed is checked again when it is published.
    const sent = await h.post<CommitAnswer>('commit_content', { entry_page_id: pageId, base_version: 1, doc: SAFE_DOC }, creator);
    expect(sent.status, sent.body.message).toBe(200);
    const old = docWith(richText({ href: 'javascript:alert(document.cookie)' }));
    await h.server.db
      .updateTable('entry_submissions')
      .set({ doc: JSON.stringify(old) })
      .where('id', '=', sent.body.data.audit_id)
      .execute();
    const approved = await h.post('audit_content/update', { audit_id: sent.body.data.audit_id, action: 'approve' }, reviewer);
    expectRefused(approved, `modules.0.components.0.data.doc.0.children.0.href: ${LINK_RULE}`, 'approval');
    const page = await h.server.db.selectFrom('entry_pages').select('version').where('content_id', '=', pageId).executeTakeFirstOrThrow();
    expect(page.version).toBe(1);
  });

  it('refuses them in operator writes: banners, pools, calendar, channels, contents, edition settings', async () => {
    const operator = (path: string, body: unknown) =>
      postJson(h.server, `/api/${h.appSn}/v1/operator/${path}`, body, admin.cookie).then(async (response) => ({
        status: response.status,
        body: await response.json(),
      }));
    const pool = { title: 'p', activity_url: '', content_before_act: '', pool: [], voice_icon: '', voice_url: '', voice_status: 0, start_time: 0, end_time: 0 };
    const activity = {
      title: 'a',
      kind: 1,
      img_url: '',
      jump_type: 0,
      jump_url: '',
      content_id: 0,
      start_time: 0,
      end_time: 0,
      drop_day: [],
      break_type: 0,
      rank: null,
    };
    const content = { type: 1, title: 't', summary: '', icon: '', url: '', bbs_url: '', author_name: '', alias_name: '', corner_mark: '', end_time_ms: 0 };
    const channel = { parent_id: null, name: 'c', slot: 'position', ch_ext: EMPTY_CH_EXT };
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['banner/save', { title: 'b', image_url: 'https://evil.example/b.png', jump_url: '' }, `image_url: ${IMAGE_RULE}`],
      ['banner/save', { title: 'b', image_url: '/img/ab/b.png', jump_url: 'javascript:alert(1)' }, `jump_url: ${LINK_RULE}`],
      ['banner/save', { title: 'b', image_url: '/img/ab/b.png', jump_url: ' JAVASCRIPT:alert(1)' }, `jump_url: ${LINK_RULE}`],
      ['gacha_pool/save', { ...pool, pool: [{ icon: 'data:image/png;base64,AAAA', url: '' }] }, `pool.0.icon: ${IMAGE_RULE}`],
      ['gacha_pool/save', { ...pool, pool: [{ icon: '', url: 'vbscript:msgbox(1)' }] }, `pool.0.url: ${LINK_RULE}`],
      ['gacha_pool/save', { ...pool, voice_url: 'https://evil.example/v.mp3' }, `voice_url: ${AUDIO_RULE}`],
      ['gacha_pool/save', { ...pool, activity_url: '/\\evil.example' }, `activity_url: ${LINK_RULE}`],
      ['activity/save', { ...activity, img_url: '//evil.example/a.png' }, `img_url: ${IMAGE_RULE}`],
      ['activity/save', { ...activity, jump_url: 'data:text/html,x' }, `jump_url: ${LINK_RULE}`],
      ['channel/create', { ...channel, ch_ext: { ...EMPTY_CH_EXT, icon: 'javascript:alert(1)' } }, `ch_ext.icon: ${IMAGE_RULE}`],
      ['channel/create', { ...channel, ch_ext: { ...EMPTY_CH_EXT, jump_url: '//evil.example' } }, `ch_ext.jump_url: ${LINK_RULE}`],
      [
        'content/create',
        { ...content, body: [{ type: 'paragraph', children: [{ text: 'x', href: 'javascript:alert(1)' }] }] },
        `body.0.children.0.href: ${LINK_RULE}`,
      ],
      ['content/create', { ...content, icon: 'https://evil.example/i.png' }, `icon: ${IMAGE_RULE}`],
    ];
    for (const [path, body, message] of cases) expectRefused(await operator(path, body), message, `${path} ${message}`);
    const editions = await h.server.db.selectFrom('editions').selectAll().where('id', '=', h.editionId).executeTakeFirstOrThrow();
    const settings = {
      name: editions.name,
      app_sn: editions.app_sn,
      base_path: editions.base_path,
      login_required: false,
      is_test: false,
      default_lang: 'zh-CN',
    };
    expectRefused(
      await operator('edition/update', { ...settings, logo_url: 'https://evil.example/logo.png', head_img_url: '' }),
      `logo_url: ${IMAGE_RULE}`,
      'edition logo',
    );
    expect(await h.server.db.selectFrom('banners').select('id').where('edition_id', '=', h.editionId).execute()).toEqual([]);

    // Our uploads, allowed hosts over https and links of either kind are stored.
    const banner = await operator('banner/save', { title: 'b', image_url: `https://${ALLOWED}/banner.png`, jump_url: '/ys/obc/content/1/detail' });
    expect(banner.body.message).toBe('OK');
    const poolSaved = await operator('gacha_pool/save', {
      ...pool,
      pool: [{ icon: '/img/ab/p.png', url: 'https://example.org/pool' }],
      voice_icon: 'https://cdn.example.org/v.png',
      voice_url: '/media/ab/v.wav',
    });
    expect(poolSaved.body.message).toBe('OK');
    const logo = await operator('edition/update', { ...settings, logo_url: '/img/ab/logo.png', head_img_url: `https://${ALLOWED}/head.png` });
    expect(logo.body.message).toBe('OK');
  });

  it('refuses them in corrections, whose pictures must be our own uploads', async () => {
    const report = (body: Record<string, unknown>) =>
      postJson(h.server, `/api/${h.appSn}/v1/content/report_error`, body, creator.cookie).then(async (response) => ({
        status: response.status,
        body: await response.json(),
      }));
    for (const sourceUrl of ['java\tscript:alert(1)', 'https://example.org@evil.example/', '/\\evil.example']) {
      expectRefused(await report({ feedback_type: 3, reason: 'broken link', source_url: sourceUrl }), `source_url: ${LINK_RULE}`, sourceUrl);
    }
    // An allowed image host is still not one of our uploads.
    expectRefused(
      await report({ feedback_type: 3, reason: 'x', reason_img_url: `https://${ALLOWED}/a.png` }),
      'reason_img_url: must be the URL of a picture uploaded here',
      'picture',
    );
    expect((await report({ feedback_type: 3, reason: 'broken link', source_url: '/ys/obc/content/1/detail' })).body.message).toBe('OK');
  });
});
