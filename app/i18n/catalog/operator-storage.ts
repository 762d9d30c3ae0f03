/** Texts of the console's storage page (routes/admin/storage.tsx). */
export const operatorStorageZh = {
  'operator.storage.title': '存储用量',
  'operator.storage.total': '已存储',
  'operator.storage.uploads': '文件数',
  'operator.storage.unreferenced': '待清理（无人引用）',
  'operator.storage.unreferencedCount': '{count, plural, other {#}} 个文件',
  'operator.storage.mb': '{mb} MB',
  'operator.storage.kb': '{kb} KB',
  'operator.storage.sweepHint':
    '账号上传的图片若在上传 {hours, plural, other {#}} 小时后仍未被任何内容引用，会被每小时的清理标记，下一次清理时若仍无人引用则删除。',
  'operator.storage.topAccounts': '占用最多的账号',
  'operator.storage.account': '账号',
  'operator.storage.accountUploads': '文件',
  'operator.storage.bytes': '大小',
  'operator.storage.noAccounts': '还没有账号上传文件',
} satisfies Record<string, string>;

export type OperatorStorageKey = keyof typeof operatorStorageZh;

export const operatorStorageEn: Record<OperatorStorageKey, string> = {
  'operator.storage.title': 'Storage use',
  'operator.storage.total': 'Stored',
  'operator.storage.uploads': 'Files',
  'operator.storage.unreferenced': 'Awaiting the sweep (unreferenced)',
  'operator.storage.unreferencedCount': '{count, plural, one {# file} other {# files}}',
  'operator.storage.mb': '{mb} MB',
  'operator.storage.kb': '{kb} KB',
  'operator.storage.sweepHint':
    'A picture an account uploaded that nothing refers to {hours, plural, one {# hour} other {# hours}} after its upload is marked by the hourly sweep, and deleted by the next sweep if nothing refers to it by then.',
  'operator.storage.topAccounts': 'Accounts using the most',
  'operator.storage.account': 'Account',
  'operator.storage.accountUploads': 'Files',
  'operator.storage.bytes': 'Size',
  'operator.storage.noAccounts': 'No account has uploaded a file yet',
};
