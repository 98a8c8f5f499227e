import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { localeOf, localized, perLocale, pick, type Locale } from '../../storybook/preview';
import { picture } from '../../storybook/samples';
import { Gallery, type GalleryProps } from './Gallery';

const text = {
  tr: {
    labels: { previous: 'Önceki görsel', next: 'Sonraki görsel', zoom: 'Yakınlaştır' },
    alt: (n: number) => `Mikrocam filtre kağıdı, görsel ${n}`,
  },
  en: {
    labels: { previous: 'Previous image', next: 'Next image', zoom: 'Zoom' },
    alt: (n: number) => `Microglass filter paper, image ${n}`,
  },
  ar: {
    labels: { previous: 'الصورة السابقة', next: 'الصورة التالية', zoom: 'تكبير' },
    alt: (n: number) => `ورق ترشيح من الألياف الزجاجية الدقيقة، الصورة ${n}`,
  },
} satisfies Record<Locale, unknown>;

const hues = [200, 170, 30, 320, 90, 260, 10, 140, 230, 50, 290];

const images = (locale: Locale, count: number) =>
  hues.slice(0, count).map((hue, i) => ({
    src: picture(`${i + 1}`, hue),
    width: 800,
    height: 600,
    alt: text[locale].alt(i + 1),
  }));

type Content = Pick<GalleryProps, 'labels' | 'images'>;

/** `count` pictures in every language. */
const samples = (count: number) =>
  perLocale((locale): Content => ({ labels: text[locale].labels, images: images(locale, count) }));

/** Four pictures, as most products have: the story's args. */
const content = samples(4);
const one = samples(1);
const many = samples(11);

/** The gallery in a column as wide as a product page's, its samples in the toolbar's language. */
const inColumn =
  (of: Record<Locale, Content>, maxWidth = '44rem'): Story['render'] =>
  (args, { globals }) => (
    <div style={{ padding: '2rem', maxWidth }}>
      <Gallery {...localized(args, of, globals)} />
    </div>
  );

const meta: Meta<typeof Gallery> = {
  title: 'Catalogue/Gallery',
  component: Gallery,
  // Turkish samples as args, so Controls show and edit them; the toolbar's language switches unedited ones.
  args: { ...content.tr },
  render: inColumn(content),
};

export default meta;
type Story = StoryObj<typeof Gallery>;

/** Four pictures: the shown one, a row of thumbnails between previous and next, the counter. */
export const FourPhotos: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pick(text, globals);
    const canvas = within(canvasElement);
    const counter = canvas.getByText('1 / 4');
    await expect(counter).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('button', { name: t.labels.previous }));
    await expect(counter).toHaveTextContent('4 / 4');
    await expect(canvas.getByRole('img', { name: t.alt(4) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.alt(2) }));
    await expect(counter).toHaveTextContent('2 / 4');
    await expect(canvas.getByRole('button', { name: t.alt(2) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // The thumbnails stand in one row.
    const tops = canvas
      .getAllByRole('listitem')
      .map((item) => Math.round(item.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
  },
};

/** One picture: shown alone, with no thumbnails, steps or counter. */
export const OnePhoto: Story = {
  args: { ...one.tr },
  render: inColumn(one),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: pick(text, globals).alt(1) })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByText(/\d+ \/ \d+/)).toBeNull();
  },
};

/**
 * Eleven pictures (a product's main one and the ten extras it may have): the row of thumbnails
 * scrolls sideways and brings the chosen one into view.
 */
export const ManyPhotos: Story = {
  args: { ...many.tr },
  render: inColumn(many, '30rem'),
  play: async ({ canvasElement, globals }) => {
    const t = pick(text, globals);
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.click(canvas.getByRole('button', { name: t.labels.previous }));
    await expect(canvas.getByText('11 / 11')).toBeVisible();
    const last = canvas.getByRole('button', { name: t.alt(11) });
    const [box, row] = [last.getBoundingClientRect(), list.getBoundingClientRect()];
    await expect(box.left >= row.left - 1 && box.right <= row.right + 1).toBe(true);
  },
};

/**
 * Keyboard: on a thumbnail the arrows step in the reading direction and take the focus along,
 * Home and End go to the ends; Enter on the picture zooms it 2x and the arrows then pan it.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pick(text, globals);
    const rtl = localeOf(globals) === 'ar';
    const canvas = within(canvasElement);
    const counter = canvas.getByText('1 / 4');
    canvas.getByRole('button', { name: t.alt(1) }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(counter).toHaveTextContent(rtl ? '4 / 4' : '2 / 4');
    await userEvent.keyboard('{End}');
    await expect(counter).toHaveTextContent('4 / 4');
    await expect(canvas.getByRole('button', { name: t.alt(4) })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('button', { name: t.alt(1) })).toHaveFocus();
    const stage = canvas.getByRole('button', { name: new RegExp(t.labels.zoom) });
    stage.focus();
    await userEvent.keyboard('{Enter}');
    await expect(stage).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('img', { name: t.alt(1) }).style.transform).toBe('scale(2)');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('img', { name: t.alt(1) }).style.transformOrigin).toBe('60% 50%');
  },
};

/**
 * Right to left (Arabic): previous stands on the right with its chevron pointing right, the
 * thumbnails run from the right, and the counter sits on the picture's right corner.
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const t = text.ar;
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: t.labels.previous });
    const next = canvas.getByRole('button', { name: t.labels.next });
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(
      next.getBoundingClientRect().left,
    );
    const first = canvas.getByRole('button', { name: t.alt(1) }).getBoundingClientRect();
    const second = canvas.getByRole('button', { name: t.alt(2) }).getBoundingClientRect();
    await expect(first.left).toBeGreaterThan(second.left);
    await userEvent.click(next);
    await expect(canvas.getByText('2 / 4')).toBeVisible();
  },
};
