import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { type Locale, localized, pick } from '../../storybook/preview';
import { SupplierCard } from './SupplierCard';

const text = {
  tr: { kind: 'Tekstil', description: 'Teknik tekstil ve filtre medyası üreticisi.' },
  en: { kind: 'Textiles', description: 'Maker of technical textiles and filter media.' },
  ar: { kind: 'المنسوجات', description: 'مصنّع للمنسوجات التقنية ووسائط الترشيح.' },
} satisfies Record<Locale, unknown>;

/** The product list a site puts in the card. */
const products: Record<Locale, { title: string; needleFelt: string }> = {
  tr: { title: 'Ürünleri', needleFelt: 'İğneli Keçe' },
  en: { title: 'Products', needleFelt: 'Needle Felt' },
  ar: { title: 'منتجاتها', needleFelt: 'اللباد الإبري' },
};

const logo = `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="80" viewBox="0 0 160 80"><rect x="8" y="22" width="36" height="36" rx="8" fill="#0c4f8c"/><text x="54" y="50" font-family="system-ui,sans-serif" font-size="22" font-weight="700" fill="#132033">Nordtex</text></svg>')}`;

const meta: Meta<typeof SupplierCard> = {
  title: 'Suppliers/SupplierCard',
  component: SupplierCard,
  args: { name: 'Nordtex Textile', ...text.tr },
  render: (args, { globals }) => (
    <div style={{ padding: '1.5rem', maxWidth: '18rem' }}>
      <SupplierCard {...localized(args, text, globals)} />
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof SupplierCard>;

export const WithLogo: Story = {
  args: { logo: { src: logo } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Nordtex Textile' })).toBeVisible();
  },
};

export const MissingLogo: Story = {
  args: { logo: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('logo-fallback')).toHaveTextContent(
      'Nordtex Textile',
    );
  },
};

export const BrokenLogo: Story = {
  // A logo that cannot be decoded: the image fails without a network request (or a console error).
  args: { logo: { src: 'data:image/png;base64,AAAA' } },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img');
    img?.dispatchEvent(new Event('error'));
    await waitFor(() => expect(within(canvasElement).getByTestId('logo-fallback')).toBeVisible());
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const WithProducts: Story = {
  args: { logo: { src: logo } },
  render: (args, { globals }) => {
    const t = pick(products, globals);
    return (
      <div style={{ padding: '1.5rem', maxWidth: '18rem' }}>
        <SupplierCard {...localized(args, text, globals)}>
          <p style={{ margin: '0.5rem 0 0', fontWeight: 600 }}>{t.title}</p>
          <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
            <li>
              <a href="#needle-felt">{t.needleFelt}</a>
            </li>
          </ul>
        </SupplierCard>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', '#needle-felt');
  },
};
