/**
 * Voice clips an operator uploads for gacha pools: POST /v1/operator/audio/upload with the file
 * as an application/octet-stream body. The server reads the type from the bytes.
 */

/** Largest voice clip, in megabytes. */
export const AUDIO_UPLOAD_MAX_MB = 5;
export const AUDIO_UPLOAD_MAX_BYTES = AUDIO_UPLOAD_MAX_MB * 1024 * 1024;
/** What the file picker offers (the server decides by the bytes). */
export const AUDIO_ACCEPT = 'audio/mpeg,audio/ogg,audio/wav,audio/x-wav,audio/mp4,audio/x-m4a,audio/aac,.mp3,.ogg,.oga,.wav,.m4a,.aac';

export const AUDIO_TYPE_MESSAGE = 'Only MP3, OGG, WAV, M4A and AAC audio is supported';
export const audioSizeMessage = () => `Audio size exceeds ${AUDIO_UPLOAD_MAX_MB}MB`;

/** A stored clip: its /media/ URL. */
export interface AudioUploadResult {
  url: string;
  key: string;
  mime: string;
  size: number;
}
