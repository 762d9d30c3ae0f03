import { z } from 'zod';
import { AUDIO_UPLOAD_MAX_BYTES } from '../../../../shared/contract/operator-media.ts';
import { adminRoute } from './admin-route.ts';

const audioBody = z.instanceof(Buffer, { error: 'must be the audio file, sent as application/octet-stream' });

/** Voice clips for gacha pools: ADMIN uploads one file per request, checked by its bytes (server/domains/uploads/audio.ts). */
export const mediaRoutes = [
  adminRoute<unknown, Buffer>({
    method: 'POST',
    path: '/v1/operator/audio/upload',
    body: audioBody,
    bodyType: 'bytes',
    // A little room over the ceiling, so the service names the size in its message; far more is refused unread (413).
    bodyLimit: AUDIO_UPLOAD_MAX_BYTES + 64 * 1024,
    handler: ({ services, edition, actor, body }) => services.corrections.uploads.storeAudio(actor, edition.id, body),
  }),
];
