import { lazy, Suspense, useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import { loadSonner, onToastWanted } from './toast.ts';

type ToasterProps = ComponentProps<typeof import('sonner').Toaster>;

/**
 * sonner's Toaster through the same download as the toasts (toast.ts): if that fails (offline,
 * a deploy in between) the Toaster renders nothing and the next toast mounts it again; a failed
 * import never reaches the page's error boundary.
 */
const NoToaster: ComponentType<ToasterProps> = () => null;

const lazyToaster = () =>
  lazy<ComponentType<ToasterProps>>(() =>
    loadSonner().then(
      (sonner) => ({ default: sonner.Toaster }),
      () => ({ default: NoToaster }),
    ),
  );

const NOTHING = Symbol('no toaster yet');

/** sonner's Toaster, mounted (and downloaded) with the first toast. */
export function LazyToaster(props: ToasterProps) {
  // A new lazy component each time a toast is wanted after a failed download (toast.ts asks again then).
  const [Toaster, setToaster] = useState<ReturnType<typeof lazyToaster> | typeof NOTHING>(NOTHING);
  useEffect(() => onToastWanted(() => setToaster(lazyToaster())), []);
  if (Toaster === NOTHING) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
