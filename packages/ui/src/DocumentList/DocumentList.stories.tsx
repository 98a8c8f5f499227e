import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type Locale, localized } from '../../storybook/preview';
import { DocumentList, type DocumentListProps } from './DocumentList';

// A tiny real PDF, so the links in the stories point at a file that exists and never leave the page.
const pdf = `data:application/pdf;base64,${btoa('%PDF-1.4\n% ORNEK / SAMPLE\n%%EOF\n')}`;

const text = {
  tr: {
    revisedLabel: 'Revizyon:',
    items: [
      {
        href: `${pdf}#tds-tr`,
        kind: 'Teknik bilgi formu',
        language: 'Türkçe',
        lang: 'tr',
        size: '182 KB',
        date: '1 Mart 2026',
        dateTime: '2026-03-01',
      },
      {
        href: `${pdf}#sds-tr`,
        kind: 'Güvenlik bilgi formu',
        language: 'Türkçe',
        lang: 'tr',
        size: '1,2 MB',
        date: '15 Ekim 2025',
        dateTime: '2025-10-15',
      },
      {
        href: `${pdf}#sds-en`,
        kind: 'Güvenlik bilgi formu',
        language: 'İngilizce',
        lang: 'en',
        size: '1,1 MB',
        date: '15 Ekim 2025',
        dateTime: '2025-10-15',
      },
    ],
  },
  en: {
    revisedLabel: 'Revised',
    items: [
      {
        href: `${pdf}#tds-tr`,
        kind: 'Technical data sheet',
        language: 'Turkish',
        lang: 'tr',
        size: '182 KB',
        date: '1 March 2026',
        dateTime: '2026-03-01',
      },
      {
        href: `${pdf}#sds-tr`,
        kind: 'Safety data sheet',
        language: 'Turkish',
        lang: 'tr',
        size: '1.2 MB',
        date: '15 October 2025',
        dateTime: '2025-10-15',
      },
      {
        href: `${pdf}#sds-en`,
        kind: 'Safety data sheet',
        language: 'English',
        lang: 'en',
        size: '1.1 MB',
        date: '15 October 2025',
        dateTime: '2025-10-15',
      },
    ],
  },
  ar: {
    revisedLabel: 'تاريخ المراجعة:',
    items: [
      {
        href: `${pdf}#tds-tr`,
        kind: 'نشرة البيانات الفنية',
        language: 'التركية',
        lang: 'tr',
        size: '182 ك.ب',
        date: '1 مارس 2026',
        dateTime: '2026-03-01',
      },
      {
        href: `${pdf}#sds-tr`,
        kind: 'نشرة بيانات السلامة',
        language: 'التركية',
        lang: 'tr',
        size: '1٫2 م.ب',
        date: '15 أكتوبر 2025',
        dateTime: '2025-10-15',
      },
      {
        href: `${pdf}#sds-en`,
        kind: 'نشرة بيانات السلامة',
        language: 'الإنجليزية',
        lang: 'en',
        size: '1٫1 م.ب',
        date: '15 أكتوبر 2025',
        dateTime: '2025-10-15',
      },
    ],
  },
} satisfies Record<Locale, DocumentListProps>;

const meta: Meta<typeof DocumentList> = {
  title: 'Catalogue/DocumentList',
  component: DocumentList,
  // Turkish samples as args, so Controls show and edit them; the toolbar's language switches unedited ones.
  args: text.tr,
  render: (args, { globals }) => (
    <div style={{ padding: '2rem', maxWidth: '36rem' }}>
      <DocumentList {...localized(args, text, globals)} />
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof DocumentList>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(3);
    for (const link of links) {
      // A download of a PDF, described by its format, size and revision date.
      await expect(link).toHaveAttribute('download');
      await expect(link).toHaveAttribute('type', 'application/pdf');
      await expect(link).toHaveAccessibleDescription(/^PDF, .+ (KB|MB) · .+ \d{4}$/);
    }
    await expect(canvasElement.querySelector('time')).toHaveAttribute('datetime', '2026-03-01');
  },
};

export const OneDocument: Story = {
  args: { items: text.tr.items.slice(1, 2) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('hreflang', 'tr');
  },
};
