/**
 * The script with every character outside ASCII written as a \u escape. esbuild escapes them in
 * strings and identifiers but leaves comments and regular expressions as they are (a few
 * thousand characters: dashes in comments, a full-width comma in a pattern): one such character
 * made V8 hold the whole 12 MB bundle as a two-byte string, and reading it as UTF-8 took 49 ms of
 * each process's start instead of 7. A backslash escaping the character is dropped with it (its
 * escape means the character itself, in a string or a pattern).
 */
export function asciiOnly(source: string): string {
  return source.replace(
    /(\\*)([\u0080-\uffff])/g,
    (_, slashes: string, char: string) => `${slashes.length % 2 === 1 ? slashes.slice(1) : slashes}\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
