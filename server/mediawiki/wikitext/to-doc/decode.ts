import { decodeHTML } from 'entities';

/** Text of the source with its character references decoded (&amp; &nbsp; &#91;...). */
export const decode = (text: string): string => (text.includes('&') ? decodeHTML(text) : text);
