import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectIsolatedLeftToRight, rightToLeft } from '../../storybook/bidi';
import { type Locale, localized } from '../../storybook/preview';
import { PropertyTable, type PropertyTableProps } from './PropertyTable';

const text = {
  tr: {
    caption: 'Teknik özellikler',
    rows: [
      { label: 'Verim sınıfı', value: 'F6, F7, F8' },
      { label: 'Standart', value: 'EN 779' },
      { label: 'Malzeme', value: 'Sentetik ince filtre medyası' },
      { label: 'Rulo genişliği', value: '1.000', unit: 'mm' },
      { label: 'Gramaj', value: '120', unit: 'g/m²' },
      { label: 'Başlangıç basınç kaybı', value: '≤ 75', unit: 'Pa' },
    ],
  },
  en: {
    caption: 'Technical properties',
    rows: [
      { label: 'Efficiency class', value: 'F6, F7, F8' },
      { label: 'Standard', value: 'EN 779' },
      { label: 'Material', value: 'Synthetic fine filter media' },
      { label: 'Roll width', value: '1,000', unit: 'mm' },
      { label: 'Grammage', value: '120', unit: 'g/m²' },
      { label: 'Initial pressure drop', value: '≤ 75', unit: 'Pa' },
    ],
  },
  ar: {
    caption: 'الخصائص الفنية',
    rows: [
      { label: 'فئة الكفاءة', value: 'F6, F7, F8' },
      { label: 'المعيار', value: 'EN 779' },
      { label: 'المادة', value: 'وسط ترشيح دقيق صناعي' },
      { label: 'عرض اللفافة', value: '1000', unit: 'مم' },
      { label: 'الوزن لكل متر مربع', value: '120', unit: 'g/m²' },
      { label: 'فقد الضغط الابتدائي', value: '≤ 75', unit: 'Pa' },
    ],
  },
} satisfies Record<Locale, PropertyTableProps>;

const meta: Meta<typeof PropertyTable> = {
  title: 'Catalogue/PropertyTable',
  component: PropertyTable,
  // Turkish samples as args, so Controls show and edit them; the toolbar's language switches unedited ones.
  args: text.tr,
  render: (args, { globals }) => (
    <div style={{ padding: '2rem', maxWidth: '36rem' }}>
      <PropertyTable {...localized(args, text, globals)} />
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof PropertyTable>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table');
    // The caption names the table; each label is its row's header.
    await expect(table).toHaveAccessibleName(
      /Teknik özellikler|Technical properties|الخصائص الفنية/,
    );
    const headers = within(table).getAllByRole('rowheader');
    await expect(headers).toHaveLength(args.rows!.length);
    await expect(within(table).getByRole('cell', { name: /g\/m²$/ })).toBeVisible();
  },
};

export const OneProperty: Story = {
  args: { rows: [{ label: 'Malzeme', value: 'Reçine emdirilmiş selüloz' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(1);
  },
};

/**
 * In Arabic: a code, a standard's number and a value with its unit keep their left-to-right order
 * ("120 g/m²", "≤ 75 Pa", not "g/m² 120", "Pa 75 ≤"); a value in Arabic ("1000 مم") reads right to left.
 */
export const RightToLeft: Story = {
  ...rightToLeft,
  name: 'Right to left (العربية)',
  play: async ({ canvasElement }) => {
    for (const value of ['F6, F7, F8', 'EN 779', '120 g/m²', '≤ 75 Pa'])
      await expectIsolatedLeftToRight(canvasElement, value);
    const arabic = [...canvasElement.querySelectorAll('bdi')].find(
      (el) => el.textContent === '1000 مم',
    );
    await expect(arabic).toBeDefined();
    await expect(arabic!.hasAttribute('dir')).toBe(false);
  },
};
