// Only the components this page renders bring their CSS.
import '@defne/ui/Icon/index.css';
import '@defne/ui/EnquiryForm/index.css';
import { EnquiryForm, Icon, type FieldSpec } from '@defne/ui';
import { headTags } from '../seo';

export const meta = () => headTags('/');

// The enquiry this company asks for: its own fields and limits on the shared engine.
const fields = [
  { name: 'fullName', type: 'text', required: true, maxLength: 100, autoComplete: 'name' },
  { name: 'email', type: 'email', required: true, maxLength: 254, autoComplete: 'email' },
  { name: 'orderNumber', type: 'text', maxLength: 12 },
  { name: 'quantity', type: 'text', required: true, maxLength: 10 },
  { name: 'details', type: 'textarea', required: true, maxLength: 2000, rows: 4 },
] as const satisfies readonly FieldSpec[];

// A glyph of its own beside the named set: a stack of boxes.
const boxes = (
  <>
    <path d="M4 13h7v7H4zM13 13h7v7h-7zM8.5 5h7v7h-7z" />
  </>
);

export default function Home() {
  return (
    <main>
      <h1>
        <Icon name={boxes} label="Koliler" size={32} /> Defne Verpackung
      </h1>
      <p>
        <a href="/urunler/koliler">Oluklu koliler</a>
      </p>
      <EnquiryForm
        aria-label="Teklif isteği"
        fields={fields}
        texts={{
          labels: {
            fullName: 'Ad Soyad',
            email: 'E-posta',
            orderNumber: 'Sipariş numarası',
            quantity: 'Adet',
            details: 'İhtiyacınız',
          },
          optional: '(isteğe bağlı)',
          requiredHint: 'zorunlu',
          submit: 'Teklif iste',
          submitting: 'Gönderiliyor…',
          successTitle: 'İsteğiniz alındı',
          errorMessage: 'İsteğiniz gönderilemedi.',
        }}
        messages={{
          required: {
            fullName: 'Adınızı yazın.',
            email: 'E-posta adresinizi yazın.',
            quantity: 'Kaç adet istediğinizi yazın.',
            details: 'İhtiyacınızı kısaca anlatın.',
          },
          invalidEmail: 'Geçerli bir e-posta adresi yazın.',
          tooLong: (max) => `En çok ${max} karakter yazabilirsiniz.`,
          summary: (count) => `${count} alanı düzeltin.`,
        }}
        send={async () => {}}
      />
    </main>
  );
}
