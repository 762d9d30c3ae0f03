/**
 * Texts of contributing that other pages show too: rollback, the account menu's review links, the
 * editor's emptiness notice and draft resume, the contributors' figures. The contributing pages'
 * own texts are an area (contributing-pages.ts).
 */
export const contributingZh = {
  'rollback.action': '回滚到此版本',
  'rollback.actionNamed': '回滚到第{n}版',
  'rollback.title': '回滚到第{n}版？',
  'rollback.text': '第{n}版的内容将作为新版本发布，当前内容保留在历史版本中。',
  'rollback.done': '已回滚，发布为第{n}版',
  'rollback.current': '当前版本',
  'rollback.column': '操作',
  'menu.review': '词条审核',
  'menu.reports': '纠错审核',
  'emptiness.title': '以下内容为空，发布后不会显示给读者',
  'emptiness.modules': '空模块',
  'emptiness.tabs': '空标签页',
  'emptiness.part': '{module} › {name}',
  'resume.title': '继续之前的草稿？',
  'resume.text': '你在「{channel}」有 {n} 份还没提交的新词条草稿，可以接着写，也可以新建一个。',
  'resume.savedAt': '{time} 保存',
  'resume.continue': '继续编辑',
  'resume.new': '新建空白词条',
  'resume.list': '我的草稿',
  'contributors.edits': '编辑次数',
  'contributors.value': '贡献值',
} as const;

export const contributingEn: Record<keyof typeof contributingZh, string> = {
  'rollback.action': 'Roll back to this version',
  'rollback.actionNamed': 'Roll back to version {n}',
  'rollback.title': 'Roll back to version {n}?',
  'rollback.text': 'The text of version {n} is published as a new version; the current text stays in the history.',
  'rollback.done': 'Rolled back; published as version {n}',
  'rollback.current': 'Current',
  'rollback.column': 'Actions',
  'menu.review': 'Review queue',
  'menu.reports': 'Reports',
  'emptiness.title': 'These parts are empty and will not be shown to readers',
  'emptiness.modules': 'Empty modules',
  'emptiness.tabs': 'Empty tabs',
  'emptiness.part': '{module} › {name}',
  'resume.title': 'Continue an earlier draft?',
  'resume.text': 'Unsent drafts of new entries in “{channel}”: {n}. Continue one, or start a new entry.',
  'resume.savedAt': 'saved {time}',
  'resume.continue': 'Continue',
  'resume.new': 'Start a new entry',
  'resume.list': 'My drafts',
  'contributors.edits': 'Edits',
  'contributors.value': 'Contribution',
};
