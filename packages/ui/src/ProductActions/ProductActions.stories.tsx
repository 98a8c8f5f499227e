import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { localized, pick, type Locale } from '../../storybook/preview';
import { ProductActions, type ProductActionsProps } from './ProductActions';

const url = 'https://www.example.com/sektorler/filtrasyon-sistemleri/filtre-kagidi';

const text = {
  tr: {
    label: 'Ürün işlemleri',
    quote: { href: '/iletisim?urun=filterPaper', label: 'Teklif isteyin' },
    share: {
      url,
      title: 'Filtre Kâğıdı',
      label: 'Paylaşın',
      copied: 'Bağlantı panoya kopyalandı.',
      copyFailed: `Bağlantı kopyalanamadı. Adres: ${url}`,
    },
    whatsapp: {
      href: `https://wa.me/?text=${encodeURIComponent(url)}`,
      label: 'WhatsApp ile gönderin',
      accessibleLabel: 'WhatsApp ile gönderin (yeni sekmede açılır)',
    },
  },
  en: {
    label: 'Product actions',
    quote: { href: '/contact?product=filterPaper', label: 'Request a quote' },
    share: {
      url,
      title: 'Filter Paper',
      label: 'Share',
      copied: 'Link copied to the clipboard.',
      copyFailed: `The link could not be copied. Address: ${url}`,
    },
    whatsapp: {
      href: `https://wa.me/?text=${encodeURIComponent(url)}`,
      label: 'Send on WhatsApp',
      accessibleLabel: 'Send on WhatsApp (opens in a new tab)',
    },
  },
  ar: {
    label: 'إجراءات المنتج',
    quote: { href: '/ar/contact?product=filterPaper', label: 'اطلب عرض سعر' },
    share: {
      url,
      title: 'ورق الترشيح',
      label: 'مشاركة',
      copied: 'نُسخ الرابط إلى الحافظة.',
      copyFailed: `تعذّر نسخ الرابط. العنوان: ${url}`,
    },
    whatsapp: {
      href: `https://wa.me/?text=${encodeURIComponent(url)}`,
      label: 'أرسل عبر واتساب',
      accessibleLabel: 'أرسل عبر واتساب (يفتح في علامة تبويب جديدة)',
    },
  },
} satisfies Record<Locale, ProductActionsProps>;

const meta: Meta<typeof ProductActions> = {
  title: 'Catalogue/ProductActions',
  component: ProductActions,
  // Turkish samples as args, so Controls show and edit them; the toolbar's language switches unedited ones.
  args: text.tr,
  render: (args, { globals }) => (
    <div style={{ padding: '2rem' }}>
      <ProductActions {...localized(args, text, globals)} />
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof ProductActions>;

type Writable = { share?: unknown; clipboard?: unknown };

/** Replaces navigator.share and navigator.clipboard for one story. */
function stubNavigator(stub: Writable): () => void {
  const nav = navigator as unknown as Record<string, unknown>;
  const saved = Object.fromEntries(
    (['share', 'clipboard'] as const).map((k) => [k, Object.getOwnPropertyDescriptor(nav, k)]),
  );
  for (const [key, value] of Object.entries(stub)) {
    Object.defineProperty(nav, key, { value, configurable: true, writable: true });
  }
  return () => {
    for (const key of ['share', 'clipboard'] as const) {
      const descriptor = saved[key];
      if (descriptor) Object.defineProperty(nav, key, descriptor);
      else delete nav[key];
    }
  };
}

const copied: string[] = [];
const shared: unknown[] = [];

export const Default: Story = {};

/** A site with no enquiry page: no quote link, share and WhatsApp only. */
export const WithoutQuote: Story = {
  args: { quote: undefined },
  render: (args, { globals }) => (
    <div style={{ padding: '2rem' }}>
      <ProductActions {...localized(args, text, globals)} quote={undefined} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const t = pick(text, globals);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: t.quote!.label })).toBeNull();
    await expect(canvas.getByRole('button', { name: t.share.label })).toBeVisible();
  },
};

/** Without the Web Share API the link is copied and the confirmation is announced. */
export const CopiesWithoutWebShare: Story = {
  beforeEach: () => {
    copied.length = 0;
    return stubNavigator({
      share: undefined,
      clipboard: { writeText: (value: string) => (copied.push(value), Promise.resolve()) },
    });
  },
  play: async ({ canvasElement, globals }) => {
    const t = pick(text, globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.share.label }));
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(t.share.copied));
    await expect(copied).toEqual([url]);
    const link = canvas.getByRole('link', { name: t.whatsapp.accessibleLabel });
    await expect(link).toHaveAttribute('href', t.whatsapp.href);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: t.quote!.label })).toHaveAttribute(
      'href',
      t.quote!.href,
    );
  },
};

/** With the Web Share API the browser's share sheet gets the URL; nothing is copied. */
export const UsesWebShare: Story = {
  beforeEach: () => {
    copied.length = 0;
    shared.length = 0;
    return stubNavigator({
      share: (data: unknown) => (shared.push(data), Promise.resolve()),
      clipboard: { writeText: (value: string) => (copied.push(value), Promise.resolve()) },
    });
  },
  play: async ({ canvasElement, globals }) => {
    const t = pick(text, globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.share.label }));
    await waitFor(() => expect(shared).toEqual([{ url, title: t.share.title }]));
    await expect(copied).toEqual([]);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** When copying is refused too, the message gives the address to copy by hand. */
export const CopyFails: Story = {
  beforeEach: () =>
    stubNavigator({
      share: undefined,
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    }),
  play: async ({ canvasElement, globals }) => {
    const t = pick(text, globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.share.label }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(url));
  },
};
