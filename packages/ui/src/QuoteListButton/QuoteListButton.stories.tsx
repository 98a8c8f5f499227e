import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { localized, type Locale } from '../../storybook/preview';
import { QuoteListButton, type QuoteListButtonProps } from './QuoteListButton';

const text = {
  tr: {
    action: '/teklif-listesi',
    name: 'urun',
    value: 'needleFelt',
    label: 'Teklif listesine ekle',
    messages: {
      added: '"İğneli Keçe" teklif listenize eklendi.',
      already: '"İğneli Keçe" zaten teklif listenizde.',
      viewList: 'Listeyi görüntüleyin',
    },
  },
  en: {
    action: '/quote-list',
    name: 'product',
    value: 'needleFelt',
    label: 'Add to quote list',
    messages: {
      added: '"Needle Felt" was added to your quote list.',
      already: '"Needle Felt" is already on your quote list.',
      viewList: 'View the list',
    },
  },
  ar: {
    action: '/ar/quote-list',
    name: 'product',
    value: 'needleFelt',
    label: 'أضف إلى قائمة عروض الأسعار',
    messages: {
      added: 'أُضيف «اللباد الإبري» إلى قائمة عروض الأسعار.',
      already: '«اللباد الإبري» موجود في قائمة عروض الأسعار.',
      viewList: 'اعرض القائمة',
    },
  },
} satisfies Record<Locale, QuoteListButtonProps>;

/** A list in the story's memory: the first add adds, the next ones find it there. */
function memoryList() {
  const keys = new Set<string>();
  return async (key: string) => {
    if (keys.has(key)) return false;
    keys.add(key);
    return true;
  };
}

const meta: Meta<typeof QuoteListButton> = {
  title: 'Catalogue/QuoteListButton',
  component: QuoteListButton,
  // Turkish samples as args, so Controls show and edit them; the toolbar's language switches unedited ones.
  args: text.tr,
  render: (args, { globals }) => (
    <div style={{ padding: '2rem', maxWidth: '24rem' }}>
      <QuoteListButton onAdd={memoryList()} {...localized(args, text, globals)} />
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof QuoteListButton>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Teklif listesine ekle|Add to quote list/ });
    // Before any script, a plain GET form to the list's page names the product.
    const form = button.closest('form')!;
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form.querySelector('input[type="hidden"]')).toHaveValue('needleFelt');
    await userEvent.click(button);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(/eklendi|was added|أُضيف/);
    await expect(within(status).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/teklif-listesi|\/quote-list/),
    );
    await userEvent.click(button);
    await expect(status).toHaveTextContent(/zaten|already|موجود في/);
  },
};

/** Under a product card: the smaller button. */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.keyboard('{Tab}');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      /eklendi|was added|أُضيف/,
    );
  },
};
