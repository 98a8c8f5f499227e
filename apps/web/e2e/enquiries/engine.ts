// Enquiry scenarios against the REAL built site (issue #8, design D3/D4): the contact form and the
// home short form, served from build/client, sending through the real @emailjs/browser to the
// local outbox (@defne/outbox), which is told to fail. Shared by the Playwright specs beside this
// file and by bench/enquiry-scenarios.mjs (Node runs this file directly: erasable TypeScript only,
// no relative imports but the outbox's fuzz generator, loaded at run time).
//
// Every scenario asserts with Playwright's `expect` and throws on the first broken expectation;
// what it returns are the counts of the scenario table (attempted, delivered, refused, lost).
import { expect } from '@playwright/test';
import type { Browser, BrowserContext, Locator, Page, Request } from '@playwright/test';
import { en as siteEn } from '@defne/content/locales/en';
import { tr as siteTr } from '@defne/content/locales/tr';
import { withSiteTexts } from '@defne/site/texts';

// ---------------------------------------------------------------------------------------------
// The environment

/** The outbox port the site was built for: CI builds with the default 4174. */
export const OUTBOX_PORT = Number(process.env.OUTBOX_PORT ?? 4174);
export const OUTBOX_ORIGIN = `http://127.0.0.1:${OUTBOX_PORT}`;
export const SEND_URL = `${OUTBOX_ORIGIN}/api/v1.0/email/send`;

/** packages/site/app/enquiry/send.ts: DEFAULT_TIMEOUT_MS and DEFAULT_THROTTLE_MS (EmailJS limitRate). */
export const CLIENT_TIMEOUT_MS = 15_000;
export const THROTTLE_MS = 10_000;

export { CHROMIUM } from '@defne/site/testing';

export interface Env {
  /** The served site, e.g. http://127.0.0.1:4280 */
  site: string;
}

// ---------------------------------------------------------------------------------------------
// The outbox, through its admin endpoints (loopback only)

export type Fault =
  | { mode: 'off' }
  | { mode: 'status'; status: number; times?: number }
  | { mode: 'delay'; ms: number; times?: number }
  | { mode: 'drop'; afterStore?: boolean; times?: number };

export interface OutboxRecord {
  id: string;
  receivedAt: string;
  idempotencyKey: string | null;
  templateId: string;
  origin: string | null;
  params: Record<string, unknown>;
}

export const outbox = {
  async setFault(fault: Fault): Promise<void> {
    const res = await fetch(`${OUTBOX_ORIGIN}/__outbox/fail`, {
      method: 'POST',
      body: JSON.stringify(fault),
    });
    if (!res.ok)
      throw new Error(`outbox refused the fault ${JSON.stringify(fault)}: ${res.status}`);
  },
  async messages(): Promise<OutboxRecord[]> {
    const res = await fetch(`${OUTBOX_ORIGIN}/__outbox/messages`);
    if (!res.ok) throw new Error(`outbox messages: ${res.status}`);
    return (await res.json()) as OutboxRecord[];
  },
  /** Records holding `marker` in any template param. */
  async withMarker(marker: string): Promise<OutboxRecord[]> {
    return (await this.messages()).filter((r) =>
      Object.values(r.params).some((v) => typeof v === 'string' && v.includes(marker)),
    );
  },
  async copies(marker: string): Promise<number> {
    return (await this.withMarker(marker)).length;
  },
};

/**
 * Fails early, with a clear message, when the served build posts to another origin than the outbox
 * these scenarios drive (a build made with another VITE_EMAILJS_ORIGIN than OUTBOX_PORT says).
 */
export async function checkBuildTarget(env: Env): Promise<void> {
  const res = await fetch(`${env.site}/contact`);
  const csp = res.headers.get('content-security-policy') ?? '';
  const connect = csp.split(/;\s*/).find((d) => d.startsWith('connect-src ')) ?? '';
  if (!connect.split(' ').includes(OUTBOX_ORIGIN)) {
    throw new Error(
      `the site was built to send elsewhere (${connect}); build it with VITE_EMAILJS_ORIGIN=${OUTBOX_ORIGIN} or set OUTBOX_PORT to the port it was built for`,
    );
  }
  const health = await fetch(`${OUTBOX_ORIGIN}/__outbox/health`).catch(() => null);
  if (!health?.ok) throw new Error(`no outbox with admin endpoints answers on ${OUTBOX_ORIGIN}`);
}

// ---------------------------------------------------------------------------------------------
// The two forms, in both languages, with the texts a visitor reads (spec 5 and 8, D3)

export type Lang = 'en' | 'tr';
export type Kind = 'contact' | 'short';
export type Field = 'name' | 'email' | 'company' | 'message' | 'nameCompany' | 'phone';
export type Values = Partial<Record<Field, string>>;
type FailureDetail = 'offline' | 'unreachable' | 'throttled' | 'blocked' | 'provider' | 'timeout';

interface Texts {
  labels: Record<Field, string>;
  submit: string;
  retry: string;
  sendByEmail: string;
  mailtoSubject: string;
  notSpecified: string;
  success: string;
  error: Record<Kind, string>;
  detail: Record<FailureDetail, string>;
  required: Partial<Record<Field, string>>;
  invalidEmail: string;
  tooLong: Record<Field, (max: number) => string>;
}

/**
 * What a failure's detail says: the texts the site shows (its own over the kit's generic ones).
 * The scenarios check which detail each fault brings up, and that no other shows with it.
 */
const SHOWN = { en: withSiteTexts('en', siteEn), tr: withSiteTexts('tr', siteTr) };

export const TEXTS: Record<Lang, Texts> = {
  en: {
    labels: {
      name: 'Full Name',
      email: 'Email Address',
      company: 'Company',
      message: 'Your Message',
      nameCompany: 'Name / Company',
      phone: 'Phone',
    },
    submit: 'Send Message',
    retry: 'Retry',
    sendByEmail: 'Send by e-mail instead',
    mailtoSubject: 'Enquiry from the website',
    notSpecified: 'Not specified',
    success: 'Message Sent Successfully!',
    error: {
      contact: 'An error occurred while sending your message. Please try again later.',
      short: 'Failed to send message. Please try again.',
    },
    detail: SHOWN.en.forms.failure,
    required: {
      name: 'Name or company name is required',
      nameCompany: 'Name or company name is required',
      email: 'Email address is required',
      message: 'Message is required',
    },
    invalidEmail: 'Please enter a valid email address',
    tooLong: {
      name: (max) => `Name can be at most ${max} characters`,
      nameCompany: (max) => `Name can be at most ${max} characters`,
      company: (max) => `Company name can be at most ${max} characters`,
      email: (max) => `Email address can be at most ${max} characters`,
      phone: (max) => `Phone number can be at most ${max} characters`,
      message: (max) => `Message can be at most ${max} characters`,
    },
  },
  tr: {
    labels: {
      name: 'Ad Soyad',
      email: 'E-posta Adresi',
      company: 'Firma Adı',
      message: 'Mesajınız',
      nameCompany: 'Ad Soyad / Firma',
      phone: 'Telefon',
    },
    submit: 'Mesaj Gönder',
    retry: 'Tekrar Dene',
    sendByEmail: 'Bunun yerine e-posta ile gönderin',
    mailtoSubject: 'Web sitesi üzerinden bilgi talebi',
    notSpecified: 'Belirtilmedi',
    success: 'Mesajınız Başarıyla Gönderildi!',
    error: {
      contact: 'Mesajınız gönderilirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
      short: 'Mesaj gönderilemedi. Lütfen tekrar deneyin.',
    },
    detail: SHOWN.tr.forms.failure,
    required: {
      name: 'Ad veya firma adı zorunludur',
      nameCompany: 'Ad veya firma adı zorunludur',
      email: 'E-posta adresi zorunludur',
      message: 'Mesaj zorunludur',
    },
    invalidEmail: 'Lütfen geçerli bir e-posta adresi girin',
    tooLong: {
      name: (max) => `Ad en fazla ${max} karakter olabilir`,
      nameCompany: (max) => `Ad en fazla ${max} karakter olabilir`,
      company: (max) => `Firma adı en fazla ${max} karakter olabilir`,
      email: (max) => `E-posta adresi en fazla ${max} karakter olabilir`,
      phone: (max) => `Telefon numarası en fazla ${max} karakter olabilir`,
      message: (max) => `Mesaj en fazla ${max} karakter olabilir`,
    },
  },
};

type InputType = 'text' | 'email' | 'tel' | 'textarea';

export interface FormDef {
  id: 'contact-en' | 'contact-tr' | 'short-tr' | 'short-en';
  /** Two letters for markers. */
  short: string;
  kind: Kind;
  lang: Lang;
  path: string;
  fields: readonly { name: Field; type: InputType; required: boolean; max: number }[];
}

const CONTACT_FIELDS = [
  { name: 'name', type: 'text', required: true, max: 100 },
  { name: 'email', type: 'email', required: true, max: 254 },
  { name: 'company', type: 'text', required: false, max: 120 },
  { name: 'message', type: 'textarea', required: true, max: 5000 },
] as const;
const SHORT_FIELDS = [
  { name: 'nameCompany', type: 'text', required: true, max: 120 },
  { name: 'email', type: 'email', required: true, max: 254 },
  { name: 'phone', type: 'tel', required: false, max: 30 },
  { name: 'message', type: 'textarea', required: true, max: 5000 },
] as const;

export const FORMS: Record<FormDef['id'], FormDef> = {
  'contact-en': {
    id: 'contact-en',
    short: 'ce',
    kind: 'contact',
    lang: 'en',
    path: '/contact',
    fields: CONTACT_FIELDS,
  },
  'contact-tr': {
    id: 'contact-tr',
    short: 'ct',
    kind: 'contact',
    lang: 'tr',
    path: '/iletisim',
    fields: CONTACT_FIELDS,
  },
  // '/' shows the stored preference (D2): the page is opened with `lang` set in localStorage.
  'short-tr': {
    id: 'short-tr',
    short: 'st',
    kind: 'short',
    lang: 'tr',
    path: '/',
    fields: SHORT_FIELDS,
  },
  'short-en': {
    id: 'short-en',
    short: 'se',
    kind: 'short',
    lang: 'en',
    path: '/',
    fields: SHORT_FIELDS,
  },
};

export const DRAFT_KEY_PREFIX = 'defne:enquiry-draft:';

// ---------------------------------------------------------------------------------------------
// Driving a form

/** A page in a fresh context (its own sessionStorage, localStorage and limitRate mark). */
export async function newVisitor(
  browser: Browser,
  form: FormDef,
  { clock = false }: { clock?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; watch: Watch }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (form.path === '/') {
    await page.addInitScript((lang) => localStorage.setItem('lang', lang), form.lang);
  }
  // A fake clock that still flows: fast-forwards stand in for the visitor waiting (timeout, limitRate).
  if (clock) await page.clock.install();
  return { context, page, watch: watchPage(page) };
}

export interface Watch {
  console: string[];
  pageErrors: string[];
  sends: Request[];
}

/** Console lines, page errors and the POSTs to the provider, from now on. */
export function watchPage(page: Page): Watch {
  const watch: Watch = { console: [], pageErrors: [], sends: [] };
  page.on('console', (m) => watch.console.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => watch.pageErrors.push(e.message));
  page.on('request', (r) => {
    if (r.url() === SEND_URL && r.method() === 'POST') watch.sends.push(r);
  });
  return watch;
}

/** The form of the page (contact page: the contact form; home: the short form). */
export function formOf(page: Page): Locator {
  return page.locator('form').filter({ has: page.locator('[name="message"]') });
}

/** Opens the form's page and waits until the form is hydrated in the right language. */
export async function openForm(page: Page, env: Env, form: FormDef): Promise<Locator> {
  await page.goto(env.site + form.path);
  return readyForm(page, form);
}

export async function readyForm(page: Page, form: FormDef): Promise<Locator> {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('lang', form.lang);
  const el = formOf(page);
  await expect(el.getByRole('button', { name: TEXTS[form.lang].submit })).toBeVisible();
  // A form's code loads when the visitor comes near it (components/LazyEnquiryForms.tsx): scroll
  // to it as a visitor would, then wait for React to own this very element.
  await el.scrollIntoViewIfNeeded();
  await expect
    .poll(() => el.evaluate((node) => Object.keys(node).some((k) => k.startsWith('__reactProps'))))
    .toBe(true);
  return el;
}

export function fieldOf(el: Locator, form: FormDef, field: Field): Locator {
  return el.getByLabel(TEXTS[form.lang].labels[field]);
}

export async function fill(el: Locator, form: FormDef, values: Values): Promise<void> {
  for (const { name, type } of form.fields) {
    const raw = values[name] ?? '';
    // Playwright's fill of exactly "\n" presses Enter in a single-line field (the form submits);
    // pasted, a run of line breaks inserts nothing there (see typedInto).
    await fieldOf(el, form, name).fill(type !== 'textarea' && /^[\r\n]+$/.test(raw) ? '' : raw);
  }
}

/** What every field holds on screen now. */
export async function onScreen(el: Locator, form: FormDef): Promise<Values> {
  const names = form.fields.map((f) => f.name);
  return el.evaluate(
    (node, names) =>
      Object.fromEntries(
        names.map((n) => [
          n,
          ((node as HTMLFormElement).elements.namedItem(n) as HTMLInputElement).value,
        ]),
      ),
    names,
  );
}

function sendButton(el: Locator, form: FormDef): Locator {
  return el.getByRole('button', { name: TEXTS[form.lang].submit });
}

function successOf(el: Locator, form: FormDef): Locator {
  return el.getByRole('status').getByText(TEXTS[form.lang].success);
}

function failureOf(el: Locator): Locator {
  return el.getByRole('alert');
}

async function storedDraft(page: Page, form: FormDef): Promise<Values | null> {
  const raw = await page.evaluate(
    (key) => sessionStorage.getItem(key),
    DRAFT_KEY_PREFIX + form.kind,
  );
  return raw === null ? null : (JSON.parse(raw) as { values: Values }).values;
}

/** Only the non-empty fields, as the draft keeps them. */
function nonEmpty(values: Values): Values {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
}

function waitForSend(page: Page): Promise<Request> {
  return page.waitForRequest((r) => r.url() === SEND_URL && r.method() === 'POST');
}

/**
 * Clicks `button` and, for a fault that answers after the client's timeout, waits for the request
 * and fast-forwards the page's clock past the timeout (the visitor waiting 15 s).
 */
async function press(page: Page, button: Locator, fault?: FaultCase): Promise<void> {
  if (fault?.timeout) {
    const sent = waitForSend(page);
    await button.click();
    await sent;
    await page.clock.fastForward(CLIENT_TIMEOUT_MS + 1_000);
  } else {
    await button.click();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The outbox holds exactly one copy of `marker`, and still does after `settleMs`. */
export async function expectExactlyOne(marker: string, settleMs = 300): Promise<OutboxRecord> {
  await expect
    .poll(() => outbox.copies(marker), { message: `copies of ${marker} in the outbox` })
    .toBe(1);
  await sleep(settleMs);
  const records = await outbox.withMarker(marker);
  expect(records, `copies of ${marker} in the outbox after ${settleMs} ms`).toHaveLength(1);
  return records[0] as OutboxRecord;
}

/** Marker values: every field carries the unique tag; Turkish letters in every text field. */
export function markerValues(form: FormDef, tag: string): Values {
  const email = `${tag.toLowerCase()}@example.com.tr`;
  const message = `Merhaba,\nğ ş ı İ ç ö ü Ğ Ş Ç Ö Ü — ${tag}\nFiltre kâğıdı için fiyat teklifi rica ederiz.`;
  return form.kind === 'contact'
    ? {
        name: `İpek Şahinoğlu ${tag}`,
        email,
        company: `Çağlar Kimya Ürünleri A.Ş. ${tag}`,
        message,
      }
    : { nameCompany: `Gülşen Işıkçı / Öztürk ${tag}`, email, phone: `+90 ${tag}`, message };
}

/** The template params the site must send for clean `values` (company defaults to 'not specified'). */
function expectedParams(form: FormDef, values: Values): Record<string, string> {
  return form.kind === 'contact'
    ? {
        name: values.name ?? '',
        email: values.email ?? '',
        company: values.company || TEXTS[form.lang].notSpecified,
        message: values.message ?? '',
      }
    : {
        nameCompany: values.nameCompany ?? '',
        email: values.email ?? '',
        phone: values.phone ?? '',
        message: values.message ?? '',
      };
}

function pick(params: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [k, params[k]]));
}

/** The mailto: fallback: subject and body filled in, body carrying every field. */
async function expectMailto(el: Locator, form: FormDef, values: Values): Promise<void> {
  const t = TEXTS[form.lang];
  const link = failureOf(el).getByRole('link', { name: t.sendByEmail });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^mailto:[^?@]+@[^?]+\?subject=[^&]+&body=/);
  const url = new URL(href);
  expect(url.searchParams.get('subject')).toBe(t.mailtoSubject);
  const body = (url.searchParams.get('body') ?? '').replace(/\r\n/g, '\n');
  expect(body).toContain(values.message);
  for (const { name } of form.fields) {
    if (name !== 'message' && values[name])
      expect(body).toContain(`${t.labels[name]}: ${values[name]}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Faults

export interface FaultCase {
  key: string;
  name: string;
  /** What the outbox is told, or 'offline' for the browser going offline. */
  inject: Fault | 'offline';
  /** The detail line the form must show under the spec's error text. */
  shows: FailureDetail;
  /** The console line: failure class and status. */
  logs: { kind: string; status: number };
  /** The answer comes after the client's timeout (the page's clock is fast-forwarded). */
  timeout?: boolean;
  /** The outbox stores the enquiry although the page reports a failure. */
  storesAnyway?: boolean;
  /** How long a late copy may take to land. */
  settleMs?: number;
}

export const FAULTS: FaultCase[] = [
  {
    key: 'e500',
    name: 'provider error 500',
    inject: { mode: 'status', status: 500 },
    shows: 'provider',
    logs: { kind: 'provider', status: 500 },
  },
  {
    key: 'e503',
    name: 'provider unavailable 503',
    inject: { mode: 'status', status: 503 },
    shows: 'provider',
    logs: { kind: 'provider', status: 503 },
  },
  {
    key: 'e400',
    name: 'provider refuses the request 400',
    inject: { mode: 'status', status: 400 },
    shows: 'provider',
    logs: { kind: 'invalid', status: 400 },
  },
  {
    key: 'e429',
    name: 'provider rate limit 429',
    inject: { mode: 'status', status: 429 },
    shows: 'throttled',
    logs: { kind: 'throttled', status: 429 },
  },
  {
    key: 'e403',
    name: 'provider block list 403',
    inject: { mode: 'status', status: 403 },
    shows: 'blocked',
    logs: { kind: 'blocked', status: 403 },
  },
  {
    key: 'e451',
    name: 'provider headless refusal 451',
    inject: { mode: 'status', status: 451 },
    shows: 'blocked',
    logs: { kind: 'blocked', status: 451 },
  },
  {
    key: 'late',
    name: 'answer after the 15 s timeout',
    inject: { mode: 'delay', ms: 700 },
    shows: 'timeout',
    logs: { kind: 'timeout', status: 0 },
    timeout: true,
    storesAnyway: true,
    settleMs: 1_000,
  },
  {
    key: 'drop',
    name: 'connection dropped',
    inject: { mode: 'drop' },
    shows: 'unreachable',
    logs: { kind: 'unreachable', status: 0 },
  },
  {
    key: 'lost',
    name: 'answer lost after storing',
    inject: { mode: 'drop', afterStore: true },
    shows: 'unreachable',
    logs: { kind: 'unreachable', status: 0 },
    storesAnyway: true,
  },
  {
    key: 'offl',
    name: 'browser offline',
    inject: 'offline',
    shows: 'offline',
    logs: { kind: 'offline', status: 0 },
  },
];

export interface Counts {
  scenario: string;
  attempted: number;
  delivered: number;
  refused: number;
  duplicates: number;
  lost: number;
}

/** A unique, short, ASCII run id for markers. */
export function runId(): string {
  return `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
}

async function inject(context: BrowserContext, fault: FaultCase): Promise<void> {
  if (fault.inject === 'offline') await context.setOffline(true);
  else await outbox.setFault(fault.inject);
}

async function recover(context: BrowserContext, fault: FaultCase): Promise<void> {
  if (fault.inject === 'offline') await context.setOffline(false);
  else await outbox.setFault({ mode: 'off' });
}

/**
 * One visitor, one enquiry, one failure (issue #8): the form shows the spec's error text and the
 * kind's detail, keeps every field exactly as typed, offers Retry (pressed once while the fault
 * lasts: same result, nothing lost) and a filled-in mailto: link; the console line has class and
 * status but no text of the enquiry; a reload restores every field from the draft; once the fault
 * is gone, Send delivers, clears the form and the draft, and the outbox holds exactly one copy.
 */
export async function faultScenario(
  browser: Browser,
  env: Env,
  form: FormDef,
  fault: FaultCase,
  run: string,
): Promise<Counts> {
  const t = TEXTS[form.lang];
  const tag = `${run}${form.short}${fault.key}`;
  const values = markerValues(form, tag);
  const { context, page, watch } = await newVisitor(browser, form, { clock: fault.timeout });
  try {
    let el = await openForm(page, env, form);
    await fill(el, form, values);
    expect(await onScreen(el, form)).toEqual(values);

    await inject(context, fault);
    await press(page, sendButton(el, form), fault);

    const alert = failureOf(el);
    await expect(alert).toContainText(t.error[form.kind]);
    await expect(alert).toContainText(t.detail[fault.shows]);
    for (const other of Object.values(t.detail)) {
      if (other !== t.detail[fault.shows]) await expect(alert).not.toContainText(other);
    }
    await expect(successOf(el, form)).toHaveCount(0);
    expect(await onScreen(el, form), 'fields after the failure').toEqual(values);
    expect(await storedDraft(page, form), 'draft after the failure').toEqual(nonEmpty(values));
    await expectMailto(el, form, values);
    const retry = alert.getByRole('button', { name: t.retry });
    await expect(retry).toBeVisible();

    // Retry while the fault lasts: the same failure, every field still there.
    const sendsBefore = watch.sends.length;
    await press(page, retry, fault);
    await expect(alert).toContainText(t.detail[fault.shows]);
    await expect(page.locator('form[aria-busy="true"]')).toHaveCount(0);
    expect(await onScreen(el, form), 'fields after a failed retry').toEqual(values);
    if (fault.inject !== 'offline') expect(watch.sends.length).toBeGreaterThan(sendsBefore);

    // The console says what failed, never what was written.
    const line = `error: [enquiry] ${form.kind} form not sent: ${fault.logs.kind}, status ${fault.logs.status}`;
    expect(watch.console).toContain(line);

    // Late answer / lost answer: the enquiry is in the outbox already; the retry must not add one.
    if (fault.storesAnyway) {
      await expect.poll(() => outbox.copies(tag), { timeout: 10_000 }).toBe(1);
    } else {
      expect(await outbox.copies(tag), 'copies while failing').toBe(0);
    }

    // The reload needs the network; a failed provider does not stop it.
    if (fault.inject === 'offline') await recover(context, fault);
    await page.reload();
    el = await readyForm(page, form);
    for (const { name } of form.fields) {
      await expect(fieldOf(el, form, name), `${name} restored from the draft`).toHaveValue(
        values[name] ?? '',
      );
    }
    await recover(context, fault);

    await sendButton(el, form).click();
    await expect(successOf(el, form)).toBeVisible();
    await expect(el.getByText(t.error[form.kind])).toHaveCount(0);
    expect(await onScreen(el, form), 'fields after success').toEqual(
      Object.fromEntries(form.fields.map((f) => [f.name, ''])),
    );
    expect(await storedDraft(page, form), 'draft after success').toBeNull();

    const record = await expectExactlyOne(tag, fault.settleMs);
    const expected = expectedParams(form, values);
    expect(pick(record.params, Object.keys(expected))).toEqual(expected);
    expect(record.templateId).toBe(form.kind === 'contact' ? 'contact-form' : 'short-form');

    for (const entry of watch.console) {
      expect(entry, 'a console line carries text of the enquiry').not.toContain(tag);
      expect(entry, 'a console line carries text of the enquiry').not.toContain('ğ ş ı');
    }
    expect(watch.pageErrors).toEqual([]);

    return {
      scenario: `${form.id}: ${fault.name}`,
      attempted: 1,
      delivered: 1,
      refused: 0,
      duplicates: 0,
      lost: 0,
    };
  } finally {
    await recover(context, fault).catch(() => undefined);
    await context.close();
  }
}

/** Retry (not Send after a reload) delivers once the provider is back. */
export async function retryScenario(
  browser: Browser,
  env: Env,
  form: FormDef,
  run: string,
): Promise<Counts> {
  const t = TEXTS[form.lang];
  const tag = `${run}${form.short}retry`;
  const values = markerValues(form, tag);
  const { context, page } = await newVisitor(browser, form);
  try {
    const el = await openForm(page, env, form);
    await fill(el, form, values);
    await outbox.setFault({ mode: 'status', status: 503 });
    await sendButton(el, form).click();
    const retry = failureOf(el).getByRole('button', { name: t.retry });
    await expect(retry).toBeVisible();
    await outbox.setFault({ mode: 'off' });
    await retry.click();
    await expect(successOf(el, form)).toBeVisible();
    expect(await storedDraft(page, form)).toBeNull();
    await expectExactlyOne(tag);
    return {
      scenario: `${form.id}: Retry after 503`,
      attempted: 1,
      delivered: 1,
      refused: 0,
      duplicates: 0,
      lost: 0,
    };
  } finally {
    await outbox.setFault({ mode: 'off' });
    await context.close();
  }
}

/** A double click on Send (and two more submits while it is sending): one request, one copy. */
export async function doubleClickScenario(
  browser: Browser,
  env: Env,
  form: FormDef,
  run: string,
): Promise<Counts> {
  const tag = `${run}${form.short}dbl`;
  const values = markerValues(form, tag);
  const { context, page, watch } = await newVisitor(browser, form);
  try {
    const el = await openForm(page, env, form);
    await fill(el, form, values);
    await outbox.setFault({ mode: 'delay', ms: 600, times: 1 });
    await sendButton(el, form).dblclick();
    await el.evaluate((node) => {
      (node as HTMLFormElement).requestSubmit();
      (node as HTMLFormElement).requestSubmit();
    });
    await expect(successOf(el, form)).toBeVisible();
    const record = await expectExactlyOne(tag);
    expect(watch.sends, 'requests to the provider').toHaveLength(1);
    expect(pick(record.params, ['message'])).toEqual({ message: values.message });
    return {
      scenario: `${form.id}: double click on Send`,
      attempted: 1,
      delivered: 1,
      refused: 0,
      duplicates: 0,
      lost: 0,
    };
  } finally {
    await outbox.setFault({ mode: 'off' });
    await context.close();
  }
}

/**
 * A bot fills the hidden honeypot: the form shows success and clears (the bot learns nothing), the
 * draft goes, and nothing is sent: no request, nothing in the outbox.
 */
export async function honeypotScenario(
  browser: Browser,
  env: Env,
  form: FormDef,
  run: string,
): Promise<Counts> {
  const tag = `${run}${form.short}bot`;
  const values = markerValues(form, tag);
  const { context, page, watch } = await newVisitor(browser, form);
  try {
    const el = await openForm(page, env, form);
    await fill(el, form, values);
    const trap = el.locator('input[name="website"]');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await trap.fill('https://spam.example/');
    await sendButton(el, form).click();
    await expect(successOf(el, form)).toBeVisible();
    expect(await onScreen(el, form)).toEqual(
      Object.fromEntries(form.fields.map((f) => [f.name, ''])),
    );
    expect(await storedDraft(page, form)).toBeNull();
    await sleep(500);
    expect(watch.sends, 'requests to the provider').toHaveLength(0);
    expect(await outbox.copies(tag)).toBe(0);
    return {
      scenario: `${form.id}: honeypot filled (dropped on purpose)`,
      attempted: 1,
      delivered: 0,
      refused: 1,
      duplicates: 0,
      lost: 0,
    };
  } finally {
    await context.close();
  }
}

/**
 * The answer is lost after the outbox stored the enquiry; the visitor switches the contact page to
 * the other language (same tab: the draft follows) and sends again. Still one enquiry: the company
 * left empty is sent as the page language's 'not specified', which must not make it a new one.
 */
export async function languageSwitchScenario(
  browser: Browser,
  env: Env,
  run: string,
): Promise<Counts> {
  const from = FORMS['contact-en'];
  const to = FORMS['contact-tr'];
  const tag = `${run}swlang`;
  const values = { ...markerValues(from, tag), company: '' };
  const { context, page } = await newVisitor(browser, from);
  try {
    let el = await openForm(page, env, from);
    await fill(el, from, values);
    await outbox.setFault({ mode: 'drop', afterStore: true });
    await sendButton(el, from).click();
    await expect(failureOf(el)).toContainText(TEXTS.en.detail.unreachable);
    await expect.poll(() => outbox.copies(tag)).toBe(1);
    await outbox.setFault({ mode: 'off' });
    el = await openForm(page, env, to);
    for (const { name } of to.fields)
      await expect(fieldOf(el, to, name)).toHaveValue(values[name] ?? '');
    await sendButton(el, to).click();
    await expect(successOf(el, to)).toBeVisible();
    const record = await expectExactlyOne(tag);
    expect(record.params.company).toBe(TEXTS.en.notSpecified);
    return {
      scenario: 'answer lost, resent in the other language',
      attempted: 1,
      delivered: 1,
      refused: 0,
      duplicates: 0,
      lost: 0,
    };
  } finally {
    await outbox.setFault({ mode: 'off' });
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Burst

/**
 * `pages` visitors at once on the contact page (English and Turkish), each sending `perPage`
 * enquiries one after another through the form, waiting out limitRate between them (clock
 * fast-forward). Every enquiry lands exactly once.
 */
export async function burstScenario(
  browser: Browser,
  env: Env,
  run: string,
  { pages = 5, perPage = 10 }: { pages?: number; perPage?: number } = {},
): Promise<Counts> {
  const marker = (p: number, i: number) => `burst${run}p${p}e${i}`;
  await Promise.all(
    Array.from({ length: pages }, async (_, p) => {
      const form = p % 2 === 0 ? FORMS['contact-en'] : FORMS['contact-tr'];
      const { context, page, watch } = await newVisitor(browser, form, { clock: true });
      try {
        const el = await openForm(page, env, form);
        for (let i = 0; i < perPage; i += 1) {
          const values = markerValues(form, marker(p, i));
          await fill(el, form, values);
          await sendButton(el, form).click();
          await expect(successOf(el, form)).toBeVisible();
          await page.clock.fastForward(THROTTLE_MS + 500);
        }
        expect(watch.sends).toHaveLength(perPage);
        expect(watch.pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    }),
  );
  const attempted = pages * perPage;
  const markers = Array.from({ length: attempted }, (_, n) =>
    marker(Math.floor(n / perPage), n % perPage),
  );
  const count = async () => {
    const counts = new Map<string, number>();
    for (const r of await outbox.messages()) {
      const m = /burst[0-9a-z]+p\d+e\d+/.exec(String(r.params.message ?? ''));
      if (m) counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
    }
    return markers.map((m) => counts.get(m) ?? 0);
  };
  await expect.poll(async () => (await count()).filter((n) => n >= 1).length).toBe(attempted);
  await sleep(500);
  const copies = await count();
  const delivered = copies.filter((n) => n >= 1).length;
  const duplicates = copies.reduce((sum, n) => sum + Math.max(0, n - 1), 0);
  expect(copies, 'copies of each burst enquiry').toEqual(markers.map(() => 1));
  return {
    scenario: `burst: ${attempted} from ${pages} pages at once`,
    attempted,
    delivered,
    refused: 0,
    duplicates,
    lost: attempted - delivered,
  };
}

// ---------------------------------------------------------------------------------------------
// Fuzz

interface GeneratedInput {
  i: number;
  values: { name: string; email: string; company: string; message: string };
}

/** The outbox's seeded generator (packages/outbox/test/scenarios.mjs), imported, not copied. */
async function generate(count: number, seed: number): Promise<GeneratedInput[]> {
  const url = new URL('../../../../packages/outbox/test/scenarios.mjs', import.meta.url).href;
  const mod = (await import(url)) as {
    fuzzInputs: (count: number, seed: number) => GeneratedInput[];
  };
  return mod.fuzzInputs(count, seed);
}

/**
 * Inputs the generator does not make but the site must handle: what the delivery code refuses
 * although it looks fine (non-ASCII or markup in an address, a name of control characters), and
 * lengths counted in characters, not UTF-16 units (emoji).
 */
export const EDGE_CASES: GeneratedInput['values'][] = [
  { name: 'Ayşe Yılmaz', email: 'ayşe@example.com', company: '', message: 'Türkçe adres' },
  { name: 'Ayşe Yılmaz', email: '<b>x</b>@example.com', company: '', message: 'markup address' },
  { name: '\u0007\u0000', email: 'bel@example.com', company: '', message: 'control-only name' },
  { name: 'Ayşe', email: 'nul@example.com', company: '', message: '\u0000\u0007\u0008' },
  {
    name: '🙂'.repeat(95),
    email: 'emoji@example.com',
    company: '🇹🇷'.repeat(30),
    message: '👩‍💻'.repeat(1600),
  },
  {
    name: 'ş'.repeat(100),
    email: 'exact@example.com',
    company: 'ğ'.repeat(120),
    message: 'ı'.repeat(5000),
  },
  {
    name: 'ş'.repeat(101),
    email: 'over@example.com',
    company: 'ğ'.repeat(121),
    message: 'ı'.repeat(5001),
  },
  {
    name: 'Ad\r\nSoyad\n',
    email: ' crlf@example.com\r\n',
    company: 'Firma\rA.Ş.',
    message: 'satır 1\r\nsatır 2\rsatır 3',
  },
  {
    name: 'שלום مرحبا',
    email: 'rtl@example.com',
    company: '\u202Ecod.exe',
    message: '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>',
  },
];

// The documented sanitising (packages/site/app/enquiry/validate.ts), written out again here.
// eslint-disable-next-line no-control-regex
const LINE_CONTROLS = /[\u0000-\u001F\u007F\u2028\u2029]+/g;
// eslint-disable-next-line no-control-regex
const MESSAGE_CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;
const wellFormed = (s: string) => (s as string & { toWellFormed(): string }).toWellFormed();
const cleanLine = (s: string) => wellFormed(s).replace(LINE_CONTROLS, ' ').trim();
const cleanMessage = (s: string) =>
  wellFormed(s).replace(/\r\n?/g, '\n').replace(MESSAGE_CONTROLS, '').trim();
const chars = (s: string) => Array.from(s).length;
// WHATWG's valid e-mail address with a dot in the domain.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/**
 * What Chromium puts in a field when text is typed or pasted (Playwright's fill inserts text):
 * single-line fields drop trailing line breaks and turn each CR, LF or CRLF into a space (the
 * e-mail field also trims ASCII whitespace); the textarea turns CRLF and CR into LF.
 */
export function typedInto(type: InputType, raw: string): string {
  const text = wellFormed(raw);
  if (type === 'textarea') return text.replace(/\r\n?/g, '\n');
  const line = text.replace(/[\r\n]+$/, '').replace(/\r\n|\r|\n/g, ' ');
  return type === 'email' ? line.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '') : line;
}

/** The field errors the site must report for what is on screen, or none. */
export function expectedOutcome(form: FormDef, shown: Values) {
  const t = TEXTS[form.lang];
  const clean: Values = {};
  const errors: Partial<Record<Field, string>> = {};
  const codes: string[] = [];
  for (const f of form.fields) {
    const value =
      f.type === 'textarea' ? cleanMessage(shown[f.name] ?? '') : cleanLine(shown[f.name] ?? '');
    clean[f.name] = value;
    if (value === '') {
      if (f.required) {
        errors[f.name] = t.required[f.name] ?? '';
        codes.push(`${f.name} required`);
      }
    } else if (chars(value) > f.max) {
      errors[f.name] = t.tooLong[f.name](f.max);
      codes.push(`${f.name} too long`);
    } else if (f.type === 'email' && !EMAIL.test(value)) {
      errors[f.name] = t.invalidEmail;
      codes.push(`${f.name} invalid`);
    }
  }
  return { clean, errors, codes };
}

/** What makes a generated input hard, counted over a run. */
function traits(form: FormDef, raw: Values): string[] {
  const all = Object.values(raw).join('');
  const found: string[] = [];
  if (/[ğĞşŞıİçÇöÖüÜ]/.test(all)) found.push('Turkish letters');
  if (/[\u0590-\u08FF\u200F\u202B\u202E]/.test(all)) found.push('right-to-left text');
  if (/\p{Extended_Pictographic}/u.test(all)) found.push('emoji');
  if (/<[a-z]/i.test(all)) found.push('markup');
  if (form.fields.some((f) => f.type !== 'textarea' && /[\r\n]/.test(raw[f.name] ?? '')))
    found.push('CR/LF in a single-line field');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000B-\u001F\u007F]/.test(all)) found.push('control characters');
  if (!(all as string & { isWellFormed(): boolean }).isWellFormed()) found.push('lone surrogates');
  if (form.fields.some((f) => chars(raw[f.name] ?? '') > f.max)) found.push('over a length limit');
  return found;
}

function asForm(form: FormDef, v: GeneratedInput['values']): Values {
  return form.kind === 'contact'
    ? { ...v }
    : { nameCompany: v.name, email: v.email, phone: v.company, message: v.message };
}

export interface FieldState {
  value: string;
  invalid: boolean;
  error: string;
}

export async function fieldStates(el: Locator, form: FormDef): Promise<Record<string, FieldState>> {
  const names = form.fields.map((f) => f.name);
  return el.evaluate((node, names) => {
    const out: Record<string, { value: string; invalid: boolean; error: string }> = {};
    for (const n of names) {
      const input = (node as HTMLFormElement).elements.namedItem(n) as HTMLInputElement;
      const described = input.getAttribute('aria-describedby');
      out[n] = {
        value: input.value,
        invalid: input.getAttribute('aria-invalid') === 'true',
        error: described ? (document.getElementById(described)?.textContent ?? '').trim() : '',
      };
    }
    return out;
  }, names);
}

/** Elements or effects that only exist if generated markup was rendered as HTML. */
async function injected(page: Page, scriptsAtLoad: number): Promise<string[]> {
  return page.evaluate((scriptsAtLoad) => {
    const found: string[] = [];
    if ((window as { __pwned?: unknown }).__pwned !== undefined) found.push('window.__pwned set');
    if (document.querySelector('img[src="x"], img[onerror]')) found.push('injected element');
    if (document.scripts.length !== scriptsAtLoad) found.push('script count changed');
    return found;
  }, scriptsAtLoad);
}

export interface FuzzResult extends Counts {
  seed: number;
  generated: number;
  /** Inputs per trait (Turkish letters, right-to-left text, emoji, markup, CR/LF…). */
  traits: Record<string, number>;
  /** Refusals per field and reason. */
  refusals: Record<string, number>;
}

/**
 * Generated inputs through the real forms (even inputs: contact page in English; odd: home short
 * form in Turkish), `pages` visitors at once. Each input is either delivered byte for byte (the
 * outbox holds exactly one copy, equal to what the page sent, equal to the documented sanitising of
 * what the fields show, which is what was typed after Chromium's single-line handling) or refused
 * with a visible message on exactly the fields the documented rules refuse, and nothing sent.
 * Never a page error, never markup rendered as HTML.
 */
export async function fuzzScenario(
  browser: Browser,
  env: Env,
  {
    count,
    seed = 20261108,
    pages = 2,
    edgeCases = true,
    everyForm = false,
  }: {
    /** Generated inputs (besides the edge cases). */
    count: number;
    seed?: number;
    /** Visitors at once; visitor p uses the contact form (p even) or the short form (p odd). */
    pages?: number;
    edgeCases?: boolean;
    /** Every input through every visitor (and so through both forms), not spread over them. */
    everyForm?: boolean;
  },
): Promise<FuzzResult> {
  const generated = (await generate(count, seed)).map((g) => g.values);
  const inputs = [...(edgeCases ? EDGE_CASES : []), ...generated];
  const numbered = inputs.map((v, i) => ({ v, i }));
  const lanes = Array.from({ length: pages }, (_, p) =>
    everyForm ? numbered : numbered.filter(({ i }) => i % pages === p),
  );
  const sent = new Map<string, { where: string; params: Record<string, unknown> }>();
  let refused = 0;
  let attempted = 0;
  const tally = { traits: {} as Record<string, number>, refusals: {} as Record<string, number> };

  await Promise.all(
    lanes.map(async (lane, p) => {
      const form = p % 2 === 0 ? FORMS['contact-en'] : FORMS['short-tr'];
      const { context, page, watch } = await newVisitor(browser, form, { clock: true });
      try {
        const el = await openForm(page, env, form);
        const scriptsAtLoad = await page.evaluate(() => document.scripts.length);
        for (const { v, i } of lane) {
          attempted += 1;
          const where = `fuzz input ${i} (seed ${seed}, ${form.id}): ${JSON.stringify(v).slice(0, 300)}`;
          const values = asForm(form, v);
          await fill(el, form, values);
          const shown = await onScreen(el, form);
          for (const f of form.fields) {
            expect(shown[f.name], `${where}: ${f.name} on screen`).toBe(
              typedInto(f.type, values[f.name] ?? ''),
            );
          }
          const { clean, errors, codes } = expectedOutcome(form, shown);
          for (const trait of traits(form, values))
            tally.traits[trait] = (tally.traits[trait] ?? 0) + 1;
          for (const code of codes) tally.refusals[code] = (tally.refusals[code] ?? 0) + 1;
          const before = watch.sends.length;
          await sendButton(el, form).click();
          await expect(el).not.toHaveAttribute('aria-busy', 'true');
          const states = await fieldStates(el, form);
          if (Object.keys(errors).length > 0) {
            for (const f of form.fields) {
              const state = states[f.name] as FieldState;
              expect(
                { field: f.name, invalid: state.invalid, error: state.error },
                `${where}: field message`,
              ).toEqual({
                field: f.name,
                invalid: errors[f.name] !== undefined,
                error: errors[f.name] ?? '',
              });
              expect(state.value, `${where}: ${f.name} kept`).toBe(shown[f.name]);
            }
            await expect(failureOf(el).getByRole('button'), `${where}: no failure box`).toHaveCount(
              0,
            );
            expect(watch.sends.length, `${where}: sent although refused`).toBe(before);
            refused += 1;
          } else {
            await expect(successOf(el, form), `${where}: success`).toBeVisible();
            // Playwright may report the first (preflighted) request after the page shows success.
            await expect
              .poll(() => watch.sends.length, { message: `${where}: requests` })
              .toBe(before + 1);
            const body = (watch.sends[before] as Request).postDataJSON() as {
              template_params: Record<string, unknown>;
            };
            const params = body.template_params;
            const expected = expectedParams(form, clean);
            expect(pick(params, Object.keys(expected)), `${where}: sent params`).toEqual(expected);
            sent.set(String(params.enquiry_id), { where, params });
            await page.clock.fastForward(THROTTLE_MS + 500);
          }
          expect(await injected(page, scriptsAtLoad), `${where}: rendered as HTML`).toEqual([]);
          expect(watch.pageErrors, `${where}: page errors`).toEqual([]);
        }
      } finally {
        await context.close();
      }
    }),
  );

  // Every delivered input: exactly one record under its key, holding the very params sent.
  const byKey = async () => {
    const map = new Map<string, OutboxRecord[]>();
    for (const r of await outbox.messages()) {
      if (r.idempotencyKey && sent.has(r.idempotencyKey))
        map.set(r.idempotencyKey, [...(map.get(r.idempotencyKey) ?? []), r]);
    }
    return map;
  };
  await expect.poll(async () => (await byKey()).size).toBe(sent.size);
  await sleep(300);
  const stored = await byKey();
  let delivered = 0;
  let duplicates = 0;
  for (const [key, { where, params }] of sent) {
    const records = stored.get(key) ?? [];
    duplicates += Math.max(0, records.length - 1);
    if (records.length >= 1) delivered += 1;
    expect(records, `${where}: copies in the outbox`).toHaveLength(1);
    expect((records[0] as OutboxRecord).params, `${where}: bytes in the outbox`).toEqual(params);
  }
  expect(delivered + refused).toBe(attempted);
  expect(attempted).toBe(everyForm ? inputs.length * pages : inputs.length);
  return {
    scenario: `fuzz: ${attempted} inputs (${generated.length} generated, seed ${seed})`,
    seed,
    generated: generated.length,
    traits: tally.traits,
    refusals: tally.refusals,
    attempted,
    delivered,
    refused,
    duplicates,
    lost: attempted - delivered - refused,
  };
}
