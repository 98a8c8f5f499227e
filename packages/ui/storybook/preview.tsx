// Project annotations shared by the Storybook app and the story tests (Vitest + composeStories).
import type { Decorator, Preview } from '@storybook/react-vite';
// Storybook's hooks (usable in a story's render), not React's: a namespace keeps the React rules off.
import * as storyHooks from 'storybook/preview-api';
import { setIconSprite } from '../src/Icon';
import iconSprite from '../src/Icon/icons.svg?no-inline';

// The icons draw from the sprite file, as in a site (the kit's root sets it the same way).
setIconSprite(iconSprite);

/** The toolbar's languages: the two the flagship ships, and Arabic to prove right-to-left layouts. */
export const locales = ['tr', 'en', 'ar'] as const;
export type Locale = (typeof locales)[number];

/** The writing direction of each language of the toolbar. */
export const directions: Record<Locale, 'ltr' | 'rtl'> = { tr: 'ltr', en: 'ltr', ar: 'rtl' };

/** The toolbar's direction: the language's own, or one forced to try a layout the other way. */
export function directionOf(globals: Record<string, unknown>): 'ltr' | 'rtl' {
  return globals.dir === 'ltr' || globals.dir === 'rtl'
    ? globals.dir
    : directions[localeOf(globals)];
}

// The language and direction go on the document, as a site's root layout puts them on <html>: the
// components mirror through logical properties and `[dir='rtl']` rules, which follow an ancestor.
const withThemeAndLocale: Decorator = (Story, context) => {
  const root = document.documentElement;
  const locale = localeOf(context.globals);
  root.classList.toggle('dark', context.globals.theme === 'dark');
  root.lang = locale;
  root.dir = directionOf(context.globals);
  return <Story />;
};

// The `autodocs` tag is set in apps/storybook/.storybook/preview.tsx: Storybook reads project tags
// from that file's text, not from this object.
export const previewAnnotations = {
  parameters: {
    layout: 'fullscreen',
    // Run by addon-a11y after each story's play function; the story tests fail on any violation.
    a11y: {
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
    },
    controls: {
      expanded: true,
      sort: 'requiredFirst',
      matchers: { color: /(background|color)$/i },
    },
    docs: { toc: true },
    viewport: {
      options: {
        mobile320: {
          name: 'Small phone 320',
          styles: { width: '320px', height: '640px' },
          type: 'mobile',
        },
        mobile375: {
          name: 'Phone 375',
          styles: { width: '375px', height: '740px' },
          type: 'mobile',
        },
        tablet768: {
          name: 'Tablet 768',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        desktop1280: {
          name: 'Desktop 1280',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the sample texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'tr', title: 'Türkçe', right: 'TR' },
          { value: 'en', title: 'English', right: 'EN' },
          { value: 'ar', title: 'العربية', right: 'AR' },
        ],
        dynamicTitle: true,
      },
    },
    dir: {
      description: 'Text direction of the canvas, apart from the language',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'auto', title: 'By language' },
          { value: 'ltr', title: 'Left to right', right: 'LTR' },
          { value: 'rtl', title: 'Right to left', right: 'RTL' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'tr', dir: 'auto' },
  decorators: [withThemeAndLocale],
} satisfies Preview;

/** The toolbar's language: the `locale` global as a Locale (Turkish when unset or unknown). */
export function localeOf(globals: Record<string, unknown>): Locale {
  return (locales as readonly unknown[]).includes(globals.locale)
    ? (globals.locale as Locale)
    : 'tr';
}

/** A story's samples in every language of the toolbar, made by one function of the locale. */
export function perLocale<T>(of: (locale: Locale) => T): Record<Locale, T> {
  return { tr: of('tr'), en: of('en'), ar: of('ar') };
}

/** The sample set of the current `locale` global. */
export function pick<T>(samples: Record<Locale, T>, globals: Record<string, unknown>): T {
  return samples[localeOf(globals)];
}

/**
 * A MediaQueryList for a query whose answer the story decides. `matches` is a read-only getter on
 * the real MediaQueryList.prototype, so the stub is an object of its own rather than a patched list.
 */
function fixedMediaQueryList(media: string, matches: boolean): MediaQueryList {
  const target = new EventTarget();
  return Object.assign(target, {
    matches,
    media,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
  }) as unknown as MediaQueryList;
}

/** Makes `prefers-reduced-motion: reduce` match for one story (use as the story's beforeEach). */
export function reducedMotion(): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) =>
    /prefers-reduced-motion:\s*reduce/.test(query)
      ? fixedMediaQueryList(query, true)
      : original.call(window, query)) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

/** A promise that settles only when the returned release function is called. */
export function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An edited object arg with the sample's functions put back. Functions do not cross Storybook's
 * channel, so an object edited in Controls (e.g. `messages`) arrives without `messages.tooLong`;
 * the story would otherwise call a function that is no longer there.
 */
function withSampleFunctions(edited: unknown, sample: unknown): unknown {
  if (!isRecord(edited) || !isRecord(sample)) return edited;
  const result: Record<string, unknown> = { ...edited };
  for (const [key, value] of Object.entries(sample)) {
    if (typeof value === 'function') {
      if (typeof result[key] !== 'function') result[key] = value;
    } else if (key in result) {
      result[key] = withSampleFunctions(result[key], value);
    }
  }
  return result;
}

/** The language whose sample an arg's value is, if it is one (an unedited arg). */
function sampleLocale<T>(value: unknown, key: string, samples: Record<Locale, Partial<T>>) {
  return locales.find((l) => same(value, (samples[l] as Record<string, unknown>)[key]));
}

/**
 * Story args in the toolbar's language. A story's default args are its Turkish samples (so Controls
 * show and edit them); with another locale, every arg still equal to one language's sample switches
 * to that language's one, while an arg the designer has edited stays as edited (with the functions of
 * its sample, which an edit in Controls drops). When the toolbar's language changes, the unedited
 * args themselves take the new language's samples, so Controls show what the canvas shows (only
 * then: an update during a play function would re-render the story under it).
 */
export function localized<T extends object>(
  args: T,
  samples: Record<Locale, Partial<T>>,
  globals: Record<string, unknown>,
): T {
  const record = args as unknown as Record<string, unknown>;
  const result: Record<string, unknown> = { ...record };
  const locale = localeOf(globals);
  const current = samples[locale] as Record<string, unknown>;
  for (const key of Object.keys(samples.tr)) {
    if (sampleLocale(record[key], key, samples)) result[key] = current[key];
    else result[key] = withSampleFunctions(record[key], current[key]);
  }
  const [, updateArgs] = storyHooks.useArgs();
  const shown = storyHooks.useRef<Locale | undefined>(undefined);
  storyHooks.useEffect(() => {
    const before = shown.current;
    shown.current = locale;
    if (before === undefined || before === locale) return;
    const update = Object.fromEntries(
      Object.keys(samples.tr)
        .filter(
          (key) => sampleLocale(record[key], key, samples) && !same(record[key], current[key]),
        )
        .map((key) => [key, current[key]]),
    );
    if (Object.keys(update).length > 0) updateArgs(update);
  }, [locale]);
  return result as unknown as T;
}
