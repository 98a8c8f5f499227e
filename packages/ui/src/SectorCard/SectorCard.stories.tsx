import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pick, localized, type Locale } from '../../storybook/preview';
import { sectors } from '../../storybook/samples';
import { SectorCard } from './SectorCard';

const samplesOf = (locale: Locale, linkLabel: string) => {
  const { title, description, href, icon } = sectors[locale][0]!;
  return { title, description, href, icon, linkLabel };
};
const samples = {
  tr: samplesOf('tr', 'Daha fazla bilgi'),
  en: samplesOf('en', 'Learn more'),
  ar: samplesOf('ar', 'اعرف المزيد'),
};

const meta: Meta<typeof SectorCard> = {
  title: 'Home/SectorCard',
  component: SectorCard,
  // Sample content as args (Turkish), so Controls show and edit it; the toolbar's language switches unedited ones.
  args: samples.tr,
  render: (args, { globals }) => (
    <div style={{ padding: '1.5rem', maxWidth: '20rem' }}>
      <SectorCard {...localized(args, samples, globals)} />
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof SectorCard>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const s = pick(sectors, globals)[0]!;
    await expect(
      within(canvasElement).getByRole('link', { name: new RegExp(s.title) }),
    ).toHaveAttribute('href', s.href);
  },
};

export const WithCount: Story = { args: { meta: '13' } };

const longText = {
  tr: {
    ...samples.tr,
    title: 'Hidroksipropilmetilselüloz ve Karboksimetilselüloz Katkıları',
    description:
      'Çimento esaslı yapıştırıcılar, derz dolguları ve sıvalar için kıvam artırıcılar; su tutma ve açık kalma süresini uzatan selüloz eterleri.',
  },
  en: {
    ...samples.en,
    title: 'Hydroxypropylmethylcellulose and Carboxymethylcellulose Additives',
    description:
      'Thickeners for cement-based adhesives, grouts and renders; cellulose ethers that hold water and lengthen the open time.',
  },
  ar: {
    ...samples.ar,
    title: 'إضافات هيدروكسي بروبيل ميثيل السليلوز وكربوكسي ميثيل السليلوز',
    description:
      'مواد مكثفة للمواد اللاصقة الأسمنتية ومواد الترويب واللياسة، وإيثرات السليلوز التي تحبس الماء وتطيل زمن التشغيل.',
  },
};

/** A long title with a long single word, at a small phone's width (320 px). */
export const LongText: Story = {
  args: longText.tr,
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  render: (args, { globals }) => (
    <div style={{ padding: '1.5rem', maxWidth: '20rem' }}>
      <SectorCard {...localized(args, longText, globals)} />
    </div>
  ),
};
