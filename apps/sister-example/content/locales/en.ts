import type { Resources } from './resources';

/* English texts of Defne Ambalaj, checked against the Turkish shape. */
export const en: Resources = {
  common: {
    learnMore: 'Learn More',
    priceOnRequest: 'Please contact us for a price quote.',
    businessHours: {
      value: 'Mon-Sat 08:30-17:30',
    },
  },
  nav: {
    sectors: 'Products',
    allSectors: 'All Product Groups',
    tagline: 'Corrugated Boxes, Stretch Film and Labels',
    sectorsMenu: 'Products submenu',
  },
  home: {
    hero: {
      eyebrow: 'From Bursa to all of Türkiye',
      slogan: 'Packaging That Carries Your Goods Safely',
      subtitle:
        'From corrugated boxes to stretch film, from thermal labels to ribbons: the packaging your production and shipping lines need, delivered on time.',
      cta: 'Browse Products',
      secondary: 'Request a Quote',
    },
    sectors: {
      title: 'Our Product Groups',
      viewAll: 'View All Products',
    },
    contact: {
      title: 'Quick Quote',
      subtitle:
        'Tell us the size, quantity and delivery point; we reply within the same working day.',
    },
  },
  about: {
    title: 'About Us',
    subtitle: 'Packaging partner of industry since {{foundingYear}}',
    company: {
      title: 'About {{company}}',
      p1: '{{company}} is a packaging manufacturer and supplier founded in Bursa in {{foundingYear}}. We supply corrugated boxes, stretch film and labels to automotive suppliers, food producers, textile mills and online retailers.',
      p2: 'We cut and print made-to-measure boxes on our own line and work with trusted producers for film and labels. For every order we choose the right gauge, grammage and adhesive together with our customer.',
    },
    stats: {
      title: '{{company}} in Numbers',
      foundingYear: 'Founded',
      partners: 'Supplier Partners',
      customers: 'Regular Customers',
      products: 'Products',
    },
    suppliers: {
      title: 'Our Supplier Partners',
      subtitle: 'Strong partners for raw materials, steady deliveries for you.',
    },
  },
  suppliers: {
    items: {
      'marmara-karton': {
        kind: 'Paper and Board',
        blurb: 'A recycled board mill producing kraft and test liner papers.',
      },
      'kapadokya-polimer': {
        kind: 'Polymers',
        blurb: 'Supplier of linear low-density polyethylene for stretch film production.',
      },
      'nordlys-adhesives': {
        kind: 'Adhesives',
        blurb: 'Develops acrylic and rubber-based adhesives for labels and tapes.',
      },
      'ege-murekkep': {
        kind: 'Inks',
        blurb: 'An Izmir producer of water-based, food-safe inks for flexo printing.',
      },
    },
  },
  catalog: {
    title: 'Products',
    subtitle:
      'Browse our product groups and the main items we keep in stock. Click a product for details.',
    categoryFilterLabel: 'Filter by product group',
    productsTitle: 'Product list',
    noResults: 'No products in this group yet.',
    modal: {
      askPrice: 'Request a quote for this product',
    },
    categories: {
      corrugatedBoxes: {
        title: 'Corrugated Boxes',
        description:
          'Single and double wall, die-cut and printed boxes made to measure, from shipping to archiving.',
        badge: 'Boxes',
      },
      stretchFilms: {
        title: 'Stretch Films',
        description: 'Hand and machine stretch films and pre-stretched films for pallet wrapping.',
        badge: 'Stretch Film',
      },
      labels: {
        title: 'Labels',
        description:
          'Thermal, semi-gloss and custom die-cut labels, and ribbons for barcode printers.',
        badge: 'Labels',
      },
    },
    products: {
      singleWallBox: {
        name: 'Single Wall Box',
        description:
          'An economical box for shipping light and medium goods. Made to your size, printed or plain.',
      },
      doubleWallBox: {
        name: 'Double Wall Box',
        description:
          'A box with high stacking strength for heavy and fragile goods, trusted for export shipments.',
      },
      dieCutBox: {
        name: 'Die-Cut Box',
        description:
          'Tape-free, lock-lid die-cut boxes for online and retail sales. Can carry your own logo.',
      },
      archiveBox: {
        name: 'Archive Box',
        description:
          'A stackable board box with lid and hand holes for office and warehouse archives.',
      },
      handStretchFilm: {
        name: 'Hand Stretch Film',
        description:
          'Clear stretch film with high elongation for wrapping pallets by hand. Available in 17 and 23 micron.',
      },
      machineStretchFilm: {
        name: 'Machine Stretch Film',
        description:
          'Film with high puncture resistance for automatic and semi-automatic wrappers, for pre-stretch up to 250 percent.',
      },
      preStretchedFilm: {
        name: 'Pre-Stretched Film',
        description:
          'Thin yet strong film stretched at the factory: the same holding force with less material and easier handling.',
      },
      thermalLabels: {
        name: 'Thermal Labels',
        description:
          'Direct thermal labels for shipping and logistics. No ribbon needed; fit desktop and industrial printers.',
      },
      semiGlossLabels: {
        name: 'Semi-Gloss Labels',
        description:
          'Glossy paper labels for products and shelves, flexo printed in up to four colours.',
      },
      thermalRibbons: {
        name: 'Thermal Transfer Ribbons',
        description:
          'Wax, wax-resin and resin ribbons for barcode printers, for prints that resist smudging and heat.',
      },
    },
  },
  contact: {
    title: 'Contact',
    subtitle:
      'Reach us with questions about sizes, quantities and delivery dates; book an appointment to visit our plant.',
    form: {
      title: 'Write to Us',
      subtitle: 'Fill in the form and our sales team will get back to you.',
    },
  },
  forms: {
    fields: {
      name: {
        placeholder: 'Your first and last name',
      },
      company: {
        label: 'Company',
      },
      nameCompany: {
        placeholder: 'Your name or company',
      },
      email: {
        label: 'E-mail',
      },
      message: {
        placeholder: 'Tell us the product, size, quantity and delivery point.',
      },
    },
    requiredLabel: 'required',
    submit: 'Send',
    retry: 'Try Again',
    notice: 'What you share is used only to answer your request and is never passed on to others.',
    validation: {
      nameRequired: 'Name or company is required',
      emailRequired: 'E-mail address is required',
      emailInvalid: 'Please enter a valid e-mail address',
      messageRequired: 'A message is required',
    },
    sendByEmail: 'Send by e-mail instead',
    contact: {
      successTitle: 'Message Sent!',
      successMessage: 'Thank you. Our sales team will get back to you shortly.',
      errorMessage: 'Your message could not be sent.',
    },
    short: {
      successTitle: 'Quote Request Received!',
      successMessage: 'Thank you! We will reply within the same working day.',
      errorMessage: 'Your request could not be sent.',
    },
    failure: {
      provider:
        'Your message could not be delivered right now. Please try again shortly or e-mail us.',
    },
  },
  notFound: {
    message: 'The page you are looking for may have moved or never existed.',
    graphicLabel: 'Back to the home page',
    popular: {
      sectors: 'Products',
    },
  },
  footer: {
    foundingLine: 'Packaging for industry from Bursa since {{foundingYear}}.',
    sectors: 'Product Groups',
    addressAction: '{{address}} (map opens in a new tab)',
  },
  meta: {
    home: {
      title: '{{company}} | Corrugated Boxes, Stretch Film and Labels',
      description:
        'Bursa based {{company}} has made and supplied corrugated boxes, stretch film and labels since {{foundingYear}}.',
    },
    about: {
      title: 'About Us | {{company}}',
      description:
        'Founded in Bursa in {{foundingYear}}, {{company}} is the packaging partner of industry: made-to-measure boxes, stretch film and labels.',
    },
    sectors: {
      title: 'Products | {{company}}',
      description:
        'Corrugated boxes, stretch films and labels: browse our stock and made-to-order products.',
    },
    sector: {
      title: '{{sector}} | Products | {{company}}',
      description: '{{description}} Contact {{company}} for a price quote.',
    },
    contact: {
      title: 'Contact | {{company}}',
      description: 'Contact {{company}} for quotes and questions: phone, e-mail and address.',
    },
    notFound: {
      title: '404 - Page Not Found | {{company}}',
      description: 'The page you are looking for was not found.',
    },
  },
};
