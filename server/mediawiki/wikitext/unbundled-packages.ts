/**
 * What a bundle of the wikitext converter leaves out (the import's worker bundle, the server
 * build): wikiparser-node's optional packages for linting, highlighting and its language server,
 * none of which a parse for reading loads (a lint call would not find them), and
 * inspector/promises, one of Node's own modules that esbuild does not know.
 */
export const UNBUNDLED_PARSER_PACKAGES = [
  'inspector/promises',
  'stylelint',
  '@bhsd/stylelint-util',
  'typescript',
  'mathoid-texvcjs',
  'prism-wiki',
  'prismjs',
  'vscode-css-languageservice',
  'vscode-html-languageservice',
  'vscode-json-languageservice',
];
