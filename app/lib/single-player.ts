import { useCallback, useEffect, useSyncExternalStore, type RefObject } from 'react';
import { useLayout } from './wiki-context.tsx';

/**
 * The single-player rule (the egg pool voice; audio and video entry widgets
 * behave the same way): a media element is paused or playing; at most one of the page's
 * registered elements plays, so starting one pauses the others; playback ends → paused; on the
 * mobile layout any click on a link (<a>) stops playback.
 *
 * The core is a plain class over the small part of HTMLMediaElement it needs, so it is tested in
 * node with fake elements; `useSinglePlayer(ref)` connects an <audio> or <video> to the page's
 * one instance.
 */

type MediaEventName = 'play' | 'pause' | 'ended' | 'emptied';

/** What the rule needs of an <audio> or <video> element. */
export interface PlayableMedia {
  readonly paused: boolean;
  play(): Promise<void> | void;
  pause(): void;
  addEventListener(type: MediaEventName, listener: () => void): void;
  removeEventListener(type: MediaEventName, listener: () => void): void;
}

/** Where link clicks are heard: the document (listened to in the capture phase). */
export interface ClickSource {
  addEventListener(type: 'click', listener: (event: { target: unknown }) => void, capture: boolean): void;
  removeEventListener(type: 'click', listener: (event: { target: unknown }) => void, capture: boolean): void;
}

export interface RegisterOptions {
  /** Stop this element's playback on any link click (the mobile layout). */
  stopOnLinkClick?: boolean;
}

interface Entry {
  stopOnLinkClick: boolean;
  detach(): void;
}

const STOP_EVENTS: MediaEventName[] = ['pause', 'ended', 'emptied'];

export class SinglePlayer {
  private readonly entries = new Map<PlayableMedia, Entry>();
  private readonly playing = new Set<PlayableMedia>();
  private readonly listeners = new Set<() => void>();
  private listeningToClicks = false;

  constructor(private readonly clicks?: ClickSource) {}

  /**
   * Puts an element under the rule; returns the function that takes it out again (it does not
   * pause it). Registering an element again only updates its options.
   */
  register(media: PlayableMedia, options: RegisterOptions = {}): () => void {
    const existing = this.entries.get(media);
    if (existing) {
      existing.stopOnLinkClick = Boolean(options.stopOnLinkClick);
      this.syncClickListener();
      return () => this.unregister(media);
    }
    const onPlay = () => this.started(media);
    const onStop = () => this.stopped(media);
    media.addEventListener('play', onPlay);
    for (const type of STOP_EVENTS) media.addEventListener(type, onStop);
    this.entries.set(media, {
      stopOnLinkClick: Boolean(options.stopOnLinkClick),
      detach() {
        media.removeEventListener('play', onPlay);
        for (const type of STOP_EVENTS) media.removeEventListener(type, onStop);
      },
    });
    if (!media.paused) this.started(media);
    return () => this.unregister(media);
  }

  /** Whether the element is playing (as far as its play, pause and ended events tell). */
  isPlaying(media: PlayableMedia): boolean {
    return this.playing.has(media);
  }

  /** Starts an element, pausing every other one first so two never sound together. */
  async play(media: PlayableMedia): Promise<void> {
    this.pauseOthers(media);
    try {
      await media.play();
    } catch {
      // Refused (autoplay policy), interrupted by a pause, or no playable source: it is paused.
      if (!media.paused) media.pause();
      this.stopped(media);
    }
  }

  pause(media: PlayableMedia): void {
    if (!media.paused) media.pause();
    this.stopped(media);
  }

  toggle(media: PlayableMedia): Promise<void> {
    if (this.playing.has(media) || !media.paused) {
      this.pause(media);
      return Promise.resolve();
    }
    return this.play(media);
  }

  /** Pauses every playing element. */
  stopAll(): void {
    for (const media of [...this.playing]) this.pause(media);
  }

  /** For useSyncExternalStore: called after any element starts or stops. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private unregister(media: PlayableMedia) {
    this.entries.get(media)?.detach();
    this.entries.delete(media);
    this.stopped(media);
  }

  private started(media: PlayableMedia) {
    this.pauseOthers(media);
    if (!this.playing.has(media)) {
      this.playing.add(media);
      this.changed();
    }
  }

  private stopped(media: PlayableMedia) {
    if (this.playing.delete(media)) this.changed();
  }

  private pauseOthers(media: PlayableMedia) {
    for (const other of [...this.playing]) {
      if (other !== media) this.pause(other);
    }
  }

  private changed() {
    this.syncClickListener();
    for (const listener of [...this.listeners]) listener();
  }

  /** The document click listener exists only while an element that stops on link clicks plays. */
  private syncClickListener() {
    if (!this.clicks) return;
    const needed = [...this.playing].some((media) => this.entries.get(media)?.stopOnLinkClick);
    if (needed === this.listeningToClicks) return;
    this.listeningToClicks = needed;
    if (needed) this.clicks.addEventListener('click', this.onClick, true);
    else this.clicks.removeEventListener('click', this.onClick, true);
  }

  private onClick = (event: { target: unknown }) => {
    if (!isInsideLink(event.target)) return;
    for (const media of [...this.playing]) {
      if (this.entries.get(media)?.stopOnLinkClick) this.pause(media);
    }
  };
}

/** Whether a click target is a link or inside one (text nodes count through their parent). */
function isInsideLink(target: unknown): boolean {
  let node = target as { closest?: (selector: string) => unknown; parentElement?: unknown } | null;
  if (node && typeof node.closest !== 'function') node = node.parentElement ?? null;
  return Boolean(node && typeof node.closest === 'function' && node.closest('a'));
}

let shared: SinglePlayer | undefined;

/** The page's one instance, listening to the document for link clicks. */
export function singlePlayer(): SinglePlayer {
  shared ??= new SinglePlayer(typeof document === 'undefined' ? undefined : document);
  return shared;
}

const subscribe = (listener: () => void) => singlePlayer().subscribe(listener);
const serverSnapshot = () => false;

/**
 * Puts the <audio> or <video> of `ref` under the single-player rule for as long as the component
 * is mounted (on the mobile layout a link click stops it), and pauses it on unmount. `playing`
 * is false on the server and while hydrating.
 */
export function useSinglePlayer(ref: RefObject<HTMLMediaElement | null>) {
  const stopOnLinkClick = useLayout() === 'mobile';

  useEffect(() => {
    const media = ref.current;
    if (!media) return;
    return singlePlayer().register(media, { stopOnLinkClick });
  }, [ref, stopOnLinkClick]);

  useEffect(() => {
    const media = ref.current;
    return () => {
      if (media && !media.paused) media.pause();
    };
  }, [ref]);

  const playing = useSyncExternalStore(subscribe, () => (ref.current ? singlePlayer().isPlaying(ref.current) : false), serverSnapshot);
  const play = useCallback(() => (ref.current ? singlePlayer().play(ref.current) : Promise.resolve()), [ref]);
  const pause = useCallback(() => {
    if (ref.current) singlePlayer().pause(ref.current);
  }, [ref]);
  const toggle = useCallback(() => (ref.current ? singlePlayer().toggle(ref.current) : Promise.resolve()), [ref]);
  return { playing, play, pause, toggle };
}
