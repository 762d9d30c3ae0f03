/**
 * Heavy packages a request needs only now and then (resizing a picture, sniffing an upload, a QR
 * code, a calendar feed): loaded on first use rather than when a process starts, which keeps the
 * cold start to the first page short. Each loads once; later calls get the same module.
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

export const loadSharp = once(async () => (await import('sharp')).default);
export const loadFileType = once(async () => await import('file-type'));
export const loadQrCode = once(async () => (await import('qrcode')).default);
// A CommonJS package: its exports are the module's default both in Node and in the compiled server.
export const loadIcs = once(async () => (await import('ics')).default);
