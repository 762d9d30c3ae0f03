import { describe, expect, it } from 'vitest';
import { LOGIN_SUCCESS_MESSAGE, notifyFramesOfLogin } from './login-broadcast.ts';

describe('notifyFramesOfLogin', () => {
  it('posts wiki-login-success to every frame, going on past a broken one', () => {
    const received: Array<[unknown, string]> = [];
    const frame = { postMessage: (message: unknown, origin: string) => void received.push([message, origin]) };
    const broken = {
      postMessage: () => {
        throw new Error('gone');
      },
    };
    const frames = Object.assign([frame, broken, frame], {}) as unknown as Window;
    expect(notifyFramesOfLogin({ frames })).toBe(2);
    expect(received).toEqual([
      [{ type: 'wiki-login-success' }, '*'],
      [{ type: 'wiki-login-success' }, '*'],
    ]);
    expect(LOGIN_SUCCESS_MESSAGE.type).toBe('wiki-login-success');
  });

  it('does nothing without frames', () => {
    expect(notifyFramesOfLogin({ frames: [] as unknown as Window })).toBe(0);
  });
});
