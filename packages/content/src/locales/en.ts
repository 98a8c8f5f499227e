import type { Resources } from './resources';

/*
 * English texts of the site, checked against the Turkish shape: a missing or extra key is a
 * type error. Same variables as the Turkish texts. Plain text only: no HTML.
 */
export const en: Resources = {
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
    businessHours: {
      label: 'Business Hours',
      value: 'Mon-Fri 09:00-18:00',
    },
  },

  nav: {
    home: 'Home',
    corporate: 'Corporate',
    about: 'About Us',
    mission: 'Our Mission',
    vision: 'Our Vision',
    sectors: 'Sectors',
    allSectors: 'All Sectors',
    suppliers: 'Our Suppliers',
    contact: 'Contact',
    privacy: 'Privacy Notice',
    mainNavigation: 'Main menu',
    skipToContent: 'Skip to content',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    themeToDark: 'Switch to dark theme',
    themeToLight: 'Switch to light theme',
    darkTheme: 'Dark theme',
    tagline: 'Chemicals and Industrial Materials',
    corporateMenu: 'Corporate submenu',
    sectorsMenu: 'Sectors submenu',
    languageGroup: 'Language',
    languageToggle: 'Switch to Turkish',
    languageToggleText: 'TR',
    logoLabel: '{{company}} home page',
    topBar: {
      label: 'Quick contact',
      email: 'Send us an e-mail',
      phone: 'Call us',
      whatsapp: 'Message us on WhatsApp',
      linkedin: 'Follow us on LinkedIn',
    },
  },

  home: {
    hero: {
      slogan: 'Reliable Supply for Your Industry',
      subtitle:
        'From filtration to dental supplies and from paints and inks to decoration, we deliver quality raw materials and equipment across six sectors, on time and at the right price.',
      cta: 'Explore Our Sectors',
    },
    sectors: {
      title: 'Our Sectors',
      subtitle:
        'We supply raw materials, semi-finished goods and machinery to a wide range of industries. Browse the sector pages to find the products you need.',
      learnMore: 'Learn More',
      viewAll: 'View All Sectors',
    },
    location: {
      title: 'Find Us',
      subtitle:
        'We would be glad to welcome you at our office and warehouse in Istanbul. Please make an appointment before your visit.',
      address: 'Address',
      phone: 'Phone',
      email: 'E-mail',
      mapLink: 'Show on Map',
      mapAlt: 'Map showing the location of the {{company}} office',
    },
    contact: {
      title: 'Write to Us',
      subtitle:
        'Send us your questions about our products, prices or lead times and we will get back to you shortly.',
    },
  },

  about: {
    title: 'About Us',
    subtitle: 'A reliable supply partner to industry since {{foundingYear}}',
    company: {
      title: 'About {{company}}',
      p1: 'Founded in Istanbul in {{foundingYear}}, {{company}} is a trading company for chemicals and industrial materials. Since then we have supplied raw materials, semi-finished goods and machinery to the filtration, wire and nails, paint, ink and plastics, dental, footwear and decoration sectors.',
      p2: 'Long-standing partnerships with manufacturers in Europe and Asia allow us to offer our customers the right product at competitive prices with dependable lead times. For every order we agree on the technical specification with the customer and follow sampling and testing closely.',
      p3: 'With our customs clearance, import, export and storage services we manage the whole supply chain from a single point of contact. The stock we keep in our Istanbul warehouse lets us ship quickly when a need is urgent.',
      p4: 'Beyond the six sectors in our catalog, we also supply water blocking tapes and auxiliary materials to cable manufacturers. Our aim is to be a solution partner that manufacturers can always rely on, with a product range that keeps growing.',
    },
    vision: {
      title: 'Our Vision',
      text: 'To be the first trading company that comes to mind for industrial materials in Turkey and the surrounding region, known for its quality, speed and integrity. To keep the trust of our customers and suppliers as our most valuable asset as we move into new sectors and markets.',
    },
    mission: {
      title: 'Our Mission',
      text: 'To source the raw materials and equipment our customers need in the right quality, at the right price and on time. To add value to their production by sharing our technical know-how.',
    },
    purpose: {
      title: 'Our Purpose',
      text: 'To build a lasting bridge of trust between our suppliers and our customers and to contribute to the competitiveness of Turkish industry.',
    },
    stats: {
      title: '{{company}} in Numbers',
      foundingYear: 'Founded',
      partners: 'Global Partners',
      customers: 'Satisfied Customers',
      products: 'Products',
    },
    values: {
      title: 'Our Values',
      quality: {
        title: 'Quality',
        text: 'We check every product we supply against its technical specification and international standards, and we stand behind consistent quality.',
      },
      partnership: {
        title: 'Partnership',
        text: 'Rather than one-off sales, we build long-term relationships with our customers and suppliers based on mutual trust.',
      },
      innovation: {
        title: 'Innovation',
        text: "We follow new materials and technologies closely and add to our portfolio the solutions that make our customers' production more efficient.",
      },
    },
  },

  catalog: {
    title: 'Sectors',
    subtitle:
      'Browse the sectors we serve and the products we supply. Click a product to see its details.',
    searchLabel: 'Search products',
    searchPlaceholder: 'Search products...',
    clearSearch: 'Clear search',
    noResults: 'No products found. Please try a different search term.',
    categoryFilterLabel: 'Filter by sector',
    allProducts: 'All Products',
    productsTitle: 'Products',
    itemCount_one: '{{count}} product',
    itemCount_other: '{{count}} products',
    viewDetails: 'View details',
    product: {
      actions: 'Product actions',
      requestQuote: 'Request a quote',
      share: 'Share',
      shareText: 'Have a look at {{product}} from {{company}}',
      linkCopied: 'Link copied to the clipboard.',
      copyFailed: 'The link could not be copied. Address: {{url}}',
      whatsapp: 'Send on WhatsApp',
      whatsappLabel: 'Send on WhatsApp (opens in a new tab)',
      whatsappText: 'Take a look at {{product}}: {{url}}',
      quoteMessage:
        'Hello, I would like a quotation for "{{product}}" from your {{sector}} range.\nProduct code: {{key}}\nProduct page: {{url}}',
    },
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
    categories: {
      filtration: {
        title: 'Filtration Systems',
        description:
          'Filter media, components and pleating machines for HVAC, automotive and industrial dust collection applications.',
        badge: 'Filtration',
      },
      wireAndNails: {
        title: 'Wire and Nails',
        description:
          'Flat wire for staple production, galvanized wire, industrial staples and nails for nailing tools.',
        badge: 'Wire & Nails',
      },
      paintInkPlastic: {
        title: 'Paint, Ink and Plastic',
        description:
          'Printing inks for packaging and label printing, and masterbatches and additives for plastics processing.',
        badge: 'Paint & Ink',
      },
      dentalSupplies: {
        title: 'Dental Supplies',
        description:
          'Impression materials, modeling waxes, dental units and acrylics for dental clinics and laboratories.',
        badge: 'Dental',
      },
      shoeSolesAndMachines: {
        title: 'Shoe Soles and Machines',
        description:
          'Ready-made soles together with sole injection and sole attaching machines for footwear manufacturers.',
        badge: 'Footwear',
      },
      decoration: {
        title: 'Decoration',
        description:
          'Paintable nonwoven wall material and glass fiber wall coverings for interiors.',
        badge: 'Interiors',
      },
    },
    products: {
      microglassMedia: {
        name: 'Microglass Filter Media',
        description:
          'High-efficiency glass fiber (microglass) filter paper for HEPA and EPA air filters. It captures fine particles reliably at a low pressure drop and is the media of choice for clean rooms, hospitals and pharmaceutical plants. We supply it in rolls in a range of grammages and efficiency classes.',
      },
      separator: {
        name: 'Aluminum Separator',
        description:
          'Corrugated aluminum separator that keeps the pleats of deep-pleat HEPA and compact filters evenly spaced. It spreads the airflow uniformly across the filter surface and withstands high temperatures. Available in coils in several widths and corrugation heights.',
      },
      spunbondPolyester: {
        name: 'Spunbond Polyester Filter Media',
        description:
          'Continuous-filament spunbond polyester media for cartridge filters and dust collection systems. Its high mechanical strength makes it easy to pleat, and its smooth surface releases dust readily during pulse-jet cleaning. Versions with a PTFE membrane or an antistatic finish are also available.',
      },
      filterPaper: {
        name: 'Filter Paper',
        description:
          'Resin-impregnated cellulose filter paper for automotive oil, fuel and air filters as well as industrial filters. It offers a consistent pore structure and high burst strength. We slit it to widths that suit your pleating line.',
      },
      bagFilterRolls: {
        name: 'Bag Filter Rolls (F6, F7, F8)',
        description:
          'Synthetic fine filter media for manufacturing the bag filters used in air handling units and ventilation systems. It is offered in efficiency classes F6, F7 and F8 according to EN 779. Its progressive-density structure gives a high dust holding capacity and a long service life.',
      },
      panelFilterMedia: {
        name: 'Panel Filter Media (G2, G3, G4)',
        description:
          'Polyester fiber pre-filter media for coarse dust panel and cassette filters. It is supplied in classes G2, G3 and G4, as rolls or as pads cut to size. By protecting the fine filters downstream it lowers the operating cost of the system.',
      },
      activatedCarbonMedia: {
        name: 'Activated Carbon Filter Media',
        description:
          'Synthetic filter media impregnated with activated carbon for applications that call for odor and gas removal. It is used in kitchen hoods, ventilation systems and cabin air filters. It combines particle and odor filtration in a single layer.',
      },
      needleFelt: {
        name: 'Needle Felt',
        description:
          'Needle felt made of polyester, polypropylene and high-temperature fibers for pulse-jet bag filters. It is used in dust collection systems in cement, iron and steel, power and food plants. A heat-set, calendered surface helps the dust cake release easily.',
      },
      supportMesh: {
        name: 'Filter Support Mesh and Expanded Metal',
        description:
          'Galvanized wire mesh and expanded metal that support the media in pleated filters. It keeps the filter in shape under pressure. Offered painted or galvanized, in a range of mesh openings.',
      },
      pleatingMachines: {
        name: 'Pleating Machines',
        description:
          'Blade and rotary pleating machines for filter paper, synthetic media and microglass. With adjustable pleat height and speed they suit the production of panel, cartridge and HEPA filters. We provide installation, training and spare parts support together with our suppliers.',
      },
      adhesives: {
        name: 'Hot Melt and Polyurethane Adhesives',
        description:
          'Hot melt and two-component polyurethane adhesives for pleat fixing, frame assembly and gasket casting in filter production. They cure quickly and bond strongly to filter media. Supplied in packaging suited to automatic dispensing systems.',
      },
      tapes: {
        name: 'Aluminum and Sealing Tapes',
        description:
          'Aluminum foil tapes and single- and double-sided foam tapes for sealing filter frames and air ducts. They offer strong adhesion and temperature resistance. They can be slit to the widths and lengths you need.',
      },
      waterBlockingTapes: {
        name: 'Water Blocking Tapes',
        description:
          'Nonwoven tapes with a superabsorbent polymer that stop water from traveling along power and fiber optic cables. On contact with moisture they swell quickly and seal the gaps inside the cable. Semi-conductive and insulating types are supplied in the widths cable manufacturers require.',
      },
      stapleWire: {
        name: 'Staple Wire',
        description:
          'Galvanized flat and round wire for producing industrial and office staples. Tight diameter tolerances and even winding keep production lines running without interruption. Supplied on spools in a range of diameters and tensile strengths.',
      },
      galvanizedWire: {
        name: 'Galvanized Wire',
        description:
          'Hot-dip and electro-galvanized steel wire for binding, mesh, fencing and general industrial use. Its corrosion-resistant zinc coating gives a long service life. Available in coils or on spools across the diameter range you need.',
      },
      industrialStaples: {
        name: 'Industrial Staples',
        description:
          'Wire staples used with pneumatic staplers in furniture, upholstery, packaging and pallet production. They come in series and sizes that fit the common stapler models. Galvanized and stainless steel versions are available.',
      },
      coilNails: {
        name: 'Coil Nails',
        description:
          'Wire-collated nails for coil nailers in pallet, crate and timber construction work. Smooth, ring and screw shank types are available. They bring speed to series production together with strong holding power.',
      },
      wireNails: {
        name: 'Wire Nails',
        description:
          'Bright and galvanized wire nails for the construction, carpentry and packaging sectors. Offered in a range of lengths and gauges, packed in boxes or sacks. Regular stock allows us to deliver quickly.',
      },
      printingInks: {
        name: 'Printing Inks',
        description:
          'Offset, flexo and gravure printing inks for the packaging, label and publishing sectors. They offer strong color saturation, fast drying and good rub resistance. We also supply low-migration series suitable for food packaging.',
      },
      masterbatch: {
        name: 'Masterbatches and Plastic Additives',
        description:
          'Color and white masterbatches plus UV, antistatic and slip additives for injection molding, extrusion and film production. Uniform dispersion gives consistent color and product quality. Compatible with PE, PP and other common polymers.',
      },
      alginateImpression: {
        name: 'Alginate Impression Material',
        description:
          'Powdered alginate impression material for preliminary impressions, orthodontics and prosthetic work. It mixes smoothly, reproduces fine detail accurately and offers an adjustable setting time. A color-changing formula makes the mixing and working stages easy to follow.',
      },
      modelingWax: {
        name: 'Modeling Wax',
        description:
          'Modeling wax in sheets and blocks for crown, bridge and denture work in dental laboratories. It shapes easily, burns out cleanly and leaves no residue after casting. Available in several hardness grades and colors.',
      },
      dentistUnits: {
        name: 'Dentist Units',
        description:
          'Dental units that combine the patient chair, the dentist and assistant modules and the operating light for practices and clinics. Their ergonomic design keeps both patient and dentist comfortable during long treatments. We coordinate installation and after-sales service.',
      },
      dentalAcrylic: {
        name: 'Dental Acrylics',
        description:
          'Heat-cure and self-cure dental acrylics for removable dentures, orthodontic appliances and repairs. They offer color stability and high fracture resistance. Supplied as powder and liquid sets in several gum shades.',
      },
      shoeSoles: {
        name: 'Shoe Soles',
        description:
          'TPR (thermoplastic rubber), PU and EVA soles for casual, sports and work shoes. They stand out for their slip-resistant patterns, light weight and abrasion resistance. Size runs and colors are prepared to match your production plan.',
      },
      soleMachines: {
        name: 'Sole Injection and Attaching Machines',
        description:
          'Rotary sole injection machines and sole attaching presses for footwear manufacturers. Their energy-efficient design and quick mold changes raise productivity. Supplied with commissioning and technical service support.',
      },
      nonwovenWallMaterial: {
        name: 'Nonwoven Wall Material',
        description:
          'Paintable nonwoven wall material for interior walls and ceilings. It bridges hairline cracks, reinforces the surface and gives a smooth base for painting. Its breathable structure helps prevent mold.',
      },
      glassFiberWallCovering: {
        name: 'Glass Fiber Wall Covering',
        description:
          'Textured glass fiber wall covering for high-traffic spaces such as hotels, hospitals and offices. It resists impact and scrubbing and can be repainted many times. Being non-combustible, it suits areas with strict fire safety requirements.',
      },
    },
  },

  suppliers: {
    title: 'Our Suppliers',
    subtitle: 'Reliable supply through strong partnerships',
    intro:
      'We work with leading manufacturers in different parts of the world, many of them for years. These partnerships let us offer our customers quality products with steady prices and lead times.',
    logoAlt: '{{name}} logo',
    items: {
      'lodos-tekstil': {
        kind: 'Textile',
        blurb: 'A textile manufacturer experienced in technical textiles and nonwovens.',
      },
      'bozkaya-industries': {
        kind: 'Industries',
        blurb: 'An industrial group active in wire, staples and fasteners.',
      },
      'velmora-composite': {
        kind: 'Composite Machinery',
        blurb: 'A maker of pleating and composite processing machinery.',
      },
      'nordair-airtech': {
        kind: 'Airtech',
        blurb: 'A developer of air filtration technology for HVAC and clean room applications.',
      },
      'poyraz-filters': {
        kind: 'Textile Filters',
        blurb: 'A filter textile producer specialized in bag filters and needle felts.',
      },
      'selvi-paper': {
        kind: 'Paper',
        blurb: 'A paper mill producing filter paper and technical papers.',
      },
      'anadolu-yildizi-exports': {
        kind: 'Exports',
        blurb: 'A foreign trade company with a broad range of dental and decoration products.',
      },
      'kestrel-chemicals': {
        kind: 'Chemicals',
        blurb: 'A chemicals company producing printing inks, adhesives and plastic additives.',
      },
    },
    getInTouch: {
      title: "Let's talk about your supply needs",
      text: "If the product you are looking for is not in our range, write to us and we'll find the best source for you through our supplier network.",
      button: 'Get in Touch',
    },
    partner: {
      title: 'Become Our Partner',
      text: 'If you would like to bring your products to the Turkish market or join our supply network, we would be glad to hear from you.',
      contactButton: 'Contact Us',
      homeButton: 'Back to Home',
    },
  },

  contact: {
    title: 'Contact',
    subtitle:
      'Contact us with your questions about products, prices and lead times. We answer every message as soon as we can.',
    details: {
      title: 'Contact Details',
      email: 'E-mail',
      phone: 'Phone',
      whatsapp: 'WhatsApp',
      linkedin: 'LinkedIn',
      address: 'Address',
      openMap: 'Open in maps',
    },
    form: {
      title: 'Send Us a Message',
      subtitle: 'Fill in the form and our team will review your request and get back to you.',
    },
    services: {
      title: 'Our Services',
      customs: {
        title: 'Customs Clearance',
        text: 'With our experienced team and partners we handle the customs formalities of your imports and exports quickly and in full compliance with the regulations.',
      },
      import: {
        title: 'Import',
        text: 'We manage the sourcing of raw materials and machinery from manufacturers abroad on your behalf, from order to delivery.',
      },
      export: {
        title: 'Export',
        text: "We take Turkish manufacturers' products to foreign markets and support them with documentation and logistics.",
      },
      storage: {
        title: 'Storage',
        text: 'We store your goods safely in our Istanbul warehouse and ship them the moment you need them.',
      },
    },
    backHome: 'Back to Home',
  },

  forms: {
    fields: {
      name: { label: 'Full Name', placeholder: 'Your full name' },
      company: { label: 'Company', placeholder: 'Your company name' },
      nameCompany: { label: 'Name / Company', placeholder: 'Your name or company name' },
      email: { label: 'Email Address', placeholder: 'name@yourcompany.com' },
      phone: { label: 'Phone', placeholder: '+90 5xx xxx xx xx' },
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
    },
    failure: {
      offline:
        'You appear to be offline. Check your connection and try again; nothing you wrote has been lost.',
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
      sectors: 'Sectors',
      about: 'About Us',
      contact: 'Contact',
    },
    backHome: 'Back to Home',
  },

  privacy: {
    title: 'Privacy Notice',
    subtitle: 'Information under the Turkish Personal Data Protection Law (KVKK)',
    lastUpdated: 'Last updated: January 2025',
    intro:
      'At {{legalName}} (the "Company") we take the security of your personal data seriously. This notice is given under article 10 of the Turkish Personal Data Protection Law No. 6698 ("KVKK") and explains how we process the personal data you share with us through the contact forms on our website.',
    controller: {
      title: 'Data Controller',
      text: 'Your personal data is processed by {{legalName}} as the data controller. Address: {{address}}. E-mail: {{email}}.',
    },
    data: {
      title: 'Personal Data We Process',
      text: 'When you fill in a contact form we process your name, company name, e-mail address, phone number and the content of your message. Our website uses no cookies and no analytics tools. Your theme and language preferences and any draft message you have not yet sent are kept only in your browser and are never sent to us.',
    },
    purposes: {
      title: 'Purposes of Processing',
      text: 'We process your personal data to answer your requests and questions, prepare quotations, communicate with you and hold preliminary talks towards a possible business relationship. Your data is not used for marketing and is never sold to third parties.',
    },
    legalBasis: {
      title: 'Method of Collection and Legal Basis',
      text: 'Your data is collected electronically when you fill in and send the form. The processing relies on the legal grounds that it is directly related to the conclusion of a contract (KVKK article 5(2)(c)) and that it is necessary for our legitimate interest in answering your enquiry, provided that it does not harm your fundamental rights and freedoms (article 5(2)(f)).',
    },
    transfer: {
      title: 'Transfer of Data',
      text: 'So that it can reach us as an e-mail, the message you send through our forms is delivered by an e-mail delivery provider whose servers are located abroad. This transfer is made in line with article 9 of the KVKK and only to the extent needed to answer your enquiry. Your data is not shared with any other third party unless the law requires it.',
    },
    retention: {
      title: 'Retention Period',
      text: 'We keep your personal data for as long as needed to deal with your enquiry and, in any case, for as long as our legal retention obligations require; after that it is deleted, destroyed or anonymized. Enquiries that do not lead to a business relationship are deleted within two years at the latest.',
    },
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
    apply: {
      title: 'How to Apply',
      text: 'You can send requests concerning your rights in writing to our address, in line with the Communiqué on the Procedures and Principles of Application to the Data Controller, or by e-mail to {{email}}. We will conclude your request free of charge as soon as possible and within thirty days at the latest; if it involves an additional cost, the fee set by the Personal Data Protection Board may be charged.',
    },
  },

  footer: {
    foundingLine:
      'Supplying chemicals and industrial materials to industry since {{foundingYear}}.',
    navigationLabel: 'Footer links',
    quickLinks: 'Quick Links',
    sectors: 'Sectors',
    allSectors: 'All Sectors',
    contact: 'Contact',
    address: 'Address',
    phone: 'Phone',
    email: 'E-mail',
    privacy: 'Privacy Notice',
    copyright: '© {{year}} {{company}}. All rights reserved.',
    addressAction: '{{address}} (opens the map in a new tab)',
  },

  meta: {
    home: {
      title: '{{company}} | Industrial Materials and Chemicals Supplier',
      description:
        'Istanbul-based {{company}} has supplied raw materials and equipment to the filtration, wire and nails, paint and ink, dental, footwear and decoration sectors since {{foundingYear}}.',
    },
    about: {
      title: 'About Us | {{company}}',
      description:
        'Founded in Istanbul in {{foundingYear}}, {{company}} supplies chemicals and industrial materials to industry, guided by quality, partnership and innovation.',
    },
    corporate: {
      title: 'Corporate | {{company}}',
      description:
        'Corporate information on {{company}}: our history, vision, mission and values, and the company in numbers.',
    },
    mission: {
      title: 'Our Mission | {{company}}',
      description:
        'Our mission is to source the raw materials and equipment our customers need in the right quality, at the right price and on time.',
    },
    vision: {
      title: 'Our Vision | {{company}}',
      description:
        'Our vision is to be the first trading company that comes to mind for industrial materials, known for its quality, speed and integrity.',
    },
    sectors: {
      title: 'Sectors and Products | {{company}}',
      description:
        'Browse the products we supply for filtration systems, wire and nails, paint, ink and plastics, dental supplies, shoe soles and decoration.',
    },
    product: {
      title: '{{product}} | {{sector}} | {{company}}',
      description: '{{summary}} Contact {{company}} for a quotation and technical details.',
    },
    sector: {
      title: '{{sector}} | Sectors | {{company}}',
      description:
        'Explore the {{sector}} products {{company}} supplies and contact us for technical details and a quotation.',
    },
    suppliers: {
      title: 'Our Suppliers | {{company}}',
      description:
        'Meet the supplier partners from around the world we work with in textiles, paper, filters, machinery and chemicals.',
    },
    contact: {
      title: 'Contact | {{company}}',
      description:
        'Contact {{company}} with your questions about products, prices and lead times, and learn about our customs, import, export and storage services.',
    },
    privacy: {
      title: 'Privacy Notice | {{company}}',
      description:
        'Information under the Turkish Personal Data Protection Law No. 6698 on the personal data processed through our contact forms.',
    },
    notFound: {
      title: '404 - Page Not Found | {{company}}',
      description:
        'The page you are looking for could not be found. Return to the home page to continue browsing.',
    },
  },
};

export type { Resources, CatalogTexts } from './resources';
