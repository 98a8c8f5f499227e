import { constants, site, toLang } from '../site-config';
import { ContactForm, EnquiryForm, ShortForm, type FieldSpec } from '@defne/ui';
import { useEffect, useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EnquiryError,
  FIELD_MAX_LENGTH,
  enquiryMailto,
  loadDraft,
  readEnquiryConfig,
  rulesOf,
  saveDraft,
  sendEnquiry,
  validateEnquiry,
  isStandardKind,
  type EnquiryKind,
  type FieldError,
  type FormKind,
} from '../enquiry';
import { useLocation, useMatches } from 'react-router';
import {
  productKeysIn,
  productOf,
  quoteKeyOf,
  withProductRequest,
  type ProductRequest,
} from '../pages/product/quote';
import {
  RouterLink,
  useEnquiryFormTexts,
  useHydrated,
  useSite,
  type EnquiryField,
} from '@defne/site';
import { useFormTexts } from './form-texts';

type Field = EnquiryField;

/**
 * The site's own fields of a form, if it gives them: a kit form's (`enquiry.fields` of its config)
 * or a kind of its own's (`enquiry.forms`). A build whose config has none (`DEFNE_OWN_FIELDS`, from
 * `defneSite()`) leaves this code out, and one without kinds of its own (`DEFNE_FORM_KINDS`) the
 * kinds' part.
 */
const ownFields = (kind: FormKind): readonly FieldSpec[] | undefined =>
  import.meta.env.DEFNE_OWN_FIELDS
    ? isStandardKind(kind)
      ? site.enquiry?.fields?.[kind]
      : import.meta.env.DEFNE_FORM_KINDS
        ? site.enquiry?.forms?.[kind]?.fields
        : undefined
    : undefined;

/** The rules the pipeline checks and sends a site's own fields by (none: the standard fields). */
const ownRules = (kind: FormKind) => {
  if (!import.meta.env.DEFNE_OWN_FIELDS) return undefined;
  const fields = ownFields(kind);
  return fields ? rulesOf(fields) : undefined;
};

/**
 * The texts of a form: the kit's for its standard fields; for a site's own fields their labels,
 * placeholders and messages from the site's `forms` texts, the kind's own first
 * (`{kind}.fields.{name}.label`, `{kind}.validation.{name}Required`…), then those all forms share
 * (`fields.{name}.label`, `fields.{name}.placeholder`, `validation.{name}Required`,
 * `validation.{name}TooLong`, falling back to `validation.required` and `validation.tooLong`). A
 * kind of the site's own also words its button (`{kind}.submit`) and its e-mail fallback's subject
 * (`{kind}.mailSubject`).
 */
function useOwnFormTexts(kind: FormKind) {
  const { t, i18n } = useTranslation('forms');
  const standard = useEnquiryFormTexts(kind as EnquiryKind);
  const own = ownFields(kind);
  if (!own) return standard;
  const exists = (key: string) =>
    i18n.exists(`forms:${kind}.${key}`) || i18n.exists(`forms:${key}`);
  const text = (key: string, fallback?: string, options: Record<string, unknown> = {}) =>
    t([`${kind}.${key}`, key, ...(fallback ? [`${kind}.${fallback}`, fallback] : [])], options);
  const labels = Object.fromEntries(own.map((f) => [f.name, text(`fields.${f.name}.label`)]));
  const placeholders = Object.fromEntries(
    own
      .filter((f) => exists(`fields.${f.name}.placeholder`))
      .map((f) => [f.name, text(`fields.${f.name}.placeholder`)]),
  );
  return {
    ...standard,
    texts: {
      ...standard.texts,
      labels,
      placeholders,
      submit: text('submit'),
    },
    messages: {
      ...standard.messages,
      required: Object.fromEntries(
        own
          .filter((f) => f.required)
          .map((f) => [f.name, text(`validation.${f.name}Required`, 'validation.required')]),
      ),
      tooLong: (max: number, field: string) =>
        text(`validation.${field}TooLong`, 'validation.tooLong', { max }),
    },
    mailtoSubject: t([`${kind}.mailSubject`, 'mailtoSubject']),
  };
}

/**
 * `quote`: the quote list's form, the contact kind's standard fields whatever fields the site's
 * contact form has, and its own e-mail subject.
 */
function useEnquiryTexts(kind: FormKind, quote?: { subject: string }) {
  useFormTexts(kind);
  const { i18n } = useTranslation('forms');
  const lang = toLang(i18n.language);
  // The company's address and the privacy page's, from the frame's data (the forms are in it).
  const frame = useSite();
  const rules = quote ? undefined : ownRules(kind);
  const { texts, messages, failure, sendByEmail, mailtoSubject, privacyNotice, ...rest } =
    // A build-time constant, and `quote` one per form: the same hooks on every render.
    /* eslint-disable react-hooks/rules-of-hooks */
    import.meta.env.DEFNE_OWN_FIELDS && !quote
      ? useOwnFormTexts(kind)
      : useEnquiryFormTexts(kind as EnquiryKind);
  /* eslint-enable react-hooks/rules-of-hooks */
  // The form checks with the rules sendEnquiry applies (sanitised values, lengths in characters,
  // the stricter e-mail pattern): anything it lets through is sent, anything refused shows on its field.
  const messageFor = (field: Field, error: FieldError) =>
    error.code === 'required'
      ? (messages.required[field as keyof typeof messages.required] ?? '')
      : error.code === 'invalidEmail'
        ? messages.invalidEmail
        : messages.tooLong(error.max ?? FIELD_MAX_LENGTH[field], field);
  const validate = (values: Record<string, string>) => {
    const result = validateEnquiry(kind, values as never, rules);
    if (result.ok) return {};
    return Object.fromEntries(
      Object.entries(result.errors as Partial<Record<Field, FieldError>>).map(([field, error]) => [
        field,
        messageFor(field as Field, error as FieldError),
      ]),
    );
  };
  const errorDetail = (error: unknown) =>
    failure(error instanceof EnquiryError && error.kind !== 'invalid' ? error.kind : 'provider');
  const fallback = (values: Record<string, string>) => ({
    label: sendByEmail,
    href: enquiryMailto(kind, values as never, {
      to: frame?.company.email ?? site.enquiry.toEmail,
      subject: quote?.subject ?? mailtoSubject,
      labels: texts.labels,
      ...(rules ? { rules } : {}),
    }),
  });
  const notice = (
    <>
      {privacyNotice.before}
      {frame?.routes.pageIds.includes('privacy') ? (
        <RouterLink
          href={frame.routes.pagePath('privacy', lang)}
          to={frame.routes.pagePath('privacy', lang)}
        >
          {privacyNotice.link}
        </RouterLink>
      ) : (
        privacyNotice.link
      )}
      {privacyNotice.after}
    </>
  );
  return { ...rest, texts, messages, validate, errorDetail, fallback, notice };
}

/** The saved draft, read after hydration so the first render matches the prerendered HTML. */
function useDraft(formId: string) {
  const hydrated = useHydrated();
  return useMemo(
    () => (hydrated ? ((loadDraft(formId) as Record<string, string> | null) ?? {}) : null),
    [hydrated, formId],
  );
}

const HONEYPOT_NAME = 'website';

/** Keeps the non-empty values of `typed` over a stored draft (text typed before the draft was read). */
function mergeOverDraft(kind: FormKind, typed: Record<string, string>): Record<string, string> {
  const stored = (loadDraft(kind) as Record<string, string> | null) ?? {};
  const filled = Object.fromEntries(Object.entries(typed).filter(([, v]) => v !== ''));
  return { ...stored, ...filled };
}

/**
 * The quote request of the address (`?urun=` / `?product=`, D17), in the page's language: the
 * product's name, sector, key and page. The page's loader gives the site origin and the names.
 */
function useProductRequest(): ProductRequest | null {
  const { t, i18n } = useTranslation('catalog');
  const lang = toLang(i18n.language);
  const { search } = useLocation();
  const origin = useMatches()
    .map((m) => (m.loaderData as { origin?: string } | undefined)?.origin)
    .find(Boolean);
  const key = quoteKeyOf(search);
  const product = key ? productOf(key) : undefined;
  return useMemo(() => {
    if (!product || !origin) return null;
    const url = new URL(product.paths[lang] ?? '/', origin).href;
    return {
      key: product.key,
      message: t('product.quoteMessage', {
        product: t(`products.${product.key}.name` as 'products.microglassMedia.name'),
        sector: t(`categories.${product.category}.title`),
        key: product.key,
        url,
      }),
    };
  }, [product, origin, lang, t]);
}

/** Everything every form shares: texts, limits, draft, sending, failure detail and fallback. */
function useEnquiryForm(kind: FormKind, request?: ProductRequest | null) {
  const { texts, messages, validate, errorDetail, fallback, notice, notSpecified, honeypotLabel } =
    useEnquiryTexts(kind);
  const stored = useDraft(kind);
  // A quote request adds its product to the draft: what the visitor wrote before stays.
  const draft = useMemo(
    () => (stored && request ? withProductRequest(stored, request) : stored),
    [stored, request],
  );
  useEffect(() => {
    if (draft && draft !== stored) saveDraft(kind, draft);
  }, [kind, draft, stored]);
  return {
    // The draft is read after hydration; the form fills its still-empty fields from it, without a
    // remount, so text typed meanwhile and the focus stay.
    restoreValues: draft,
    // Until the draft is read, an edit (text typed before hydration) is merged over the stored draft.
    onChange: (values: Record<string, string>) =>
      saveDraft(kind, draft === null ? mergeOverDraft(kind, values) : values),
    send: async (values: Record<string, string>) => {
      const productKeys = productKeysIn(values.message ?? '');
      const rules = ownRules(kind);
      await sendEnquiry(kind, values as never, {
        formId: kind,
        ...(rules ? { rules } : {}),
        notSpecified,
        // The company's enquiry address unless the build names another (VITE_ENQUIRY_TO_EMAIL).
        toEmail: readEnquiryConfig().toEmail ?? site.enquiry.toEmail,
        // The products the message asks about, by key (D17).
        ...(productKeys.length ? { params: { product: productKeys.join(',') } } : {}),
      });
    },
    texts,
    messages,
    validate,
    maxLengths: FIELD_MAX_LENGTH,
    successDuration: constants.SUCCESS_MESSAGE_HIDE_MS,
    rows: constants.TEXTAREA_ROWS,
    honeypot: { name: HONEYPOT_NAME, label: honeypotLabel },
    errorDetail,
    fallback,
    notice,
  };
}

export function ContactEnquiry() {
  // Before the quote request reads the product names that come with the form's texts.
  useFormTexts('contact');
  const props = useEnquiryForm('contact', useProductRequest());
  const fields = ownFields('contact');
  return import.meta.env.DEFNE_OWN_FIELDS && fields ? (
    <EnquiryForm fields={fields} layout="two-column" {...props} />
  ) : (
    // The standard fields' texts: `useEnquiryFormTexts` names every one of them.
    <ContactForm {...(props as ComponentProps<typeof ContactForm>)} />
  );
}

export function ShortEnquiry() {
  const props = useEnquiryForm('short');
  const fields = ownFields('short');
  return import.meta.env.DEFNE_OWN_FIELDS && fields ? (
    <EnquiryForm fields={fields} layout="two-column" {...props} />
  ) : (
    <ShortForm {...(props as ComponentProps<typeof ShortForm>)} />
  );
}

function KindForm({ kind }: { kind: string }) {
  const props = useEnquiryForm(kind);
  const fields = ownFields(kind);
  return fields ? <EnquiryForm fields={fields} layout="two-column" {...props} /> : null;
}

/**
 * The form of a kind of the site's own (`enquiry.forms` of its config) on its page: its fields,
 * with the kit's whole pipeline (checks, draft, retries, offline, the e-mail fallback). Nothing in
 * a build without such kinds (`DEFNE_FORM_KINDS`), which leaves its code out.
 */
export function KindEnquiry({ kind }: { kind: string }) {
  return import.meta.env.DEFNE_FORM_KINDS ? <KindForm kind={kind} /> : null;
}

/** The quote list's enquiry (D23): every line, in the page's language, and the products' keys. */
export interface QuoteRequest {
  /** The products' keys, in the list's order: the enquiry's `product` param. */
  keys: readonly string[];
  /** The lines the message opens with: a sentence, then one line per product (name, quantity, unit, page). */
  lines: string;
}

/** The draft and throttle id of the quote list's form. */
const QUOTE_FORM_ID = 'quote';

/** The quote list's form: the contact form's fields, its message a note under the lines. */
const QUOTE_FIELDS = [
  {
    name: 'name',
    type: 'text',
    required: true,
    maxLength: FIELD_MAX_LENGTH.name,
    autoComplete: 'name',
  },
  {
    name: 'email',
    type: 'email',
    required: true,
    maxLength: FIELD_MAX_LENGTH.email,
    autoComplete: 'email',
  },
  {
    name: 'company',
    type: 'text',
    maxLength: FIELD_MAX_LENGTH.company,
    autoComplete: 'organization',
    wide: true,
  },
  { name: 'message', type: 'textarea', maxLength: FIELD_MAX_LENGTH.message },
] as const satisfies readonly FieldSpec[];

/**
 * The quote list's one enquiry through the contact form's pipeline (kind `contact`, its own draft
 * `quote`): checks, draft, retries, offline and service-down messages, and an e-mail fallback, each
 * with every line of the list above the visitor's note.
 */
export function QuoteEnquiry({
  request,
  onSent,
}: {
  request: QuoteRequest;
  /** After the enquiry was sent: the list is emptied. */
  onSent: () => void;
}) {
  const { t } = useTranslation('quote');
  const base = useEnquiryTexts('contact', { subject: t('mailSubject') });
  const stored = useDraft(QUOTE_FORM_ID);
  // What is sent and mailed: the lines, then the note under its heading.
  const withLines = (values: Record<string, string>) => {
    const note = (values.message ?? '').trim();
    return {
      ...values,
      message: note ? `${request.lines}\n\n${t('noteHeading')}\n${note}` : request.lines,
    };
  };
  // The standard fields' texts (`quote` above): the kit's, or the site's words for them.
  const standard = base.texts as ReturnType<typeof useEnquiryFormTexts>['texts'];
  const texts = {
    ...standard,
    labels: { ...standard.labels, message: t('note') },
    placeholders: { ...standard.placeholders, message: t('notePlaceholder') },
    submit: t('submit'),
    successTitle: t('successTitle'),
    successMessage: t('successMessage'),
  };
  return (
    <EnquiryForm
      fields={QUOTE_FIELDS}
      layout="two-column"
      texts={texts}
      messages={base.messages}
      validate={(values) => {
        if (request.keys.length === 0) return { message: t('emptyError') };
        // A message too long with the lines shows on the note, the part the visitor can shorten.
        return base.validate(withLines(values));
      }}
      send={async (values) => {
        await sendEnquiry('contact', withLines(values) as never, {
          formId: QUOTE_FORM_ID,
          notSpecified: base.notSpecified,
          toEmail: readEnquiryConfig().toEmail ?? site.enquiry.toEmail,
          params: { product: request.keys.join(',') },
        });
      }}
      onSuccess={onSent}
      restoreValues={stored}
      onChange={(values) =>
        saveDraft(QUOTE_FORM_ID, stored === null ? mergeOverDraft(QUOTE_FORM_ID, values) : values)
      }
      maxLengths={FIELD_MAX_LENGTH}
      rows={constants.TEXTAREA_ROWS}
      honeypot={{ name: HONEYPOT_NAME, label: base.honeypotLabel }}
      errorDetail={base.errorDetail}
      fallback={(values) => base.fallback(withLines(values))}
      notice={base.notice}
    />
  );
}
