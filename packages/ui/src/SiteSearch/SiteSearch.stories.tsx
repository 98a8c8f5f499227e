import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localized, perLocale, pick, type Locale } from '../../storybook/preview';
import { SiteSearch, type SiteSearchProps, type SiteSearchResult } from './SiteSearch';

// Samples of a chemical trader's catalogue; the page's search (the kit's) fills the results.
const found: Record<Locale, SiteSearchResult[]> = {
  tr: [
    {
      id: 'microglass',
      href: '#mikroglass',
      title: 'Mikroglass Filtre Medyası',
      meta: 'Filtrasyon Sistemleri · Nordair Airtech',
      description:
        'HEPA ve EPA sınıfı hava filtreleri için yüksek verimli cam elyafı filtre kâğıdı; temiz oda, hastane ve ilaç üretim tesislerinde tercih edilir.',
    },
    {
      id: 'separator',
      href: '#separator',
      title: 'Alüminyum Separatör',
      meta: 'Filtrasyon Sistemleri',
      description:
        'Derin pileli HEPA ve kompakt filtrelerde pliler arasındaki mesafeyi koruyan oluklu alüminyum separatör.',
    },
  ],
  en: [
    {
      id: 'microglass',
      href: '#microglass',
      title: 'Microglass Filter Media',
      meta: 'Filtration Systems · Nordair Airtech',
      description:
        'High-efficiency glass fibre filter paper for HEPA and EPA air filters, the media of choice for clean rooms, hospitals and pharmaceutical plants.',
    },
    {
      id: 'separator',
      href: '#separator',
      title: 'Aluminium Separator',
      meta: 'Filtration Systems',
      description:
        'Corrugated aluminium separator that keeps the pleats of deep-pleat HEPA and compact filters apart.',
    },
  ],
  ar: [
    {
      id: 'microglass',
      href: '#microglass',
      title: 'وسط ترشيح من الألياف الزجاجية الدقيقة',
      meta: 'أنظمة الترشيح · Nordair Airtech',
      description:
        'ورق ترشيح عالي الكفاءة من الألياف الزجاجية لمرشحات الهواء من فئتي HEPA وEPA، وهو الخيار المفضل للغرف النظيفة والمستشفيات ومصانع الأدوية.',
    },
    {
      id: 'separator',
      href: '#separator',
      title: 'فاصل من الألومنيوم',
      meta: 'أنظمة الترشيح',
      description:
        'فاصل مموّج من الألومنيوم يحافظ على المسافة بين طيّات مرشحات HEPA العميقة والمرشحات المدمجة.',
    },
  ],
};

const text = {
  tr: {
    action: '/arama',
    label: 'Aranacak sözcükler',
    submitLabel: 'Ara',
    hint: 'Ürün adı, teknik özellik, uygulama alanı, sektör ya da tedarikçi adıyla arayın.',
    placeholder: 'Örneğin HEPA, temiz oda, yapıştırıcı',
    resultsLabel: 'Arama sonuçları',
    value: 'hepa',
    status: '“hepa” için 2 ürün bulundu.',
    results: found.tr,
  },
  en: {
    action: '/search',
    label: 'Words to search for',
    submitLabel: 'Search',
    hint: 'Search by product name, technical property, application, sector or supplier.',
    placeholder: 'For example HEPA, clean room, adhesive',
    resultsLabel: 'Search results',
    value: 'hepa',
    status: '2 products match “hepa”.',
    results: found.en,
  },
  ar: {
    action: '/ar/search',
    label: 'كلمات البحث',
    submitLabel: 'ابحث',
    hint: 'ابحث باسم المنتج أو خاصية فنية أو مجال الاستخدام أو القطاع أو اسم المورّد.',
    placeholder: 'مثلًا HEPA أو غرفة نظيفة أو مادة لاصقة',
    resultsLabel: 'نتائج البحث',
    value: 'hepa',
    status: 'عُثر على منتجين مطابقين لـ «hepa».',
    results: found.ar,
  },
} satisfies Record<Locale, Partial<SiteSearchProps>>;

const none = {
  tr: {
    value: 'zzqx',
    status: '“zzqx” için ürün bulunamadı.',
    empty: 'Farklı ya da daha kısa bir sözcük deneyin, tüm ürünlere göz atın ya da bize yazın.',
  },
  en: {
    value: 'zzqx',
    status: 'No product matches “zzqx”.',
    empty: 'Try a different or shorter word, browse all our products, or write to us.',
  },
  ar: {
    value: 'zzqx',
    status: 'لم يُعثر على أي منتج مطابق لـ «zzqx».',
    empty: 'جرّب كلمة أخرى أو أقصر، أو تصفّح جميع منتجاتنا، أو راسلنا.',
  },
} satisfies Record<Locale, Partial<SiteSearchProps>>;

/** Keeps the query in state, starting from the `value` arg, as the search page does. */
function Demo(args: SiteSearchProps) {
  const [value, setValue] = useState(args.value);
  return (
    <SiteSearch
      {...args}
      value={value}
      onValueChange={(v) => {
        args.onValueChange(v);
        setValue(v);
      }}
    />
  );
}

const meta: Meta<typeof SiteSearch> = {
  title: 'Catalogue/SiteSearch',
  component: SiteSearch,
  // Turkish samples as args, so Controls show and edit them; the toolbar's language switches unedited ones.
  args: { ...text.tr, onValueChange: fn(), onSubmit: fn(), onUse: fn() },
  render: (args, { globals }) => (
    <div style={{ padding: '1.5rem', maxWidth: '48rem' }}>
      <Demo key={String(args.value)} {...localized(args, text, globals)} />
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof SiteSearch>;

/** A search with results: each title links to its product page; the count is announced. */
export const Results: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pick(text, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search')).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent(t.status);
    const list = canvas.getByRole('list', { name: t.resultsLabel });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAccessibleName(t.results[0]!.title);
  },
};

/** The arrow keys lead from the field through the results and back; typing reports each edit. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = pick(text, globals);
    const canvas = within(canvasElement);
    const field = canvas.getByRole('searchbox', { name: t.label });
    await userEvent.click(field);
    await expect(args.onUse).toHaveBeenCalledWith('focus');
    await userEvent.type(field, ' filtre');
    await expect(args.onUse).toHaveBeenCalledWith('input');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(`${t.value} filtre`);
    const links = within(canvas.getByRole('list', { name: t.resultsLabel })).getAllByRole('link');
    await userEvent.keyboard('{ArrowDown}');
    await expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(`${t.value} filtre`);
  },
};

/** Nothing found: the status says so, and the page's suggestions show instead of a list. */
export const NoResults: Story = {
  args: { ...none.tr, results: [] },
  render: (args, { globals }) => {
    const own = localized(
      args,
      perLocale((locale) => ({ ...text[locale], ...none[locale] })),
      globals,
    );
    return (
      <div style={{ padding: '1.5rem', maxWidth: '48rem' }}>
        <Demo key={String(args.value)} {...own} results={[]} empty={<p>{String(own.empty)}</p>} />
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const t = pick(none, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t.status);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText(t.empty)).toBeVisible();
  },
};

/** Before a search: the form alone, as the page is prerendered. */
export const BeforeSearch: Story = {
  args: { value: '', status: '', results: undefined },
  render: (args, { globals }) => {
    const own = localized(args, text, globals);
    return (
      <div style={{ padding: '1.5rem', maxWidth: '48rem' }}>
        <Demo key="empty" {...own} value="" status="" results={undefined} />
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const t = pick(text, globals);
    const canvas = within(canvasElement);
    const form = canvasElement.querySelector('form');
    await expect(form).toHaveAttribute('action', t.action);
    await expect(form).toHaveAttribute('method', 'get');
    await expect(canvas.getByRole('searchbox', { name: t.label })).toHaveAttribute('name', 'q');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};
