import type { SubmissionStatus } from '../../../shared/contract/contributing.ts';

/** The tabs of my words: the drafts, then the submissions by status. */
export const MY_WORDS_TABS = ['drafts', 'pending', 'approved', 'rejected', 'cancelled'] as const satisfies ReadonlyArray<'drafts' | SubmissionStatus>;
export type MyWordsTab = (typeof MY_WORDS_TABS)[number];

/** Rows one page of my words shows. */
export const MY_WORDS_PAGE_SIZE = 10;

/** The tab a query value names; drafts for anything else. */
export function myWordsTabOf(value: string | null): MyWordsTab {
  return (MY_WORDS_TABS as readonly string[]).includes(value ?? '') ? (value as MyWordsTab) : 'drafts';
}

/** A page number from the query: a whole number from 1, else 1. */
export function pageOf(value: string | null): number {
  return value && /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : 1;
}
