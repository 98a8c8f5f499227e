import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type Locale, perLocale, pick, localized } from '../../storybook/preview';
import { iconNames } from '../Icon';
import { TextSection } from './TextSection';

const text = {
  tr: {
    about: {
      title: 'Hakkımızda',
      eyebrow: 'Kurumsal',
      paragraphs: [
        'Kuzeyhan Kimya, 2009 yılında İstanbul’da kuruldu ve bugün altı sektörde sanayiye hammadde tedarik ediyor.',
        'Dünyanın önde gelen üreticileriyle kurduğumuz iş birlikleri sayesinde müşterilerimize doğru malzemeyi doğru zamanda ulaştırıyoruz.',
      ],
    },
    mission: {
      title: 'Misyonumuz',
      paragraphs: [
        'Müşterilerimizin üretimini kesintisiz sürdürmesi için güvenilir, izlenebilir ve rekabetçi tedarik sağlamak.',
      ],
    },
  },
  en: {
    about: {
      title: 'About Us',
      eyebrow: 'Corporate',
      paragraphs: [
        'Kuzeyhan Kimya was founded in Istanbul in 2009 and today supplies raw materials to industry in six sectors.',
        'Through partnerships with leading manufacturers worldwide we deliver the right material at the right time.',
      ],
    },
    mission: {
      title: 'Our Mission',
      paragraphs: [
        'To provide reliable, traceable and competitive supply so that our customers can produce without interruption.',
      ],
    },
  },
  ar: {
    about: {
      title: 'من نحن',
      eyebrow: 'عن الشركة',
      paragraphs: [
        'تأسست Kuzeyhan Kimya في إسطنبول عام 2009، وهي تورّد اليوم المواد الخام إلى الصناعة في ستة قطاعات.',
        'بفضل شراكاتنا مع كبار المصنّعين في العالم، نوصل إلى عملائنا المادة المناسبة في الوقت المناسب.',
      ],
    },
    mission: {
      title: 'رسالتنا',
      paragraphs: [
        'أن نوفّر توريدًا موثوقًا وقابلًا للتتبع وبأسعار منافسة، كي يواصل عملاؤنا إنتاجهم دون انقطاع.',
      ],
    },
  },
} satisfies Record<Locale, unknown>;

/** The TextSection props among the samples: the story's args. */
const samples = perLocale((locale) => text[locale].about);

const meta: Meta<typeof TextSection> = {
  title: 'About/TextSection',
  component: TextSection,
  // Sample content as args (Turkish), so Controls show and edit it; the toolbar's language switches unedited ones.
  args: { ...samples.tr, id: 'about' },
  argTypes: {
    title: { control: 'text' },
    eyebrow: { control: 'text' },
    icon: { control: 'select', options: iconNames },
  },
  render: (args, { globals }) => (
    <div style={{ padding: '1.5rem', maxWidth: '52rem' }}>
      <TextSection {...localized(args, samples, globals)} />
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof TextSection>;

export const Plain: Story = {
  play: async ({ canvasElement, globals }) => {
    const section = canvasElement.querySelector('section#about');
    await expect(section).not.toBeNull();
    await expect(
      within(canvasElement).getByRole('region', { name: pick(text, globals).about.title }),
    ).toBe(section);
  },
};

const mission = perLocale((locale) => text[locale].mission);

export const CardWithIcon: Story = {
  args: { ...mission.tr, eyebrow: undefined, id: 'mission', icon: 'quality', variant: 'card' },
  render: (args, { globals }) => (
    <div style={{ padding: '1.5rem', maxWidth: '40rem' }}>
      <TextSection {...localized(args, mission, globals)} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: pick(text, globals).mission.title }),
    ).toHaveAttribute('id', 'mission');
  },
};
