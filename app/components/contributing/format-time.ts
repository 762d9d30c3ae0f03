/** Unix seconds as a date and time in the wiki's time zone (0: empty). */
export function formatTime(seconds: number, locale = 'zh-CN'): string {
  if (!seconds) return '';
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Shanghai' }).format(seconds * 1000);
}
