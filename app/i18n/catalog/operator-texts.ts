/**
 * Texts of the console's translated names (issue 31): the "Translations" disclosure under a
 * channel, a banner, a gacha pool and a calendar activity, one field per content language other
 * than the source. Added by the disclosure's own code (addMessages).
 */
export const operatorTextsZh = {
  'operator.texts.summary': '翻译（{count}/{total}）',
  'operator.texts.title': '{name} 的翻译',
  'operator.texts.hint': '读者使用这些语言时显示此处的文字；留空则显示源语言（{source}）的文字。',
  'operator.texts.field': '{language}（{code}）',
  'operator.texts.save': '保存翻译',
  'operator.texts.saved': '翻译已保存',
} as const;

export type OperatorTextsKey = keyof typeof operatorTextsZh;

export const operatorTextsEn: Record<OperatorTextsKey, string> = {
  'operator.texts.summary': 'Translations ({count}/{total})',
  'operator.texts.title': 'Translations of {name}',
  'operator.texts.hint': 'Readers in these languages see the text here; left empty, they see the source language’s ({source}).',
  'operator.texts.field': '{language} ({code})',
  'operator.texts.save': 'Save translations',
  'operator.texts.saved': 'Translations saved',
};
