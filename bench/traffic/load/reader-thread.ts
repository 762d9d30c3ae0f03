/**
 * One load-generator thread (worker_threads): reader connections, each a loop of keep-alive GETs
 * of pages picked by Zipf, half with a phone's User-Agent and half with a desktop's, on plain
 * sockets: each request is two prebuilt buffers (its request line, the headers of its target and
 * layout) written at once, and the answer is read by ResponseParser, which turns no header into a
 * string. Answers are counted into a Tally (no record kept per request).
 */
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { ACCEPT_ENCODING, ACCEPT_HTML, DESKTOP_UA, PHONE_UA, type FromReader, type ReaderSetup, type ToReader } from './protocol.ts';
import { PAGE_CACHE_VALUES, ResponseParser, type ParsedHead } from './response-parser.ts';
import { bucketOf, emptyTally, type Tally } from './tally.ts';
import { zipf } from '../../zipf.ts';

/** After a refusal or a failed connection a reader waits this long before the next request. */
const BACK_OFF_MS = 50;
/** Requests still running this long after the end of a run are cut (counted as errors). */
const GRACE_MS = 15_000;

let requestLines: Buffer[] = [];
let pick: () => number = () => 0;

function setPaths(paths: string[]): void {
  requestLines = paths.map((path) => Buffer.from(`GET ${path} HTTP/1.1\r\n`, 'latin1'));
  pick = zipf(paths.length);
}
setPaths((workerData as ReaderSetup).paths);

interface Target {
  host: string;
  port: number;
  /** The rest of a request's head for this target, [phone, desktop]. */
  heads: [Buffer, Buffer];
}

function targetOf(host: string, port: number): Target {
  const head = (userAgent: string) =>
    Buffer.from(
      `Host: ${host}:${port}\r\nUser-Agent: ${userAgent}\r\nAccept: ${ACCEPT_HTML}\r\nAccept-Encoding: ${ACCEPT_ENCODING}\r\nConnection: keep-alive\r\n\r\n`,
      'latin1',
    );
  return { host, port, heads: [head(PHONE_UA), head(DESKTOP_UA)] };
}

function count(tally: Tally, head: ParsedHead, ms: number): void {
  const status = head.status;
  tally.requests++;
  if (status === 503) {
    // Refused by the overload guard: counted, but neither in the latencies nor in where answers came from.
    tally.refused++;
    return;
  }
  if (status >= 200 && status < 300) tally.ok++;
  else if (status >= 500) tally.serverErrors++;
  else tally.otherStatus++;
  tally.histogram[bucketOf(ms)]!++;
  if (status >= 400) return;
  if (head.varnish === 1) tally.varnishHit++;
  else {
    if (head.varnish === 2) tally.varnishMiss++;
    tally.origin[head.pageCache === 0 ? 'other' : PAGE_CACHE_VALUES[head.pageCache - 1]!]++;
  }
}

/** What a connection asks for next: a page index × 2 + layout (0 phone, 1 desktop), or -1: nothing more. */
type Chooser = () => number;

/** Readers: pages by Zipf, layouts at random. */
const zipfChooser: Chooser = () => pick() * 2 + (Math.random() < 0.5 ? 0 : 1);

/** A crawl: every page in both layouts once, in popularity order, this thread's share (every `of`-th from `index`). */
function crawlChooser(index: number, of: number): Chooser {
  let next = index;
  return () => {
    if (next >= requestLines.length * 2) return -1;
    const item = next;
    next += of;
    return item;
  };
}

/**
 * One reader connection: requests one after another until `until` (or until its chooser has
 * nothing more), then resolves. A connection that fails or is closed mid-answer counts an error
 * and is opened again after a pause; one the server closes after an answer (Connection: close)
 * is opened again at once.
 */
function reader(target: Target, choose: Chooser, tally: Tally, until: number, sockets: Set<net.Socket>): Promise<void> {
  return new Promise((resolve) => {
    let socket: net.Socket | undefined;
    let started = 0;
    let inFlight = false;
    let done = false;
    const finish = () => {
      done = true;
      socket?.destroy();
      resolve();
    };
    const send = () => {
      if (done) return;
      if (performance.now() >= until) return finish();
      if (!socket) return connect();
      const item = choose();
      if (item < 0) return finish();
      started = performance.now();
      inFlight = true;
      socket.cork();
      socket.write(requestLines[item >> 1]!);
      socket.write(target.heads[item & 1]!);
      socket.uncork();
    };
    const parser = new ResponseParser(
      (head) => {
        inFlight = false;
        count(tally, head, performance.now() - started);
        if (head.close) {
          drop();
          send();
        } else if (head.status === 503) setTimeout(send, BACK_OFF_MS);
        else send();
      },
      () => {
        // An answer it cannot read: the connection is dropped, the request counted as an error.
        lost();
      },
    );
    const drop = () => {
      const old = socket;
      socket = undefined;
      parser.reset();
      if (old) {
        old.removeAllListeners('close');
        old.destroy();
        sockets.delete(old);
      }
    };
    const lost = () => {
      drop();
      if (inFlight) {
        inFlight = false;
        tally.requests++;
        tally.errors++;
      }
      if (!done) setTimeout(send, BACK_OFF_MS);
    };
    const connect = () => {
      const fresh = net.connect({ host: target.host, port: target.port, noDelay: true });
      socket = fresh;
      sockets.add(fresh);
      fresh.on('connect', send);
      fresh.on('data', (chunk: Buffer) => {
        if (socket === fresh) parser.feed(chunk);
      });
      fresh.on('error', () => {});
      fresh.on('close', () => {
        if (socket === fresh) lost();
      });
    };
    send();
  });
}

async function run(message: Extract<ToReader, { type: 'run' }>): Promise<FromReader> {
  const tally = emptyTally();
  const targets = message.targets.map((target) => targetOf(target.host, target.port));
  const sockets = new Set<net.Socket>();
  const started = performance.now();
  const until = started + message.durationMs;
  const cut = setTimeout(() => sockets.forEach((socket) => socket.destroy()), message.durationMs + GRACE_MS);
  // A crawl: one chooser per target (each server its own pages), shared by its connections here.
  const crawls = targets.map(() => (message.crawl ? crawlChooser(message.crawl.index, message.crawl.of) : zipfChooser));
  await Promise.all(
    Array.from({ length: message.connections }, (_, k) => {
      const index = (message.offset + k) % targets.length;
      return reader(targets[index]!, crawls[index]!, tally, until, sockets);
    }),
  );
  clearTimeout(cut);
  const seconds = (performance.now() - started) / 1000;
  for (const socket of sockets) socket.destroy();
  return { type: 'done', tally, seconds };
}

parentPort!.on('message', (message: ToReader) => {
  if (message.type === 'paths') {
    setPaths(message.paths);
    parentPort!.postMessage({ type: 'ready' } satisfies FromReader);
    return;
  }
  void run(message).then((answer) => parentPort!.postMessage(answer));
});
parentPort!.postMessage({ type: 'ready' } satisfies FromReader);
