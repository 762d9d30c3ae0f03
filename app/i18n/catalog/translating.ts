/**
 * Texts of translating (issue 31): the editor's translate mode, the language on submissions and
 * in the review queue, the translation status page, and the entry page's translate action.
 * The editor and contributing areas load translatingZh/En; the entry page's action adds only
 * its own two (translateActionZh/En), so a reader's page carries no more than those.
 */
export const translateActionZh = {
  'translate.action': '翻译',
  'translate.actionInto': '翻译为{language}',
} as const;

export const translateActionEn: Record<keyof typeof translateActionZh, string> = {
  'translate.action': 'Translate',
  'translate.actionInto': 'Translate into {language}',
};

export const translatingZh = {
  ...translateActionZh,
  'editor.translate.pageTitle': '翻译词条',
  'editor.translate.title': '翻译为{language}',
  'editor.translate.intro': '逐个模块翻译文字；模块、组件、图片和筛选沿用原文，不能在这里更改。',
  'editor.translate.source': '原文（{language}）',
  'editor.translate.sourceShort': '原文',
  'editor.translate.translation': '译文（{language}）',
  'editor.translate.outdated': '原文已更新',
  'editor.translate.untranslated': '未翻译',
  'editor.translate.pageFields': '名称、简介与别名',
  'editor.translate.noText': '（无文字）',
  'contributing.lang.label': '语言',
  'contributing.lang.translation': '翻译：{language}',
  'contributing.lang.source': '原文',
  'contributing.lang.all': '全部语言',
  'translate.status.title': '翻译状态',
  'translate.status.intro': '各频道中缺少翻译或原文已更新的词条。',
  'translate.status.channel': '频道',
  'translate.status.allChannels': '全部频道',
  'translate.status.language': '语言',
  'translate.status.allLanguages': '全部语言',
  'translate.status.state': '状态',
  'translate.status.any': '全部',
  'translate.status.missing': '缺少翻译',
  'translate.status.outdated': '原文已更新',
  'translate.status.current': '已是最新',
  'translate.status.entry': '词条',
  'translate.status.empty': '没有符合条件的词条',
  'translate.status.oneLanguage': '这个版本只有一种内容语言，没有需要翻译的内容。',
  'translate.status.changed': '已更新：{names}',
  'translate.status.headerPart': '名称与简介',
  'translate.status.signIn': '登录后查看翻译状态',
  'translate.status.link': '翻译状态',
} as const;

export const translatingEn: Record<keyof typeof translatingZh, string> = {
  ...translateActionEn,
  'editor.translate.pageTitle': 'Translate entry',
  'editor.translate.title': 'Translating into {language}',
  'editor.translate.intro': 'Translate the text module by module; the modules, components, pictures and filters are the source’s and cannot be changed here.',
  'editor.translate.source': 'Source ({language})',
  'editor.translate.sourceShort': 'Source',
  'editor.translate.translation': 'Translation ({language})',
  'editor.translate.outdated': 'Source changed',
  'editor.translate.untranslated': 'Not translated',
  'editor.translate.pageFields': 'Name, description and aliases',
  'editor.translate.noText': '(no text)',
  'contributing.lang.label': 'Language',
  'contributing.lang.translation': 'Translation: {language}',
  'contributing.lang.source': 'Source',
  'contributing.lang.all': 'All languages',
  'translate.status.title': 'Translation status',
  'translate.status.intro': 'Entries of each channel lacking a translation, or whose source changed since.',
  'translate.status.channel': 'Channel',
  'translate.status.allChannels': 'All channels',
  'translate.status.language': 'Language',
  'translate.status.allLanguages': 'All languages',
  'translate.status.state': 'State',
  'translate.status.any': 'All',
  'translate.status.missing': 'Missing',
  'translate.status.outdated': 'Source changed',
  'translate.status.current': 'Up to date',
  'translate.status.entry': 'Entry',
  'translate.status.empty': 'No entries match',
  'translate.status.oneLanguage': 'This edition has one content language: there is nothing to translate.',
  'translate.status.changed': 'Changed: {names}',
  'translate.status.headerPart': 'Name and description',
  'translate.status.signIn': 'Sign in to see the translation status',
  'translate.status.link': 'Translation status',
};
