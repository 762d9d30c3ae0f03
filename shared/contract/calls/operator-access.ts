/**
 * The operator console's calls, under /v1/operator/...: signed in, then ADMIN in the path's
 * edition ('operate-edition'), checked before the input is read so a non-admin learns nothing
 * about valid input. Edition-independent calls (users, creating an edition, stored files) need
 * ADMIN for every edition ('operate-every-edition'). Answers are personal, never cached.
 */
export const EDITION = { auth: 'required', cache: 'private', permission: 'operate-edition' } as const;
export const EVERY_EDITION = { auth: 'required', cache: 'private', permission: 'operate-every-edition' } as const;
