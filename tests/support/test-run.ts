import crypto from 'node:crypto';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One id per `vitest run`: work shared by the run's test files (a build) is stamped with it. */
    testRun: string;
  }
}

/** Vitest global setup: names this run, so its workers can tell its builds from older ones. */
export default function setup(project: TestProject): void {
  project.provide('testRun', crypto.randomUUID());
}
