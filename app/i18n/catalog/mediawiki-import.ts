/** Texts of the console's MediaWiki dump import (routes/admin/mediawiki-import.tsx). */
export const mediawikiImportZh = {
  'operator.mediawiki.title': '导入 MediaWiki 备份',
  'operator.mediawiki.hint':
    '上传 MediaWiki 的 XML 导出文件（.xml、.xml.gz 或 .xml.bz2，最大 {max} GB）。页面会成为本版本的词条，保留全部历史版本和作者；再次导入同一文件会更新而不会重复。更大的文件或图片文件夹请用命令 npm run import:mediawiki。',
  'operator.mediawiki.file': '备份文件',
  'operator.mediawiki.start': '上传并导入',
  'operator.mediawiki.noFile': '请先选择文件',
  'operator.mediawiki.tooBig': '文件超过 {max} GB',
  'operator.mediawiki.uploading': '上传中',
  'operator.mediawiki.importing': '导入中',
  'operator.mediawiki.progress': '已读取 {percent}%：{pages, plural, other {#}} 个页面、{revisions, plural, other {#}} 个历史版本',
  'operator.mediawiki.converting': '页面均已可阅读；正在转换词条：{done} / {total}',
  'operator.mediawiki.waiting': '等待导入开始…',
  'operator.mediawiki.finished': '导入完成',
  'operator.mediawiki.failed': '导入失败：{message}',
  'operator.mediawiki.report': '导入报告',
} satisfies Record<string, string>;

export type MediawikiImportKey = keyof typeof mediawikiImportZh;

export const mediawikiImportEn: Record<MediawikiImportKey, string> = {
  'operator.mediawiki.title': 'Import a MediaWiki dump',
  'operator.mediawiki.hint':
    'Upload a MediaWiki XML export (.xml, .xml.gz or .xml.bz2, at most {max} GB). Its pages become entries of this edition with every revision and author; importing the same file again updates instead of duplicating. For bigger files or a folder of pictures use npm run import:mediawiki.',
  'operator.mediawiki.file': 'Dump file',
  'operator.mediawiki.start': 'Upload and import',
  'operator.mediawiki.noFile': 'Choose a file first',
  'operator.mediawiki.tooBig': 'The file is larger than {max} GB',
  'operator.mediawiki.uploading': 'Uploading',
  'operator.mediawiki.importing': 'Importing',
  'operator.mediawiki.progress': '{percent}% read: {pages, plural, one {# page} other {# pages}}, {revisions, plural, one {# revision} other {# revisions}}',
  'operator.mediawiki.converting': 'Every page is readable; converting the entries: {done} of {total}',
  'operator.mediawiki.waiting': 'Waiting for the import to start…',
  'operator.mediawiki.finished': 'Import finished',
  'operator.mediawiki.failed': 'The import failed: {message}',
  'operator.mediawiki.report': 'Report',
};
