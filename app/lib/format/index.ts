/** Every date, number and sort-order formatting of the app, over cached Intl formatters. */
export { collator, dateTimeFormat, numberFormat } from './intl.ts';
export { WIKI_TIME_ZONE, formatDate, formatDateTime, formatLocalDateTime } from './dates.ts';
export { hitCardCountdown, relativeTime, type TimeText } from './time-texts.ts';
