import type { SiteTexts } from './index';

/*
 * The kit's generic UI texts in German (`@defne/site/texts/de`). Unlike Turkish and English they
 * are not defaults every site's build carries: a German site lays its own texts over them in its
 * `texts.de` (`mergeTexts(de, own)`), so only its bundles hold them. Typed by the kit's shape, a key
 * the kit adds or drops is a type error here.
 */
export const de: SiteTexts = {
  common: {
    home: 'Startseite',
    learnMore: 'Mehr erfahren',
    viewAll: 'Alle ansehen',
    backHome: 'Zurück zur Startseite',
    contactUs: 'Kontakt aufnehmen',
    close: 'Schließen',
    loading: 'Wird geladen …',
    opensInNewTab: '(öffnet in einem neuen Tab)',
    priceOnRequest: 'Preise auf Anfrage – bitte sprechen Sie uns an.',
    error: {
      title: 'Etwas ist schiefgelaufen',
      message:
        'Diese Seite kann gerade nicht angezeigt werden. Laden Sie sie bitte erneut; besteht das Problem weiter, erreichen Sie uns per Telefon oder E-Mail.',
      retry: 'Erneut versuchen',
      reach: 'So erreichen Sie uns',
    },
    businessHours: {
      label: 'Geschäftszeiten',
    },
    fallbackNotice:
      'Diese Seite gibt es noch nicht auf {{language}}; Sie lesen sie auf {{fallback}}.',
  },
  nav: {
    home: 'Startseite',
    about: 'Über uns',
    sectors: 'Branchen',
    contact: 'Kontakt',
    mainNavigation: 'Hauptmenü',
    skipToContent: 'Zum Inhalt springen',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    themeToDark: 'Zum dunklen Design wechseln',
    themeToLight: 'Zum hellen Design wechseln',
    darkTheme: 'Dunkles Design',
    sectorsMenu: 'Untermenü $t(nav:sectors)',
    languageGroup: 'Sprache',
    languageToggle: 'Sprache wählen',
    languageToggleText: 'DE',
    logoLabel: 'Startseite von {{company}}',
    search: 'Produkte suchen',
    topBar: {
      label: 'Schnellkontakt',
      email: 'Schreiben Sie uns eine E-Mail',
      phone: 'Rufen Sie uns an',
      whatsapp: 'Schreiben Sie uns auf WhatsApp',
      linkedin: 'Folgen Sie uns auf LinkedIn',
    },
    quoteList: 'Angebotsliste',
    quoteListCount_one: '{{count}} Produkt',
    quoteListCount_other: '{{count}} Produkte',
  },
  catalog: {
    searchLabel: 'Produkte suchen',
    searchPlaceholder: 'Produkte suchen …',
    clearSearch: 'Suche löschen',
    noResults: 'Keine Produkte gefunden. Bitte versuchen Sie einen anderen Suchbegriff.',
    // A sector's pages of a fixed size (D25), the overview's link to a whole sector, and the
    // full-text search for what the page does not show.
    pagination: {
      label: 'Seiten',
      previous: 'Vorherige Seite',
      next: 'Nächste Seite',
      page: 'Seite {{page}}',
      status: 'Seite {{page}} von {{count}}',
    },
    viewSector: 'Alle Produkte in {{sector}} ({{count}})',
    searchEverywhere: 'Alle Produkte nach „{{query}}“ durchsuchen',
    categoryFilterLabel: 'Filter: $t(nav:sectors)',
    allProducts: 'Alle Produkte',
    productsTitle: 'Produkte',
    itemCount_one: '{{count}} Produkt',
    itemCount_other: '{{count}} Produkte',
    viewDetails: 'Details ansehen',
    modal: {
      label: 'Produktdetails',
      close: 'Schließen',
      previous: 'Vorheriges Bild',
      next: 'Nächstes Bild',
      zoomIn: 'Vergrößern',
      zoomOut: 'Verkleinern',
      imageCounter: '{{current}} / {{total}}',
      imageOf: 'Bild {{current}} von {{total}}',
    },
    product: {
      actions: 'Aktionen zum Produkt',
      requestQuote: 'Angebot anfordern',
      share: 'Teilen',
      shareText: '{{product}} von {{company}}',
      linkCopied: 'Link in die Zwischenablage kopiert.',
      copyFailed: 'Der Link konnte nicht kopiert werden. Adresse: {{url}}',
      whatsapp: 'Per WhatsApp senden',
      whatsappLabel: 'Per WhatsApp senden (öffnet in einem neuen Tab)',
      whatsappText: '{{product}}: {{url}}',
      pageLink: 'Alle Angaben auf der Produktseite',
      properties: 'Technische Eigenschaften',
      applications: 'Anwendungsbereiche',
      packaging: 'Verpackung',
      documents: 'Dokumente',
      revised: 'Stand',
      supplier: 'Lieferant',
      related: 'Ähnliche Produkte',
      documentKinds: {
        technicalDataSheet: 'Technisches Datenblatt',
        safetyDataSheet: 'Sicherheitsdatenblatt',
        certificate: 'Zertifikat',
        brochure: 'Broschüre',
      },
      languages: {
        tr: 'Türkisch',
        en: 'Englisch',
      },
      quoteMessage:
        'Guten Tag, bitte senden Sie mir ein Angebot für „{{product}}“ ({{sector}}).\nArtikelnummer: {{key}}\nProduktseite: {{url}}',
    },
    quoteList: {
      add: 'Zur Angebotsliste hinzufügen',
      added: '„{{product}}“ wurde Ihrer Angebotsliste hinzugefügt.',
      already: '„{{product}}“ steht bereits auf Ihrer Angebotsliste.',
      viewList: 'Liste ansehen',
    },
  },
  suppliers: {
    products: 'Produkte dieses Lieferanten',
  },
  forms: {
    fields: {
      name: {
        label: 'Vollständiger Name',
        placeholder: 'Ihr vollständiger Name',
      },
      company: {
        label: 'Firma',
        placeholder: 'Name Ihrer Firma',
      },
      nameCompany: {
        label: 'Name / Firma',
        placeholder: 'Ihr Name oder der Name Ihrer Firma',
      },
      email: {
        label: 'E-Mail-Adresse',
        placeholder: 'name@ihrefirma.de',
      },
      phone: {
        label: 'Telefon',
        placeholder: '+49 …',
      },
      message: {
        label: 'Ihre Nachricht',
        placeholder: 'Beschreiben Sie Ihren Bedarf, mit Produkt und Menge.',
      },
    },
    requiredMarker: '*',
    requiredLabel: 'Pflichtfeld',
    requiredLegend: 'Mit * gekennzeichnete Felder sind Pflichtfelder.',
    optional: '(optional)',
    notSpecified: 'Keine Angabe',
    submit: 'Nachricht senden',
    submitting: 'Wird gesendet …',
    retry: 'Erneut versuchen',
    sendByEmail: 'Stattdessen per E-Mail senden',
    mailtoSubject: 'Anfrage über die Website',
    honeypotLabel: 'Dieses Feld bitte leer lassen',
    privacyNotice: {
      before:
        'Die personenbezogenen Daten, die Sie uns mitteilen, verarbeiten wir nur, um Ihre Anfrage zu beantworten. Einzelheiten finden Sie in unserem ',
      link: 'Datenschutzhinweis',
      after: '.',
    },
    validation: {
      nameRequired: 'Bitte geben Sie einen Namen oder eine Firma an',
      emailRequired: 'Bitte geben Sie eine E-Mail-Adresse an',
      emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      messageRequired: 'Bitte geben Sie eine Nachricht ein',
      nameTooLong: 'Der Name darf höchstens {{max}} Zeichen lang sein',
      companyTooLong: 'Der Firmenname darf höchstens {{max}} Zeichen lang sein',
      emailTooLong: 'Die E-Mail-Adresse darf höchstens {{max}} Zeichen lang sein',
      phoneTooLong: 'Die Telefonnummer darf höchstens {{max}} Zeichen lang sein',
      messageTooLong: 'Die Nachricht darf höchstens {{max}} Zeichen lang sein',
      required: 'Dieses Feld ist ein Pflichtfeld',
      tooLong: 'Dieses Feld darf höchstens {{max}} Zeichen lang sein',
    },
    failure: {
      offline:
        'Sie scheinen offline zu sein. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut; Ihre Eingaben bleiben erhalten.',
      unreachable:
        'Unser E-Mail-Dienst hat nicht geantwortet, obwohl Ihre Verbindung in Ordnung scheint. Bitte versuchen Sie es gleich noch einmal oder schreiben Sie uns direkt eine E-Mail; Ihre Eingaben bleiben erhalten.',
      throttled:
        'In kurzer Zeit wurden zu viele Nachrichten gesendet. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.',
      blocked:
        'Ihre Nachricht wurde vom E-Mail-Dienst blockiert. Bitte senden Sie sie uns über den Link unten direkt per E-Mail.',
      provider:
        'Unser E-Mail-Dienst antwortet im Moment nicht. Bitte versuchen Sie es in Kürze erneut oder schreiben Sie uns direkt eine E-Mail.',
      timeout: 'Der Server hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es erneut.',
    },
    contact: {
      successTitle: 'Nachricht erfolgreich gesendet!',
      successMessage:
        'Vielen Dank für Ihre Nachricht. Unser Team meldet sich so bald wie möglich bei Ihnen.',
      errorMessage:
        'Beim Senden Ihrer Nachricht ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
    },
    short: {
      successTitle: 'Nachricht erfolgreich gesendet!',
      successMessage: 'Vielen Dank! Wir melden uns innerhalb von 24 Stunden bei Ihnen.',
      errorMessage: 'Die Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
    },
  },
  notFound: {
    title: '404 – Seite nicht gefunden',
    message:
      'Die gesuchte Seite wurde möglicherweise verschoben oder entfernt, oder es hat sie nie gegeben.',
    hint: 'Klicken Sie auf das Logo, um zur Startseite zurückzukehren.',
    graphicLabel: 'Zur Startseite',
    popular: {
      title: 'Beliebte Seiten',
      sectors: '$t(nav:sectors)',
      about: '$t(nav:about)',
      contact: '$t(nav:contact)',
    },
    backHome: 'Zurück zur Startseite',
  },
  contact: {
    details: {
      title: 'Kontaktdaten',
      email: 'E-Mail',
      phone: 'Telefon',
      whatsapp: 'WhatsApp',
      linkedin: 'LinkedIn',
      address: 'Adresse',
      openMap: 'In der Karte öffnen',
    },
  },
  footer: {
    navigationLabel: 'Links in der Fußzeile',
    quickLinks: 'Schnellzugriff',
    sectors: '$t(nav:sectors)',
    allSectors: 'Alle $t(nav:sectors)',
    contact: 'Kontakt',
    address: 'Adresse',
    phone: 'Telefon',
    email: 'E-Mail',
    privacy: 'Datenschutzhinweis',
    copyright: '© {{year}} {{company}}. Alle Rechte vorbehalten.',
    addressAction: '{{address}} (öffnet die Karte in einem neuen Tab)',
  },
  quote: {
    title: 'Angebotsliste',
    intro:
      'Sammeln Sie die Produkte, für die Sie einen Preis brauchen, in einer Liste, jedes mit Menge und Einheit; geben Sie Ihre Kontaktdaten einmal ein und senden Sie eine einzige Angebotsanfrage für alle.',
    how: {
      title: 'So funktioniert es',
      steps: {
        add: 'Klicken Sie auf einer Produktkarte oder Produktseite auf „Zur Angebotsliste hinzufügen“.',
        edit: 'Legen Sie auf dieser Seite für jedes Produkt Menge und Einheit fest (kg, Liter, Meter, Rolle, Stück).',
        send: 'Tragen Sie Ihre Daten ein und senden Sie die Anfrage; unser Team antwortet mit einem Angebot für alle Produkte.',
      },
      kept: 'Ihre Liste wird nur in diesem Browser gespeichert: Sie bleibt beim Weitersurfen und Neuladen erhalten und wird nirgendwohin übertragen, bis Sie die Anfrage senden.',
    },
    listTitle: 'Produkte auf Ihrer Liste',
    empty: 'Ihre Liste ist leer.',
    browse: 'Produkte ansehen',
    loading: 'Ihre Liste wird geladen …',
    quantity: 'Menge',
    unit: 'Einheit',
    remove: 'Entfernen',
    removeLabel: 'Entfernen: {{product}}',
    removed: '„{{product}}“ wurde von der Liste entfernt.',
    invalidQuantity: 'Geben Sie eine ganze Zahl ab 1 ein.',
    units: {
      kg: 'kg',
      litre: 'Liter',
      metre: 'Meter',
      roll: 'Rolle',
      piece: 'Stück',
    },
    formTitle: 'Ihre Daten',
    note: 'Ihre Anmerkung',
    notePlaceholder: 'Nennen Sie gern Lieferort, Termin oder technische Anforderungen.',
    submit: 'Angebotsanfrage senden',
    mailSubject: 'Anfrage zur Angebotsliste',
    emptyError: 'Fügen Sie Ihrer Liste vor dem Senden mindestens ein Produkt hinzu.',
    successTitle: 'Ihre Angebotsanfrage wurde gesendet!',
    successMessage:
      'Alle Produkte Ihrer Liste haben uns in einer Anfrage erreicht; unser Team antwortet Ihnen so bald wie möglich mit einem Angebot. Ihre Liste wurde geleert.',
    messageIntro: 'Bitte senden Sie mir ein Angebot für die Produkte auf meiner Angebotsliste:',
    line: '{{index}}. {{product}}: {{quantity}} {{unit}} ({{url}})',
    noteHeading: 'Meine Anmerkung:',
  },
  search: {
    title: 'Produktsuche',
    intro:
      'Suchen Sie nach Produktname, technischer Eigenschaft, Anwendung, Branche oder Lieferant. Türkische Sonderzeichen sind nicht nötig: „i“ für „ı“ und „s“ für „ş“ genügen.',
    label: 'Suchbegriffe',
    submit: 'Suchen',
    loading: 'Suche läuft …',
    results_one: '1 Produkt passt zu „{{query}}“.',
    results_other: '{{count}} Produkte passen zu „{{query}}“.',
    resultsLabel: 'Suchergebnisse',
    none: 'Kein Produkt passt zu „{{query}}“.',
    noneHint:
      'Versuchen Sie ein anderes oder kürzeres Wort, sehen Sie sich alle Produkte an, oder schreiben Sie uns, was Sie suchen – wir finden es gemeinsam.',
    more: 'Weitere Ergebnisse anzeigen ({{shown}} von {{count}} angezeigt)',
    browseSectors: 'Alle $t(nav:sectors)',
    askUs: 'Schreiben Sie uns',
    failed:
      'Die Suche konnte gerade nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
  meta: {
    quote: {
      title: 'Angebotsliste | {{company}}',
      description:
        'Ein Angebot von {{company}} für mehrere Produkte: Setzen Sie sie mit Menge und Einheit auf Ihre Liste und erhalten Sie eine gemeinsame Antwort.',
    },
    search: {
      title: 'Produktsuche | {{company}}',
      description:
        'Durchsuchen Sie die Produkte von {{company}} nach Name, technischer Eigenschaft, Anwendung, Branche oder Lieferant.',
    },
  },
  privacy: {
    title: 'Datenschutzhinweis',
    subtitle: 'Informationen nach dem türkischen Datenschutzgesetz (KVKK)',
    controller: { title: 'Verantwortlicher' },
    data: { title: 'Welche personenbezogenen Daten wir verarbeiten' },
    purposes: { title: 'Zwecke der Verarbeitung' },
    legalBasis: { title: 'Art der Erhebung und Rechtsgrundlage' },
    transfer: { title: 'Weitergabe der Daten' },
    retention: { title: 'Speicherdauer' },
    apply: { title: 'So stellen Sie einen Antrag' },
    rights: {
      title: 'Ihre Rechte nach Artikel 11 KVKK',
      intro: 'Mit einem Antrag an den Verantwortlichen können Sie folgende Rechte ausüben:',
      items: {
        learn: 'Auskunft darüber, ob Ihre personenbezogenen Daten verarbeitet werden',
        information: 'Informationen über die Verarbeitung, falls Ihre Daten verarbeitet wurden',
        purpose:
          'Auskunft über den Zweck der Verarbeitung und darüber, ob Ihre Daten diesem Zweck entsprechend verwendet werden',
        thirdParties:
          'Kenntnis der Dritten im In- und Ausland, an die Ihre personenbezogenen Daten übermittelt wurden',
        correction: 'Berichtigung Ihrer Daten, wenn sie unvollständig oder unrichtig sind',
        erasure:
          'Löschung oder Vernichtung Ihrer Daten unter den in Artikel 7 KVKK genannten Voraussetzungen',
        notification:
          'Mitteilung jeder Berichtigung, Löschung oder Vernichtung an die Dritten, denen Ihre Daten übermittelt wurden',
        objection:
          'Widerspruch gegen ein für Sie nachteiliges Ergebnis, das ausschließlich durch automatisierte Auswertung Ihrer Daten entsteht',
        compensation:
          'Ersatz des Schadens, der Ihnen durch eine rechtswidrige Verarbeitung Ihrer Daten entsteht',
      },
    },
  },
};
