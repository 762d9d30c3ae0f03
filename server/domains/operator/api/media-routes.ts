import * as calls from '../../../../shared/contract/calls/operator-living.ts';
import { AUDIO_UPLOAD_MAX_BYTES } from '../../../../shared/contract/operator-media.ts';
import { audioUploadBody } from '../../../../shared/contract/operator-living.ts';
import { implement, type ImplementedCall } from '../../../api/route.ts';
import { actorOf, bufferOf } from './admin-route.ts';

/** Voice clips for gacha pools: ADMIN uploads one file per request, checked by its bytes (server/domains/uploads/audio.ts). */
export const mediaRoutes: ImplementedCall[] = [
  implement(calls.uploadAudio, {
    body: audioUploadBody,
    // A little room over the ceiling, so the service names the size in its message; far more is refused unread (413).
    bodyLimit: AUDIO_UPLOAD_MAX_BYTES + 64 * 1024,
    handler: ({ services, edition, viewer, body }) => services.corrections.uploads.storeAudio(actorOf(viewer), edition.id, bufferOf(body)),
  }),
];
