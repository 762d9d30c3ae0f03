/** Texts of the list blocks (summary, video, hit card, ...). */
export const blocksListsZh = {
  'time.ended': '已结束',
  'time.lastMinute': '还剩1分钟',
  'time.daysHours': '还剩{days}天{hours}小时',
  'time.minutes': '还剩{minutes}分钟',
  'time.justNow': '刚刚',
  'time.minutesAgo': '{n}分钟前',
  'time.hoursAgo': '{n}小时前',
  'time.date': '{text}',
  'list.video': '视频',
};

export const blocksListsEn: Record<keyof typeof blocksListsZh, string> = {
  'time.ended': 'Ended',
  'time.lastMinute': '1 minute left',
  'time.daysHours': '{days}d {hours}h left',
  'time.minutes': '{minutes} min left',
  'time.justNow': 'just now',
  'time.minutesAgo': '{n} min ago',
  'time.hoursAgo': '{n} h ago',
  'time.date': '{text}',
  'list.video': 'Video',
};
