/**
 * The publisher's avatar rule: avatar_url if present; otherwise a numbered avatar
 * when avatar is above 0; otherwise a default by gender (1 male, 2 female, else the default
 * desktop avatar). Numbered and default avatars are small generated SVG images (data URIs), so
 * they need no stored files and look the same on every deployment.
 */

export interface AvatarSource {
  avatar_url?: string | null | undefined;
  avatar?: number | null | undefined;
  gender?: number | null | undefined;
}

export type AvatarChoice = { kind: 'url'; url: string } | { kind: 'numbered'; number: number } | { kind: 'gender'; gender: 'male' | 'female' | 'default' };

export const GENDER_MALE = 1;
export const GENDER_FEMALE = 2;

/** Which avatar a user shows, by the spec's rule. */
export function chooseAvatar(user: AvatarSource): AvatarChoice {
  const url = user.avatar_url?.trim();
  if (url) return { kind: 'url', url };
  const avatar = Number(user.avatar);
  if (Number.isSafeInteger(avatar) && avatar > 0) return { kind: 'numbered', number: avatar };
  if (user.gender === GENDER_MALE) return { kind: 'gender', gender: 'male' };
  if (user.gender === GENDER_FEMALE) return { kind: 'gender', gender: 'female' };
  return { kind: 'gender', gender: 'default' };
}

/** Numbered avatars cycle through this many looks (hue and face). */
export const NUMBERED_AVATAR_LOOKS = 12;

const GENDER_HUES = { male: 212, female: 340, default: 220 } as const;

/** A round portrait: a coloured disc, a head and shoulders; `hair` varies the silhouette. */
function portraitSvg(background: string, figure: string, hair: 'short' | 'long' | 'none'): string {
  const hairPath =
    hair === 'short'
      ? `<path d='M19 25a13 13 0 0 1 26 0c-4-4-9-5-13-5s-9 1-13 5z' fill='${figure}' opacity='.55'/>`
      : hair === 'long'
        ? `<path d='M18 27c0-9 6-15 14-15s14 6 14 15v12h-5V27H23v12h-5z' fill='${figure}' opacity='.55'/>`
        : '';
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'>` +
    `<circle cx='32' cy='32' r='32' fill='${background}'/>` +
    `${hairPath}<circle cx='32' cy='27' r='11' fill='${figure}'/>` +
    `<path d='M12 56c2-11 10-17 20-17s18 6 20 17a32 32 0 0 1-40 0z' fill='${figure}'/>` +
    `</svg>`
  );
}

const dataUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** The generated image of numbered avatar n (n > 0). */
export function numberedAvatarImage(n: number): string {
  const look = (((Math.trunc(n) - 1) % NUMBERED_AVATAR_LOOKS) + NUMBERED_AVATAR_LOOKS) % NUMBERED_AVATAR_LOOKS;
  const hue = (look * 30 + 15) % 360;
  const hair = (['short', 'long', 'none'] as const)[look % 3]!;
  return dataUri(portraitSvg(`hsl(${hue} 62% 62%)`, `hsl(${hue} 70% 94%)`, hair));
}

/** The generated default avatar of a gender ('default' is the spec's default desktop avatar). */
export function genderAvatarImage(gender: 'male' | 'female' | 'default'): string {
  const hue = GENDER_HUES[gender];
  const background = gender === 'default' ? `hsl(${hue} 12% 78%)` : `hsl(${hue} 55% 66%)`;
  const hair = gender === 'male' ? 'short' : gender === 'female' ? 'long' : 'none';
  return dataUri(portraitSvg(background, `hsl(${hue} 30% 96%)`, hair));
}

/** The image URL of a user's avatar by the spec's rule. */
export function avatarImage(user: AvatarSource): string {
  const choice = chooseAvatar(user);
  if (choice.kind === 'url') return choice.url;
  if (choice.kind === 'numbered') return numberedAvatarImage(choice.number);
  return genderAvatarImage(choice.gender);
}
