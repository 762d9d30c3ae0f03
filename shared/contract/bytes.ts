import { z } from 'zod';

/**
 * A raw-bytes body (a call declared with bodyType 'bytes', sent as application/octet-stream):
 * the server's parser gives a Buffer, which is a Uint8Array. Plain zod, so the declarations can
 * name it without the browser's code knowing Node's Buffer.
 */
export const bytesBody = (error: string) => z.custom<Uint8Array>((value) => value instanceof Uint8Array, { error });
