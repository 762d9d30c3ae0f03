/** Every date, number and sort-order formatting of the app, over cached Intl formatters. */
export { collator, dateTimeFormat, listFormat, numberFormat } from './intl.ts';
export { formatClock, formatDate, formatDateTime, formatDateTimeSeconds } from './dates.ts';
export { formatList, formatNumber } from './numbers.ts';
export { DEFAULT_TIME_ZONE, isTimeZone, secondsOfWallTime, wallTimeInput, zoneLabel } from './zones.ts';
export { hitCardCountdown, relativeTime, type TimeText } from './time-texts.ts';
