// Usage guidance of every component, keyed by its Storybook title: shown on its Docs page under
// "Usage" (storybook/DocsPage.tsx), and its keywords make the sidebar's search find a component by
// what it is for (apps/storybook/.storybook/manager.ts). Kept apart from the stories so a story
// file holds states and samples only. Plain data: the manager bundle imports it too.

export interface Guidance {
  /** When to reach for the component, in one or two sentences. */
  use: string;
  do: string[];
  dont: string[];
  /** Words a designer may search for: what the component is or does, not its name. */
  keywords: string[];
}

export const guidance: Record<string, Guidance> = {
  'Basics/Button': {
    use: 'For an action on the current page: submit a form, open the modal, add to the list. For going to another page, use a link.',
    do: [
      'Use one primary button per area for the main action; the others secondary.',
      'Name the action with a verb: "Send", "Add to quote list".',
      'Keep `type="submit"` for the one button that sends its form.',
    ],
    dont: [
      'Do not use a button to navigate: a link can be opened in a new tab and works without script.',
      'Do not disable a button to explain a problem; let it run and show the error beside the field.',
    ],
    keywords: ['action', 'cta', 'submit', 'click', 'disabled'],
  },
  'Basics/Icon': {
    use: "For a small drawing from the kit's sprite beside a label, or alone with a label for screen readers.",
    do: [
      'Pair an icon with visible text wherever there is room.',
      'Give an icon that stands alone a `label`; leave decorative ones unlabelled.',
    ],
    dont: [
      'Do not draw icons as inline SVG of your own: the sprite is cached once for every page.',
      'Do not use an icon as the only cue for a state (error, success).',
    ],
    keywords: ['svg', 'sprite', 'symbol', 'pictogram'],
  },
  'Basics/LanguageToggle': {
    use: 'In the header, to move to the same page in another language of the site.',
    do: [
      'Link each language to the twin page, not to its home page.',
      'Write each language name in that language (Türkçe, English, العربية).',
    ],
    dont: [
      'Do not use flags for languages: a flag is a country.',
      'Do not hide the current language; it is marked, not removed.',
    ],
    keywords: ['language', 'locale', 'i18n', 'translation', 'rtl', 'switch'],
  },
  'Basics/ThemeToggle': {
    use: 'In the header, to switch between the light and the dark theme.',
    do: ['Keep it in the same place on every page.', 'Give it a label that names the dark theme.'],
    dont: [
      'Do not add a third option for the system setting: the site follows it until a visitor chooses.',
    ],
    keywords: ['dark mode', 'light mode', 'theme', 'colour scheme', 'switch'],
  },
  'Catalogue/CategoryTiles': {
    use: "Above a product grid, to narrow a sector's products to one category.",
    do: [
      'Show how many products each category holds.',
      'Let a second click on the selected tile show every product again.',
    ],
    dont: [
      'Do not use tiles for more than about a dozen categories; offer search instead.',
      'Do not navigate away on a tile: it filters the list in place.',
    ],
    keywords: ['filter', 'category', 'chips', 'facet', 'toggle'],
  },
  'Catalogue/DocumentList': {
    use: 'On a product page, for the files a buyer downloads: data sheets, safety data sheets, certificates.',
    do: [
      'Name each document by its kind and language, with its format, size and date.',
      'Keep the list in the order a buyer needs them: technical data sheet first.',
    ],
    dont: [
      'Do not link a document without its language when several languages exist.',
      'Do not open documents in a new window without saying so.',
    ],
    keywords: ['download', 'pdf', 'files', 'datasheet', 'sds', 'certificate', 'attachments'],
  },
  'Catalogue/Gallery': {
    use: 'For every picture of a product: the large picture, thumbnails, previous/next and zoom.',
    do: [
      'Give every picture a text alternative that says what it shows.',
      'Put the best picture first; it is the one a card and a share preview use.',
    ],
    dont: [
      'Do not autoplay the pictures: a visitor moves on when ready.',
      'Do not use it for one decorative picture; a plain image is enough.',
    ],
    keywords: ['carousel', 'slider', 'lightbox', 'zoom', 'images', 'photos', 'thumbnails'],
  },
  'Catalogue/Pagination': {
    use: 'Under a long product list that is split into pages of a fixed size.',
    do: [
      'Link every page number so each page has its own address.',
      'Mark the current page and keep first and last in reach.',
    ],
    dont: [
      'Do not use it for fewer than two pages.',
      'Do not replace it with endless scrolling: a page number can be shared and found again.',
    ],
    keywords: ['pages', 'paging', 'next', 'previous', 'navigation'],
  },
  'Catalogue/ProductActions': {
    use: 'On a product page or in the modal, for what a buyer does next: ask for a quote, share, WhatsApp.',
    do: [
      'Keep "request a quote" first; sharing is secondary.',
      'Leave `quote` out on a site with no enquiry page rather than linking nowhere.',
    ],
    dont: [
      'Do not add more actions here; each one dilutes the quote request.',
      "Do not load a share script: the browser's own share and copying the link need none.",
    ],
    keywords: ['share', 'whatsapp', 'quote', 'copy link', 'enquiry', 'actions'],
  },
  'Catalogue/ProductCard': {
    use: "In a product grid: one product's picture, name and category, opening its details.",
    do: [
      "Give `href` so the card is a real link that works before the page's script has run.",
      'Keep titles as the catalogue writes them; long names wrap.',
    ],
    dont: [
      'Do not put a second link or button inside the card: the whole card is one target.',
      'Do not write prices or stock here: the site sells by quote.',
    ],
    keywords: ['tile', 'product', 'item', 'thumbnail', 'catalogue', 'card'],
  },
  'Catalogue/ProductGrid': {
    use: "For a list of products: a sector's page, a category, search results.",
    do: [
      'Write an empty state that says what to do next.',
      'Let the result count be announced when a filter changes it.',
    ],
    dont: [
      'Do not mix products with other cards in the same grid.',
      'Do not put thousands of products on one page: paginate.',
    ],
    keywords: ['list', 'results', 'catalogue', 'empty state', 'products', 'grid'],
  },
  'Catalogue/ProductModal': {
    use: "To show a product's details over its list, without leaving the page.",
    do: [
      "Keep a product page behind every modal: the card's `href` is where it lives.",
      'Let Escape, the close button and the backdrop close it.',
    ],
    dont: [
      'Do not open a modal from inside a modal.',
      'Do not put a form in the modal; link to the enquiry with the product instead.',
    ],
    keywords: ['dialog', 'modal', 'popup', 'overlay', 'lightbox', 'details'],
  },
  'Catalogue/PropertyTable': {
    use: 'On a product page, for technical properties as label, value and unit.',
    do: [
      'Give the table a caption that names the product.',
      'Keep units in their own place, written the same in every language.',
    ],
    dont: [
      'Do not use it for layout or for prose; it is a data table.',
      'Do not translate codes, standards or numbers.',
    ],
    keywords: ['table', 'specifications', 'specs', 'properties', 'data', 'units'],
  },
  'Catalogue/QuoteList': {
    use: 'On the quote list page: the products a buyer gathered, with quantity and unit, before sending one enquiry.',
    do: [
      'Offer only the units a product is sold in.',
      'Let every line be removed with one button named by its product.',
    ],
    dont: [
      'Do not show prices or totals: the supplier answers with a quote.',
      'Do not keep the list only in the page: the site stores it so nothing is lost.',
    ],
    keywords: ['cart', 'basket', 'quote', 'enquiry', 'quantity', 'list'],
  },
  'Catalogue/QuoteListButton': {
    use: 'On a product card or page, to add the product to the quote list.',
    do: [
      'Use the compact form on cards and the full one on a product page.',
      'Let the confirmation link to the list.',
    ],
    dont: ['Do not take the visitor to the list on every add; they usually add several products.'],
    keywords: ['add to cart', 'add to list', 'quote', 'enquiry', 'basket'],
  },
  'Catalogue/SearchBox': {
    use: 'For a search field with its landmark: the sector search, a filter over a list.',
    do: [
      'Give the field a label, visible where there is room.',
      'Offer the clear button once something is typed.',
    ],
    dont: ['Do not use the placeholder as the only label.'],
    keywords: ['search', 'find', 'input', 'query', 'filter'],
  },
  'Catalogue/SiteSearch': {
    use: 'For searching the whole site: a field with its found pages below.',
    do: [
      'Say plainly when nothing was found, and suggest another word.',
      'Keep results in the order the index ranks them.',
    ],
    dont: ['Do not search before the visitor types; show the field alone.'],
    keywords: ['search', 'find', 'results', 'loading', 'empty state', 'pagefind'],
  },
  'Contact/ContactDetails': {
    use: 'For the ways to reach the company: phone, e-mail, WhatsApp, address, each a direct action.',
    do: [
      'Make each line the action itself: a phone number calls, an address opens the map.',
      'Keep phone numbers and e-mail addresses as written in every language.',
    ],
    dont: ['Do not show a channel nobody answers.'],
    keywords: ['phone', 'email', 'address', 'whatsapp', 'contact', 'rtl'],
  },
  'Contact/ServiceBlocks': {
    use: "For the company's services (customs, import, export, storage) as a compact grid.",
    do: ['Keep each text to one sentence.', 'Use the same number of words across blocks.'],
    dont: ['Do not link the blocks unless each service has its own page.'],
    keywords: ['services', 'features', 'grid', 'blocks'],
  },
  'Forms/ContactForm': {
    use: 'For a general message to the company: name, how to reach them and the message.',
    do: [
      'Show errors beside their fields, in words that say how to fix them.',
      'Keep a typed message when sending fails; offer to try again.',
    ],
    dont: ['Do not ask for more than the answer needs.', 'Do not clear the form on an error.'],
    keywords: ['form', 'message', 'validation', 'error', 'loading', 'submit', 'kvkk', 'privacy'],
  },
  'Forms/EnquiryForm': {
    use: "For an enquiry built from its parts: a site's own fields in the kit's validation, status and alert.",
    do: [
      "Reuse the kit's parts (fieldset, field, submit, status) for a site's own form.",
      'Announce sending, success and failure in the status region.',
    ],
    dont: ['Do not replace the honeypot with a CAPTCHA: it asks nothing of a visitor.'],
    keywords: ['form', 'enquiry', 'validation', 'error', 'loading', 'fields', 'composition'],
  },
  'Forms/ShortForm': {
    use: 'For a quick enquiry in a narrow place: name, contact and one line.',
    do: ['Use it where the full form would be too long, and link to the full one.'],
    dont: ['Do not add fields to it; use the contact form instead.'],
    keywords: ['form', 'quick', 'callback', 'validation', 'error', 'loading'],
  },
  'Home/Hero': {
    use: 'At the top of the home page: the slogan, one line beneath and one button.',
    do: ['Keep the slogan short enough for two lines on a phone.', 'Give it one action.'],
    dont: [
      'Do not put text into the picture: it cannot be translated or read aloud.',
      'Do not use a carousel of heroes.',
    ],
    keywords: ['banner', 'header image', 'jumbotron', 'slogan', 'intro'],
  },
  'Home/LocationBlock': {
    use: 'For where the company is: the address and contact beside a map picture linking to a map search.',
    do: ['Keep the address as the post writes it.', 'Give the map a text alternative.'],
    dont: ["Do not embed a live map: it loads another host's script and tracks visitors."],
    keywords: ['map', 'address', 'location', 'directions', 'rtl'],
  },
  'Home/SectorCard': {
    use: 'For one sector in the sector grid: picture, name and how many products.',
    do: ["Keep sector names short; they are the card's link."],
    dont: ['Do not add buttons inside the card: the whole card is one link.'],
    keywords: ['tile', 'teaser', 'category', 'card', 'link'],
  },
  'Home/SectorGrid': {
    use: 'On the home page, for the sectors the company serves, with a link to all of them.',
    do: ['Show every sector, or the first few with "view all".'],
    dont: ['Do not mix sectors with products in one grid.'],
    keywords: ['grid', 'categories', 'sectors', 'overview'],
  },
  'Layout/Footer': {
    use: 'At the end of every page: the company, link columns, contact actions and copyright.',
    do: ['Repeat the main links and the contact channels.', 'Keep the legal links here.'],
    dont: ['Do not put new information here that appears nowhere else.'],
    keywords: ['footer', 'bottom', 'links', 'copyright', 'rtl'],
  },
  'Layout/Header': {
    use: 'At the top of every page: logo, navigation with the sectors, quote list, language and theme.',
    do: [
      'Keep the same items in the same order on every page.',
      'Name the current page in the navigation.',
    ],
    dont: [
      'Do not add items beyond what fits the mobile menu.',
      'Do not open dropdowns on hover alone: they open on click and by keyboard too.',
    ],
    keywords: ['navigation', 'navbar', 'menu', 'dropdown', 'mobile menu', 'top bar', 'rtl'],
  },
  'Layout/Section': {
    use: 'For a page band: the container width, vertical rhythm, and an optional heading and action.',
    do: ['Alternate plain and muted sections to separate topics.'],
    dont: ['Do not nest sections inside each other.'],
    keywords: ['layout', 'container', 'band', 'wrapper', 'spacing'],
  },
  'Layout/SkipLink': {
    use: 'As the first focusable element of every page: jumps past the header to the content.',
    do: ["Point it at the main content's id."],
    dont: ['Do not remove it: keyboard users tab through the whole header without it.'],
    keywords: ['accessibility', 'a11y', 'keyboard', 'skip', 'focus'],
  },
  'Pages/NotFoundGraphic': {
    use: 'On the 404 page: the large number that plays a short animation, then goes on.',
    do: ['Put a way on beside it: home, search or the sectors.'],
    dont: ['Do not use it on other error pages.'],
    keywords: ['404', 'error page', 'not found', 'animation'],
  },
  'Suppliers/PartnerCta': {
    use: 'To close a page with one call to action on a dark band.',
    do: ['Use one action, two at most.', 'Write the heading as the benefit, not the action.'],
    dont: ['Do not use more than one band per page.'],
    keywords: ['call to action', 'cta', 'banner', 'partner'],
  },
  'Suppliers/SupplierCard': {
    use: 'For a supplier partner: its logo (or name) and one line on what they make.',
    do: ["Give the logo the supplier's name as its text alternative."],
    dont: ['Do not stretch logos: the card keeps their proportions.'],
    keywords: ['logo', 'partner', 'brand', 'supplier', 'card'],
  },
  'About/StatCounters': {
    use: 'For a few key figures (years, sectors, products) that count up once when shown.',
    do: ['Use three or four figures, each with a short label.'],
    dont: ['Do not show figures nobody can check.'],
    keywords: ['numbers', 'statistics', 'figures', 'counter', 'animation', 'kpi'],
  },
  'About/TextSection': {
    use: 'For a titled block of prose: about, mission, vision.',
    do: ['Keep paragraphs short; one idea each.'],
    dont: ['Do not use it for lists of features; use the cards.'],
    keywords: ['text', 'prose', 'paragraph', 'about', 'content'],
  },
  'About/ValueCards': {
    use: "For the company's values as a row of icon cards.",
    do: ['Use three to five values with one sentence each.'],
    dont: ['Do not link the cards: they have no page of their own.'],
    keywords: ['values', 'features', 'cards', 'icons'],
  },
};
