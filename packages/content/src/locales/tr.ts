/*
 * Turkish texts of the site: i18next resources, one namespace per top-level key.
 * Variables filled in by i18next's `interpolation.defaultVariables` (see `defaultVariables` in
 * the package index): {{company}}, {{legalName}}, {{foundingYear}}, {{email}}, {{address}}.
 * Other variables ({{count}}, {{max}}, {{year}}, {{sector}}, {{name}}, {{current}}, {{total}})
 * are passed where the text is used. Plain text only: no HTML.
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
    businessHours: {
      label: 'Çalışma Saatleri',
      value: 'Pazartesi–Cuma 09:00–18:00',
    },
  },

  nav: {
    home: 'Ana Sayfa',
    corporate: 'Kurumsal',
    about: 'Hakkımızda',
    mission: 'Misyonumuz',
    vision: 'Vizyonumuz',
    sectors: 'Sektörler',
    allSectors: 'Tüm Sektörler',
    suppliers: 'Tedarikçilerimiz',
    contact: 'İletişim',
    privacy: 'KVKK Aydınlatma Metni',
    mainNavigation: 'Ana menü',
    skipToContent: 'İçeriğe geç',
    openMenu: 'Menüyü aç',
    closeMenu: 'Menüyü kapat',
    themeToDark: 'Koyu temaya geç',
    themeToLight: 'Açık temaya geç',
    darkTheme: 'Koyu tema',
    tagline: 'Kimya ve Endüstriyel Malzemeler',
    corporateMenu: 'Kurumsal alt menüsü',
    sectorsMenu: 'Sektörler alt menüsü',
    languageGroup: 'Dil seçimi',
    languageToggle: 'İngilizce sürüme geç',
    languageToggleText: 'EN',
    logoLabel: '{{company}} ana sayfa',
    topBar: {
      label: 'Hızlı iletişim',
      email: 'Bize e-posta gönderin',
      phone: 'Bizi arayın',
      whatsapp: "WhatsApp'tan yazın",
      linkedin: "LinkedIn'de bizi takip edin",
    },
  },

  home: {
    hero: {
      slogan: 'Sanayinize Güvenilir Tedarik',
      subtitle:
        'Filtrasyondan diş malzemelerine, boya ve mürekkepten dekorasyona kadar altı sektörde kaliteli hammadde ve ekipmanı zamanında ve doğru fiyatla ulaştırıyoruz.',
      cta: 'Sektörleri Keşfedin',
    },
    sectors: {
      title: 'Sektörlerimiz',
      subtitle:
        'Farklı sanayi kollarına hammadde, yarı mamul ve makine tedarik ediyoruz. İhtiyacınıza uygun ürünleri sektör sayfalarında inceleyebilirsiniz.',
      learnMore: 'Daha Fazla Bilgi',
      viewAll: 'Tüm Sektörleri Görüntüle',
    },
    location: {
      title: 'Konumumuz',
      subtitle:
        "İstanbul'daki ofis ve depomuzda sizi ağırlamaktan memnuniyet duyarız. Ziyaretten önce randevu almanızı rica ederiz.",
      address: 'Adres',
      phone: 'Telefon',
      email: 'E-posta',
      mapLink: 'Haritada Göster',
      mapAlt: '{{company}} ofisinin konumunu gösteren harita',
    },
    contact: {
      title: 'Bize Yazın',
      subtitle:
        'Ürünlerimiz, fiyatlarımız veya teslim sürelerimiz hakkında sorularınızı iletin; size kısa sürede dönüş yapalım.',
    },
  },

  about: {
    title: 'Hakkımızda',
    subtitle: '{{foundingYear}} yılından bu yana sanayinin güvenilir tedarik ortağı',
    company: {
      title: '{{company}} Hakkında',
      p1: "{{company}}, {{foundingYear}} yılında İstanbul'da kurulmuş bir kimyasal ve endüstriyel malzeme ticaret şirketidir. Kuruluşumuzdan bu yana filtrasyon, tel ve çivi, boya-mürekkep-plastik, diş malzemeleri, ayakkabı ve dekorasyon sektörlerine hammadde, yarı mamul ve makine tedarik ediyoruz.",
      p2: "Avrupa ve Asya'daki üreticilerle kurduğumuz uzun soluklu iş birlikleri sayesinde müşterilerimize doğru ürünü rekabetçi fiyat ve güvenilir teslim süreleriyle sunuyoruz. Her siparişte teknik şartnameyi müşterimizle birlikte netleştiriyor, numune ve test süreçlerini yakından takip ediyoruz.",
      p3: "Gümrükleme, ithalat, ihracat ve depolama hizmetlerimizle tedarik sürecinin tamamını tek elden yönetiyoruz. İstanbul'daki depomuzda tuttuğumuz stok, acil ihtiyaçlarda hızlı sevkiyat yapmamızı sağlıyor.",
      p4: 'Katalogdaki altı sektörün yanı sıra kablo üreticilerine de su bloklama bantları ve yardımcı malzemeler sağlıyoruz. Amacımız, büyüyen ürün yelpazemizle sanayicilerin her zaman güvenebileceği bir çözüm ortağı olmak.',
    },
    vision: {
      title: 'Vizyonumuz',
      text: 'Türkiye ve çevre bölgelerde endüstriyel malzeme tedarikinde kalitesi, hızı ve dürüstlüğüyle ilk akla gelen ticaret şirketi olmak. Yeni sektörlere ve pazarlara açılırken müşterilerimizin ve tedarikçilerimizin güvenini en değerli sermayemiz olarak korumak.',
    },
    mission: {
      title: 'Misyonumuz',
      text: 'Müşterilerimizin ihtiyaç duyduğu hammadde ve ekipmanı doğru kalitede, doğru fiyatla ve zamanında temin etmek. Teknik bilgi birikimimizi paylaşarak müşterilerimizin üretim süreçlerine değer katmak.',
    },
    purpose: {
      title: 'Amacımız',
      text: 'Tedarikçilerimizle müşterilerimiz arasında güvene dayalı, uzun soluklu bir köprü kurmak ve Türk sanayisinin rekabet gücüne katkıda bulunmak.',
    },
    stats: {
      title: 'Rakamlarla {{company}}',
      foundingYear: 'Kuruluş Yılı',
      partners: 'Global İş Ortağı',
      customers: 'Memnun Müşteri',
      products: 'Ürün Çeşidi',
    },
    values: {
      title: 'Değerlerimiz',
      quality: {
        title: 'Kalite',
        text: 'Tedarik ettiğimiz her ürünü teknik şartnamesine ve uluslararası standartlara göre kontrol ediyor, tutarlı kaliteyi taahhüt ediyoruz.',
      },
      partnership: {
        title: 'İş Ortaklığı',
        text: 'Müşterilerimiz ve tedarikçilerimizle tek seferlik satışlar yerine karşılıklı güvene dayanan uzun vadeli ilişkiler kuruyoruz.',
      },
      innovation: {
        title: 'Yenilikçilik',
        text: 'Yeni malzeme ve teknolojileri yakından izliyor, müşterilerimizin üretimini daha verimli kılacak çözümleri portföyümüze ekliyoruz.',
      },
    },
  },

  catalog: {
    title: 'Sektörler',
    subtitle:
      'Faaliyet gösterdiğimiz sektörleri ve tedarik ettiğimiz ürünleri inceleyin. Ayrıntılarını görmek için bir ürüne tıklayın.',
    searchLabel: 'Ürün ara',
    searchPlaceholder: 'Ürün ara...',
    clearSearch: 'Aramayı temizle',
    noResults: 'Ürün bulunamadı. Lütfen farklı bir arama terimi deneyin.',
    categoryFilterLabel: 'Sektöre göre filtrele',
    allProducts: 'Tüm Ürünler',
    productsTitle: 'Ürünler',
    itemCount_one: '{{count}} ürün',
    itemCount_other: '{{count}} ürün',
    viewDetails: 'Ayrıntıları gör',
    product: {
      actions: 'Ürün işlemleri',
      requestQuote: 'Teklif isteyin',
      share: 'Paylaşın',
      shareText: '{{product}} ürününe göz atın: {{company}}',
      linkCopied: 'Bağlantı panoya kopyalandı.',
      copyFailed: 'Bağlantı kopyalanamadı. Adres: {{url}}',
      whatsapp: 'WhatsApp ile gönderin',
      whatsappLabel: 'WhatsApp ile gönderin (yeni sekmede açılır)',
      whatsappText: '{{product}} ürününe bakın: {{url}}',
      quoteMessage:
        'Merhaba, {{sector}} sektöründeki "{{product}}" ürünü için fiyat teklifi almak istiyorum.\nÜrün kodu: {{key}}\nÜrün sayfası: {{url}}',
    },
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
    categories: {
      filtration: {
        title: 'Filtrasyon Sistemleri',
        description:
          'HVAC, otomotiv ve endüstriyel toz toplama uygulamaları için filtre medyaları, yardımcı malzemeler ve pliseleme makineleri.',
        badge: 'Filtrasyon',
      },
      wireAndNails: {
        title: 'Tel ve Çiviler',
        description:
          'Zımba teli üretimi için yassı tel, galvanizli tel, endüstriyel zımbalar ve çakım çivileri.',
        badge: 'Tel ve Çivi',
      },
      paintInkPlastic: {
        title: 'Boya, Mürekkep ve Plastik',
        description:
          'Ambalaj ve etiket baskısı için matbaa mürekkepleri ile plastik üretimine yönelik masterbatch ve katkılar.',
        badge: 'Boya ve Mürekkep',
      },
      dentalSupplies: {
        title: 'Diş Malzemeleri',
        description:
          'Diş klinikleri ve laboratuvarları için ölçü maddeleri, modelaj mumları, diş üniteleri ve akrilikler.',
        badge: 'Diş Sağlığı',
      },
      shoeSolesAndMachines: {
        title: 'Ayakkabı Tabanları ve Makineleri',
        description:
          'Ayakkabı üreticileri için hazır tabanlar ile taban enjeksiyon ve yapıştırma makineleri.',
        badge: 'Ayakkabı',
      },
      decoration: {
        title: 'Dekorasyon',
        description:
          'İç mekânlar için boyanabilir nonwoven duvar malzemesi ve cam tülü duvar kaplamaları.',
        badge: 'Dekorasyon',
      },
    },
    products: {
      microglassMedia: {
        name: 'Mikroglass Filtre Medyası',
        description:
          'HEPA ve EPA sınıfı hava filtreleri için yüksek verimli cam elyafı (mikroglass) filtre kâğıdı. Düşük basınç kaybıyla ince partikülleri güvenle tutar; temiz oda, hastane ve ilaç üretim tesislerinde tercih edilir. Farklı gramaj ve verim sınıflarında rulo olarak tedarik ediyoruz.',
      },
      separator: {
        name: 'Alüminyum Separatör',
        description:
          'Derin pileli HEPA ve kompakt filtrelerde pliler arasındaki mesafeyi koruyan oluklu alüminyum separatör. Hava akışının filtre yüzeyine eşit dağılmasını sağlar ve yüksek sıcaklığa dayanıklıdır. Farklı genişlik ve dalga yüksekliklerinde bobin hâlinde sunulur.',
      },
      spunbondPolyester: {
        name: 'Spunbond Polyester Filtre Medyası',
        description:
          'Kartuş filtreler ve toz toplama sistemleri için sürekli filament spunbond polyester medya. Yüksek mekanik dayanımı sayesinde kolayca pliselenir; pürüzsüz yüzeyi jet pulse temizlemede tozun kolayca ayrılmasını sağlar. PTFE membranlı ve antistatik kaplamalı seçenekleri de mevcuttur.',
      },
      filterPaper: {
        name: 'Filtre Kâğıdı',
        description:
          'Otomotiv yağ, yakıt ve hava filtreleri ile endüstriyel filtreler için reçine emdirilmiş selüloz filtre kâğıdı. Tutarlı gözenek yapısı ve yüksek patlama dayanımı sunar. Pliseleme hattınıza uygun genişliklerde dilimlenerek teslim edilir.',
      },
      bagFilterRolls: {
        name: 'Torba Filtre Ruloları (F6, F7, F8)',
        description:
          'Klima santralleri ve havalandırma sistemlerinde kullanılan torba filtrelerin üretimi için sentetik ince filtre medyası. EN 779 standardına göre F6, F7 ve F8 verim sınıflarında sunulur. Kademeli yoğunluktaki yapısı yüksek toz tutma kapasitesi ve uzun kullanım ömrü sağlar.',
      },
      panelFilterMedia: {
        name: 'Panel Filtre Medyası (G2, G3, G4)',
        description:
          'Kaba toz tutucu panel ve kaset filtreler için polyester elyaf ön filtre medyası. G2, G3 ve G4 sınıflarında, rulo ya da ölçüye kesilmiş ped olarak tedarik edilir. Arkadaki ince filtreleri koruyarak sistemin işletme maliyetini düşürür.',
      },
      activatedCarbonMedia: {
        name: 'Aktif Karbonlu Filtre Medyası',
        description:
          'Koku ve gaz tutulması gereken uygulamalar için aktif karbon emdirilmiş sentetik filtre medyası. Mutfak davlumbazlarında, havalandırma sistemlerinde ve kabin filtrelerinde kullanılır. Partikül ve koku filtrasyonunu tek katmanda birleştirir.',
      },
      needleFelt: {
        name: 'İğneli Keçe',
        description:
          'Jet pulse torbalı filtreler için polyester, polipropilen ve yüksek sıcaklık elyaflarından üretilen iğneli keçe. Çimento, demir-çelik, enerji ve gıda tesislerindeki toz toplama sistemlerinde kullanılır. Isıl işlem görmüş, kalenderlenmiş yüzeyi toz kekinin kolayca ayrılmasını sağlar.',
      },
      supportMesh: {
        name: 'Filtre Destek Teli ve Genişletilmiş Metal',
        description:
          'Pileli filtrelerde medyayı destekleyen galvanizli tel örgü ve genişletilmiş metal. Filtrenin basınç altında biçimini korumasını sağlar. Boyalı veya galvanizli olarak, farklı göz açıklıklarında sunulur.',
      },
      pleatingMachines: {
        name: 'Pliseleme Makineleri',
        description:
          'Filtre kâğıdı, sentetik medya ve mikroglass için bıçaklı ve döner tip pliseleme makineleri. Ayarlanabilir pli yüksekliği ve hızıyla panel, kartuş ve HEPA filtre üretimine uygundur. Kurulum, eğitim ve yedek parça desteğini tedarikçilerimizle birlikte sağlıyoruz.',
      },
      adhesives: {
        name: 'Sıcak Eriyik ve Poliüretan Yapıştırıcılar',
        description:
          'Filtre üretiminde pli sabitleme, çerçeve montajı ve conta dökümü için sıcak eriyik (hot melt) ve iki bileşenli poliüretan yapıştırıcılar. Hızla kürlenir ve filtre medyasına güçlü biçimde yapışır. Otomatik dozajlama sistemlerine uygun ambalajlarda sunulur.',
      },
      tapes: {
        name: 'Alüminyum ve Sızdırmazlık Bantları',
        description:
          'Filtre çerçevelerinin ve hava kanallarının sızdırmazlığı için alüminyum folyo bantlar ile tek ve çift taraflı köpük bantlar. Yüksek yapışma gücü ve sıcaklık dayanımı sunar. İstediğiniz genişlik ve uzunluklarda dilimlenebilir.',
      },
      waterBlockingTapes: {
        name: 'Su Bloklama Bantları',
        description:
          'Enerji ve fiber optik kablolarda suyun kablo boyunca ilerlemesini önleyen, süper emici polimer içeren nonwoven bantlar. Nemle temas ettiğinde hızla şişerek kablo içindeki boşlukları kapatır. Yarı iletken ve yalıtkan tipleri, kablo üreticilerinin istediği genişliklerde sunulur.',
      },
      stapleWire: {
        name: 'Zımba Teli',
        description:
          'Endüstriyel ve kırtasiye zımbası üretimi için galvanizli yassı ve yuvarlak zımba teli. Hassas çap toleransı ve düzgün sarımı sayesinde üretim hatlarında kesintisiz çalışma sağlar. Farklı çap ve çekme dayanımlarında makara hâlinde tedarik edilir.',
      },
      galvanizedWire: {
        name: 'Galvanizli Tel',
        description:
          'Bağlama, örgü, çit ve genel sanayi uygulamaları için sıcak daldırma ve elektro galvanizli çelik tel. Korozyona dayanıklı çinko kaplaması uzun kullanım ömrü sağlar. Kangal veya makara hâlinde, ihtiyaç duyduğunuz çap aralığında sunulur.',
      },
      industrialStaples: {
        name: 'Endüstriyel Zımbalar',
        description:
          'Mobilya, döşeme, ambalaj ve palet üretiminde pnömatik zımba tabancalarıyla kullanılan tel zımbalar. Yaygın tabanca modelleriyle uyumlu seri ve ölçülerde sunulur. Galvanizli ve paslanmaz çelik seçenekleri mevcuttur.',
      },
      coilNails: {
        name: 'Rulo Çiviler',
        description:
          'Palet, kasa ve ahşap yapı imalatında rulo çivi tabancalarıyla kullanılan tel bağlantılı çiviler. Düz, halkalı ve vida gövdeli tipleri bulunur. Seri üretimde hız ve yüksek tutunma gücü sağlar.',
      },
      wireNails: {
        name: 'Tel Çiviler',
        description:
          'İnşaat, marangozluk ve ambalaj sektörleri için parlak ve galvanizli tel çiviler. Farklı boy ve kalınlıklarda, kutu veya çuval ambalajla sunulur. Düzenli stoklarımız sayesinde hızlı teslimat yapıyoruz.',
      },
      printingInks: {
        name: 'Matbaa Mürekkepleri',
        description:
          'Ambalaj, etiket ve yayın sektörü için ofset, flekso ve gravür matbaa mürekkepleri. Yüksek renk doygunluğu, hızlı kuruma ve iyi sürtünme dayanımı sunar. Gıda ambalajına uygun düşük migrasyonlu serileri de tedarik ediyoruz.',
      },
      masterbatch: {
        name: 'Masterbatch ve Plastik Katkıları',
        description:
          'Enjeksiyon, ekstrüzyon ve film üretimi için renkli ve beyaz masterbatch ile UV, antistatik ve kaydırıcı katkılar. Homojen dağılımı sayesinde tutarlı renk ve ürün kalitesi sağlar. PE, PP ve diğer yaygın polimerlerle uyumludur.',
      },
      alginateImpression: {
        name: 'Aljinat Ölçü Maddesi',
        description:
          'Ön ölçü, ortodonti ve protez çalışmaları için toz aljinat ölçü maddesi. Pürüzsüz karışır, ince ayrıntıları hassas biçimde kopyalar ve ayarlanabilir priz süresi sunar. Renk değiştiren formülü karıştırma ve çalışma aşamalarını kolayca takip etmeyi sağlar.',
      },
      modelingWax: {
        name: 'Modelaj Mumu',
        description:
          'Diş laboratuvarlarında kron, köprü ve protez modelajı için plaka ve blok modelaj mumları. Kolay şekil alır, temiz yanar ve döküm sonrasında kalıntı bırakmaz. Farklı sertlik ve renk seçenekleriyle sunulur.',
      },
      dentistUnits: {
        name: 'Diş Üniteleri',
        description:
          'Muayenehane ve klinikler için hasta koltuğu, hekim ve asistan modülleri ile operasyon lambasını bir arada sunan diş üniteleri. Ergonomik tasarımı uzun tedavilerde hem hastanın hem hekimin konforunu artırır. Kurulum ve satış sonrası servis koordinasyonunu biz üstleniyoruz.',
      },
      dentalAcrylic: {
        name: 'Dental Akrilikler',
        description:
          'Hareketli protez, ortodontik aparey ve tamir çalışmaları için ısıyla ve soğukta polimerize olan dental akrilikler. Renk kararlılığı ve yüksek kırılma dayanımı sunar. Toz ve likit setler hâlinde, farklı diş eti tonlarında tedarik edilir.',
      },
      shoeSoles: {
        name: 'Ayakkabı Tabanları',
        description:
          'Günlük, spor ve iş ayakkabıları için TPR (termoplastik kauçuk), PU ve EVA tabanlar. Kaymaz desenleri, hafiflikleri ve aşınma dayanımlarıyla öne çıkar. Numara serileri ve renkler üretim planınıza göre hazırlanır.',
      },
      soleMachines: {
        name: 'Taban Enjeksiyon ve Yapıştırma Makineleri',
        description:
          'Ayakkabı üreticileri için döner tablalı taban enjeksiyon makineleri ve taban yapıştırma presleri. Enerji verimli tasarımları ve hızlı kalıp değişimiyle üretkenliği artırır. Devreye alma ve teknik servis desteğiyle birlikte tedarik edilir.',
      },
      nonwovenWallMaterial: {
        name: 'Nonwoven Duvar Malzemesi',
        description:
          'İç mekân duvar ve tavanları için boyanabilir nonwoven (dokusuz yüzey) duvar malzemesi. Kılcal çatlakları örter, yüzeyi güçlendirir ve boya öncesinde pürüzsüz bir zemin oluşturur. Nefes alabilen yapısı küf oluşumunu azaltır.',
      },
      glassFiberWallCovering: {
        name: 'Cam Tülü Duvar Kaplaması',
        description:
          'Otel, hastane ve ofis gibi yoğun kullanılan mekânlar için desenli cam elyafı duvar kaplaması. Darbeye ve silmeye dayanıklıdır, defalarca boyanabilir. Yanmaz yapısıyla yangın güvenliği gerektiren alanlara uygundur.',
      },
    },
  },

  suppliers: {
    title: 'Tedarikçilerimiz',
    subtitle: 'Güçlü iş ortaklarıyla güvenilir tedarik',
    intro:
      'Dünyanın farklı bölgelerindeki seçkin üreticilerle, çoğu uzun yıllara dayanan iş birlikleri yürütüyoruz. Bu ortaklıklar sayesinde müşterilerimize kaliteli ürünleri istikrarlı fiyat ve teslim süreleriyle sunabiliyoruz.',
    logoAlt: '{{name}} logosu',
    items: {
      'lodos-tekstil': {
        kind: 'Tekstil',
        blurb: 'Teknik tekstil ve nonwoven üretiminde deneyimli tekstil üreticisi.',
      },
      'bozkaya-industries': {
        kind: 'Endüstri',
        blurb: 'Tel, zımba ve bağlantı elemanları alanında faaliyet gösteren sanayi grubu.',
      },
      'velmora-composite': {
        kind: 'Kompozit Makine',
        blurb: 'Pliseleme ve kompozit işleme makineleri üreticisi.',
      },
      'nordair-airtech': {
        kind: 'Hava Teknolojileri',
        blurb:
          'HVAC ve temiz oda uygulamaları için hava filtrasyon teknolojileri geliştiren üretici.',
      },
      'poyraz-filters': {
        kind: 'Tekstil Filtreleri',
        blurb: 'Torba filtre ve iğneli keçe üretiminde uzmanlaşmış filtre tekstili üreticisi.',
      },
      'selvi-paper': {
        kind: 'Kâğıt',
        blurb: 'Filtre kâğıdı ve teknik kâğıtlar üreten kâğıt fabrikası.',
      },
      'anadolu-yildizi-exports': {
        kind: 'İhracat',
        blurb: 'Diş ve dekorasyon ürünlerinde geniş portföye sahip dış ticaret şirketi.',
      },
      'kestrel-chemicals': {
        kind: 'Kimya',
        blurb: 'Matbaa mürekkepleri, yapıştırıcılar ve plastik katkıları üreten kimya şirketi.',
      },
    },
    getInTouch: {
      title: 'Tedarik ihtiyaçlarınızı konuşalım',
      text: 'Aradığınız ürün listemizde yoksa bize yazın; tedarikçi ağımız üzerinden sizin için en uygun kaynağı bulalım.',
      button: 'İletişime Geçin',
    },
    partner: {
      title: 'İş Ortağımız Olun',
      text: 'Ürünlerinizi Türkiye pazarına taşımak ya da tedarik ağımıza katılmak istiyorsanız sizinle tanışmaktan memnuniyet duyarız.',
      contactButton: 'Bize Ulaşın',
      homeButton: 'Ana Sayfaya Dön',
    },
  },

  contact: {
    title: 'İletişim',
    subtitle:
      'Ürünler, fiyatlar ve teslim süreleri hakkındaki sorularınız için bize ulaşın. Mesajınıza en kısa sürede yanıt veriyoruz.',
    details: {
      title: 'İletişim Bilgileri',
      email: 'E-posta',
      phone: 'Telefon',
      whatsapp: 'WhatsApp',
      linkedin: 'LinkedIn',
      address: 'Adres',
      openMap: 'Haritada aç',
    },
    form: {
      title: 'Bize Yazın',
      subtitle: 'Formu doldurun, ekibimiz talebinizi inceleyip size dönüş yapsın.',
    },
    services: {
      title: 'Hizmetlerimiz',
      customs: {
        title: 'Gümrükleme',
        text: 'İthalat ve ihracat işlemlerinizin gümrük süreçlerini deneyimli ekibimiz ve çözüm ortaklarımızla hızlı ve mevzuata uygun biçimde yürütüyoruz.',
      },
      import: {
        title: 'İthalat',
        text: 'Yurt dışındaki üreticilerden hammadde ve makine tedarikini siparişten teslimata kadar sizin adınıza yönetiyoruz.',
      },
      export: {
        title: 'İhracat',
        text: 'Türk üreticilerinin ürünlerini dış pazarlara ulaştırıyor, belgelendirme ve lojistik süreçlerinde destek veriyoruz.',
      },
      storage: {
        title: 'Depolama',
        text: "İstanbul'daki depomuzda ürünlerinizi güvenle stoklayıp ihtiyaç duyduğunuz anda sevk ediyoruz.",
      },
    },
    backHome: 'Ana Sayfaya Dön',
  },

  forms: {
    fields: {
      name: { label: 'Ad Soyad', placeholder: 'Adınız ve soyadınız' },
      company: { label: 'Firma Adı', placeholder: 'Firmanızın adı' },
      nameCompany: { label: 'Ad Soyad / Firma', placeholder: 'Adınız veya firma adınız' },
      email: { label: 'E-posta Adresi', placeholder: 'ornek@firmaniz.com' },
      phone: { label: 'Telefon', placeholder: '0 (5xx) xxx xx xx' },
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
    },
    failure: {
      offline:
        'İnternet bağlantınız kesilmiş görünüyor. Bağlantınızı kontrol edip tekrar deneyin; yazdıklarınız kaybolmadı.',
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
      sectors: 'Sektörler',
      about: 'Hakkımızda',
      contact: 'İletişim',
    },
    backHome: 'Ana Sayfaya Dön',
  },

  privacy: {
    title: 'KVKK Aydınlatma Metni',
    subtitle: 'Kişisel Verilerin Korunması Kanunu kapsamında bilgilendirme',
    lastUpdated: 'Son güncelleme: Ocak 2025',
    intro:
      '{{legalName}} ("Şirket") olarak kişisel verilerinizin güvenliğine önem veriyoruz. Bu aydınlatma metni, 6698 sayılı Kişisel Verilerin Korunması Kanunu ("KVKK") madde 10 uyarınca, internet sitemizdeki iletişim formları aracılığıyla paylaştığınız kişisel verilerin nasıl işlendiğini açıklamak amacıyla hazırlanmıştır.',
    controller: {
      title: 'Veri Sorumlusu',
      text: 'Kişisel verileriniz, veri sorumlusu sıfatıyla {{legalName}} tarafından işlenmektedir. Adresimiz: {{address}}. E-posta: {{email}}.',
    },
    data: {
      title: 'İşlenen Kişisel Veriler',
      text: 'İletişim formlarını doldurduğunuzda adınız ve soyadınız, firma adınız, e-posta adresiniz, telefon numaranız ve mesajınızın içeriği işlenir. Sitemiz çerez veya analiz aracı kullanmaz. Tema ve dil tercihiniz ile henüz göndermediğiniz mesaj taslağı yalnızca tarayıcınızda saklanır ve bize iletilmez.',
    },
    purposes: {
      title: 'İşleme Amaçları',
      text: 'Kişisel verilerinizi talep ve sorularınızı yanıtlamak, teklif hazırlamak, sizinle iletişim kurmak ve olası bir ticari ilişkinin kurulmasına yönelik ön görüşmeleri yürütmek amaçlarıyla işliyoruz. Verileriniz pazarlama amacıyla kullanılmaz ve üçüncü kişilere satılmaz.',
    },
    legalBasis: {
      title: 'Toplama Yöntemi ve Hukuki Sebep',
      text: 'Verileriniz, formu doldurup göndermeniz yoluyla elektronik ortamda toplanır. İşleme, KVKK madde 5/2 (c) uyarınca bir sözleşmenin kurulmasıyla doğrudan ilgili olması ve madde 5/2 (f) uyarınca temel hak ve özgürlüklerinize zarar vermemek kaydıyla talebinizi yanıtlamaya yönelik meşru menfaatimiz hukuki sebeplerine dayanır.',
    },
    transfer: {
      title: 'Verilerin Aktarılması',
      text: 'Formlar aracılığıyla gönderdiğiniz mesaj, bize e-posta olarak ulaştırılabilmesi için sunucuları yurt dışında bulunan bir e-posta gönderim hizmeti sağlayıcısı üzerinden iletilir. Bu aktarım, KVKK madde 9 hükümlerine uygun olarak ve yalnızca talebinizi yanıtlamak için gerekli olduğu ölçüde yapılır. Verileriniz, yasal bir zorunluluk bulunmadıkça başka hiçbir üçüncü kişiyle paylaşılmaz.',
    },
    retention: {
      title: 'Saklama Süresi',
      text: 'Kişisel verileriniz, talebinizin sonuçlandırılması için gereken süre boyunca ve her hâlükârda yasal saklama yükümlülüklerimizin gerektirdiği süre kadar saklanır; bu sürenin sonunda silinir, yok edilir veya anonim hâle getirilir. Ticari ilişkiye dönüşmeyen talepler en geç iki yıl içinde silinir.',
    },
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
    apply: {
      title: 'Başvuru Yöntemi',
      text: "Haklarınıza ilişkin taleplerinizi, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ'e uygun olarak yazılı şekilde adresimize iletebilir ya da {{email}} adresine e-posta gönderebilirsiniz. Başvurunuz, niteliğine göre en kısa sürede ve en geç otuz gün içinde ücretsiz olarak sonuçlandırılır; işlemin ayrıca bir maliyet gerektirmesi hâlinde Kişisel Verileri Koruma Kurulunca belirlenen tarifedeki ücret alınabilir.",
    },
  },

  footer: {
    foundingLine:
      '{{foundingYear}} yılından bu yana sanayiye kimyasal ve endüstriyel malzeme tedarik ediyoruz.',
    navigationLabel: 'Alt bilgi bağlantıları',
    quickLinks: 'Hızlı Bağlantılar',
    sectors: 'Sektörler',
    allSectors: 'Tüm Sektörler',
    contact: 'İletişim',
    address: 'Adres',
    phone: 'Telefon',
    email: 'E-posta',
    privacy: 'KVKK Aydınlatma Metni',
    copyright: '© {{year}} {{company}}. Tüm hakları saklıdır.',
    addressAction: '{{address}} (harita yeni sekmede açılır)',
  },

  meta: {
    home: {
      title: '{{company}} | Endüstriyel Malzeme ve Kimyasal Tedariki',
      description:
        'İstanbul merkezli {{company}}, {{foundingYear}} yılından bu yana filtrasyon, tel ve çivi, boya-mürekkep, diş malzemeleri, ayakkabı ve dekorasyon sektörlerine hammadde ve ekipman tedarik ediyor.',
    },
    about: {
      title: 'Hakkımızda | {{company}}',
      description:
        "{{foundingYear}} yılında İstanbul'da kurulan {{company}}; kalite, iş ortaklığı ve yenilikçilik ilkeleriyle sanayiye kimyasal ve endüstriyel malzeme tedarik ediyor.",
    },
    corporate: {
      title: 'Kurumsal | {{company}}',
      description:
        '{{company}} kurumsal bilgileri: şirket tarihçesi, vizyon, misyon, değerler ve rakamlarla şirketimiz.',
    },
    mission: {
      title: 'Misyonumuz | {{company}}',
      description:
        'Misyonumuz, müşterilerimizin ihtiyaç duyduğu hammadde ve ekipmanı doğru kalitede, doğru fiyatla ve zamanında temin etmektir.',
    },
    vision: {
      title: 'Vizyonumuz | {{company}}',
      description:
        'Vizyonumuz, endüstriyel malzeme tedarikinde kalitesi, hızı ve dürüstlüğüyle ilk akla gelen ticaret şirketi olmaktır.',
    },
    sectors: {
      title: 'Sektörler ve Ürünler | {{company}}',
      description:
        'Filtrasyon sistemleri, tel ve çiviler, boya-mürekkep-plastik, diş malzemeleri, ayakkabı tabanları ve dekorasyon sektörlerinde tedarik ettiğimiz ürünleri inceleyin.',
    },
    product: {
      title: '{{product}} | {{sector}} | {{company}}',
      description: '{{summary}} Fiyat teklifi için {{company}} ile iletişime geçin.',
    },
    sector: {
      title: '{{sector}} | Sektörler | {{company}}',
      description:
        '{{company}} olarak {{sector}} alanında tedarik ettiğimiz ürünleri inceleyin; teknik bilgi ve fiyat teklifi için bize ulaşın.',
    },
    suppliers: {
      title: 'Tedarikçilerimiz | {{company}}',
      description:
        'Tekstil, kâğıt, filtre, makine ve kimya alanlarında dünyanın farklı bölgelerinden çalıştığımız tedarikçi iş ortaklarımızı tanıyın.',
    },
    contact: {
      title: 'İletişim | {{company}}',
      description:
        'Ürün, fiyat ve teslim süreleri hakkındaki sorularınız için {{company}} ile iletişime geçin. Gümrükleme, ithalat, ihracat ve depolama hizmetlerimizi inceleyin.',
    },
    privacy: {
      title: 'KVKK Aydınlatma Metni | {{company}}',
      description:
        '6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında iletişim formları aracılığıyla işlenen kişisel veriler hakkında aydınlatma metni.',
    },
    notFound: {
      title: '404 - Sayfa Bulunamadı | {{company}}',
      description:
        'Aradığınız sayfa bulunamadı. Ana sayfaya dönerek aramanıza devam edebilirsiniz.',
    },
  },
} as const;

export type { Resources, CatalogTexts } from './resources';
