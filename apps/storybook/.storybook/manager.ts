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
  // The entries are the manager's own objects; they are replaced only when the index is reloaded.
  const apply = () => {
    let missing = 0;
    for (const [title, { keywords }] of Object.entries(guidance)) {
      const entry = api.getData(`${sanitize(title)}--docs`) as
        { anchors?: Array<{ id: string; title: string }> } | undefined;
      if (!entry) missing += 1;
      else entry.anchors = keywords.map((keyword) => ({ id: '', title: keyword }));
    }
    return missing === 0;
  };
  const whenLoaded = () => {
    const timer = setInterval(() => apply() && clearInterval(timer), 200);
    setTimeout(() => clearInterval(timer), 30_000);
  };
  whenLoaded();
  api.on('storyIndexInvalidated', () => setTimeout(whenLoaded, 500));
});
