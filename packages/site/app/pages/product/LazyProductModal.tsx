// The product modal's code is needed only once a product is opened over the grid, never for the
// first paint or hydration of a sector page: it loads on the first sign of intent (a pointer, a
// touch or the focus entering the grid) or, at the latest, with the opening itself, whose route
// data is fetched at the same time.
import { lazy, Suspense, type ComponentProps } from 'react';
import type * as ModalExports from '@defne/ui/ProductModal';
import { loadOnce } from '../../lib/load-once';

type ModalModule = typeof ModalExports;

/**
 * Starts fetching the modal's code (once; a failed download is tried again on the next call); safe
 * to call on every hint of intent.
 */
export const preloadProductModal: () => Promise<ModalModule> = loadOnce(
  () => import('@defne/ui/ProductModal'),
);

const Modal = lazy(() => preloadProductModal().then((m) => ({ default: m.ProductModal })));

export function LazyProductModal(props: ComponentProps<typeof Modal>) {
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
