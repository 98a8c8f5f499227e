import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider, useTranslation } from './react';
import { createTranslator } from './translator';

const translator = createTranslator(
  'tr',
  {
    common: {
      hello: 'Merhaba {{name}}',
      count_one: '{{count}} ürün',
      count_other: '{{count}} ürün',
    },
    page: { title: 'Başlık' },
  },
  { defaultVariables: { name: 'Ayşe' } },
);

function Probe({ onT }: { onT?: (t: unknown) => void }) {
  const { t, i18n } = useTranslation(['page', 'common'] as never);
  const [, rerender] = useState(0);
  onT?.(t);
  const translate = t as unknown as (key: string, options?: object) => string;
  return (
    <button type="button" lang={i18n.language} onClick={() => rerender((n) => n + 1)}>
      {translate('title')} · {translate('hello')} · {translate('common:count', { count: 3 })}
    </button>
  );
}

describe('useTranslation', () => {
  afterEach(cleanup);

  it('translates with the translator of the nearest provider, in the namespaces asked for', () => {
    render(
      <I18nProvider i18n={translator}>
        <Probe />
      </I18nProvider>,
    );
    const text = screen.getByText('Başlık · Merhaba Ayşe · 3 ürün');
    expect(text.getAttribute('lang')).toBe('tr');
  });

  it('keeps the same t across renders, so memoised values stay put', () => {
    const seen: unknown[] = [];
    render(
      <I18nProvider i18n={translator}>
        <Probe onT={(t) => seen.push(t)} />
      </I18nProvider>,
    );
    fireEvent.click(screen.getByText(/Başlık/));
    expect(seen.length).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(1);
  });

  it('says what is missing when there is no provider', () => {
    expect(() => render(<Probe />)).toThrow('useTranslation needs an <I18nProvider> above it');
  });
});
