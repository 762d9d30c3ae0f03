/**
 * Heavy packages a request needs only now and then (resizing a picture, sniffing an upload, a QR
 * code): loaded on first use rather than when a process starts, which keeps the cold start to
 * the first page short. Each loads once; later calls get the same module.
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

export const loadSharp = once(async () => (await import('sharp')).default);
export const loadFileType = once(async () => await import('file-type'));
export const loadQrCode = once(async () => (await import('qrcode')).default);
