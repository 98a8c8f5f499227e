import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loose, pick } from '../../storybook/preview';
import { sectors } from '../../storybook/samples';
import { SectorCard } from './SectorCard';

const meta: Meta<typeof SectorCard> = {
  title: 'Home/SectorCard',
  component: SectorCard,
  render: (args, { globals }) => {
    const s = pick(sectors, globals)[0]!;
    return (
      <div style={{ padding: '1.5rem', maxWidth: '20rem' }}>
        <SectorCard title={s.title} description={s.description} href={s.href} icon={s.icon} linkLabel={globals.locale === 'en' ? 'Learn more' : 'Daha fazla bilgi'} {...loose(args)} />
      </div>
    );
  },
};

export default meta;
type Story = StoryObj<typeof SectorCard>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const s = pick(sectors, globals)[0]!;
    await expect(within(canvasElement).getByRole('link', { name: new RegExp(s.title) })).toHaveAttribute('href', s.href);
  },
};

export const WithCount: Story = { args: { meta: '13' } };
