import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Message = Parameters<Sonner['toast']['success']>[0];

let sonner: Promise<Sonner> | null = null;
const wanted = new Set<() => void>();
let requested = false;

/** The toast library, downloaded on the first toast (a reader who never sees one never loads it). */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    sonner.catch(() => {
      // Offline or a deploy in between: the next toast tries again (and mounts the Toaster again).
      sonner = null;
      requested = false;
    });
  }
  if (!requested) {
    requested = true;
    for (const listener of wanted) listener();
  }
  return sonner;
}

/**
 * Downloads the toast library now, without showing anything: a visitor who writes (signed in)
 * needs it at hand for the 'network abnormal' toast, which comes exactly when nothing more can
 * be downloaded. Called after hydration, so the first view does not wait for it; a failure is
 * quiet (the first toast tries again).
 */
export function prefetchSonner(): void {
  if (typeof window === 'undefined' || sonner) return;
  sonner = import('sonner');
  sonner.catch(() => {
    sonner = null;
  });
}

/** The Toaster mounts once a toast was asked for (it shows toasts made before it subscribed). */
export function onToastWanted(listener: () => void): () => void {
  wanted.add(listener);
  if (requested) listener();
  return () => {
    wanted.delete(listener);
  };
}

function show(use: (toast: Sonner['toast']) => void): void {
  if (typeof window === 'undefined') return;
  loadSonner()
    .then(({ toast }) => use(toast))
    .catch(() => {});
}

/** sonner's `toast`, loaded on first use; the same calls and options. */
export const toast = Object.assign((message: Message, data?: ExternalToast) => show((sonnerToast) => sonnerToast(message, data)), {
  success: (message: Message, data?: ExternalToast) => show((sonnerToast) => sonnerToast.success(message, data)),
  error: (message: Message, data?: ExternalToast) => show((sonnerToast) => sonnerToast.error(message, data)),
  message: (message: Message, data?: ExternalToast) => show((sonnerToast) => sonnerToast.message(message, data)),
  dismiss: (id?: string | number) => show((sonnerToast) => void sonnerToast.dismiss(id)),
});
