import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { localized, pick, type Locale } from '../../storybook/preview';
import { Pagination, type PaginationProps } from './Pagination';

const text = {
  tr: {
    label: 'Sayfalar',
    previous: 'Önceki sayfa',
    next: 'Sonraki sayfa',
    page: (n: number) => `Sayfa ${n}`,
    status: (n: number, m: number) => `Sayfa ${n} / ${m}`,
  },
  en: {
    label: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    page: (n: number) => `Page ${n}`,
    status: (n: number, m: number) => `Page ${n} of ${m}`,
  },
  ar: {
    label: 'الصفحات',
    previous: 'الصفحة السابقة',
    next: 'الصفحة التالية',
    page: (n: number) => `الصفحة ${n}`,
    status: (n: number, m: number) => `الصفحة ${n} من ${m}`,
  },
} satisfies Record<Locale, unknown>;

type Content = Pick<PaginationProps, 'label' | 'previousLabel' | 'nextLabel' | 'pageLabel'>;

/** The Pagination props among the samples: the story's args. */
const content: Record<Locale, Content> = Object.fromEntries(
  (['tr', 'en', 'ar'] as const).map((locale) => [
    locale,
    {
      label: text[locale].label,
      previousLabel: text[locale].previous,
      nextLabel: text[locale].next,
      pageLabel: text[locale].page,
    },
  ]),
) as Record<Locale, Content>;

const meta: Meta<typeof Pagination> = {
  title: 'Catalogue/Pagination',
  component: Pagination,
  // Turkish samples as args, so Controls show and edit them; the toolbar's language switches unedited ones.
  args: {
    ...content.tr,
    page: 3,
    pageCount: 9,
    hrefOf: (n: number) => (n === 1 ? '/sektorler/filtrasyon' : `/sektorler/filtrasyon/${n}`),
    status: text.tr.status(3, 9),
  },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    pageCount: { control: { type: 'number', min: 1 } },
  },
  render: (args, { globals }) => (
    <div style={{ padding: '1.5rem', maxWidth: '48rem' }}>
      <Pagination
        {...localized(args, content, globals)}
        status={pick(text, globals).status(args.page, args.pageCount)}
      />
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof Pagination>;

/** A page in the middle of many: both steps, the first and last numbers and gaps between. */
export const Middle: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pick(text, globals);
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: t.label });
    await expect(within(nav).getByRole('link', { name: t.page(3) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: t.previous })).toHaveAttribute(
      'rel',
      'prev',
    );
    // Keyboard order: previous, the numbers, next.
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: t.previous })).toHaveFocus();
  },
};

/** The first page: no link back. */
export const First: Story = { args: { page: 1, pageCount: 4 } };

/** The last page: no link onwards. */
export const Last: Story = { args: { page: 4, pageCount: 4 } };
