import { describe, expect, it, vi } from 'vitest';
import { SinglePlayer, type ClickSource, type PlayableMedia } from './single-player.ts';

type Listener = () => void;

/** An <audio>/<video> stand-in: play and pause flip `paused` and fire events as browsers do. */
class FakeMedia implements PlayableMedia {
  paused = true;
  refuse = false;
  private readonly listeners = new Map<string, Set<Listener>>();

  addEventListener(type: string, listener: Listener) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }
  listenerCount() {
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0);
  }
  fire(type: string) {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener();
  }
  async play() {
    if (this.refuse) throw new DOMException('not allowed', 'NotAllowedError');
    if (!this.paused) return;
    this.paused = false;
    this.fire('play');
  }
  pause() {
    if (this.paused) return;
    this.paused = true;
    this.fire('pause');
  }
  /** Playback reaches the end: paused again, then 'pause' and 'ended' (HTML's order). */
  reachEnd({ withPauseEvent = true } = {}) {
    this.paused = true;
    if (withPauseEvent) this.fire('pause');
    this.fire('ended');
  }
}

type ClickListener = (event: { target: unknown }) => void;

/** The document: only counts and calls its click listeners. */
class FakeDocument implements ClickSource {
  readonly listeners = new Set<ClickListener>();
  addEventListener(_type: 'click', listener: ClickListener, capture: boolean) {
    expect(capture).toBe(true);
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'click', listener: ClickListener) {
    this.listeners.delete(listener);
  }
  click(target: unknown) {
    for (const listener of [...this.listeners]) listener({ target });
  }
}

/** A click target that is (or is not) inside an <a>. */
const element = (inLink: boolean) => ({ closest: (selector: string) => (selector === 'a' && inLink ? {} : null) });

function setUp(stopOnLinkClick = false) {
  const doc = new FakeDocument();
  const player = new SinglePlayer(doc);
  const a = new FakeMedia();
  const b = new FakeMedia();
  player.register(a, { stopOnLinkClick });
  player.register(b, { stopOnLinkClick });
  return { doc, player, a, b };
}

describe('SinglePlayer', () => {
  it('plays one element and reports it playing', async () => {
    const { player, a, b } = setUp();
    await player.play(a);
    expect(a.paused).toBe(false);
    expect(player.isPlaying(a)).toBe(true);
    expect(player.isPlaying(b)).toBe(false);
  });

  it('starting another pauses the first', async () => {
    const { player, a, b } = setUp();
    await player.play(a);
    await player.play(b);
    expect(a.paused).toBe(true);
    expect(player.isPlaying(a)).toBe(false);
    expect(b.paused).toBe(false);
    expect(player.isPlaying(b)).toBe(true);
  });

  it('applies the rule to playback started outside it (native controls fire play)', async () => {
    const { player, a, b } = setUp();
    await player.play(a);
    await b.play();
    expect(a.paused).toBe(true);
    expect(player.isPlaying(a)).toBe(false);
    expect(player.isPlaying(b)).toBe(true);
  });

  it('toggles between playing and paused', async () => {
    const { player, a } = setUp();
    await player.toggle(a);
    expect(player.isPlaying(a)).toBe(true);
    await player.toggle(a);
    expect(a.paused).toBe(true);
    expect(player.isPlaying(a)).toBe(false);
  });

  it('goes back to paused when playback ends', async () => {
    const { player, a, b } = setUp();
    await player.play(a);
    a.reachEnd();
    expect(player.isPlaying(a)).toBe(false);
    // Browsers that fire only 'ended' reset it too.
    await player.play(b);
    b.reachEnd({ withPauseEvent: false });
    expect(player.isPlaying(b)).toBe(false);
  });

  it('tells subscribers about every change', async () => {
    const { player, a, b } = setUp();
    const listener = vi.fn();
    const off = player.subscribe(listener);
    await player.play(a);
    expect(listener).toHaveBeenCalledTimes(1);
    await player.play(b); // a stops, b starts
    expect(listener).toHaveBeenCalledTimes(3);
    off();
    player.pause(b);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('counts a refused play as paused', async () => {
    const { player, a } = setUp();
    a.refuse = true;
    await player.play(a);
    expect(a.paused).toBe(true);
    expect(player.isPlaying(a)).toBe(false);
  });

  it('on the mobile layout a link click stops playback; other clicks do not', async () => {
    const { doc, player, a } = setUp(true);
    expect(doc.listeners.size).toBe(0);
    await player.play(a);
    expect(doc.listeners.size).toBe(1);
    doc.click(element(false));
    expect(player.isPlaying(a)).toBe(true);
    doc.click(element(true));
    expect(a.paused).toBe(true);
    expect(player.isPlaying(a)).toBe(false);
    // Nothing plays: the document listener is gone.
    expect(doc.listeners.size).toBe(0);
  });

  it('a click on text inside a link counts through its parent element', async () => {
    const { doc, player, a } = setUp(true);
    await player.play(a);
    doc.click({ nodeType: 3, parentElement: element(true) });
    expect(player.isPlaying(a)).toBe(false);
  });

  it('on the desktop layout link clicks leave playback alone and add no listener', async () => {
    const { doc, player, a } = setUp(false);
    await player.play(a);
    expect(doc.listeners.size).toBe(0);
    doc.click(element(true));
    expect(player.isPlaying(a)).toBe(true);
  });

  it('registering again updates the options', async () => {
    const { doc, player, a } = setUp(false);
    await player.play(a);
    player.register(a, { stopOnLinkClick: true });
    expect(doc.listeners.size).toBe(1);
    doc.click(element(true));
    expect(player.isPlaying(a)).toBe(false);
  });

  it('an unregistered element leaves the rule and its listeners are removed', async () => {
    const doc = new FakeDocument();
    const player = new SinglePlayer(doc);
    const a = new FakeMedia();
    const b = new FakeMedia();
    const off = player.register(a, { stopOnLinkClick: true });
    player.register(b);
    await player.play(a);
    off();
    expect(a.listenerCount()).toBe(0);
    expect(player.isPlaying(a)).toBe(false);
    expect(doc.listeners.size).toBe(0);
    await player.play(b);
    expect(a.paused).toBe(false); // no longer managed
  });

  it('an element already playing when registered counts as playing', async () => {
    const player = new SinglePlayer();
    const a = new FakeMedia();
    const b = new FakeMedia();
    await a.play();
    player.register(a);
    player.register(b);
    expect(player.isPlaying(a)).toBe(true);
    await player.play(b);
    expect(a.paused).toBe(true);
  });

  it('stopAll pauses whatever plays', async () => {
    const { player, a } = setUp();
    await player.play(a);
    player.stopAll();
    expect(a.paused).toBe(true);
    expect(player.isPlaying(a)).toBe(false);
  });
});
