// What hydration renders a second time. React renders a store whose client snapshot differs from
// its server one again right after hydration, synchronously and from the reading component down;
// storing the page's language as the preference did that to every page (the document reads the
// language), and so did the frame's "hydrated" flag. Each test counts a component's renders.
import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydratedWhen } from './hydrated';
import { setPreferredLang, useShownLang } from './language';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement | null = null;

/** The element's server HTML in a container, then hydrated; resolves after the effects ran. */
async function hydrate(element: ReactNode) {
  container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container!, element, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  return container;
}

afterEach(() => {
  container?.remove();
  container = null;
  localStorage.clear();
});

describe('after hydration', () => {
  it('storing the page’s own language as the preference renders nothing again', async () => {
    const renders: string[] = [];
    function Page() {
      const lang = useShownLang('en');
      renders.push(lang);
      return <p>{lang}</p>;
    }
    const root = await hydrate(<Page />);
    renders.length = 0;
    await act(async () => setPreferredLang('en'));
    await act(async () => setPreferredLang('tr'));
    expect(renders).toEqual([]);
    expect(root.textContent).toBe('en');
  });

  it('a page without a language of its own shows the default until the preferred texts are here', async () => {
    const renders: string[] = [];
    function Home() {
      const lang = useShownLang(null);
      renders.push(lang);
      return <p>{lang}</p>;
    }
    const root = await hydrate(<Home />);
    renders.length = 0;
    // No texts loader in this test: English's texts never arrive, so '/' stays in the default.
    await act(async () => setPreferredLang('en'));
    expect(renders).toEqual([]);
    expect(root.textContent).toBe('tr');
  });

  it('a frame whose links do not change is rendered once; one whose links do, twice', async () => {
    const renders: boolean[] = [];
    function Frame({ differs }: { differs: boolean }) {
      const hydrated = useHydratedWhen(differs);
      renders.push(hydrated);
      return <a href={hydrated ? '/here?q=1' : '/here'}>here</a>;
    }
    await hydrate(<Frame differs={false} />);
    expect(renders).toEqual([false, false]);
    container?.remove();
    renders.length = 0;
    const root = await hydrate(<Frame differs />);
    expect(renders).toEqual([false, false, true]);
    expect(root.querySelector('a')?.getAttribute('href')).toBe('/here?q=1');
  });
});
