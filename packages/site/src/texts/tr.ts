/*
 * The kit's Turkish texts: every generic UI string a group site shows (navigation, top bar,
 * catalogue search, product modal and gallery, enquiry forms and their validation, 404 page,
 * footer), as i18next resources by namespace. A site's own texts override them key by key
 * (`withSiteTexts`). Variables: {{company}}, {{address}}, {{year}}, {{count}}, {{max}},
 * {{current}}, {{total}}. Plain text only: no HTML.
 */
export const tr = {
  common: {
    home: 'Ana Sayfa',
    learnMore: 'Daha Fazla Bilgi',
    viewAll: 'Tümünü Gör',
    backHome: 'Ana Sayfaya Dön',
    contactUs: 'Bize Ulaşın',
    close: 'Kapat',
    loading: 'Yükleniyor...',
    opensInNewTab: '(yeni sekmede açılır)',
    priceOnRequest: 'Fiyat bilgisi için lütfen bizimle iletişime geçin.',
    error: {
      title: 'Bir şeyler ters gitti',
      message:
        'Bu sayfa şu anda gösterilemiyor. Sayfayı yeniden yüklemeyi deneyin; sorun sürerse bize telefonla ya da e-postayla ulaşın.',
      retry: 'Yeniden Dene',
      reach: 'Bize ulaşın',
    },
    businessHours: {
      label: 'Çalışma Saatleri',
    },
    // A page shown in the site's fallback language's words (D27): {{language}} is the page's
    // language, {{fallback}} the one it is shown in, each named in this language.
    fallbackNotice:
      'Bu sayfa henüz {{language}} olarak hazır değil; {{fallback}} hâlini okuyorsunuz.',
  },
  nav: {
    home: 'Ana Sayfa',
    about: 'Hakkımızda',
    sectors: 'Sektörler',
    contact: 'İletişim',
    mainNavigation: 'Ana menü',
    skipToContent: 'İçeriğe geç',
    openMenu: 'Menüyü aç',
    closeMenu: 'Menüyü kapat',
    themeToDark: 'Koyu temaya geç',
    themeToLight: 'Açık temaya geç',
    darkTheme: 'Koyu tema',
    sectorsMenu: '$t(nav:sectors) alt menüsü',
    languageGroup: 'Dil seçimi',
    languageToggle: 'İngilizce sürüme geç',
    languageToggleText: 'EN',
    logoLabel: '{{company}} ana sayfa',
    search: 'Ürün ara',
    topBar: {
      label: 'Hızlı iletişim',
      email: 'Bize e-posta gönderin',
      phone: 'Bizi arayın',
      whatsapp: "WhatsApp'tan yazın",
      linkedin: "LinkedIn'de bizi takip edin",
    },
    quoteList: 'Teklif listesi',
    quoteListCount_one: '{{count}} ürün',
    quoteListCount_other: '{{count}} ürün',
  },
  catalog: {
    searchLabel: 'Ürün ara',
    searchPlaceholder: 'Ürün ara...',
    clearSearch: 'Aramayı temizle',
    noResults: 'Ürün bulunamadı. Lütfen farklı bir arama terimi deneyin.',
    // A sector's pages of a fixed size (D25), the overview's link to a whole sector, and the
    // full-text search for what the page does not show.
    pagination: {
      label: 'Sayfalar',
      previous: 'Önceki sayfa',
      next: 'Sonraki sayfa',
      page: 'Sayfa {{page}}',
      status: 'Sayfa {{page}} / {{count}}',
    },
    viewSector: '{{sector}}: tüm ürünler ({{count}})',
    searchEverywhere: 'Tüm ürünlerde “{{query}}” ara',
    categoryFilterLabel: '$t(nav:sectors) filtresi',
    allProducts: 'Tüm Ürünler',
    productsTitle: 'Ürünler',
    itemCount_one: '{{count}} ürün',
    itemCount_other: '{{count}} ürün',
    viewDetails: 'Ayrıntıları gör',
    modal: {
      label: 'Ürün ayrıntıları',
      close: 'Kapat',
      previous: 'Önceki görsel',
      next: 'Sonraki görsel',
      zoomIn: 'Yakınlaştır',
      zoomOut: 'Uzaklaştır',
      imageCounter: '{{current}} / {{total}}',
      imageOf: 'Görsel {{current}} / {{total}}',
    },
    // A product's page and modal: its quote request, sharing and WhatsApp link.
    product: {
      actions: 'Ürün işlemleri',
      requestQuote: 'Teklif isteyin',
      share: 'Paylaşın',
      shareText: '{{company}} ürünü: {{product}}',
      linkCopied: 'Bağlantı panoya kopyalandı.',
      copyFailed: 'Bağlantı kopyalanamadı. Adres: {{url}}',
      whatsapp: 'WhatsApp ile gönderin',
      whatsappLabel: 'WhatsApp ile gönderin (yeni sekmede açılır)',
      whatsappText: '{{product}}: {{url}}',
      // The product's page: its details for buyers (D23), and the modal's link to that page.
      pageLink: 'Ürün sayfasında tüm bilgiler',
      properties: 'Teknik özellikler',
      applications: 'Kullanım alanları',
      packaging: 'Ambalaj',
      documents: 'Belgeler',
      revised: 'Revizyon:',
      supplier: 'Tedarikçi',
      related: 'İlgili ürünler',
      documentKinds: {
        technicalDataSheet: 'Teknik bilgi formu',
        safetyDataSheet: 'Güvenlik bilgi formu',
        certificate: 'Sertifika',
        brochure: 'Broşür',
      },
      languages: {
        tr: 'Türkçe',
        en: 'İngilizce',
      },
      quoteMessage:
        'Merhaba, {{sector}} grubundaki "{{product}}" için fiyat teklifi rica ediyorum.\nÜrün kodu: {{key}}\nÜrün sayfası: {{url}}',
    },
    // "Add to quote list" on the product cards, pages and modal.
    quoteList: {
      add: 'Teklif listesine ekle',
      added: '"{{product}}" teklif listenize eklendi.',
      already: '"{{product}}" zaten teklif listenizde.',
      viewList: 'Listeyi görüntüleyin',
    },
  },
  // The suppliers page: each supplier's products in the catalogue.
  suppliers: {
    products: 'Bu tedarikçiden ürünler',
  },
  forms: {
    fields: {
      name: {
        label: 'Ad Soyad',
        placeholder: 'Adınız ve soyadınız',
      },
      company: {
        label: 'Firma Adı',
        placeholder: 'Firmanızın adı',
      },
      nameCompany: {
        label: 'Ad Soyad / Firma',
        placeholder: 'Adınız veya firma adınız',
      },
      email: {
        label: 'E-posta Adresi',
        placeholder: 'ornek@firmaniz.com',
      },
      phone: {
        label: 'Telefon',
        placeholder: '0 (5xx) xxx xx xx',
      },
      message: {
        label: 'Mesajınız',
        placeholder: 'Talebinizi ürün ve miktar bilgisiyle birlikte yazın.',
      },
    },
    requiredMarker: '*',
    requiredLabel: 'zorunlu alan',
    requiredLegend: '* ile işaretli alanların doldurulması zorunludur.',
    optional: '(isteğe bağlı)',
    notSpecified: 'Belirtilmedi',
    submit: 'Mesaj Gönder',
    submitting: 'Gönderiliyor...',
    retry: 'Tekrar Dene',
    sendByEmail: 'Bunun yerine e-posta ile gönderin',
    mailtoSubject: 'Web sitesi üzerinden bilgi talebi',
    honeypotLabel: 'Bu alanı boş bırakın',
    privacyNotice: {
      before:
        'Paylaştığınız kişisel veriler yalnızca talebinizi yanıtlamak amacıyla işlenir. Ayrıntılar için ',
      link: 'KVKK Aydınlatma Metni',
      after: "'ni inceleyebilirsiniz.",
    },
    validation: {
      nameRequired: 'Ad veya firma adı zorunludur',
      emailRequired: 'E-posta adresi zorunludur',
      emailInvalid: 'Lütfen geçerli bir e-posta adresi girin',
      messageRequired: 'Mesaj zorunludur',
      nameTooLong: 'Ad en fazla {{max}} karakter olabilir',
      companyTooLong: 'Firma adı en fazla {{max}} karakter olabilir',
      emailTooLong: 'E-posta adresi en fazla {{max}} karakter olabilir',
      phoneTooLong: 'Telefon numarası en fazla {{max}} karakter olabilir',
      messageTooLong: 'Mesaj en fazla {{max}} karakter olabilir',
      // A site's own fields (`enquiry.fields`) without messages of their own.
      required: 'Bu alan zorunludur',
      tooLong: 'Bu alan en fazla {{max}} karakter olabilir',
    },
    failure: {
      offline:
        'İnternet bağlantınız kesilmiş görünüyor. Bağlantınızı kontrol edip tekrar deneyin; yazdıklarınız kaybolmadı.',
      unreachable:
        'E-posta hizmetimiz yanıt vermedi; internet bağlantınız çalışıyor görünüyor. Lütfen biraz sonra tekrar deneyin ya da bize doğrudan e-posta gönderin; yazdıklarınız kaybolmadı.',
      throttled:
        'Kısa sürede çok fazla mesaj gönderildi. Lütfen bir dakika bekleyip tekrar deneyin.',
      blocked:
        'Mesajınız e-posta hizmeti tarafından engellendi. Lütfen aşağıdaki bağlantıyla bize doğrudan e-posta gönderin.',
      provider:
        'E-posta hizmetimiz şu anda yanıt vermiyor. Lütfen biraz sonra tekrar deneyin ya da bize doğrudan e-posta gönderin.',
      timeout: 'Sunucu zamanında yanıt vermedi. Lütfen tekrar deneyin.',
    },
    contact: {
      successTitle: 'Mesajınız Başarıyla Gönderildi!',
      successMessage:
        'Bizimle iletişime geçtiğiniz için teşekkür ederiz. Ekibimiz en kısa sürede size dönüş yapacaktır.',
      errorMessage: 'Mesajınız gönderilirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
    },
    short: {
      successTitle: 'Mesajınız Başarıyla Gönderildi!',
      successMessage: 'Teşekkür ederiz! 24 saat içinde size dönüş yapacağız.',
      errorMessage: 'Mesaj gönderilemedi. Lütfen tekrar deneyin.',
    },
  },
  notFound: {
    title: '404 - Sayfa Bulunamadı',
    message: 'Aradığınız sayfa taşınmış, kaldırılmış ya da hiç var olmamış olabilir.',
    hint: 'Ana sayfaya dönmek için logoya tıklayın.',
    graphicLabel: 'Ana sayfaya dön',
    popular: {
      title: 'Popüler Sayfalar',
      sectors: '$t(nav:sectors)',
      about: '$t(nav:about)',
      contact: '$t(nav:contact)',
    },
    backHome: 'Ana Sayfaya Dön',
  },
  contact: {
    details: {
      title: 'İletişim Bilgileri',
      email: 'E-posta',
      phone: 'Telefon',
      whatsapp: 'WhatsApp',
      linkedin: 'LinkedIn',
      address: 'Adres',
      openMap: 'Haritada aç',
    },
  },
  footer: {
    navigationLabel: 'Alt bilgi bağlantıları',
    quickLinks: 'Hızlı Bağlantılar',
    sectors: '$t(nav:sectors)',
    allSectors: 'Tüm $t(nav:sectors)',
    contact: 'İletişim',
    address: 'Adres',
    phone: 'Telefon',
    email: 'E-posta',
    privacy: 'KVKK Aydınlatma Metni',
    copyright: '© {{year}} {{company}}. Tüm hakları saklıdır.',
    addressAction: '{{address}} (harita yeni sekmede açılır)',
  },
  // The quote list's page: several products, each with a quantity and a unit, in one enquiry.
  quote: {
    title: 'Teklif Listesi',
    intro:
      'Fiyat almak istediğiniz ürünleri miktar ve birimleriyle bir listede toplayın; iletişim bilgilerinizi bir kez yazıp hepsi için tek bir teklif talebi gönderin.',
    how: {
      title: 'Nasıl çalışır?',
      steps: {
        add: 'Ürün kartlarında ya da ürün sayfalarında "Teklif listesine ekle" düğmesine basın.',
        edit: 'Bu sayfada her ürünün miktarını ve birimini (kg, litre, metre, rulo, adet) belirleyin.',
        send: 'Bilgilerinizi yazıp talebinizi gönderin; ekibimiz tüm ürünler için tek bir teklifle dönüş yapar.',
      },
      kept: 'Listeniz yalnızca bu tarayıcıda saklanır: sayfalar arasında gezinirken ve sayfayı yenilediğinizde kaybolmaz, talebiniz gönderilene kadar hiçbir yere iletilmez.',
    },
    listTitle: 'Listenizdeki ürünler',
    empty: 'Listeniz şu anda boş.',
    browse: 'Ürünlere göz atın',
    loading: 'Listeniz yükleniyor…',
    quantity: 'Miktar',
    unit: 'Birim',
    remove: 'Çıkar',
    removeLabel: 'Çıkar: {{product}}',
    removed: '"{{product}}" listeden çıkarıldı.',
    invalidQuantity: 'En az 1 olan bir tam sayı girin.',
    units: {
      kg: 'kg',
      litre: 'litre',
      metre: 'metre',
      roll: 'rulo',
      piece: 'adet',
    },
    formTitle: 'Bilgileriniz',
    note: 'Notunuz',
    notePlaceholder: 'Teslim yeri, tarih ya da teknik isteklerinizi ekleyebilirsiniz.',
    submit: 'Teklif talebini gönder',
    mailSubject: 'Teklif listesi talebi',
    emptyError: 'Göndermeden önce listenize en az bir ürün ekleyin.',
    successTitle: 'Teklif talebiniz gönderildi!',
    successMessage:
      'Listenizdeki tüm ürünler tek bir talepte bize ulaştı; ekibimiz en kısa sürede teklifimizle size dönüş yapacak. Listeniz temizlendi.',
    messageIntro: 'Teklif listemdeki ürünler için fiyat teklifi rica ediyorum:',
    line: '{{index}}. {{product}}: {{quantity}} {{unit}} ({{url}})',
    noteHeading: 'Notum:',
  },
  // The search page (page id `search`): the header's button is `nav.search`.
  search: {
    title: 'Ürün Arama',
    intro:
      'Ürün adı, teknik özellik, uygulama alanı, sektör ya da tedarikçi adıyla arayın. Türkçe harfler olmadan da yazabilirsiniz: “ı” yerine “i”, “ş” yerine “s” yeter.',
    label: 'Aranacak sözcükler',
    submit: 'Ara',
    loading: 'Aranıyor…',
    results_one: '“{{query}}” için {{count}} ürün bulundu.',
    results_other: '“{{query}}” için {{count}} ürün bulundu.',
    resultsLabel: 'Arama sonuçları',
    none: '“{{query}}” için ürün bulunamadı.',
    noneHint:
      'Farklı ya da daha kısa bir sözcük deneyin, tüm ürünlere göz atın ya da ne aradığınızı bize yazın; birlikte bulalım.',
    more: 'Daha fazla sonuç göster ({{count}} üründen {{shown}} tanesi gösteriliyor)',
    browseSectors: 'Tüm $t(nav:sectors)',
    askUs: 'Bize yazın',
    failed: 'Arama şu anda yüklenemedi. Bağlantınızı kontrol edip yeniden deneyin.',
  },
  meta: {
    quote: {
      title: 'Teklif Listesi | {{company}}',
      description:
        'Birden fazla ürün için tek bir teklif isteyin: ürünleri miktar ve birimleriyle listenize ekleyin, {{company}} hepsine tek yanıt versin.',
    },
    search: {
      title: 'Ürün Arama | {{company}}',
      description:
        '{{company}} ürünlerini adına, teknik özelliğine, uygulama alanına, sektörüne ya da tedarikçisine göre arayın.',
    },
  },
  // The privacy notice's headings and the rights KVKK article 11 gives every data subject: the
  // same for every company. What the company itself does with data (the intro, each block's
  // text, how to apply) is the site's own: the build asks for it.
  privacy: {
    title: 'KVKK Aydınlatma Metni',
    subtitle: 'Kişisel Verilerin Korunması Kanunu kapsamında bilgilendirme',
    controller: { title: 'Veri Sorumlusu' },
    data: { title: 'İşlenen Kişisel Veriler' },
    purposes: { title: 'İşleme Amaçları' },
    legalBasis: { title: 'Toplama Yöntemi ve Hukuki Sebep' },
    transfer: { title: 'Verilerin Aktarılması' },
    retention: { title: 'Saklama Süresi' },
    apply: { title: 'Başvuru Yöntemi' },
    rights: {
      title: 'KVKK Madde 11 Kapsamındaki Haklarınız',
      intro: 'Veri sorumlusuna başvurarak aşağıdaki haklarınızı kullanabilirsiniz:',
      items: {
        learn: 'Kişisel verilerinizin işlenip işlenmediğini öğrenme',
        information: 'Kişisel verileriniz işlenmişse buna ilişkin bilgi talep etme',
        purpose:
          'Kişisel verilerinizin işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme',
        thirdParties:
          'Yurt içinde veya yurt dışında kişisel verilerinizin aktarıldığı üçüncü kişileri bilme',
        correction:
          'Kişisel verileriniz eksik veya yanlış işlenmişse bunların düzeltilmesini isteme',
        erasure:
          "KVKK madde 7'de öngörülen şartlar çerçevesinde kişisel verilerinizin silinmesini veya yok edilmesini isteme",
        notification:
          'Düzeltme, silme ve yok etme işlemlerinin kişisel verilerinizin aktarıldığı üçüncü kişilere bildirilmesini isteme',
        objection:
          'İşlenen verilerinizin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme',
        compensation:
          'Kişisel verilerinizin kanuna aykırı olarak işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme',
      },
    },
  },
} as const;
