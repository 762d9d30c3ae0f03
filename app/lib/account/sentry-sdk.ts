/**
 * The part of the Sentry SDK error reporting uses, as named imports: imported as a whole
 * (`import('@sentry/react')`) the chunk held every export the namespace might be asked for,
 * Session Replay, Feedback and the canvas recorder included (454 KB raw, 128 KB br); named, the
 * bundler keeps only these and what they need. error-reporting.ts imports this module
 * dynamically, so without a DSN none of it is downloaded.
 */
export { browserTracingIntegration, captureException, getActiveSpan, init, setTag, setUser, withScope } from '@sentry/react';
