// Only the components this page renders bring their CSS.
import '@defne/ui/Section/index.css';
import '@defne/ui/EnquiryForm/index.css';
import { EnquiryForm, Icon, Section, type FieldSpec } from '@defne/ui';
import { loadInPreferredLanguage, routeMeta } from '@defne/site';
import { useTranslation } from 'react-i18next';
import { site } from '../site.server';

export async function loader() {
  return { heads: site.headsFor('/'), resources: site.pick('tr', ['quote']) };
}
export const clientLoader = loadInPreferredLanguage;
export const meta = routeMeta;

// The enquiry this company asks for: its own fields and limits on the shared engine.
const fields = [
  { name: 'fullName', type: 'text', required: true, maxLength: 100, autoComplete: 'name' },
  { name: 'email', type: 'email', required: true, maxLength: 254, autoComplete: 'email' },
  { name: 'orderNumber', type: 'text', maxLength: 12 },
  { name: 'quantity', type: 'text', required: true, maxLength: 10 },
  { name: 'details', type: 'textarea', required: true, maxLength: 2000, rows: 4 },
] as const satisfies readonly FieldSpec[];

// A glyph of its own beside the named set: a stack of boxes.
const boxes = <path d="M4 13h7v7H4zM13 13h7v7h-7zM8.5 5h7v7h-7z" />;

export default function Home() {
  const { t } = useTranslation('quote');
  return (
    <Section title={t('title')} headingLevel={1} width="narrow">
      <p>
        <Icon name={boxes} label={t('icon')} size={32} />
      </p>
      <EnquiryForm
        aria-label={t('title')}
        fields={fields}
        texts={{
          labels: {
            fullName: t('fields.fullName'),
            email: t('fields.email'),
            orderNumber: t('fields.orderNumber'),
            quantity: t('fields.quantity'),
            details: t('fields.details'),
          },
          submit: t('submit'),
          submitting: t('submit'),
          successTitle: t('success'),
          errorMessage: t('failure'),
        }}
        messages={{
          required: {
            fullName: t('required.fullName'),
            email: t('required.email'),
            quantity: t('required.quantity'),
            details: t('required.details'),
          },
          invalidEmail: t('required.email'),
          tooLong: (max) => t('tooLong', { max }),
          summary: (count) => t('summary', { count }),
        }}
        send={async () => {}}
      />
    </Section>
  );
}
