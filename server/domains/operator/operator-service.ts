import type { Db } from '../../db/database.ts';
import { listAudit } from './audit.ts';
import { operatorChannels } from './channels.ts';
import { operatorContents } from './contents.ts';
import { operatorEditions } from './editions.ts';
import { operatorHome } from './home.ts';
import { operatorLiving } from './living.ts';
import { operatorTerms } from './terms.ts';
import { operatorTexts } from './texts.ts';
import { operatorUsers } from './users.ts';
import type { AuditQuery } from '../../../shared/contract/operator.ts';

/**
 * The operator console: every change an ADMIN makes to an edition (settings, channels, items,
 * home, gacha pools, calendar, red points) and to accounts, each in one transaction with its
 * audit log entry. Readers' pages and API calls read the same tables with no in-process cache,
 * so a change shows on a reader's next page load.
 */
export function operatorService(db: Db) {
  return {
    editions: operatorEditions(db),
    channels: operatorChannels(db),
    contents: operatorContents(db),
    home: operatorHome(db),
    living: operatorLiving(db),
    users: operatorUsers(db),
    terms: operatorTerms(db),
    texts: operatorTexts(db),
    /** The audit log of an edition (with edition-independent entries), or of all (editionId undefined). */
    audit: (editionId: number | undefined, query: AuditQuery) => listAudit(db, editionId, query),
  };
}

export type OperatorService = ReturnType<typeof operatorService>;
