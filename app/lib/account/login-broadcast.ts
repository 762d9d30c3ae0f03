/** The message every embedded frame gets after a sign-in. */
export const LOGIN_SUCCESS_MESSAGE = { type: 'wiki-login-success' } as const;

/** Tells every embedded frame (window.frames) that the visitor signed in. */
export function notifyFramesOfLogin(win: Pick<Window, 'frames'>): number {
  const frames = win.frames;
  let told = 0;
  for (let i = 0; i < frames.length; i++) {
    try {
      frames[i]?.postMessage(LOGIN_SUCCESS_MESSAGE, '*');
      told++;
    } catch {
      // A frame that went away meanwhile.
    }
  }
  return told;
}
