// The `forms` texts one form shows, computed once for the loader data of a page whose own render
// needs them (a kind's page shows its title) and for the per-language modules the forms' lazily
// loaded code fetches (`virtual:defne/form-texts`): the same bundle either way.
import type { FieldSpec } from '@defne/ui';
import { FIELDS, isStandardKind, type FormKind } from './enquiry-fields';

// A tree of strings, typed loosely (any key): the content schema checks both languages' keys.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a text tree of the site's content
type Texts = Record<string, any>;

/** What of the site's config decides a form's fields. */
export interface FormFieldsConfig {
  fields: Partial<Record<string, readonly FieldSpec[]>>;
  forms: Record<string, { fields?: readonly FieldSpec[] } | undefined>;
}

/**
 * The `forms` namespace of one form of `kind`: its own kind's texts and its own fields' labels
 * (the site's `enquiry.fields`, a kind of its own's `enquiry.forms.{kind}.fields`, else the kind's
 * standard ones), not the other forms'. A kind of the site's own that words no success or error
 * message of its own shows the contact form's.
 */
export function kindFormTexts(forms: Texts, enquiry: FormFieldsConfig, kind: FormKind): Texts {
  const own = isStandardKind(kind) ? enquiry.fields[kind] : enquiry.forms[kind]?.fields;
  const names: readonly string[] =
    own?.map((f) => f.name) ?? (isStandardKind(kind) ? FIELDS[kind] : []);
  const kinds = new Set(['contact', 'short', ...Object.keys(enquiry.forms)]);
  const rest = Object.fromEntries(
    Object.entries(forms).filter(([key]) => !kinds.has(key) && key !== 'fields'),
  );
  const ownFields = Object.fromEntries(
    Object.entries((forms.fields ?? {}) as Record<string, unknown>).filter(([name]) =>
      names.includes(name),
    ),
  );
  const { successTitle, successMessage, errorMessage } = forms.contact ?? {};
  const kindTexts = isStandardKind(kind)
    ? forms[kind]
    : { successTitle, successMessage, errorMessage, ...forms[kind] };
  return { ...rest, [kind]: kindTexts, fields: ownFields };
}
