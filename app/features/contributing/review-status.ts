import type { SubmissionStatus } from '../../../shared/contract/contributing.ts';

/** The review queue's status filter, pending first (the server's default). */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const satisfies readonly SubmissionStatus[];

export const REVIEW_PAGE_SIZE = 20;

export function reviewStatusOf(value: string | null): SubmissionStatus {
  return (REVIEW_STATUSES as readonly string[]).includes(value ?? '') ? (value as SubmissionStatus) : 'pending';
}
