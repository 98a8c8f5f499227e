// The company's own texts; every generic UI string comes from @defne/site's defaults.
export const tr = {
  nav: { home: 'Ana Sayfa', sectors: 'Ürünler', tagline: 'Hamburg’dan oluklu koli' },
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
  },
  meta: {
    home: { title: '{{company}} | Ambalaj', description: 'Hamburg’dan oluklu koliler.' },
    sectors: { title: 'Ürünler | {{company}}', description: 'Tüm ürün gruplarımız.' },
    sector: { title: '{{sector}} | {{company}}', description: '{{description}}' },
    notFound: { title: 'Sayfa bulunamadı | {{company}}', description: 'Aradığınız sayfa yok.' },
  },
};

export const en: typeof tr = {
  nav: { home: 'Home', sectors: 'Products', tagline: 'Corrugated boxes from Hamburg' },
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
  },
  meta: {
    home: { title: '{{company}} | Packaging', description: 'Corrugated boxes from Hamburg.' },
    sectors: { title: 'Products | {{company}}', description: 'All our product groups.' },
    sector: { title: '{{sector}} | {{company}}', description: '{{description}}' },
    notFound: { title: 'Page not found | {{company}}', description: 'There is no such page.' },
  },
};
