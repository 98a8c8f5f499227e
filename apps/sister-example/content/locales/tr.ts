/*
 * Turkish texts of Defne Ambalaj: i18next resources, one namespace per top-level key.
 * {{company}}, {{legalName}}, {{foundingYear}}, {{email}}, {{address}} come from the company facts.
 */
export const tr = {
  common: {
    learnMore: 'Ayrıntılı Bilgi',
    priceOnRequest: 'Fiyat teklifi için bizimle iletişime geçin.',
    businessHours: {
      value: 'Pazartesi–Cumartesi 08:30–17:30',
    },
  },
  nav: {
    sectors: 'Ürünler',
    allSectors: 'Tüm Ürün Grupları',
    tagline: 'Oluklu Koli, Streç Film ve Etiket',
    sectorsMenu: 'Ürünler alt menüsü',
  },
  home: {
    hero: {
      eyebrow: "Bursa'dan Türkiye'nin dört bir yanına",
      slogan: 'Ürününüzü Güvenle Taşıyan Ambalaj',
      subtitle:
        'Oluklu koliden streç filme, termal etiketten ribona kadar üretim ve sevkiyat hattınızın ihtiyaç duyduğu ambalajı zamanında teslim ediyoruz.',
      cta: 'Ürünleri İnceleyin',
      secondary: 'Teklif İsteyin',
    },
    sectors: {
      title: 'Ürün Gruplarımız',
      viewAll: 'Tüm Ürünleri Görüntüle',
    },
    contact: {
      title: 'Hızlı Teklif',
      subtitle: 'Ölçü, adet ve teslim yerini yazın; aynı iş günü içinde dönüş yapalım.',
    },
  },
  about: {
    title: 'Hakkımızda',
    subtitle: '{{foundingYear}} yılından bu yana sanayinin ambalaj ortağı',
    company: {
      title: '{{company}} Hakkında',
      p1: "{{company}}, {{foundingYear}} yılında Bursa'da kurulmuş bir ambalaj malzemeleri üreticisi ve tedarikçisidir. Otomotiv yan sanayisinden gıdaya, tekstilden e-ticarete kadar pek çok sektöre oluklu koli, streç film ve etiket sağlıyoruz.",
      p2: 'Kendi kesim ve baskı hattımızda ölçüye özel koliler üretiyor, streç film ve etiketlerde güvenilir üreticilerle çalışıyoruz. Her siparişte doğru kalınlığı, doğru gramajı ve doğru yapışkanı müşterimizle birlikte seçiyoruz.',
    },
    stats: {
      title: 'Rakamlarla {{company}}',
      foundingYear: 'Kuruluş Yılı',
      partners: 'Tedarikçi Ortak',
      customers: 'Düzenli Müşteri',
      products: 'Ürün Çeşidi',
    },
    suppliers: {
      title: 'Tedarikçi Ortaklarımız',
      subtitle: 'Hammaddede güçlü ortaklar, teslimatta istikrar.',
    },
  },
  suppliers: {
    items: {
      'marmara-karton': {
        kind: 'Kâğıt ve Karton',
        blurb: 'Kraft ve test liner kâğıtları üreten geri dönüşümlü karton fabrikası.',
      },
      'kapadokya-polimer': {
        kind: 'Polimer',
        blurb: 'Streç film üretimi için lineer alçak yoğunluklu polietilen hammadde tedarikçisi.',
      },
      'nordlys-adhesives': {
        kind: 'Yapışkan',
        blurb: 'Etiket ve bant uygulamaları için akrilik ve kauçuk esaslı yapışkanlar geliştirir.',
      },
      'ege-murekkep': {
        kind: 'Mürekkep',
        blurb: 'Flekso baskı için su bazlı ve gıdaya uygun mürekkepler üreten İzmirli firma.',
      },
    },
  },
  catalog: {
    title: 'Ürünler',
    subtitle:
      'Ürün gruplarımızı ve stoktan sunduğumuz başlıca ürünleri inceleyin. Ayrıntılar için bir ürüne tıklayın.',
    categoryFilterLabel: 'Ürün grubuna göre filtrele',
    productsTitle: 'Ürün listesi',
    noResults: 'Bu grupta henüz ürün yok.',
    modal: {
      askPrice: 'Bu ürün için teklif isteyin',
    },
    categories: {
      corrugatedBoxes: {
        title: 'Oluklu Koliler',
        description:
          'Tek ve çift oluklu, ölçüye özel kesim ve baskılı koliler; sevkiyattan arşive kadar.',
        badge: 'Koli',
      },
      stretchFilms: {
        title: 'Streç Filmler',
        description:
          'Palet sarımı için el ve makine tipi streç filmler ile ön gerdirilmiş filmler.',
        badge: 'Streç Film',
      },
      labels: {
        title: 'Etiketler',
        description: 'Termal, kuşe ve özel kesim etiketler ile barkod yazıcıları için ribonlar.',
        badge: 'Etiket',
      },
    },
    products: {
      singleWallBox: {
        name: 'Tek Oluklu Koli',
        description:
          'Hafif ve orta ağırlıktaki ürünlerin sevkiyatı için ekonomik koli. İstediğiniz ölçüde, baskılı veya baskısız üretilir.',
      },
      doubleWallBox: {
        name: 'Çift Oluklu Koli',
        description:
          'Ağır ve kırılgan ürünler için yüksek istif dayanımlı koli. İhracat sevkiyatlarında güvenle kullanılır.',
      },
      dieCutBox: {
        name: 'Özel Kesim Kutu',
        description:
          'E-ticaret ve perakende için kilitli kapaklı, bantsız kapanan özel kesim kutular. Kendi logonuzla basılabilir.',
      },
      archiveBox: {
        name: 'Arşiv Kutusu',
        description:
          'Ofis ve depo arşivleri için kapaklı, tutma delikli, istiflenebilir karton kutu.',
      },
      handStretchFilm: {
        name: 'El Streç Filmi',
        description:
          'Elle palet sarımı için yüksek esneme oranlı, şeffaf streç film. 17 ve 23 mikron kalınlıkta sunulur.',
      },
      machineStretchFilm: {
        name: 'Makine Streç Filmi',
        description:
          'Otomatik ve yarı otomatik sarma makineleri için yüksek delinme dayanımlı film. Yüzde 250’ye varan ön gerdirmeye uygundur.',
      },
      preStretchedFilm: {
        name: 'Ön Gerdirilmiş Film',
        description:
          'Fabrikada önceden gerdirilmiş, ince ama güçlü film. Daha az malzemeyle aynı sarım gücünü sağlar, işçiliği kolaylaştırır.',
      },
      thermalLabels: {
        name: 'Termal Etiket',
        description:
          'Kargo ve lojistik için doğrudan termal etiketler. Ribon gerektirmez; masaüstü ve endüstriyel yazıcılara uygundur.',
      },
      semiGlossLabels: {
        name: 'Kuşe Etiket',
        description:
          'Ürün ve raf etiketleri için parlak yüzeyli kuşe etiket. Flekso baskıyla dört renge kadar basılabilir.',
      },
      thermalRibbons: {
        name: 'Termal Transfer Ribon',
        description:
          'Barkod yazıcıları için wax, wax-resin ve resin ribonlar. Silinmeye ve ısıya dayanıklı baskı sağlar.',
      },
    },
  },
  contact: {
    title: 'İletişim',
    subtitle:
      'Ölçü, adet ve teslim tarihiyle ilgili sorularınız için bize ulaşın; fabrikamızı ziyaret etmek için randevu alabilirsiniz.',
    form: {
      title: 'Bize Yazın',
      subtitle: 'Formu doldurun, satış ekibimiz talebinizi inceleyip size dönsün.',
    },
  },
  forms: {
    fields: {
      name: {
        placeholder: 'Adınız ve soyadınız',
      },
      company: {
        label: 'Firma',
      },
      nameCompany: {
        placeholder: 'Adınız veya firmanız',
      },
      email: {
        label: 'E-posta',
      },
      message: {
        placeholder: 'Ürün, ölçü, adet ve teslim yerini yazın.',
      },
    },
    requiredLabel: 'zorunlu alan',
    submit: 'Gönder',
    retry: 'Tekrar Dene',
    notice:
      'Paylaştığınız bilgiler yalnızca talebinizi yanıtlamak için kullanılır ve üçüncü kişilerle paylaşılmaz.',
    validation: {
      nameRequired: 'Ad veya firma adı zorunludur',
      emailRequired: 'E-posta adresi zorunludur',
      emailInvalid: 'Lütfen geçerli bir e-posta adresi girin',
      messageRequired: 'Mesaj zorunludur',
    },
    sendByEmail: 'E-posta ile gönderin',
    contact: {
      successTitle: 'Mesajınız Gönderildi!',
      successMessage: 'Teşekkür ederiz. Satış ekibimiz en kısa sürede size dönecek.',
      errorMessage: 'Mesajınız gönderilemedi.',
    },
    short: {
      successTitle: 'Teklif Talebiniz Alındı!',
      successMessage: 'Teşekkürler! Aynı iş günü içinde size dönüş yapacağız.',
      errorMessage: 'Talebiniz gönderilemedi.',
    },
    failure: {
      provider:
        'Mesaj şu anda iletilemedi. Lütfen biraz sonra tekrar deneyin ya da bize e-posta gönderin.',
    },
  },
  notFound: {
    message: 'Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir.',
    graphicLabel: 'Ana sayfaya dön',
    popular: {
      sectors: 'Ürünler',
    },
  },
  footer: {
    foundingLine: "{{foundingYear}} yılından bu yana Bursa'dan sanayiye ambalaj çözümleri.",
    sectors: 'Ürün Grupları',
    addressAction: '{{address}} (harita yeni sekmede açılır)',
  },
  meta: {
    home: {
      title: '{{company}} | Oluklu Koli, Streç Film ve Etiket',
      description:
        'Bursa merkezli {{company}}, {{foundingYear}} yılından bu yana oluklu koli, streç film ve etiket üretiyor ve tedarik ediyor.',
    },
    about: {
      title: 'Hakkımızda | {{company}}',
      description:
        "{{foundingYear}} yılında Bursa'da kurulan {{company}}; ölçüye özel koli, streç film ve etiketle sanayinin ambalaj ortağı.",
    },
    sectors: {
      title: 'Ürünler | {{company}}',
      description:
        'Oluklu koliler, streç filmler ve etiketler: stoktan ve siparişe özel ürünlerimizi inceleyin.',
    },
    sector: {
      title: '{{sector}} | Ürünler | {{company}}',
      description: '{{description}} Fiyat teklifi için {{company}} ile iletişime geçin.',
    },
    contact: {
      title: 'İletişim | {{company}}',
      description:
        'Teklif ve sorularınız için {{company}} ile iletişime geçin: telefon, e-posta ve adres bilgileri.',
    },
    notFound: {
      title: '404 - Sayfa Bulunamadı | {{company}}',
      description: 'Aradığınız sayfa bulunamadı.',
    },
  },
} as const;
