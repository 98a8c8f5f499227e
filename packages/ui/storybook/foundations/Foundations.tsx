// Blocks of the foundations pages (MDX in this folder). Values come from tokens.css via readTokens().
import type { CSSProperties, ReactNode } from 'react';
import { group, measure, readTokens, type Tokens } from './tokens';

const { light, dark } = readTokens();
const themes = { light, dark } as const;

const table: CSSProperties = { width: '100%', borderCollapse: 'collapse', fontSize: '0.875rem' };
const cell: CSSProperties = {
  padding: '0.5rem 0.75rem',
  borderBottom: '1px solid #d5dce4',
  textAlign: 'left',
  verticalAlign: 'middle',
};
const code: CSSProperties = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.8125rem',
};

function Swatch({ value, size = 28 }: { value: string; size?: number }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: 6,
        background: value,
        boxShadow: 'inset 0 0 0 1px rgb(0 0 0 / 0.15)',
      }}
    />
  );
}

function Head({ children }: { children: ReactNode[] }) {
  return (
    <thead>
      <tr>
        {children.map((c, i) => (
          <th key={i} style={cell}>
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** Every colour token with its light and dark value. */
export function ColourTokens() {
  return (
    <table style={table}>
      <Head>{['Token', 'Light', 'Dark']}</Head>
      <tbody>
        {group(light, '--ui-color-').map(([name, value]) => (
          <tr key={name}>
            <td style={cell}>
              <code style={code}>{name}</code>
            </td>
            {[value, dark[name] ?? value].map((v, i) => (
              <td key={i} style={cell}>
                <span style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center' }}>
                  <Swatch value={v} />
                  <code style={code}>{v}</code>
                </span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The colour pairs the components use, each measured (WCAG 2.x contrast) in one theme. */
export function ContrastPairs({ theme }: { theme: keyof typeof themes }) {
  const tokens: Tokens = themes[theme];
  return (
    <table style={table}>
      <Head>{['Sample', 'Use', 'Foreground on background', 'Ratio', 'AA minimum']}</Head>
      <tbody>
        {measure(tokens).map((pair) => (
          <tr key={`${pair.fg}/${pair.bg}`}>
            <td style={cell}>
              <span
                style={{
                  display: 'inline-block',
                  padding: '0.25rem 0.625rem',
                  borderRadius: 6,
                  background: pair.bgValue,
                  color: pair.fgValue,
                  border: `2px solid ${pair.min === 3 ? pair.fgValue : 'transparent'}`,
                  fontWeight: 600,
                }}
              >
                Ağ İş Çöğü
              </span>
            </td>
            <td style={cell}>{pair.use}</td>
            <td style={cell}>
              <code style={code}>{pair.fg}</code> <small>({pair.fgValue})</small> on{' '}
              <code style={code}>{pair.bg}</code> <small>({pair.bgValue})</small>
            </td>
            <td style={{ ...cell, fontVariantNumeric: 'tabular-nums', fontWeight: 700 }}>
              {pair.ratio.toFixed(2)}:1
            </td>
            <td style={cell}>
              {pair.min}:1 {pair.passes ? '✓ passes' : '✗ fails'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const sample = 'Şirketimiz İstanbul’da; ğ, ş, ı, İ, ç, ö, ü. The quick brown fox.';

/** The type scale: every size token with a Turkish sample line. */
export function TypeScale() {
  return (
    // `sb-unstyled`: Storybook's docs styles (Nunito Sans on every span and paragraph) stay out,
    // so the samples show the face the site ships (apps/storybook/.storybook/preview.css).
    <div className="sb-unstyled" style={{ display: 'grid', gap: '1rem' }}>
      <p style={{ margin: 0 }}>
        <code style={code}>--ui-font-sans</code>:{' '}
        <code style={code}>{light['--ui-font-sans']}</code>
      </p>
      {group(light, '--ui-font-size-').map(([name, value]) => (
        <div
          key={name}
          style={{
            display: 'grid',
            gridTemplateColumns: '16rem 1fr',
            gap: '1rem',
            alignItems: 'baseline',
          }}
        >
          <span>
            <code style={code}>{name}</code>
            <br />
            <small style={code}>{value}</small>
          </span>
          <span style={{ fontSize: `var(${name})`, lineHeight: 'var(--ui-line-height-tight)' }}>
            {sample}
          </span>
        </div>
      ))}
      {group(light, '--ui-font-weight-').map(([name, value]) => (
        <div
          key={name}
          style={{
            display: 'grid',
            gridTemplateColumns: '16rem 1fr',
            gap: '1rem',
            alignItems: 'baseline',
          }}
        >
          <span>
            <code style={code}>{name}</code> <small style={code}>{value}</small>
          </span>
          <span
            style={{
              fontWeight: `var(${name})` as CSSProperties['fontWeight'],
              fontSize: '1.125rem',
            }}
          >
            Kuzeyhan Kimya · Ürünlerimiz
          </span>
        </div>
      ))}
    </div>
  );
}

/** Tokens of one kind drawn as bars (spacing), boxes (radius) or cards (shadow). */
export function Scale({ prefix, kind }: { prefix: string; kind: 'space' | 'radius' | 'shadow' }) {
  return (
    <table style={table}>
      <Head>{['Token', 'Value', 'Preview']}</Head>
      <tbody>
        {group(light, prefix).map(([name, value]) => (
          <tr key={name}>
            <td style={cell}>
              <code style={code}>{name}</code>
            </td>
            <td style={cell}>
              <code style={code}>{value}</code>
              {kind === 'shadow' && dark[name] !== value && (
                <>
                  <br />
                  <small>dark: </small>
                  <code style={code}>{dark[name]}</code>
                </>
              )}
            </td>
            <td style={{ ...cell, padding: kind === 'shadow' ? '1.25rem' : cell.padding }}>
              {kind === 'space' && (
                <span
                  style={{
                    display: 'block',
                    height: 16,
                    width: `var(${name})`,
                    background: light['--ui-color-primary'],
                    borderRadius: 2,
                  }}
                />
              )}
              {kind === 'radius' && (
                <span
                  style={{
                    display: 'block',
                    width: 72,
                    height: 48,
                    borderRadius: `var(${name})`,
                    border: `2px solid ${light['--ui-color-primary']}`,
                    background: light['--ui-color-primary-soft'],
                  }}
                />
              )}
              {kind === 'shadow' && (
                <span style={{ display: 'flex', gap: '1.5rem' }}>
                  {(['light', 'dark'] as const).map((theme) => (
                    <span
                      key={theme}
                      style={{
                        padding: '1rem',
                        background: themes[theme]['--ui-color-bg'],
                        borderRadius: 8,
                      }}
                    >
                      <span
                        style={{
                          display: 'grid',
                          placeItems: 'center',
                          width: 96,
                          height: 56,
                          borderRadius: 8,
                          background: themes[theme]['--ui-color-surface-raised'],
                          color: themes[theme]['--ui-color-text'],
                          boxShadow: themes[theme][name],
                          fontSize: '0.75rem',
                        }}
                      >
                        {theme}
                      </span>
                    </span>
                  ))}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
