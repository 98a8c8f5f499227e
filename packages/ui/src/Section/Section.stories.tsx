import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '../Button';
import { pick, type Locale } from '../../storybook/preview';
import { Section } from './Section';

const text = {
  tr: { eyebrow: 'Kurumsal', title: 'Değerlerimiz', subtitle: 'Her iş birliğinde bizi yönlendiren ilkeler.', body: 'Bölüm içeriği burada yer alır.', action: 'Tümünü gör' },
  en: { eyebrow: 'Corporate', title: 'Our Values', subtitle: 'The principles that guide every partnership.', body: 'Section content goes here.', action: 'View all' },
} satisfies Record<Locale, unknown>;

const meta: Meta<typeof Section> = {
  title: 'Layout/Section',
  component: Section,
  render: (args, { globals }) => {
    const t = pick(text, globals);
    return (
      <Section eyebrow={t.eyebrow} title={t.title} subtitle={t.subtitle} {...args}>
        <p>{t.body}</p>
      </Section>
    );
  },
};

export default meta;
type Story = StoryObj<typeof Section>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('region', { name: pick(text, globals).title })).toBeVisible();
  },
};

export const Muted: Story = { args: { tone: 'muted', centered: true } };

export const Inverse: Story = { args: { tone: 'inverse' } };

export const WithAction: Story = {
  args: { actions: <ButtonLink href="/sektorler" variant="secondary">Tümünü gör / View all</ButtonLink> },
};
