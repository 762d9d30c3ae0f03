/** Texts of the media area: the gacha (egg) pool block and its voice player. */
export const mediaZh = {
  'gacha.title': '祈愿',
  'gacha.pools': '祈愿列表',
  'gacha.ended': '活动已结束',
  'gacha.endsIn': '距离结束',
  'gacha.upcoming': '即将开启',
  'gacha.days': '天',
  'gacha.hours': '时',
  'gacha.minutes': '分',
  'gacha.seconds': '秒',
  'gacha.playVoice': '播放语音',
  'gacha.pauseVoice': '暂停语音',
  'gacha.activity': '活动详情',
  'gacha.featured': '{title}的UP内容',
  'gacha.featuredItem': '{title}的UP内容{n}',
};

export const mediaEn: Record<keyof typeof mediaZh, string> = {
  'gacha.title': 'Wishes',
  'gacha.pools': 'Wish banners',
  'gacha.ended': 'Event ended',
  'gacha.endsIn': 'Ends in',
  'gacha.upcoming': 'Coming soon',
  'gacha.days': 'd',
  'gacha.hours': 'h',
  'gacha.minutes': 'm',
  'gacha.seconds': 's',
  'gacha.playVoice': 'Play voice',
  'gacha.pauseVoice': 'Pause voice',
  'gacha.activity': 'Event details',
  'gacha.featured': 'Featured in {title}',
  'gacha.featuredItem': 'Featured item {n} of {title}',
};
