// A product page's gallery: the kit's `Gallery` (thumbnails, steps, the counter, click-to-zoom),
// the one the product modal shows. Its server HTML shows every picture from the first paint; its
// code is needed only once a visitor reaches for it. So on a page loaded directly the gallery keeps
// its server HTML and hydrates at the first sign of intent on it (a pointer over it, a touch, the
// focus, a key), as the product modal's code loads on a sector page (LazyProductModal.tsx): the
// page's first-load JavaScript does not grow. Rendered in the browser (a navigation from another
// page), there is no server HTML to keep and its code loads at once.
import { lazy, Suspense, useEffect, useRef, type ComponentProps } from 'react';
import type { GalleryProps } from '@defne/ui/Gallery';

let reach: () => void = () => {};
/** Settles at the first sign of intent on the gallery (or when one renders after hydration). */
const reached = new Promise<void>((resolve) => (reach = resolve));
let reachAgain: () => void = () => {};

/**
 * The first picture of the gallery in the server HTML, read before React renders (this module
 * comes before the page hydrates): a gallery showing another picture has no server HTML to keep.
 */
const serverPicture =
  typeof document === 'undefined'
    ? null
    : document.querySelector('[data-gallery] img')?.getAttribute('src');

/** The gallery's button a click inside it hit while it was not hydrated yet. */
let missed: HTMLElement | null = null;
let hydrated = false;

/**
 * The gallery's code; a failed download (the visitor offline) is tried again at the next sign of
 * intent, the server HTML staying in place meanwhile (React.lazy would keep the failure for good).
 */
async function galleryCode() {
  for (;;) {
    try {
      return await import('@defne/ui/Gallery');
    } catch {
      await new Promise<void>((resolve) => (reachAgain = resolve));
    }
  }
}

const Gallery = lazy(async () => {
  if (typeof document !== 'undefined') await reached;
  const { Gallery: KitGallery } = await galleryCode();
  function HydratedGallery(props: GalleryProps) {
    useEffect(() => {
      hydrated = true;
      // React drops a click on a part it cannot hydrate yet; now it can, the click happens.
      const target = missed;
      missed = null;
      if (target?.isConnected) target.click();
    }, []);
    return <KitGallery {...props} />;
  }
  return { default: HydratedGallery };
});

const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

export function LazyGallery({ className, ...props }: ComponentProps<typeof Gallery>) {
  const box = useRef<HTMLDivElement>(null);
  if (typeof document !== 'undefined' && props.images[0]?.src !== serverPicture) reach();

  useEffect(() => {
    // Hydrated without its server HTML (nothing left to show): the code comes at once.
    if (!box.current?.firstElementChild) reach();
    if (hydrated) return;
    const inside = (event: Event) =>
      event.target instanceof Element && box.current?.contains(event.target) === true;
    const onIntent = (event: Event) => {
      if (!inside(event)) return;
      reach();
      reachAgain();
    };
    // Listened for on the window, ahead of React's own listener: React stops the events aimed at
    // a part still waiting to hydrate. A click it delivered bubbles back up to the window.
    // A press held before the page hydrated comes as a click (boot-after-load.mjs in @defne/serve).
    const onClick = (event: Event) => {
      if (hydrated || !inside(event)) return;
      onIntent(event);
      missed = (event.target as Element).closest<HTMLElement>('button');
    };
    const delivered = () => (missed = null);
    const stop = new AbortController();
    const capture = { capture: true, signal: stop.signal };
    for (const type of INTENT) window.addEventListener(type, onIntent, capture);
    window.addEventListener('click', onClick, capture);
    window.addEventListener('click', delivered, { signal: stop.signal });
    return () => stop.abort();
  }, []);

  return (
    <div ref={box} className={className} data-gallery="">
      <Suspense fallback={null}>
        <Gallery {...props} />
      </Suspense>
    </div>
  );
}
