/**
 * The language control of both headers, the default tab of content without tabs, and how a time
 * states its zone. Languages are named in themselves ("English", "中文") in either catalogue.
 */
export const languageZh = {
  'language.switch': '切换语言',
  'language.current': '当前语言：{language}',
  'language.name.zh-CN': '中文',
  'language.name.en-US': 'English',
  'language.short.zh-CN': '中',
  'language.short.en-US': 'EN',
  'content.defaultTab': '标签1',
  'time.zoned': '{time}（{zone}）',
};

export const languageEn: Record<keyof typeof languageZh, string> = {
  'language.switch': 'Change language',
  'language.current': 'Current language: {language}',
  'language.name.zh-CN': '中文',
  'language.name.en-US': 'English',
  'language.short.zh-CN': '中',
  'language.short.en-US': 'EN',
  'content.defaultTab': 'Tab 1',
  'time.zoned': '{time} ({zone})',
};
