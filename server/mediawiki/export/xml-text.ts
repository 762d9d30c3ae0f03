/** Characters XML 1.0 forbids even as references: control characters but tab, newline and carriage return; lone surrogates; U+FFFE, U+FFFF. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_IN_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' } as const;

/** Text without the characters XML cannot carry: what a <text> holds once the XML is read back. */
export const xmlSafeText = (text: string) => text.replace(NOT_IN_XML, '');

/**
 * Text as XML 1.0 can carry it: the five markup characters as entities (so the same text is
 * safe in content and in attributes of either quote), and the characters XML forbids left out.
 */
export const escapeXml = (text: string) => xmlSafeText(text).replace(/[&<>"']/g, (char) => ENTITIES[char as keyof typeof ENTITIES]);
