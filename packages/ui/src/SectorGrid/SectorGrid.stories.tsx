import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type Locale, loose, pick } from '../../storybook/preview';
import { sectors } from '../../storybook/samples';
import { SectorGrid } from './SectorGrid';

const text = {
  tr: { title: 'Hizmet Verdiğimiz Sektörler', subtitle: 'Altı sektörde uzman tedarik.', link: 'Daha fazla bilgi', viewAll: { href: '/sektorler', label: 'Tümünü gör' }, count: (n: number) => `${n} ürün` },
  en: { title: 'Sectors We Serve', subtitle: 'Specialist supply in six sectors.', link: 'Learn more', viewAll: { href: '/sectors', label: 'View all' }, count: (n: number) => `${n} products` },
} satisfies Record<Locale, unknown>;

const meta: Meta<typeof SectorGrid> = {
  title: 'Home/SectorGrid',
  component: SectorGrid,
  render: (args, { globals }) => {
    const t = pick(text, globals);
    return (
      <SectorGrid
        title={t.title}
        subtitle={t.subtitle}
        linkLabel={t.link}
        viewAll={t.viewAll}
        items={pick(sectors, globals).map((s) => ({ ...s, meta: t.count(s.count) }))}
        {...loose(args)}
      />
    );
  },
};

export default meta;
type Story = StoryObj<typeof SectorGrid>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: pick(text, globals).viewAll.label })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375' } } };
