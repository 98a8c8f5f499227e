// The counters' server HTML shows the real numbers: a visitor without JavaScript, a crawler or a
// link preview never reads "0 +". The count-up is armed in the browser only.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StatCounters } from './StatCounters';

describe('StatCounters server HTML', () => {
  it('renders the final values, not zeros', () => {
    const html = renderToString(
      <StatCounters
        items={[
          { value: 2009, label: 'Kuruluş yılı' },
          { value: 500, suffix: '+', label: 'Ürün çeşidi' },
        ]}
      />,
    );
    const shown = [...html.matchAll(/data-testid="stat-value">([^<]*)(?:<!-- -->)?([^<]*)</g)].map((m) => `${m[1] ?? ''}${m[2] ?? ''}`);
    expect(shown).toEqual(['2009', '500+']);
  });
});
