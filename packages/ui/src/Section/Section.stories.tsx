import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '../Button';
import { localized, pick, type Locale } from '../../storybook/preview';
import { Section, type SectionProps } from './Section';

const text = {
  tr: {
    eyebrow: 'Kurumsal',
    title: 'Değerlerimiz',
    subtitle: 'Her iş birliğinde bizi yönlendiren ilkeler.',
    body: 'Bölüm içeriği burada yer alır.',
    action: 'Tümünü gör',
  },
  en: {
    eyebrow: 'Corporate',
    title: 'Our Values',
    subtitle: 'The principles that guide every partnership.',
    body: 'Section content goes here.',
    action: 'View all',
  },
  ar: {
    eyebrow: 'عن الشركة',
    title: 'قيمنا',
    subtitle: 'المبادئ التي توجّه كل شراكة.',
    body: 'هنا يأتي محتوى القسم.',
    action: 'اعرض الكل',
  },
} satisfies Record<Locale, unknown>;

type Content = Pick<SectionProps, 'eyebrow' | 'title' | 'subtitle' | 'children'>;

/** The Section props among the samples: the story's args (the body text is its children). */
const content: Record<Locale, Content> = {
  tr: {
    eyebrow: text.tr.eyebrow,
    title: text.tr.title,
    subtitle: text.tr.subtitle,
    children: text.tr.body,
  },
  en: {
    eyebrow: text.en.eyebrow,
    title: text.en.title,
    subtitle: text.en.subtitle,
    children: text.en.body,
  },
  ar: {
    eyebrow: text.ar.eyebrow,
    title: text.ar.title,
    subtitle: text.ar.subtitle,
    children: text.ar.body,
  },
};

const meta: Meta<typeof Section> = {
  title: 'Layout/Section',
  component: Section,
  // Turkish samples as args, so Controls show and edit them; the toolbar's language switches unedited ones.
  args: content.tr,
  argTypes: {
    title: { control: 'text' },
    eyebrow: { control: 'text' },
    subtitle: { control: 'text' },
    children: { control: 'text', description: 'The section body (here one paragraph of text).' },
    actions: { control: false },
  },
  render: (args, { globals }) => {
    const { children, ...props } = localized(args, content, globals);
    return (
      <Section {...props}>
        <p>{children}</p>
      </Section>
    );
  },
};

export default meta;
type Story = StoryObj<typeof Section>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: pick(text, globals).title }),
    ).toBeVisible();
  },
};

export const Muted: Story = { args: { tone: 'muted', centered: true } };

export const Inverse: Story = { args: { tone: 'inverse' } };

/** The `actions` slot holds markup; the story builds a "view all" link from its text. */
interface WithActionArgs extends SectionProps {
  /** Text of the link in the `actions` slot. */
  actionText: string;
}

const withAction: Record<Locale, Partial<WithActionArgs>> = {
  tr: { ...content.tr, actionText: text.tr.action },
  en: { ...content.en, actionText: text.en.action },
  ar: { ...content.ar, actionText: text.ar.action },
};

export const WithAction: StoryObj<WithActionArgs> = {
  args: withAction.tr,
  render: (args, { globals }) => {
    const { children, actionText, ...props } = localized(args, withAction, globals);
    return (
      <Section
        {...props}
        actions={
          <ButtonLink href="/sektorler" variant="secondary">
            {actionText}
          </ButtonLink>
        }
      >
        <p>{children}</p>
      </Section>
    );
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: pick(text, globals).action }),
    ).toBeVisible();
  },
};
