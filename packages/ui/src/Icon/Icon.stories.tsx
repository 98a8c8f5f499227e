import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Icon } from './Icon';
import { IconGallery } from './IconGallery';
import { iconNames } from './names';

const meta: Meta<typeof Icon> = {
  title: 'Basics/Icon',
  component: Icon,
  args: { name: 'mail', size: 32 },
  argTypes: { name: { control: 'select', options: iconNames } },
  render: (args) => (
    <div style={{ padding: '1.5rem', color: 'var(--ui-color-primary)' }}>
      <Icon {...args} />
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof Icon>;

export const Single: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

// The brand's name reads the same in both languages.
export const Labelled: Story = {
  args: { name: 'whatsapp', label: 'WhatsApp' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('img', { name: args.label })).toBeInTheDocument();
  },
};

/** Every icon at the `size` arg (the other controls do not apply to the gallery). */
export const Gallery: Story = {
  args: { size: 28 },
  parameters: { controls: { include: ['size'] } },
  render: (args) => (
    <div style={{ padding: '1.5rem' }}>
      <IconGallery size={Number(args.size)} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(iconNames.length);
    // Each one drawn from the sprite file, which the browser fetched and found the symbol in.
    await waitFor(() => {
      for (const use of canvasElement.querySelectorAll<SVGUseElement>('use')) {
        expect(use.getBBox().width, use.getAttribute('href') ?? '').toBeGreaterThan(0);
      }
    });
  },
};
