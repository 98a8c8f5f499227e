// The company's own texts; every generic UI string comes from @defne/site's defaults.
export const tr = {
  nav: {
    home: 'Ana Sayfa',
    sectors: 'Ürünler',
    sampleRequest: 'Numune talebi',
    tagline: 'Hamburg’dan oluklu koli',
  },
  footer: { foundingLine: '{{foundingYear}} yılından beri Hamburg’dan ambalaj.' },
  common: { businessHours: { value: 'Pazartesi–Cuma 08:00–17:00' } },
  catalog: {
    title: 'Ürünler',
    categories: {
      boxes: { title: 'Oluklu Koliler', description: 'Tek ve çift oluklu koliler.', badge: 'Koli' },
    },
    products: {
      singleWall: { name: 'Tek Oluklu Koli', description: 'Hafif ürünler için dayanıklı koli.' },
      doubleWall: { name: 'Çift Oluklu Koli', description: 'Ağır ürünler için sağlam koli.' },
    },
  },
  home: {
    hero: {
      slogan: 'Hamburg’dan sağlam koliler',
      subtitle: 'Tek ve çift oluklu kolileri istediğiniz adette gönderiyoruz.',
      cta: 'Ürünleri görün',
    },
    sectors: { title: 'Ürün gruplarımız', viewAll: 'Tüm ürünler' },
    contact: { title: 'Teklif isteyin', subtitle: 'Sipariş numaranız varsa yazın.' },
  },
  // The quote form's own fields (the config's `enquiry.fields.short`) and their messages.
  forms: {
    fields: {
      fullName: { label: 'Ad Soyad' },
      email: { label: 'E-posta' },
      orderNumber: { label: 'Sipariş numarası' },
      quantity: { label: 'Adet' },
      details: { label: 'İhtiyacınız' },
    },
    validation: {
      fullNameRequired: 'Adınızı yazın.',
      emailRequired: 'E-posta adresinizi yazın.',
      quantityRequired: 'Kaç adet istediğinizi yazın.',
      detailsRequired: 'İhtiyacınızı kısaca anlatın.',
      tooLong: 'En çok {{max}} karakter yazabilirsiniz.',
    },
    submit: 'Teklif iste',
    // The sample request form (the config's `enquiry.forms.sample`) on its own page.
    sample: {
      title: 'Numune talebi',
      intro:
        'Siparişten önce kolimizi kendi ürününüzle deneyin: ölçüleri yazın, iki iş günü içinde ücretsiz numune gönderelim.',
      submit: 'Numune iste',
      mailSubject: 'Web sitesinden numune talebi',
      successTitle: 'Numune talebiniz bize ulaştı.',
      successMessage: 'Numuneyi kargoya verdiğimizde size e-posta ile haber vereceğiz.',
      fields: {
        fullName: { label: 'Ad Soyad' },
        company: { label: 'Şirket' },
        email: { label: 'E-posta' },
        dimensions: { label: 'Koli ölçüleri (iç, mm)', placeholder: 'ör. 400 × 300 × 200' },
        quantity: { label: 'Numune adedi' },
        address: { label: 'Teslimat adresi' },
        notes: { label: 'Notlarınız' },
      },
      validation: {
        dimensionsRequired: 'Kolinin iç ölçülerini yazın.',
        quantityRequired: 'Kaç numune istediğinizi yazın.',
        addressRequired: 'Numuneyi göndereceğimiz adresi yazın.',
      },
    },
  },
  meta: {
    home: { title: '{{company}} | Ambalaj', description: 'Hamburg’dan oluklu koliler.' },
    sampleRequest: {
      title: 'Numune talebi | {{company}}',
      description: 'Ölçülerinizi yazın, oluklu koli numunesini ücretsiz gönderelim.',
    },
    sectors: { title: 'Ürünler | {{company}}', description: 'Tüm ürün gruplarımız.' },
    sector: { title: '{{sector}} | {{company}}', description: '{{description}}' },
    notFound: { title: 'Sayfa bulunamadı | {{company}}', description: 'Aradığınız sayfa yok.' },
  },
};

export const en: typeof tr = {
  nav: {
    home: 'Home',
    sectors: 'Products',
    sampleRequest: 'Request a sample',
    tagline: 'Corrugated boxes from Hamburg',
  },
  footer: { foundingLine: 'Packaging from Hamburg since {{foundingYear}}.' },
  common: { businessHours: { value: 'Mon–Fri 08:00–17:00' } },
  catalog: {
    title: 'Products',
    categories: {
      boxes: {
        title: 'Corrugated Boxes',
        description: 'Single and double wall boxes.',
        badge: 'Box',
      },
    },
    products: {
      singleWall: { name: 'Single Wall Box', description: 'A sturdy box for light goods.' },
      doubleWall: { name: 'Double Wall Box', description: 'A strong box for heavy goods.' },
    },
  },
  home: {
    hero: {
      slogan: 'Sturdy boxes from Hamburg',
      subtitle: 'Single and double wall boxes, in the quantity you need.',
      cta: 'See the products',
    },
    sectors: { title: 'Our product groups', viewAll: 'All products' },
    contact: { title: 'Ask for a quote', subtitle: 'Add your order number if you have one.' },
  },
  forms: {
    fields: {
      fullName: { label: 'Full name' },
      email: { label: 'E-mail' },
      orderNumber: { label: 'Order number' },
      quantity: { label: 'Quantity' },
      details: { label: 'What you need' },
    },
    validation: {
      fullNameRequired: 'Enter your name.',
      emailRequired: 'Enter your e-mail address.',
      quantityRequired: 'Enter how many you need.',
      detailsRequired: 'Tell us briefly what you need.',
      tooLong: 'At most {{max}} characters.',
    },
    submit: 'Ask for a quote',
    sample: {
      title: 'Request a sample',
      intro:
        'Try our box with your own product before you order: give us the size and we will send a free sample within two working days.',
      submit: 'Request a sample',
      mailSubject: 'Sample request from the website',
      successTitle: 'We have your sample request.',
      successMessage: 'We will e-mail you as soon as the sample is on its way.',
      fields: {
        fullName: { label: 'Full name' },
        company: { label: 'Company' },
        email: { label: 'E-mail' },
        dimensions: { label: 'Box size (inside, mm)', placeholder: 'e.g. 400 × 300 × 200' },
        quantity: { label: 'Number of samples' },
        address: { label: 'Delivery address' },
        notes: { label: 'Anything else' },
      },
      validation: {
        dimensionsRequired: 'Enter the inside size of the box.',
        quantityRequired: 'Enter how many samples you need.',
        addressRequired: 'Enter the address we should send the sample to.',
      },
    },
  },
  meta: {
    home: { title: '{{company}} | Packaging', description: 'Corrugated boxes from Hamburg.' },
    sampleRequest: {
      title: 'Request a sample | {{company}}',
      description: 'Give us your box size and we will send a free corrugated sample.',
    },
    sectors: { title: 'Products | {{company}}', description: 'All our product groups.' },
    sector: { title: '{{sector}} | {{company}}', description: '{{description}}' },
    notFound: { title: 'Page not found | {{company}}', description: 'There is no such page.' },
  },
};
