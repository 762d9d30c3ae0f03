import type { SessionViewer } from '../../../api/viewer.ts';
import type { Actor } from '../audit.ts';

/**
 * The operator console's calls are declared in shared/contract/calls/operator.ts: signed in, then
 * 'operate-edition' (ADMIN in the path's edition) or 'operate-every-edition' (ADMIN for every
 * edition), checked by the API plugin before the input is read. Their writes record the actor.
 */
export const actorOf = (viewer: SessionViewer): Actor => ({ id: viewer.user.id, name: viewer.user.name });

/** A raw-bytes body as the services take it: the body parser gives a Buffer; any other Uint8Array is viewed, not copied. */
export const bufferOf = (bytes: Uint8Array): Buffer => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
