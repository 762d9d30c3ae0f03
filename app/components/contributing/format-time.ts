/** Unix seconds as a date and time in the wiki's time zone (0: empty). */
export { formatDateTime as formatTime } from '../../lib/format/index.ts';
