import type { Selectable } from 'kysely';
import type { NotificationTable } from '../../db/tables/activity.ts';
import type { Language } from '../../../shared/language.ts';
import { NOTIFICATION_KINDS, type NotificationKind, type NotificationPayload } from '../../../shared/contract/notifications.ts';
import type { UnsubscribeScope } from '../../../shared/contract/email.ts';
import { mailDocument, type MailBody } from './mail-document.ts';
import { mailText, type MailKey } from './mail-text.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

export interface DigestEdition {
  id: number;
  name: string;
  base_path: string;
}

export interface DigestInput {
  language: Language;
  frequency: 'daily' | 'weekly';
  userId: number;
  name: string;
  /** The site's public origin (https://wiki.example). */
  origin: string;
  /** The address's unsubscribe signing key. */
  key: string;
  editions: Map<number, DigestEdition>;
  items: Array<Selectable<NotificationTable>>;
  /** More notifications than one digest holds are waiting. */
  more: boolean;
}

const isKind = (kind: string): kind is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(kind);

function payloadOf(item: Selectable<NotificationTable>): Partial<NotificationPayload> {
  try {
    const parsed: unknown = JSON.parse(item.payload);
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

/** One notification's line, the comment under it, and the page it links to (under the edition's base path). */
function describe(language: Language, kind: NotificationKind, payload: Partial<NotificationPayload>): { line: string; note: string; path: string } {
  const title = payload.title || '—';
  const actor = payload.actor_name ?? '';
  const comment = payload.comment ? mailText(language, 'mail.item.comment', { comment: payload.comment }) : '';
  const entry = payload.content_id ? `content/${payload.content_id}/detail` : 'words/list';
  const say = (key: MailKey) => mailText(language, key, { title, actor, grant: payload.grant ?? '' });
  switch (kind) {
    case 'entry_changed':
      return { line: say(actor ? 'mail.item.entry_changed.by' : 'mail.item.entry_changed'), note: '', path: entry };
    case 'submission_approved':
      return { line: say(payload.changed_by_reviewer ? 'mail.item.submission_approved.changed' : 'mail.item.submission_approved'), note: comment, path: entry };
    case 'submission_rejected':
      return { line: say('mail.item.submission_rejected'), note: comment, path: 'words/list' };
    case 'correction_handled':
      return { line: say('mail.item.correction_handled'), note: comment, path: payload.content_id ? entry : 'account' };
    case 'review_comment':
      return { line: say('mail.item.review_comment'), note: comment, path: 'words/list' };
    case 'grant_given':
      return { line: say('mail.item.grant_given'), note: '', path: 'account' };
  }
}

/**
 * A digest in the reader's language: the notifications by edition, each a line linking to its
 * entry or submission on the site, then why it came and its unsubscribe links (one per kind and
 * edition it holds, and one for every digest). The List-Unsubscribe headers (RFC 2369, RFC 8058)
 * name the one-click address that stops every digest.
 */
export function renderDigest(input: DigestInput): MailBody & { subject: string; headers: Record<string, string> } {
  const { language, origin } = input;
  const firstEdition = input.editions.get(input.items[0]!.edition_id);
  const site = firstEdition?.name ?? 'Almanac';
  const subject = mailText(language, `mail.digest.subject.${input.frequency}`, { site, n: input.items.length });
  const document = mailDocument(language, subject).paragraph(mailText(language, `mail.digest.intro.${input.frequency}`, { name: input.name }));
  const token = (editionId: number, scope: UnsubscribeScope) => unsubscribeToken(input.key, { userId: input.userId, editionId, scope });
  const pageLink = (edition: DigestEdition, path: string) => `${origin}${edition.base_path}${path}`;
  const unsubscribePage = (edition: DigestEdition, scope: UnsubscribeScope) =>
    pageLink(edition, `email/unsubscribe?token=${token(edition.id, scope)}&lang=${language}`);

  const kindsByEdition = new Map<number, Set<NotificationKind>>();
  for (const [editionId, edition] of input.editions) {
    const items = input.items.filter((item) => item.edition_id === editionId && isKind(item.kind));
    if (items.length === 0) continue;
    if (input.editions.size > 1) document.heading(mailText(language, 'mail.digest.edition', { edition: edition.name }));
    const kinds = new Set<NotificationKind>();
    for (const item of items) {
      const kind = item.kind as NotificationKind;
      kinds.add(kind);
      const { line, note, path } = describe(language, kind, payloadOf(item));
      document.item(line, pageLink(edition, path), mailText(language, 'mail.digest.open'), note || undefined);
    }
    kindsByEdition.set(editionId, kinds);
  }
  if (input.more) document.paragraph(mailText(language, 'mail.digest.more'));

  const home = firstEdition ?? { id: input.items[0]!.edition_id, name: site, base_path: '/' };
  document.rule().small(mailText(language, 'mail.footer.why', { site }));
  for (const [editionId, kinds] of kindsByEdition) {
    const edition = input.editions.get(editionId)!;
    for (const kind of kinds)
      document.small(
        mailText(language, 'mail.footer.unsubscribeKind', { kind: mailText(language, `mail.kind.${kind}`), edition: edition.name }),
        unsubscribePage(edition, kind),
      );
  }
  document.small(mailText(language, 'mail.footer.unsubscribeAll'), unsubscribePage(home, 'all'));
  document.small(mailText(language, 'mail.footer.settings'), pageLink(home, 'account'));

  return {
    subject,
    ...document.done(),
    headers: {
      'List-Unsubscribe': `<${origin}/email/unsubscribe/${token(home.id, 'all')}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
