// Search by purpose: the sidebar's search (Fuse over each entry's name, its path and its docs
// anchors' titles) finds a component by its name only. Each component's keywords
// (packages/ui/storybook/guidance.ts: "dialog", "lightbox", "loading", "rtl"…) become the anchors of
// its Docs entry, so a search for what a component is for lands on its Docs page.
import { addons } from 'storybook/manager-api';
import { guidance } from '../../../packages/ui/storybook/guidance';

/** Storybook's id of a title (storybook/internal/csf `sanitize`). */
const sanitize = (title: string) =>
  title
    .toLowerCase()
    .replace(/[ ’–—―′¿'`~!@#$%^&*()_|+\-=?;:'",.<>{}[\]\\/]/gi, '-')
    .replace(/-+/g, '-')
    .replace(/^-+/, '')
    .replace(/-+$/, '');

addons.register('defne/search-by-purpose', (api) => {
  // The keywords go on the entries of index.json as loaded (`getIndex`); the sidebar's entries are
  // made from those whenever a filter is set, so setting a filter that keeps everything remakes them.
  const apply = () => {
    const index = api.getIndex() as
      { entries: Record<string, { anchors?: Array<{ id: string; title: string }> }> } | undefined;
    if (!index) return false;
    for (const [title, { keywords }] of Object.entries(guidance)) {
      const entry = index.entries[`${sanitize(title)}--docs`];
      if (entry) entry.anchors = keywords.map((keyword) => ({ id: '', title: keyword }));
    }
    void api.experimental_setFilter('defne/search-by-purpose', () => true);
    return true;
  };
  const whenLoaded = () => {
    const timer = setInterval(() => apply() && clearInterval(timer), 200);
    setTimeout(() => clearInterval(timer), 30_000);
  };
  whenLoaded();
  // In `storybook dev`, a changed story file reloads the index without the keywords.
  api.on('storyIndexInvalidated', () => setTimeout(whenLoaded, 1000));
});
