// The site's texts: English, the fallback language, whole; Arabic, added gradually, with the
// home and about pages, the filtration sector and the filter paper written, and the careers
// page and the needle felt not yet (D27).
export const en = {
  nav: {
    home: 'Home',
    about: 'About us',
    sectors: 'Sectors',
    sectorsMenu: 'Show the sectors',
    careers: 'Careers',
    tagline: 'Filter media from the Aegean',
  },
  footer: { foundingLine: 'Making filter media in İzmir since 1998.' },
  common: { businessHours: { value: 'Weekdays 8:30 am–5:30 pm' } },
  meta: {
    home: { title: 'Defne Örnek Filtre', description: 'Filter media made in İzmir.' },
    about: { title: 'About us | Defne Örnek Filtre', description: 'Who we are.' },
    sectors: { title: 'Sectors | Defne Örnek Filtre', description: 'What we make.' },
    sector: { title: '{{sector}} | Defne Örnek Filtre', description: '{{description}}' },
    careers: { title: 'Careers | Defne Örnek Filtre', description: 'Join our team.' },
    notFound: {
      title: 'Page not found | Defne Örnek Filtre',
      description: 'There is no such page.',
    },
  },
  start: {
    title: 'Filter media for clean air',
    intro: 'Paper and felt for every filter, made to order.',
    careersLink: 'Open positions',
  },
  careers: {
    title: 'Careers',
    intro: 'We are looking for colleagues in production and quality control.',
  },
  about: {
    title: 'About us',
    subtitle: 'A filter media maker in İzmir',
    company: {
      title: 'Our company',
      p1: 'We have made filter paper and needle felt for industry since 1998.',
    },
  },
  catalog: {
    title: 'Our sectors',
    categories: {
      filtration: {
        title: 'Filtration',
        description: 'Filter media for air and liquids.',
        badge: 'Filter',
      },
    },
    products: {
      filterPaper: { name: 'Filter paper', description: 'Cellulose paper for oil filters.' },
      needleFelt: { name: 'Needle felt', description: 'Polyester felt for dust filters.' },
    },
  },
};

export const ar = {
  nav: {
    home: 'الرئيسية',
    about: 'من نحن',
    sectors: 'القطاعات',
    tagline: 'وسائط الترشيح من بحر إيجه',
  },
  common: {
    fallbackNotice:
      'هذه الصفحة غير متوفرة بعد باللغة {{language}}، فهي معروضة باللغة {{fallback}}.',
  },
  meta: {
    home: { title: 'ديفنه أورنيك فلتره', description: 'وسائط ترشيح مصنوعة في إزمير.' },
    about: { title: 'من نحن | ديفنه أورنيك فلتره', description: 'من نحن.' },
    sectors: { title: 'القطاعات | ديفنه أورنيك فلتره', description: 'ما نصنعه.' },
  },
  start: {
    title: 'وسائط ترشيح لهواء نقي',
    intro: 'ورق ولباد لكل مرشح، يُصنع حسب الطلب.',
    careersLink: 'الوظائف الشاغرة',
  },
  about: {
    title: 'من نحن',
    subtitle: 'شركة لصناعة وسائط الترشيح في إزمير',
    company: {
      title: 'شركتنا',
      p1: 'نصنع ورق الترشيح واللباد الإبري للصناعة منذ عام 1998.',
    },
  },
  catalog: {
    categories: {
      filtration: {
        title: 'الترشيح',
        description: 'وسائط ترشيح للهواء والسوائل.',
        badge: 'ترشيح',
      },
    },
    products: {
      filterPaper: { name: 'ورق الترشيح', description: 'ورق من السليلوز لمرشحات الزيت.' },
    },
  },
};
