import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { onToastWanted } from './toast.ts';

const Toaster = lazy(() => import('sonner').then((sonner) => ({ default: sonner.Toaster })));

/** sonner's Toaster, mounted (and downloaded) with the first toast. */
export function LazyToaster(props: ComponentProps<typeof Toaster>) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastWanted(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
