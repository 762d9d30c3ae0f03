import type { ApiError } from '../api/errors.ts';
import { databaseUnavailableAnswer } from './database-unavailable.ts';
import { storageFullAnswer } from './storage-full.ts';

/**
 * Turns a fault of the deployment (a database that went away, a full or read-only disk) into the
 * envelope answer it deserves (a 503 with Retry-After, a clear storage error) instead of a 500.
 * Each kind of fault has its own classifier in this folder; the first that knows the error answers.
 */
type FaultClassifier = (error: unknown) => ApiError | undefined;

const classifiers: FaultClassifier[] = [storageFullAnswer, databaseUnavailableAnswer];

/** The answer to a deployment fault, or undefined for any other error. */
export function faultAnswer(error: unknown): ApiError | undefined {
  for (const classify of classifiers) {
    const answer = classify(error);
    if (answer) return answer;
  }
  return undefined;
}
