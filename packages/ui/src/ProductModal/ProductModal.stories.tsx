import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { ButtonLink } from '../Button';
import { ProductCard } from '../ProductCard';
import { localeOf, perLocale, pick, type Locale, localized } from '../../storybook/preview';
import { picture } from '../../storybook/samples';
import { ProductModal, type ProductModalProps } from './ProductModal';

const text = {
  tr: {
    card: 'Mikrocam filtre kağıdı',
    title: 'Mikrocam Filtre Kağıdı',
    badge: 'Filtrasyon Sistemleri',
    description:
      'HVAC ve endüstriyel filtrasyon için yüksek verimli mikrocam medya. G4, F7 ve F8 sınıflarında, rulo veya ebatlı kesim olarak tedarik edilir.',
    labels: {
      close: 'Kapat',
      previous: 'Önceki görsel',
      next: 'Sonraki görsel',
      zoom: 'Yakınlaştır',
    },
    alt: (n: number) => `Mikrocam filtre kağıdı, görsel ${n}`,
    cta: 'Fiyat için iletişime geçin',
  },
  en: {
    card: 'Microglass filter paper',
    title: 'Microglass Filter Paper',
    badge: 'Filtration Systems',
    description:
      'High-efficiency microglass media for HVAC and industrial filtration. Supplied in grades G4, F7 and F8, in rolls or cut to size.',
    labels: { close: 'Close', previous: 'Previous image', next: 'Next image', zoom: 'Zoom' },
    alt: (n: number) => `Microglass filter paper, image ${n}`,
    cta: 'Contact us for price',
  },
  ar: {
    card: 'ورق ترشيح من الألياف الزجاجية الدقيقة',
    title: 'ورق ترشيح من الألياف الزجاجية الدقيقة',
    badge: 'أنظمة الترشيح',
    description:
      'وسط ترشيح عالي الكفاءة من الألياف الزجاجية الدقيقة لأنظمة التدفئة والتهوية والتكييف والترشيح الصناعي. يُورَّد بالفئات G4 وF7 وF8، في لفائف أو مقطّعًا حسب المقاس.',
    labels: { close: 'إغلاق', previous: 'الصورة السابقة', next: 'الصورة التالية', zoom: 'تكبير' },
    alt: (n: number) => `ورق ترشيح من الألياف الزجاجية الدقيقة، الصورة ${n}`,
    cta: 'تواصل معنا لمعرفة السعر',
  },
} satisfies Record<Locale, unknown>;

const images = (locale: Locale) =>
  [200, 170, 30].map((hue, i) => ({
    src: picture(`${i + 1}`, hue),
    width: 800,
    height: 600,
    alt: text[locale].alt(i + 1),
  }));

type Content = Pick<ProductModalProps, 'title' | 'badge' | 'description' | 'labels' | 'images'>;

/** The ProductModal props among the samples: the story's args. */
const content = perLocale((locale): Content => ({
  title: text[locale].title,
  badge: text[locale].badge,
  description: text[locale].description,
  labels: text[locale].labels,
  images: images(locale),
}));

function ModalDemo({ locale, onClose, ...args }: Partial<ProductModalProps> & { locale: Locale }) {
  const t = text[locale];
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: '2rem', maxWidth: '18rem' }}>
      <ProductCard
        title={t.card}
        badge={t.badge}
        image={{ src: picture('1', 200), width: 800, height: 600, alt: '' }}
        onClick={() => setOpen(true)}
      />
      <ProductModal
        {...content[locale]}
        {...args}
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <ButtonLink href="/iletisim" iconEnd="arrow-right">
          {t.cta}
        </ButtonLink>
      </ProductModal>
    </div>
  );
}

const meta: Meta<typeof ProductModal> = {
  title: 'Catalogue/ProductModal',
  component: ProductModal,
  // Turkish samples as args, so Controls show and edit them; the toolbar's language switches unedited ones.
  // `open` belongs to the demo: the product card opens the modal.
  args: { ...content.tr, open: false, onClose: fn() },
  argTypes: { open: { control: false } },
  render: (args, { globals }) => (
    <ModalDemo {...localized(args, content, globals)} locale={localeOf(globals)} />
  ),
};

export default meta;
type Story = StoryObj<typeof ProductModal>;

async function openModal(canvasElement: HTMLElement, locale: Locale) {
  const canvas = within(canvasElement);
  const card = canvas.getByRole('button', { name: new RegExp(text[locale].card) });
  await userEvent.click(card);
  const dialog = await within(document.body).findByRole('dialog');
  // The dialog fades in (200 ms, none under reduced motion): visibility is asserted once it is in.
  await Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished));
  return { canvas, card, dialog, inDialog: within(dialog) };
}

const loc = localeOf;

export const Open: Story = {
  play: async ({ canvasElement, globals }) => {
    const { inDialog } = await openModal(canvasElement, loc(globals));
    await expect(inDialog.getByRole('heading', { name: pick(text, globals).title })).toBeVisible();
    await expect(document.body.style.overflow).toBe('hidden');
    await expect(
      inDialog.getByRole('button', { name: pick(text, globals).labels.close }),
    ).toHaveFocus();
  },
};

export const GalleryWraps: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pick(text, globals);
    const { inDialog } = await openModal(canvasElement, loc(globals));
    const counter = inDialog.getByText('1 / 3');
    await expect(counter).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(inDialog.getByRole('button', { name: t.labels.previous }));
    await expect(counter).toHaveTextContent('3 / 3');
    await expect(inDialog.getByRole('img', { name: t.alt(3) })).toBeVisible();
    // The thumbnails are the modal's gallery's too.
    await userEvent.click(inDialog.getByRole('button', { name: t.alt(2) }));
    await expect(counter).toHaveTextContent('2 / 3');
    await userEvent.click(inDialog.getByRole('button', { name: t.alt(3) }));
    await userEvent.click(inDialog.getByRole('button', { name: t.labels.next }));
    await expect(counter).toHaveTextContent('1 / 3');
    await userEvent.click(inDialog.getByRole('button', { name: t.labels.next }));
    await expect(counter).toHaveTextContent('2 / 3');
  },
};

/**
 * Left and right arrows on the gallery's buttons step through the pictures in the reading
 * direction: ArrowRight goes onward in Turkish and English, and back in Arabic, where the previous
 * button stands on the right.
 */
export const GalleryArrowKeys: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pick(text, globals);
    const rtl = loc(globals) === 'ar';
    const { inDialog } = await openModal(canvasElement, loc(globals));
    const counter = inDialog.getByText('1 / 3');
    inDialog.getByRole('button', { name: t.labels.next }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(counter).toHaveTextContent(rtl ? '3 / 3' : '2 / 3');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(counter).toHaveTextContent(rtl ? '2 / 3' : '3 / 3');
    // The buttons themselves sit in reading order: the previous one at the inline start.
    const previous = inDialog.getByRole('button', { name: t.labels.previous });
    const next = inDialog.getByRole('button', { name: t.labels.next });
    const [p, n] = [previous.getBoundingClientRect(), next.getBoundingClientRect()];
    await expect(rtl ? p.left > n.left : p.left < n.left).toBe(true);
  },
};

export const Zoom: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pick(text, globals);
    const { inDialog } = await openModal(canvasElement, loc(globals));
    const stage = inDialog.getByRole('button', { name: new RegExp(t.labels.zoom) });
    const image = inDialog.getByRole('img', { name: t.alt(1) });
    await userEvent.click(stage);
    await expect(stage).toHaveAttribute('aria-pressed', 'true');
    await expect(image.style.transform).toBe('scale(2)');
    stage.getBoundingClientRect = () => ({
      left: 0,
      top: 0,
      width: 400,
      height: 300,
      right: 400,
      bottom: 300,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    fireEvent.pointerMove(stage, { clientX: 100, clientY: 225 });
    await waitFor(() => expect(image.style.transformOrigin).toBe('25% 75%'));
    // Keyboard: Enter toggles, arrows pan while zoomed.
    await userEvent.click(stage);
    await expect(stage).toHaveAttribute('aria-pressed', 'false');
    stage.focus();
    await userEvent.keyboard('{Enter}');
    await expect(stage).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(image.style.transformOrigin).toBe('60% 50%');
    await userEvent.keyboard(' ');
    await expect(stage).toHaveAttribute('aria-pressed', 'false');
  },
};

export const ClosesWithEscape: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const { card, dialog } = await openModal(canvasElement, loc(globals));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(card).toHaveFocus());
    await expect(document.body.style.overflow).toBe('');
  },
};

export const ClosesOnBackdrop: Story = {
  play: async ({ canvasElement, globals }) => {
    const { card, dialog } = await openModal(canvasElement, loc(globals));
    await userEvent.click(dialog);
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await waitFor(() => expect(card).toHaveFocus());
  },
};

export const ClosesWithButton: Story = {
  play: async ({ canvasElement, globals }) => {
    const { card, dialog, inDialog } = await openModal(canvasElement, loc(globals));
    await userEvent.click(inDialog.getByText(pick(text, globals).description));
    await expect(dialog).toHaveAttribute('open');
    await userEvent.click(inDialog.getByRole('button', { name: pick(text, globals).labels.close }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await waitFor(() => expect(card).toHaveFocus());
  },
};

export const SingleImage: Story = {
  args: { images: [{ src: picture('1', 120), width: 800, height: 600, alt: 'Alginate' }] },
  play: async ({ canvasElement, globals }) => {
    const { inDialog } = await openModal(canvasElement, loc(globals));
    await expect(
      inDialog.queryByRole('button', { name: pick(text, globals).labels.next }),
    ).toBeNull();
    // One picture is shown alone: no thumbnails and no counter.
    await expect(inDialog.queryByRole('list')).toBeNull();
    await expect(inDialog.queryByText(/\d+ \/ \d+/)).toBeNull();
  },
};

/**
 * A consumer's ref, onKeyDown, onClick and onCancel run beside the modal's own: the dialog still
 * opens as a modal (showModal ran on the same element), and Escape and the backdrop still close it.
 */
export const ConsumerRefAndHandlers: Story = {
  tags: ['!autodocs'],
  args: { ref: fn(), onKeyDown: fn(), onClick: fn(), onCancel: fn() },
  play: async ({ canvasElement, globals, args }) => {
    const { dialog, card } = await openModal(canvasElement, loc(globals));
    await expect(args.ref).toHaveBeenCalledWith(dialog);
    await expect(dialog).toHaveAttribute('open');
    await expect(dialog.matches(':modal')).toBe(true);
    // A close event left over from an earlier close (it is queued) must not close a reopened modal.
    dialog.dispatchEvent(new Event('close'));
    await expect(dialog).toHaveAttribute('open');
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onKeyDown).toHaveBeenCalledWith(expect.objectContaining({ key: 'Escape' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    // Backdrop click: the consumer's onClick and the modal's close.
    await userEvent.click(card);
    await waitFor(() => expect(dialog).toHaveAttribute('open'));
    await userEvent.click(dialog);
    await expect(args.onClick).toHaveBeenCalled();
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    // A cancel event (what the browser fires on a close request): both handlers run.
    await userEvent.click(card);
    await waitFor(() => expect(dialog).toHaveAttribute('open'));
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await expect(args.onCancel).toHaveBeenCalled();
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await expect(args.onClose).toHaveBeenCalledTimes(3);
  },
};
