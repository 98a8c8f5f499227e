import type { DeepString } from '@defne/core';
import type { tr } from './tr';

/* The kit's English texts, checked against the Turkish shape: a missing or extra key is a type error. */
export const en: DeepString<typeof tr> = {
  common: {
    home: 'Home',
    learnMore: 'Learn More',
    viewAll: 'View All',
    backHome: 'Back to Home',
    contactUs: 'Contact Us',
    close: 'Close',
    loading: 'Loading...',
    opensInNewTab: '(opens in a new tab)',
    priceOnRequest: 'Please contact us for pricing.',
    error: {
      title: 'Something went wrong',
      message:
        'This page cannot be shown right now. Try loading it again; if the problem persists, reach us by phone or e-mail.',
      retry: 'Try Again',
      reach: 'Reach us',
    },
    businessHours: {
      label: 'Business Hours',
    },
    fallbackNotice:
      'This page is not yet available in {{language}}, so it is shown in {{fallback}}.',
  },
  nav: {
    home: 'Home',
    about: 'About Us',
    sectors: 'Sectors',
    contact: 'Contact',
    mainNavigation: 'Main menu',
    skipToContent: 'Skip to content',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    themeToDark: 'Switch to dark theme',
    themeToLight: 'Switch to light theme',
    darkTheme: 'Dark theme',
    sectorsMenu: '$t(nav:sectors) submenu',
    languageGroup: 'Language',
    languageToggle: 'Switch to Turkish',
    languageToggleText: 'TR',
    logoLabel: '{{company}} home page',
    search: 'Search products',
    topBar: {
      label: 'Quick contact',
      email: 'Send us an e-mail',
      phone: 'Call us',
      whatsapp: 'Message us on WhatsApp',
      linkedin: 'Follow us on LinkedIn',
    },
    quoteList: 'Quote list',
    quoteListCount_one: '{{count}} product',
    quoteListCount_other: '{{count}} products',
  },
  catalog: {
    searchLabel: 'Search products',
    searchPlaceholder: 'Search products...',
    clearSearch: 'Clear search',
    noResults: 'No products found. Please try a different search term.',
    // A sector's pages of a fixed size (D25), the overview's link to a whole sector, and the
    // full-text search for what the page does not show.
    pagination: {
      label: 'Pages',
      previous: 'Previous page',
      next: 'Next page',
      page: 'Page {{page}}',
      status: 'Page {{page}} of {{count}}',
    },
    viewSector: 'All products in {{sector}} ({{count}})',
    searchEverywhere: 'Search every product for “{{query}}”',
    categoryFilterLabel: '$t(nav:sectors) filter',
    allProducts: 'All Products',
    productsTitle: 'Products',
    itemCount_one: '{{count}} product',
    itemCount_other: '{{count}} products',
    viewDetails: 'View details',
    modal: {
      label: 'Product details',
      close: 'Close',
      previous: 'Previous image',
      next: 'Next image',
      zoomIn: 'Zoom in',
      zoomOut: 'Zoom out',
      imageCounter: '{{current}} / {{total}}',
      imageOf: 'Image {{current}} of {{total}}',
    },
    // A product's page and modal: its quote request, sharing and WhatsApp link.
    product: {
      actions: 'Product actions',
      requestQuote: 'Request a quote',
      share: 'Share',
      shareText: '{{product}} from {{company}}',
      linkCopied: 'Link copied to the clipboard.',
      copyFailed: 'The link could not be copied. Address: {{url}}',
      whatsapp: 'Send on WhatsApp',
      whatsappLabel: 'Send on WhatsApp (opens in a new tab)',
      whatsappText: '{{product}}: {{url}}',
      // The product's page: its details for buyers (D23), and the modal's link to that page.
      pageLink: 'Everything on the product page',
      properties: 'Technical properties',
      applications: 'Applications',
      packaging: 'Packaging',
      documents: 'Documents',
      revised: 'Revised',
      supplier: 'Supplier',
      related: 'Related products',
      documentKinds: {
        technicalDataSheet: 'Technical data sheet',
        safetyDataSheet: 'Safety data sheet',
        certificate: 'Certificate',
        brochure: 'Brochure',
      },
      languages: {
        tr: 'Turkish',
        en: 'English',
      },
      quoteMessage:
        'Hello, please send me a quotation for "{{product}}" ({{sector}}).\nProduct code: {{key}}\nProduct page: {{url}}',
    },
    // "Add to quote list" on the product cards, pages and modal.
    quoteList: {
      add: 'Add to quote list',
      added: '"{{product}}" was added to your quote list.',
      already: '"{{product}}" is already on your quote list.',
      viewList: 'View the list',
    },
  },
  // The suppliers page: each supplier's products in the catalogue.
  suppliers: {
    products: 'Products from this supplier',
  },
  forms: {
    fields: {
      name: {
        label: 'Full Name',
        placeholder: 'Your full name',
      },
      company: {
        label: 'Company',
        placeholder: 'Your company name',
      },
      nameCompany: {
        label: 'Name / Company',
        placeholder: 'Your name or company name',
      },
      email: {
        label: 'Email Address',
        placeholder: 'name@yourcompany.com',
      },
      phone: {
        label: 'Phone',
        placeholder: '+90 5xx xxx xx xx',
      },
      message: {
        label: 'Your Message',
        placeholder: 'Tell us what you need, with product and quantity details.',
      },
    },
    requiredMarker: '*',
    requiredLabel: 'required field',
    requiredLegend: 'Fields marked with * are required.',
    optional: '(optional)',
    notSpecified: 'Not specified',
    submit: 'Send Message',
    submitting: 'Sending...',
    retry: 'Retry',
    sendByEmail: 'Send by e-mail instead',
    mailtoSubject: 'Enquiry from the website',
    honeypotLabel: 'Leave this field empty',
    privacyNotice: {
      before:
        'We process the personal data you share only to answer your enquiry. For details, see our ',
      link: 'privacy notice',
      after: '.',
    },
    validation: {
      nameRequired: 'Name or company name is required',
      emailRequired: 'Email address is required',
      emailInvalid: 'Please enter a valid email address',
      messageRequired: 'Message is required',
      nameTooLong: 'Name can be at most {{max}} characters',
      companyTooLong: 'Company name can be at most {{max}} characters',
      emailTooLong: 'Email address can be at most {{max}} characters',
      phoneTooLong: 'Phone number can be at most {{max}} characters',
      messageTooLong: 'Message can be at most {{max}} characters',
      // A site's own fields (`enquiry.fields`) without messages of their own.
      required: 'This field is required',
      tooLong: 'This field can be at most {{max}} characters',
    },
    failure: {
      offline:
        'You appear to be offline. Check your connection and try again; nothing you wrote has been lost.',
      unreachable:
        'Our e-mail service did not answer, although your connection seems fine. Please try again in a moment or send us an e-mail directly; nothing you wrote has been lost.',
      throttled: 'Too many messages were sent in a short time. Please wait a minute and try again.',
      blocked:
        'Your message was blocked by the e-mail service. Please use the link below to send it to us by e-mail directly.',
      provider:
        'Our e-mail service is not responding at the moment. Please try again shortly or send us an e-mail directly.',
      timeout: 'The server did not respond in time. Please try again.',
    },
    contact: {
      successTitle: 'Message Sent Successfully!',
      successMessage:
        'Thank you for contacting us. Our team will get back to you as soon as possible.',
      errorMessage: 'An error occurred while sending your message. Please try again later.',
    },
    short: {
      successTitle: 'Message Sent Successfully!',
      successMessage: 'Thank you! We will get back to you within 24 hours.',
      errorMessage: 'Failed to send message. Please try again.',
    },
  },
  notFound: {
    title: '404 - Page Not Found',
    message:
      'The page you are looking for may have been moved or removed, or it may never have existed.',
    hint: 'Click the logo to return to the home page.',
    graphicLabel: 'Go to the home page',
    popular: {
      title: 'Popular Pages',
      sectors: '$t(nav:sectors)',
      about: '$t(nav:about)',
      contact: '$t(nav:contact)',
    },
    backHome: 'Back to Home',
  },
  contact: {
    details: {
      title: 'Contact Details',
      email: 'E-mail',
      phone: 'Phone',
      whatsapp: 'WhatsApp',
      linkedin: 'LinkedIn',
      address: 'Address',
      openMap: 'Open in maps',
    },
  },
  footer: {
    navigationLabel: 'Footer links',
    quickLinks: 'Quick Links',
    sectors: '$t(nav:sectors)',
    allSectors: 'All $t(nav:sectors)',
    contact: 'Contact',
    address: 'Address',
    phone: 'Phone',
    email: 'E-mail',
    privacy: 'Privacy Notice',
    copyright: '© {{year}} {{company}}. All rights reserved.',
    addressAction: '{{address}} (opens the map in a new tab)',
  },
  // The quote list's page: several products, each with a quantity and a unit, in one enquiry.
  quote: {
    title: 'Quote List',
    intro:
      'Gather the products you need a price for in one list, each with its quantity and unit; write your contact details once and send a single quote request for all of them.',
    how: {
      title: 'How it works',
      steps: {
        add: 'Press "Add to quote list" on a product card or a product page.',
        edit: 'On this page, set the quantity and unit (kg, litre, metre, roll, piece) of each product.',
        send: 'Fill in your details and send the request; our team answers with one quote for every product.',
      },
      kept: 'Your list is kept in this browser only: it stays while you browse and when you reload, and goes nowhere until you send the request.',
    },
    listTitle: 'Products on your list',
    empty: 'Your list is empty.',
    browse: 'Browse the products',
    loading: 'Loading your list…',
    quantity: 'Quantity',
    unit: 'Unit',
    remove: 'Remove',
    removeLabel: 'Remove: {{product}}',
    removed: '"{{product}}" was removed from the list.',
    invalidQuantity: 'Enter a whole number of at least 1.',
    units: {
      kg: 'kg',
      litre: 'litre',
      metre: 'metre',
      roll: 'roll',
      piece: 'piece',
    },
    formTitle: 'Your details',
    note: 'Your note',
    notePlaceholder: 'Add a delivery place, a date or any technical requirement.',
    submit: 'Send the quote request',
    mailSubject: 'Quote list request',
    emptyError: 'Add at least one product to your list before sending.',
    successTitle: 'Your quote request was sent!',
    successMessage:
      'Every product on your list reached us in one request; our team will reply with a quote as soon as possible. Your list has been cleared.',
    messageIntro: 'Please send me a quote for the products on my quote list:',
    line: '{{index}}. {{product}}: {{quantity}} {{unit}} ({{url}})',
    noteHeading: 'My note:',
  },
  // The search page (page id `search`): the header's button is `nav.search`.
  search: {
    title: 'Product Search',
    intro:
      'Search by product name, technical property, application, sector or supplier. Turkish letters are optional: “i” for “ı” and “s” for “ş” will do.',
    label: 'Words to search for',
    submit: 'Search',
    loading: 'Searching…',
    results_one: '1 product matches “{{query}}”.',
    results_other: '{{count}} products match “{{query}}”.',
    resultsLabel: 'Search results',
    none: 'No product matches “{{query}}”.',
    noneHint:
      'Try a different or shorter word, browse all our products, or tell us what you are looking for and we will find it together.',
    more: 'Show more results ({{shown}} of {{count}} shown)',
    browseSectors: 'All $t(nav:sectors)',
    askUs: 'Write to us',
    failed: 'The search could not be loaded just now. Check your connection and try again.',
  },
  meta: {
    quote: {
      title: 'Quote List | {{company}}',
      description:
        'Ask {{company}} for one quote on several products: add them to your list with a quantity and unit, and get a single reply for all of them.',
    },
    search: {
      title: 'Product Search | {{company}}',
      description:
        'Search the products of {{company}} by name, technical property, application, sector or supplier.',
    },
  },
  privacy: {
    title: 'Privacy Notice',
    subtitle: 'Information under the Turkish Personal Data Protection Law (KVKK)',
    controller: { title: 'Data Controller' },
    data: { title: 'Personal Data We Process' },
    purposes: { title: 'Purposes of Processing' },
    legalBasis: { title: 'Method of Collection and Legal Basis' },
    transfer: { title: 'Transfer of Data' },
    retention: { title: 'Retention Period' },
    apply: { title: 'How to Apply' },
    rights: {
      title: 'Your Rights under Article 11 of the KVKK',
      intro: 'By applying to the data controller you may exercise the following rights:',
      items: {
        learn: 'To learn whether your personal data is being processed',
        information: 'To request information about the processing if your data has been processed',
        purpose:
          'To learn the purpose of the processing and whether your data is used in line with that purpose',
        thirdParties:
          'To know the third parties, at home or abroad, to whom your personal data has been transferred',
        correction: 'To ask for your data to be corrected if it is incomplete or inaccurate',
        erasure:
          'To ask for your data to be deleted or destroyed under the conditions set out in article 7 of the KVKK',
        notification:
          'To ask for any correction, deletion or destruction to be notified to the third parties to whom your data has been transferred',
        objection:
          'To object to a result to your detriment that arises from the analysis of your data exclusively by automated systems',
        compensation:
          'To claim compensation for any damage you suffer because your data was processed unlawfully',
      },
    },
  },
};
