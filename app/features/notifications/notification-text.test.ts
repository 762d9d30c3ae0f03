import { describe, expect, it } from 'vitest';
import type { NotificationItem } from '../../../shared/contract/notifications.ts';
import { translate, type Locale, type MessageKey } from '../../i18n/index.ts';
import { diffTarget, notificationView } from './notification-text.ts';

const base: NotificationItem = {
  id: 1,
  kind: 'entry_changed',
  created_at: 0,
  read: false,
  title: '风之旅人',
  actor_id: 7,
  actor_name: '演示编辑',
  content_id: 42,
  version: 3,
  lang: '',
  submission_id: 9,
  report_id: null,
  comment: '',
  status: '',
  grant: '',
  changed_by_reviewer: false,
  module_id: '',
  via: 'entry',
};

const tOf = (locale: Locale) => (key: MessageKey, vars?: Record<string, string | number>) => translate(locale, key, vars);
const zh = tOf('zh-CN');
const en = tOf('en-US');

describe('a notification as the inbox says it', () => {
  it('a followed entry changed: the sentence and the diff against the version before', () => {
    const view = notificationView({ ...base, comment: '补充出处' }, zh, false);
    expect(view.text).toBe('演示编辑更新了你关注的词条「风之旅人」');
    expect(view.comment).toBe('编辑摘要：补充出处');
    expect(view).toMatchObject({ path: 'content/42/upgrade-records', query: { from: '2', to: '3' } });
    expect(notificationView({ ...base, via: 'channel' }, en, false).text).toBe('演示编辑 changed “风之旅人” in a category you watch');
    // Created in a watched channel: the entry itself, there is no diff.
    expect(notificationView({ ...base, via: 'channel', version: 1 }, zh, false)).toMatchObject({
      text: '演示编辑在你关注的分类中新建了词条「风之旅人」',
      path: 'content/42/detail',
    });
    expect(notificationView({ ...base, actor_name: '' }, en, false).text).toBe('Someone changed “风之旅人”, an entry you watch');
  });

  it('a submission approved, changed by the reviewer, rejected with its reason: the submission page', () => {
    expect(notificationView({ ...base, kind: 'submission_approved' }, zh, false)).toMatchObject({
      text: '你对「风之旅人」的编辑已通过审核',
      path: 'words/submission/9',
    });
    const changed = notificationView({ ...base, kind: 'submission_approved', changed_by_reviewer: true, actor_name: '', comment: '改了错字' }, en, false);
    expect(changed.text).toBe('The reviewer changed your edit of “风之旅人” and approved it');
    expect(changed.comment).toBe('The reviewer’s comment: 改了错字');
    const rejected = notificationView({ ...base, kind: 'submission_rejected', comment: '缺少出处' }, zh, false);
    expect(rejected).toMatchObject({ text: '你对「风之旅人」的编辑未通过审核', comment: '原因：缺少出处', path: 'words/submission/9' });
  });

  it('a correction handled, a review comment (the review page for a reviewer), a grant', () => {
    expect(notificationView({ ...base, kind: 'correction_handled', status: 'accepted', comment: '已修正' }, en, false)).toMatchObject({
      text: 'Your correction report on “风之旅人” was accepted',
      comment: 'Reply: 已修正',
      path: 'content/42/detail',
    });
    expect(notificationView({ ...base, kind: 'review_comment' }, zh, true).path).toBe('words/review/9');
    expect(notificationView({ ...base, kind: 'review_comment' }, zh, false).path).toBe('words/submission/9');
    expect(notificationView({ ...base, kind: 'grant_given', grant: 'AUDIT' }, zh, false)).toMatchObject({
      text: '你获得了新的权限：可审核投稿和纠错反馈',
      path: 'account',
    });
    expect(notificationView({ ...base, kind: 'grant_given', grant: 'NEW_ONE' }, en, false).text).toBe('You were given a permission: NEW_ONE');
  });

  it('plural-correct counts in both languages', () => {
    expect(translate('en-US', 'inbox.summary', { total: 1, unread: 1 })).toBe('1 notification, 1 unread');
    expect(translate('en-US', 'inbox.summary', { total: 3, unread: 0 })).toBe('3 notifications, all read');
    expect(translate('zh-CN', 'inbox.summary', { total: 0, unread: 0 })).toBe('没有通知，全部已读');
    expect(translate('en-US', 'notifications.bellUnread', { n: 2 })).toBe('Notifications, 2 unread');
    expect(translate('en-US', 'watchlist.changesTotal', { n: 1 })).toBe('1 change');
  });

  it('a diff of a revision that created the entry is the entry', () => {
    expect(diffTarget(5, 1, 0)).toEqual({ path: 'content/5/detail' });
  });
});
