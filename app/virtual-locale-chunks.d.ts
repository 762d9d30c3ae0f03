/** scripts/vite-locale-catalogues.ts: each language's core catalogue chunk and what it imports (URLs). */
declare module 'virtual:almanac/locale-chunks' {
  const chunks: Readonly<Record<'zh-CN' | 'en-US', readonly string[]>>;
  export default chunks;
}
