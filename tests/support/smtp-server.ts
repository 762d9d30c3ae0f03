import { SMTPServer } from 'smtp-server';

/** A mail as the receiving server got it: its headers, and its text and HTML parts decoded. */
export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  headers: Map<string, string>;
  text: string;
  html: string;
  raw: string;
}

export interface TestSmtpServer {
  /** SMTP_URL for the app: smtp://user:pass@127.0.0.1:port. */
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** The first mail (to `address`, when given) the test has not taken yet, waiting for it to arrive. */
  next(address?: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Mails to `address` received so far. */
  to(address: string): ReceivedMail[];
  /** While true, every mail is refused (a 451 after DATA): the server is up but does not take mail. */
  refuse: boolean;
  close(): Promise<void>;
}

/**
 * A real SMTP server (the smtp-server package) on a free loopback port that keeps every mail it
 * receives; it asks for the user and password of the URL it names (AUTH PLAIN/LOGIN, over the
 * loopback without TLS).
 */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiting: Array<() => void> = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'almanac' && auth.password === 'secret') return callback(null, { user: 'almanac' });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuse) {
          const error = Object.assign(new Error('try again later'), { responseCode: 451 });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({ ...parseMail(raw), to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        for (const wake of waiting.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    url: `smtp://almanac:secret@127.0.0.1:${bound}`,
    port: bound,
    mails,
    get refuse() {
      return state.refuse;
    },
    set refuse(value: boolean) {
      state.refuse = value;
    },
    to: (recipient) => mails.filter((mail) => mail.to.includes(recipient)),
    async next(address, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((mail) => !taken.has(mail) && (address === undefined || mail.to.includes(address)));
        if (found) {
          taken.add(found);
          return found;
        }
        if (Date.now() > deadline) throw new Error(`no mail arrived${address ? ` for ${address}` : ''}`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---- a small MIME reader: enough for what nodemailer writes (multipart/alternative, quoted-printable or base64, UTF-8)

function splitHead(part: string): { headers: Map<string, string>; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  const head = at < 0 ? part : part.slice(0, at);
  const body = at < 0 ? '' : part.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=) in a header. */
function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, _charset: string, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function decodeBody(body: string, encoding: string | undefined): string {
  const kind = (encoding ?? '7bit').toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (kind === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function parseMail(raw: string): Omit<ReceivedMail, 'to' | 'raw'> {
  const { headers, body } = splitHead(raw);
  const parts = { text: '', html: '' };
  const walk = (partHeaders: Map<string, string>, partBody: string) => {
    const type = partHeaders.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith('multipart/') && boundary) {
      for (const piece of partBody.split(`--${boundary}`).slice(1)) {
        if (piece.startsWith('--')) break;
        const inner = splitHead(piece.replace(/^\r?\n/, ''));
        walk(inner.headers, inner.body);
      }
      return;
    }
    const decoded = decodeBody(partBody, partHeaders.get('content-transfer-encoding'));
    if (type.toLowerCase().startsWith('text/html')) parts.html = decoded;
    else if (type.toLowerCase().startsWith('text/plain')) parts.text = decoded;
  };
  walk(headers, body);
  for (const [name, value] of headers) headers.set(name, decodeWords(value));
  return { from: headers.get('from') ?? '', subject: headers.get('subject') ?? '', headers, text: parts.text.replace(/\r\n/g, '\n'), html: parts.html };
}
