export type Encoding = 'br' | 'gzip' | 'identity';

const chosen = new Map<string, Encoding>();

/**
 * The best stored encoding an Accept-Encoding header accepts: brotli, then gzip, else the
 * plain bytes (RFC 9110 §12.5.3; `q=0` refuses a coding). Answers are remembered per header
 * value, which browsers send in a handful of spellings.
 */
export function chooseEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let encoding = chosen.get(header);
  if (encoding === undefined) {
    encoding = parse(header);
    if (chosen.size > 200) chosen.clear();
    chosen.set(header, encoding);
  }
  return encoding;
}

function parse(header: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}
