import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from './Icon';
import { IconGallery } from './IconGallery';
import { iconNames } from './paths';

const meta: Meta<typeof Icon> = {
  title: 'Basics/Icon',
  component: Icon,
  args: { name: 'mail', size: 32 },
  argTypes: { name: { control: 'select', options: iconNames } },
};

export default meta;
type Story = StoryObj<typeof Icon>;

export const Single: Story = {
  render: (args) => (
    <div style={{ padding: '1.5rem', color: 'var(--ui-color-primary)' }}>
      <Icon {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Labelled: Story = {
  args: { name: 'whatsapp', label: 'WhatsApp' },
  render: (args) => (
    <div style={{ padding: '1.5rem' }}>
      <Icon {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'WhatsApp' })).toBeInTheDocument();
  },
};

export const Gallery: Story = {
  render: () => (
    <div style={{ padding: '1.5rem' }}>
      <IconGallery />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(iconNames.length);
  },
};
