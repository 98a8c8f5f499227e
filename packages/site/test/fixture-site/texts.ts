// The site's texts in both languages, over the kit's defaults.
export const tr = {
  nav: { home: 'Ana Sayfa', careers: 'Kariyer', tagline: 'Ege’nin limanlarından dünyaya' },
  footer: { foundingLine: '2021’den beri İzmir’den yük taşıyoruz.' },
  common: { businessHours: { value: 'Hafta içi 08.30–17.30' } },
  meta: {
    home: { title: 'Defne Örnek Lojistik', description: 'İzmir çıkışlı konteyner taşımacılığı.' },
    careers: { title: 'Kariyer | Defne Örnek Lojistik', description: 'Ekibimize katılın.' },
    notFound: {
      title: 'Sayfa bulunamadı | Defne Örnek Lojistik',
      description: 'Aradığınız sayfa yok.',
    },
  },
  start: {
    title: 'Yükünüz güvende',
    intro: 'Limandan kapınıza, her konteyneri izleyerek taşıyoruz.',
    careersLink: 'Açık pozisyonlar',
  },
  careers: { title: 'Kariyer', intro: 'Operasyon ve gümrük ekiplerimize yol arkadaşı arıyoruz.' },
};

export const en: typeof tr = {
  nav: { home: 'Home', careers: 'Careers', tagline: 'From the Aegean ports to the world' },
  footer: { foundingLine: 'Moving freight out of İzmir since 2021.' },
  common: { businessHours: { value: 'Weekdays 8:30 am–5:30 pm' } },
  meta: {
    home: { title: 'Defne Örnek Logistics', description: 'Container transport out of İzmir.' },
    careers: { title: 'Careers | Defne Örnek Logistics', description: 'Join our team.' },
    notFound: {
      title: 'Page not found | Defne Örnek Logistics',
      description: 'There is no such page.',
    },
  },
  start: {
    title: 'Your freight in safe hands',
    intro: 'From the port to your door, every container tracked.',
    careersLink: 'Open positions',
  },
  careers: { title: 'Careers', intro: 'We are looking for colleagues in operations and customs.' },
};
