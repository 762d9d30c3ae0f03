import { closeAppPage } from './app-bridge.ts';

interface BackOptions {
  inApp: boolean;
  goHome: () => void;
  goBack: () => void;
}

/**
 * The header's back rule: with a single history entry, close the app page or go home; at the
 * first entry of this site (history depth reached), leave the app or go home; otherwise back.
 */
export function navigateBack({ inApp, goHome, goBack }: BackOptions) {
  const depth = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (window.history.length <= 1 || depth === 0) {
    if (inApp && closeAppPage()) return;
    goHome();
    return;
  }
  goBack();
}
