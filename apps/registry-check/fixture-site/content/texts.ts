// The company's own texts; every generic UI string comes from @defne/site's defaults.
export const tr = {
  nav: { home: 'Ana Sayfa', sectors: 'Ürünler', tagline: 'Hamburg’dan oluklu koli' },
  footer: { foundingLine: '{{foundingYear}} yılından beri Hamburg’dan ambalaj.' },
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
  quote: {
    title: 'Teklif isteyin',
    fields: {
      fullName: 'Ad Soyad',
      email: 'E-posta',
      orderNumber: 'Sipariş numarası',
      quantity: 'Adet',
      details: 'İhtiyacınız',
    },
    required: {
      fullName: 'Adınızı yazın.',
      email: 'E-posta adresinizi yazın.',
      quantity: 'Kaç adet istediğinizi yazın.',
      details: 'İhtiyacınızı kısaca anlatın.',
    },
    submit: 'Teklif iste',
    success: 'İsteğiniz alındı',
    failure: 'İsteğiniz gönderilemedi.',
    tooLong: 'En çok {{max}} karakter yazabilirsiniz.',
    summary: '{{count}} alanı düzeltin.',
    icon: 'Koliler',
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
  quote: {
    title: 'Ask for a quote',
    fields: {
      fullName: 'Full name',
      email: 'E-mail',
      orderNumber: 'Order number',
      quantity: 'Quantity',
      details: 'What you need',
    },
    required: {
      fullName: 'Enter your name.',
      email: 'Enter your e-mail address.',
      quantity: 'Enter how many you need.',
      details: 'Tell us briefly what you need.',
    },
    submit: 'Ask for a quote',
    success: 'Your request has arrived',
    failure: 'Your request could not be sent.',
    tooLong: 'At most {{max}} characters.',
    summary: 'Correct {{count}} fields.',
    icon: 'Boxes',
  },
  meta: {
    home: { title: '{{company}} | Packaging', description: 'Corrugated boxes from Hamburg.' },
    sectors: { title: 'Products | {{company}}', description: 'All our product groups.' },
    sector: { title: '{{sector}} | {{company}}', description: '{{description}}' },
    notFound: { title: 'Page not found | {{company}}', description: 'There is no such page.' },
  },
};
