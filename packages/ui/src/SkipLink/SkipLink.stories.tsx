import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pick, type Locale } from '../../storybook/preview';
import { SkipLink } from './SkipLink';

const text = { tr: 'İçeriğe geç', en: 'Skip to content' } satisfies Record<Locale, string>;

const meta: Meta<typeof SkipLink> = {
  title: 'Layout/SkipLink',
  component: SkipLink,
  render: (args, { globals }) => (
    <>
      <SkipLink {...args}>{pick(text, globals)}</SkipLink>
      <nav aria-label="demo" style={{ padding: '4rem 1.5rem 1rem' }}>
        <a href="/x">Menu</a>
      </nav>
      <main id="main" style={{ padding: '1.5rem' }}>
        <h1>Main</h1>
      </main>
    </>
  ),
};

export default meta;
type Story = StoryObj<typeof SkipLink>;

export const FirstTabStop: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: pick(text, globals) });
    await expect(link).toHaveFocus();
    await userEvent.click(link);
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};
