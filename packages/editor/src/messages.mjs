// Every message the editor shows a staff member, in Turkish and English, without file paths or
// developers' words: an entry is called by its name ("the product “Steel Wire”"), a refused
// upload by its file name and figures. The content check (`@defne/core/schema`) words its
// problems in English for developers and for the build's log; here they are told again in the
// editor's language, pattern by pattern, with the field labels the schema gives in both languages.

import { defaultLanguages, languageCodes } from '@defne/core';

/** @typedef {{ tr: string, en: string }} Localized */
/** @typedef {'tr' | 'en'} Lang */

const languageNames = {
  en: new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' }),
  tr: new Intl.DisplayNames(['tr'], { type: 'language', fallback: 'code' }),
};

/**
 * The content languages as the content check names them (in English: "the German name is
 * empty"), each with its name in Turkish, and a pattern that finds any of them.
 * @param {readonly string[]} codes
 */
function languageWords(codes) {
  /** @type {Map<string, string>} English name → Turkish name */
  const turkish = new Map(
    codes.map((code) => [languageNames.en.of(code) ?? code, languageNames.tr.of(code) ?? code]),
  );
  const alternatives = [...turkish.keys()]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return {
    pattern: `(${alternatives.join('|')})`,
    /** @param {string} english */
    inTurkish: (english) => turkish.get(english) ?? english,
  };
}

/** @param {number} bytes */
const megabytes = (bytes) => (bytes / 1024 / 1024).toFixed(1);

/**
 * The editor's own messages.
 * @type {Record<string, (p: Record<string, any>) => Localized>}
 */
const OWN = {
  forbidden: () => ({
    tr: 'Bu istek düzenleyicinin kendi sayfasından gelmedi; reddedildi. Düzenleyiciyi başlatırken verilen adresi kullanın.',
    en: "This request did not come from the editor's own page and was refused. Use the address the editor printed when it started.",
  }),
  bodyTooLarge: ({ limit }) => ({
    tr: `Bu kayıt çok büyük (en fazla ${megabytes(limit)} MB). Fotoğrafları küçültün ya da birer birer ekleyin.`,
    en: `This save is too large (${megabytes(limit)} MB at most). Make the photos smaller or add them one at a time.`,
  }),
  notJson: () => ({
    tr: 'Düzenleyiciye giden istek okunamadı. Sayfayı yenileyip yeniden deneyin.',
    en: 'The request to the editor could not be read. Reload the page and try again.',
  }),
  path: ({ name }) => ({
    tr: `“${name}” düzenleyicinin yazabileceği bir dosya değil: yalnızca içerik verileri (.json), fotoğraflar (JPEG, PNG, WebP, AVIF) ve ürün belgeleri (PDF) kaydedilir.`,
    en: `“${name}” is not a file the editor may write: only content data (.json), photos (JPEG, PNG, WebP, AVIF) and product documents (PDF) are saved.`,
  }),
  name: ({ name }) => ({
    tr: `“${name}” adı kullanılamaz: dosya adlarında yalnızca harf, rakam, tire (-) ve alt çizgi (_) olabilir (Türkçe harf ve boşluk olmadan).`,
    en: `The name “${name}” cannot be used: file names may only have letters, digits, hyphens (-) and underscores (_), without Turkish letters or spaces.`,
  }),
  notPicture: ({ name }) => ({
    tr: `“${name}” bir fotoğraf değil ya da bozuk: yalnızca JPEG, PNG, WebP ve AVIF fotoğraflar eklenebilir.`,
    en: `“${name}” is not a photo, or it is damaged: only JPEG, PNG, WebP and AVIF photos can be added.`,
  }),
  photoTooLarge: ({ name, size, limit }) => ({
    tr: `“${name}” çok büyük (${megabytes(size)} MB): bir fotoğraf en fazla ${megabytes(limit)} MB olabilir. Fotoğrafı küçültüp yeniden ekleyin.`,
    en: `“${name}” is too large (${megabytes(size)} MB): a photo may be ${megabytes(limit)} MB at most. Make it smaller and add it again.`,
  }),
  photoTooWide: ({ name, width, height, limit }) => ({
    tr: `“${name}” ${width} × ${height} piksel: bir fotoğrafın her kenarı en fazla ${limit} piksel olabilir. Fotoğrafı küçültüp yeniden ekleyin.`,
    en: `“${name}” is ${width} × ${height} pixels: each side of a photo may be ${limit} pixels at most. Make it smaller and add it again.`,
  }),
  notPdf: ({ name }) => ({
    tr: `“${name}” bir PDF belgesi değil: ürün belgeleri PDF olarak eklenir.`,
    en: `“${name}” is not a PDF document: product documents are added as PDF files.`,
  }),
  documentTooLarge: ({ name, size, limit }) => ({
    tr: `“${name}” çok büyük (${megabytes(size)} MB): bir belge en fazla ${megabytes(limit)} MB olabilir.`,
    en: `“${name}” is too large (${megabytes(size)} MB): a document may be ${megabytes(limit)} MB at most.`,
  }),
  inUse: ({ name, who }) => ({
    tr: `“${name}” silinmedi: ${who.nominative.tr} onu kullanıyor. Önce o kayıttan çıkarıp kaydedin; dosya kayıtla birlikte silinir.`,
    en: `“${name}” was not deleted: ${who.nominative.en} uses it. Take it out of that entry and save; the file goes with the save.`,
  }),
  missingFile: ({ name }) => ({
    tr: `“${name}” dosyası içerik klasöründe yok. Dosyayı yeniden ekleyin ya da kayıttan çıkarın.`,
    en: `The file “${name}” is not in the content folder. Add it again or take it out of the entry.`,
  }),
  unknownAction: () => ({
    tr: 'Düzenleyici bu işlemi tanımıyor. Sayfayı yenileyip yeniden deneyin.',
    en: 'The editor does not know this action. Reload the page and try again.',
  }),
  failed: () => ({
    tr: 'Beklenmeyen bir hata oldu; hiçbir şey kaydedilmedi. Yeniden deneyin; sürerse bir geliştiriciye haber verin.',
    en: 'Something unexpected went wrong; nothing was saved. Try again, and tell a developer if it keeps happening.',
  }),
  unpushed: ({ count }) => ({
    tr: `Yayınlanmadı: bu bilgisayarda henüz gönderilmemiş ${count} başka kayıt var. Onları bir geliştiricinin göndermesi gerekiyor; sizin değişiklikleriniz olduğu gibi duruyor.`,
    en: `Not published: this computer holds ${count} other saved ${count === 1 ? 'version' : 'versions'} not sent yet. A developer needs to send ${count === 1 ? 'it' : 'them'} first; your changes are kept as they are.`,
  }),
};

/**
 * @param {string} code
 * @param {Record<string, any>} [params]
 * @returns {Localized}
 */
export function message(code, params = {}) {
  const make = OWN[code] ?? OWN.failed;
  return /** @type {(p: Record<string, any>) => Localized} */ (make)(params);
}

// --- Publishing when two people edit (issue 55, part 3) ---------------------------------------
// What the publish page says when others published first: a plain sentence for each way git can
// fail (git's own output goes to the editor's terminal, never to the screen), and the texts of the
// screen where a staff member settles a field both people changed. In Turkish, English and German;
// the page reads English for an editor's language without its own table.

/** @typedef {Localized & { de: string }} Said */

/**
 * @type {Record<string, (p: Record<string, any>) => Said>}
 */
const PUBLISHING = {
  identity: () => ({
    tr: 'Yayınlanmadı: git bu bilgisayarda kimin kaydettiğini bilmiyor (ad ve e-posta tanımlı değil). Değişiklikleriniz duruyor; bir geliştiriciden bunu bir kez ayarlamasını isteyin.',
    en: 'Not published: git does not know who is saving on this computer (no name and e-mail are set). Your changes are kept; ask a developer to set them once.',
    de: 'Nicht veröffentlicht: git weiß auf diesem Computer nicht, wer speichert (Name und E-Mail-Adresse sind nicht eingetragen). Ihre Änderungen bleiben erhalten; bitten Sie einen Entwickler, beides einmal einzutragen.',
  }),
  commitFailed: () => ({
    tr: 'Yayınlanmadı: sürüm kaydedilemedi. Değişiklikleriniz olduğu gibi duruyor; yeniden deneyin, sürerse bir geliştiriciye haber verin.',
    en: 'Not published: the version could not be saved. Your changes are kept as they are; try again, and tell a developer if it keeps happening.',
    de: 'Nicht veröffentlicht: Die Version konnte nicht gespeichert werden. Ihre Änderungen bleiben, wie sie sind; versuchen Sie es erneut und sagen Sie einem Entwickler Bescheid, wenn es wieder passiert.',
  }),
  offline: ({ commit }) => ({
    tr: `Paylaşılan depoya ulaşılamadı (bağlantı yok ya da depo yanıt vermiyor). Sürümünüz ${commit} bu bilgisayarda kayıtlı; bir sonraki “Yayınla”da kendiliğinden gönderilir.`,
    en: `The shared repository could not be reached (no connection, or it did not answer). Your version ${commit} is saved on this computer and is sent with your next “Publish”.`,
    de: `Das gemeinsame Repository war nicht erreichbar (keine Verbindung, oder es hat nicht geantwortet). Ihre Version ${commit} ist auf diesem Computer gespeichert und wird mit Ihrem nächsten „Publish“ gesendet.`,
  }),
  refused: ({ commit }) => ({
    tr: `Paylaşılan depo sürümünüzü kabul etmedi (bu bilgisayarın gönderme izni yok ya da dal korumalı). Sürümünüz ${commit} bu bilgisayarda kayıtlı; bir geliştirici izni düzeltince bir sonraki “Yayınla” onu gönderir.`,
    en: `The shared repository did not accept your version (this computer may not send to it, or the branch is protected). Your version ${commit} is saved on this computer; once a developer sets the permission, your next “Publish” sends it.`,
    de: `Das gemeinsame Repository hat Ihre Version nicht angenommen (dieser Computer darf nicht dorthin senden, oder der Branch ist geschützt). Ihre Version ${commit} ist auf diesem Computer gespeichert; sobald ein Entwickler die Berechtigung eingerichtet hat, sendet Ihr nächstes „Publish“ sie.`,
  }),
  busy: ({ commit }) => ({
    tr: `Başkaları da tam şu anda yayınlıyor; sürümünüz ${commit} bu bilgisayarda kayıtlı. Birkaç saniye sonra yeniden “Yayınla”ya basın.`,
    en: `Others are publishing at this very moment; your version ${commit} is saved on this computer. Press “Publish” again in a few seconds.`,
    de: `Gerade veröffentlichen auch andere; Ihre Version ${commit} ist auf diesem Computer gespeichert. Drücken Sie in ein paar Sekunden noch einmal „Publish“.`,
  }),
  blocked: () => ({
    tr: 'Başkalarının yayınladıkları bu bilgisayara alınamadı: bir geliştiricinin bu bilgisayardaki bitmemiş bir çalışması aynı dosyalara dokunuyor. Hiçbir şey değişmedi ve sürümünüz duruyor; bir geliştiriciye haber verin.',
    en: "What others published could not be taken in on this computer: a developer's unfinished work here touches the same files. Nothing changed and your version is kept; tell a developer.",
    de: 'Was andere veröffentlicht haben, konnte auf diesem Computer nicht übernommen werden: Eine unfertige Arbeit eines Entwicklers betrifft hier dieselben Dateien. Nichts wurde geändert, und Ihre Version bleibt erhalten; sagen Sie einem Entwickler Bescheid.',
  }),
  mergedInvalid: () => ({
    tr: 'Başkalarının yayınladıkları alındı ve sizinkilerle birleştirildi, ama birlikte bir sorun çıkıyor; bu yüzden henüz gönderilmedi. Aşağıdakini düzeltip yeniden yayınlayın:',
    en: 'What others published was taken in and joined with yours, but together they have a problem, so nothing was sent yet. Fix the following and publish again:',
    de: 'Was andere veröffentlicht haben, wurde übernommen und mit Ihren Änderungen zusammengeführt, doch zusammen ergibt sich ein Problem; deshalb wurde noch nichts gesendet. Beheben Sie Folgendes und veröffentlichen Sie erneut:',
  }),
  conflict: ({ count }) => ({
    tr:
      count === 1
        ? 'Henüz yayınlanmadı: siz ve bir başkası aynı alanı farklı değiştirdiniz. Aşağıda iki metni yan yana görüp hangisinin kalacağını seçin.'
        : `Henüz yayınlanmadı: siz ve bir başkası ${count} alanı farklı değiştirdiniz. Aşağıda her birinin iki metnini yan yana görüp hangisinin kalacağını seçin.`,
    en:
      count === 1
        ? 'Not published yet: you and someone else changed the same field differently. See both texts side by side below and choose which one stays.'
        : `Not published yet: you and someone else changed ${count} fields differently. See both texts of each side by side below and choose which one stays.`,
    de:
      count === 1
        ? 'Noch nicht veröffentlicht: Sie und jemand anderes haben dasselbe Feld unterschiedlich geändert. Sehen Sie unten beide Texte nebeneinander und wählen Sie, welcher bleibt.'
        : `Noch nicht veröffentlicht: Sie und jemand anderes haben ${count} Felder unterschiedlich geändert. Sehen Sie unten jeweils beide Texte nebeneinander und wählen Sie, welcher bleibt.`,
  }),
  foreign: ({ count }) => ({
    tr: `Yayınlanmadı: bu bilgisayarda bir geliştiricinin kaydettiği, düzenleyiciyle yapılmamış ${count} sürüm henüz gönderilmemiş. Düzenleyici yalnızca kendi sürümlerini gönderir; önce bir geliştiricinin onları göndermesi ya da kaldırması gerekiyor. Sizin değişiklikleriniz olduğu gibi duruyor.`,
    en: `Not published: this computer holds ${count} ${count === 1 ? 'version' : 'versions'} a developer saved, not made in the editor, that ${count === 1 ? 'is' : 'are'} not sent yet. The editor sends only its own versions; a developer needs to send or remove ${count === 1 ? 'it' : 'them'} first. Your changes are kept as they are.`,
    de: `Nicht veröffentlicht: Auf diesem Computer ${count === 1 ? 'liegt 1 Version' : `liegen ${count} Versionen`}, die ein Entwickler gespeichert hat, nicht der Editor, und die noch nicht gesendet ${count === 1 ? 'ist' : 'sind'}. Der Editor sendet nur seine eigenen Versionen; ein Entwickler muss sie zuerst senden oder entfernen. Ihre Änderungen bleiben, wie sie sind.`,
  }),
  sentWaiting: ({ count }) => ({
    tr: `Bu bilgisayarda bekleyen ${count} önceki sürümünüz de gönderildi.`,
    en: `${count === 1 ? 'Your earlier version' : `Your ${count} earlier versions`} waiting on this computer ${count === 1 ? 'was' : 'were'} sent too.`,
    de: `${count === 1 ? 'Ihre frühere Version, die auf diesem Computer wartete, wurde' : `Ihre ${count} früheren Versionen, die auf diesem Computer warteten, wurden`} ebenfalls gesendet.`,
  }),
};

/**
 * A message of publishing, in every language the editor speaks.
 * @param {string} code
 * @param {Record<string, any>} [params]
 * @returns {Localized}
 */
export function publishMessage(code, params = {}) {
  const make = PUBLISHING[code] ?? OWN.failed;
  return /** @type {(p: Record<string, any>) => Localized} */ (make)(params);
}

/**
 * The texts of the publish page's own parts (the versions waiting, the screen of two people's
 * changes), by the editor's language. `{name}`-style holes are filled by the page.
 * @type {Record<string, Record<string, string>>}
 */
const PUBLISH_PAGE = {
  tr: {
    waitingTitle: 'Gönderilmeyi bekleyen sürümler',
    waitingIntro:
      'Bu sürümler bu bilgisayarda kayıtlı ama henüz paylaşılan depoya gönderilmedi (örneğin bağlantı yoktu). Bir sonraki “Yayınla” onları da gönderir.',
    conflictTitle: 'Aynı alanı iki kişi değiştirdi',
    conflictIntro:
      'Siz ve bir başkası aynı alanları farklı değiştirdiniz. Diğer her değişiklik zaten birleştirildi. Her alan için sizinkini mi, ötekini mi tutacağınızı seçin ya da metni düzenleyin. Seçene kadar iki metin de saklı kalır.',
    mine: 'Sizin metniniz',
    theirs: 'Yayınlanmış metin',
    theirsBy: '{name} yayınladı, {date}',
    removed: '(silindi)',
    empty: '(boş)',
    entryRemovedMine: 'Siz bu kaydı sildiniz.',
    entryRemovedTheirs: 'Öteki kişi bu kaydı sildi.',
    fileChanged: 'Dosya iki bilgisayarda farklı değiştirildi.',
    choice: 'Hangisi kalsın?',
    keepMine: 'Benimkini tut',
    takeTheirs: 'Yayınlanmış olanı al',
    edit: 'Düzenle',
    editLabel: 'Kalacak metin',
    resolve: 'Seçimlerle yayınla',
    resolving: 'Seçimleriniz uygulanıyor ve yayınlanıyor…',
    choose: 'Her alan için bir seçim yapın; düzenlediğiniz metin boş olamaz.',
    field: '{entry}: {field}',
  },
  en: {
    waitingTitle: 'Versions waiting to be sent',
    waitingIntro:
      'These versions are saved on this computer but were not sent to the shared repository yet (for example, there was no connection). The next “Publish” sends them too.',
    conflictTitle: 'Two people changed the same field',
    conflictIntro:
      'You and someone else changed the same fields differently. Every other change is already joined. For each field, choose whether to keep yours or take the other one, or edit the text. Until you choose, both texts are kept.',
    mine: 'Your text',
    theirs: 'Published text',
    theirsBy: 'Published by {name}, {date}',
    removed: '(removed)',
    empty: '(empty)',
    entryRemovedMine: 'You removed this entry.',
    entryRemovedTheirs: 'The other person removed this entry.',
    fileChanged: 'The file was changed differently on the two computers.',
    choice: 'Which one stays?',
    keepMine: 'Keep mine',
    takeTheirs: 'Take the published one',
    edit: 'Edit',
    editLabel: 'The text that stays',
    resolve: 'Publish with these choices',
    resolving: 'Applying your choices and publishing…',
    choose: 'Make a choice for each field; a text you edit cannot be empty.',
    field: '{entry}: {field}',
  },
  de: {
    waitingTitle: 'Versionen, die auf das Senden warten',
    waitingIntro:
      'Diese Versionen sind auf diesem Computer gespeichert, wurden aber noch nicht an das gemeinsame Repository gesendet (zum Beispiel, weil keine Verbindung bestand). Das nächste „Publish“ sendet sie mit.',
    conflictTitle: 'Zwei Personen haben dasselbe Feld geändert',
    conflictIntro:
      'Sie und jemand anderes haben dieselben Felder unterschiedlich geändert. Alle anderen Änderungen sind bereits zusammengeführt. Wählen Sie für jedes Feld, ob Ihr Text bleibt oder der andere übernommen wird, oder bearbeiten Sie den Text. Bis Sie wählen, bleiben beide Texte erhalten.',
    mine: 'Ihr Text',
    theirs: 'Veröffentlichter Text',
    theirsBy: 'Veröffentlicht von {name}, {date}',
    removed: '(entfernt)',
    empty: '(leer)',
    entryRemovedMine: 'Sie haben diesen Eintrag entfernt.',
    entryRemovedTheirs: 'Die andere Person hat diesen Eintrag entfernt.',
    fileChanged: 'Die Datei wurde auf den beiden Computern unterschiedlich geändert.',
    choice: 'Welcher bleibt?',
    keepMine: 'Meinen behalten',
    takeTheirs: 'Den veröffentlichten übernehmen',
    edit: 'Bearbeiten',
    editLabel: 'Der Text, der bleibt',
    resolve: 'Mit dieser Auswahl veröffentlichen',
    resolving: 'Ihre Auswahl wird angewendet und veröffentlicht …',
    choose: 'Treffen Sie für jedes Feld eine Wahl; ein bearbeiteter Text darf nicht leer sein.',
    field: '{entry}: {field}',
  },
};

/**
 * The publish page's texts in every language it has, by code: the page shows them in the
 * editor's language (the one chosen on the editor's screen, else the one it started with).
 */
export function publishPageTexts() {
  return PUBLISH_PAGE;
}

/** @typedef {{ nominative: Localized, genitive: Localized }} EntryName */

const KIND = {
  products: {
    tr: ['ürünü', 'ürününün'],
    en: 'product',
  },
  sectors: { tr: ['sektörü', 'sektörünün'], en: 'sector' },
  suppliers: { tr: ['tedarikçisi', 'tedarikçisinin'], en: 'supplier' },
};

/**
 * How a staff member calls the entry a content file holds.
 * @param {string} file relative to data/, e.g. `products/steelWire.json`
 * @param {(file: string) => Record<string, any> | null} read the entry's data, if any
 * @returns {EntryName}
 */
export function entryName(file, read) {
  const [folder, base = ''] = file.split('/');
  const key = base.replace(/\.json$/, '');
  const kind = KIND[/** @type {keyof typeof KIND} */ (folder)];
  if (kind) {
    const data = read(file);
    const title = data?.name ?? data?.title;
    // Named in the editor's language when the site writes it, else in the first it has.
    const first = title && typeof title === 'object' ? Object.values(title).find(Boolean) : '';
    const name = {
      tr: typeof title === 'string' ? title : String(title?.tr || first || key),
      en: typeof title === 'string' ? title : String(title?.en || first || key),
    };
    return {
      nominative: { tr: `“${name.tr}” ${kind.tr[0]}`, en: `the ${kind.en} “${name.en}”` },
      genitive: { tr: `“${name.tr}” ${kind.tr[1]}`, en: `of the ${kind.en} “${name.en}”` },
    };
  }
  if (folder === 'pages')
    return {
      nominative: { tr: `“${key}” sayfasının metinleri`, en: `the texts of the page “${key}”` },
      genitive: { tr: `“${key}” sayfasının metinlerinin`, en: `of the texts of the page “${key}”` },
    };
  if (file === 'company.json')
    return {
      nominative: { tr: 'şirket bilgileri', en: 'the company facts' },
      genitive: { tr: 'şirket bilgilerinin', en: 'of the company facts' },
    };
  if (file === 'removed.json')
    return {
      nominative: { tr: 'kaldırılan ürünler listesi', en: 'the list of removed products' },
      genitive: { tr: 'kaldırılan ürünler listesinin', en: 'of the list of removed products' },
    };
  return {
    nominative: { tr: `“${key}”`, en: `“${key}”` },
    genitive: { tr: `“${key}” dosyasının`, en: `of “${key}”` },
  };
}

/** The schema's issue texts (`@defne/core/schema`'s fields and validation), in Turkish. */
const ISSUES = /** @type {[RegExp, (m: RegExpMatchArray) => string][]} */ ([
  [/^is empty$/, () => 'boş'],
  [/^is missing$/, () => 'eksik'],
  [/^is longer than (\d+) characters$/, (m) => `${m[1]} karakterden uzun`],
  [/^contains markup .*$/, () => 'HTML içeriyor: düz metin yazın'],
  [/^starts or ends with spaces$/, () => 'boşlukla başlıyor ya da bitiyor'],
  [/^contains spaces: .*$/, () => 'boşluk içeriyor: kelimeler arasına tire (-) koyun'],
  [
    /^contains Turkish letters: .*$/,
    () =>
      'Türkçe harf içeriyor: ğ yerine g, ş yerine s, ı ve İ yerine i, ç yerine c, ö yerine o, ü yerine u yazın',
  ],
  [/^contains capital letters: .*$/, () => 'büyük harf içeriyor: yalnızca küçük harf kullanın'],
  [
    /^may only contain the letters a-z, .*$/,
    () => 'yalnızca a-z harfleri, rakamlar ve kelimeler arasında tek tire içerebilir',
  ],
  [/^must be a whole number$/, () => 'tam sayı olmalı'],
  [/^must be (\d+) or more$/, (m) => `en az ${m[1]} olmalı`],
  [/^must be an https:\/\/ address$/, () => 'https:// ile başlayan bir adres olmalı'],
  [/^must be a text in quotes$/, () => 'bir metin olmalı'],
  [/^must be a number$/, () => 'bir sayı olmalı'],
  [/^must be a list \[ … \]$/, () => 'bir liste olmalı'],
  [/^must be a group of fields \{ … \}$/, () => 'bir alan grubu olmalı'],
  [
    /^has fields? the site does not know: (.*?) \(.*$/,
    (m) => `sitenin tanımadığı alanlar içeriyor: ${m[1]}`,
  ],
]);

/**
 * A problem of the content check, told to a staff member.
 * @param {{ file: string, problem: string }} problem
 * @param {object} context
 * @param {(file: string) => EntryName} context.nameOf
 * @param {Map<string, Localized>} context.labels English field label (lower case) → both languages
 * @param {readonly string[]} [context.languages] the site's content language codes (default: the
 *   kit's), which the problems name in words
 * @returns {Localized}
 */
export function tellProblem(
  { file, problem },
  { nameOf, labels, languages = languageCodes(defaultLanguages) },
) {
  const who = nameOf(file);
  const other = (/** @type {string} */ f) => nameOf(f.replace(/\.json$/, '') + '.json');
  const words = languageWords(languages);
  const lang = words.inTurkish;
  const L = words.pattern;
  /** @type {[RegExp, (m: RegExpMatchArray) => string][]} */
  const CROSS = [
    [
      new RegExp(`^the ${L} address "(.+)" is also used by (\\S+?)( in the same sector)?$`),
      (m) =>
        `${lang(m[1] ?? '')} adres “${m[2]}” zaten ${other(m[3] ?? '').genitive.tr} adresi${m[4] ? ' (aynı sektörde)' : ''}`,
    ],
    [
      new RegExp(`^the ${L} previous addresses list the current address "(.+)"$`),
      (m) => `${lang(m[1] ?? '')} önceki adresler, şimdiki adres “${m[2]}” adresini de içeriyor`,
    ],
    [
      new RegExp(`^the ${L} previous address "(.+)" is the current address of (\\S+)$`),
      (m) =>
        `${lang(m[1] ?? '')} önceki adres “${m[2]}”, ${other(m[3] ?? '').genitive.tr} şimdiki adresi`,
    ],
    [/^the sector "(.+?)" does not exist.*$/, (m) => `“${m[1]}” diye bir sektör yok`],
    [
      /^the previous sector "(.+?)" does not exist.*$/,
      (m) => `önceki sektör “${m[1]}” diye bir sektör yok`,
    ],
    [
      new RegExp(`^the ${L} name gives no address: .*$`),
      (m) => `${lang(m[1] ?? '')} addan bir adres çıkmıyor: ada harf ya da rakam ekleyin`,
    ],
    [
      /^the previous sectors list the current sector "(.+)"$/,
      (m) => `önceki sektörler, şimdiki sektör “${m[1]}” sektörünü de içeriyor`,
    ],
    [/^the photo "(.+)" is listed twice$/, (m) => `“${m[1]}” fotoğrafı iki kez eklenmiş`],
    [
      /^the photo "(.+)" is not a picture file .*$/,
      (m) => `“${m[1]}” bir fotoğraf dosyası değil (JPEG, PNG, WebP ya da AVIF olmalı)`,
    ],
    [
      /^the photo "(.+)" is listed but not in .*$/,
      (m) => `“${m[1]}” fotoğrafı listede var ama dosyası yok; fotoğrafı yeniden ekleyin`,
    ],
    [
      /^the photo "(.+)" could not be read as a picture$/,
      (m) => `“${m[1]}” bir fotoğraf olarak okunamadı; dosya bozuk ya da başka türde`,
    ],
    [
      /^the photo "(.+)" is (\d+) pixels wide; it needs at least (\d+).*$/,
      (m) =>
        `“${m[1]}” fotoğrafı ${m[2]} piksel genişliğinde; en az ${m[3]} piksel olmalı (sitenin onu gösterdiği en geniş boyut)`,
    ],
    [/^the logo "(.+)" is not in .*$/, (m) => `“${m[1]}” logosu logolar arasında yok`],
    [
      /^the supplier "(.+?)" does not exist.*$/,
      (m) => `“${m[1]}” diye bir tedarikçi yok; listeden bir tedarikçi seçin`,
    ],
    [
      /^the related products list the product itself$/,
      () => 'ilgili ürünler ürünün kendisini içeriyor',
    ],
    [/^the related products list "(.+)" twice$/, (m) => `ilgili ürünlerde “${m[1]}” iki kez var`],
    [
      /^the related product "(.+?)" does not exist.*$/,
      (m) => `ilgili ürün “${m[1]}” diye bir ürün yok`,
    ],
    [
      /^the document (\d+) \("(.+)"\) is listed but not in .*$/,
      (m) => `${m[1]}. belge (“${m[2]}”) listede var ama dosyası yok; belgeyi yeniden ekleyin`,
    ],
    [
      /^the document (\d+) \("(.+)"\) is not a PDF file.*$/,
      (m) => `${m[1]}. belge (“${m[2]}”) bir PDF değil: PDF olarak kaydedip yeniden ekleyin`,
    ],
    [
      /^the document (\d+) \("(.+)"\) is ([\d.]+) MB; a document may be at most (\d+) MB.*$/,
      (m) =>
        `${m[1]}. belge (“${m[2]}”) ${m[3]} MB; bir belge en fazla ${m[4]} MB olabilir: küçültüp yeniden ekleyin`,
    ],
    [
      /^the document (\d+) \("(.+)"\) is listed twice$/,
      (m) => `${m[1]}. belge (“${m[2]}”) iki kez eklenmiş`,
    ],
    [
      /^the document (\d+) \("(.+)"\) is a second .+ in the language "(.+)": keep one per language$/,
      (m) =>
        `${m[1]}. belge (“${m[2]}”), “${m[3]}” dilinde aynı türden ikinci belge: her dilde bir tane bırakın`,
    ],
    [
      /^the language "(.+)" of the document (\d+) \("(.+)"\) is not one of the site's \((.+)\)$/,
      (m) =>
        `${m[2]}. belgenin (“${m[3]}”) dili “${m[1]}” sitenin dillerinden biri değil (${m[4]})`,
    ],
    [
      /^the revision date (\S+) of the document (\d+) \("(.+)"\) is after today \((\S+)\).*$/,
      (m) =>
        `${m[2]}. belgenin (“${m[3]}”) gözden geçirme tarihi ${m[1]}, bugünden (${m[4]}) sonra: ileri bir tarih olamaz`,
    ],
    [
      /^the file "(.+)" in (\S+) is used by no entry$/,
      (m) => `“${m[1]}” dosyasını hiçbir alanı kullanmıyor; ürünü bir kez kaydedince silinir`,
    ],
    [
      /^the folder "(.+)" in media\/products\/ belongs to no product$/,
      (m) => `“${m[1]}” klasörü hiçbir ürünün değil; bir geliştiriciden silmesini isteyin`,
    ],
  ];
  for (const [pattern, say] of CROSS) {
    const m = problem.match(pattern);
    if (m)
      return {
        tr: `${who.nominative.tr}: ${say(m)}.`,
        en: `${capital(who.nominative.en)}: ${plainEnglish(problem, nameOf)}.`,
      };
  }
  // A field's own problem: "the English name is empty", "the previous addresses (item 2) …".
  for (const [pattern, say] of ISSUES) {
    for (let cut = problem.indexOf(' '); cut > 0; cut = problem.indexOf(' ', cut + 1)) {
      const m = problem.slice(cut + 1).match(pattern);
      if (!m) continue;
      const collection = file.includes('/')
        ? (file.split('/')[0] ?? '')
        : file.replace(/\.json$/, '');
      const field = fieldInTurkish(problem.slice(0, cut), labels, collection, words);
      if (field === null) break;
      return {
        tr: `${who.nominative.tr}: ${field} ${say(m)}.`,
        en: `${capital(who.nominative.en)}: ${plainEnglish(problem, nameOf)}.`,
      };
    }
  }
  return {
    tr: `${who.nominative.tr} içeriğin kurallarına uymuyor; alanlarını gözden geçirin.`,
    en: `${capital(who.nominative.en)}: ${plainEnglish(problem, nameOf)}.`,
  };
}

/** @param {string} s */
const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The English problem with every file path replaced by the entry's name.
 * @param {string} problem
 * @param {(file: string) => EntryName} nameOf
 */
function plainEnglish(problem, nameOf) {
  return (
    problem
      .replace(
        /\b((?:products|sectors|suppliers|pages)\/[A-Za-z0-9-]+\.json)\b/g,
        (file) => nameOf(file).nominative.en,
      )
      // "is listed but not in media/…" and "is not in media/suppliers/": said without the path,
      // whole sentences still.
      .replace(/ is listed but not in media\/\S+/g, ' is listed but its file is missing')
      .replace(/ is not in media\/\S+/g, ' is not among the files')
      .replace(/ in media\/\S+/g, '')
      .replace(/ \(the sectors are: [^)]*\)/, '')
  );
}

/**
 * "the English name in the address (item 2)" → "adresin içindeki İngilizce ad (2. öğe)", or null
 * when a label is unknown.
 * @param {string} words
 * @param {Map<string, Localized>} labels
 * @param {string} collection
 * @param {ReturnType<typeof languageWords>} languages
 */
function fieldInTurkish(words, labels, collection, languages) {
  let rest = words.replace(/^the /, '');
  if (rest === 'file') return 'dosya';
  let langWord = '';
  const lang = rest.match(new RegExp(`^${languages.pattern} `));
  if (lang) {
    langWord = `${languages.inTurkish(lang[1] ?? '')} `;
    rest = rest.slice(lang[0].length);
  }
  const parts = rest.split(' in the ');
  const out = [];
  for (const part of parts) {
    const item = part.match(/^(.*) \(item (\d+)\)$/);
    const english = (item ? item[1] : part)?.toLowerCase() ?? '';
    const label = labels.get(`${collection}|${english}`) ?? labels.get(`|${english}`);
    if (!label) return null;
    out.push(`${label.tr.toLocaleLowerCase('tr')}${item ? ` (${item[2]}. öğe)` : ''}`);
  }
  const [main, ...outer] = out;
  return `${outer
    .reverse()
    .map((o) => `${o} içindeki `)
    .join('')}${langWord}${main}`;
}

/**
 * Every field label of the schema's JSON Schemas, by collection: `products|name` → both
 * languages (and `|name` for any collection).
 * @param {Record<string, any>} jsonSchemas
 */
export function labelsOf(jsonSchemas) {
  /** @type {Map<string, Localized>} */
  const labels = new Map();
  /** @param {any} node @param {string} collection */
  const walk = (node, collection) => {
    if (!node || typeof node !== 'object') return;
    if (node.label && typeof node.label.en === 'string' && typeof node.label.tr === 'string') {
      const english = node.label.en.toLowerCase();
      labels.set(`${collection}|${english}`, node.label);
      if (!labels.has(`|${english}`)) labels.set(`|${english}`, node.label);
    }
    for (const value of Object.values(node)) walk(value, collection);
  };
  for (const [collection, schema] of Object.entries(jsonSchemas)) walk(schema, collection);
  return labels;
}

/**
 * The page a browser gets when it opens the editor without its key, in the kit's words for it
 * (Turkish, English, German; any other language reads English).
 */
const KEY_PAGE =
  /** @type {Record<string, { title: string, lead: string, how: string, fresh: string, secret: string }>} */ ({
    tr: {
      title: 'Düzenleyici anahtarsız açılmaz',
      lead: 'Bu düzenleyici yalnızca başlatıldığında verilen adresle açılır.',
      how: 'Düzenleyiciyi başlatan bilgisayarda, terminalde düzenleyicinin (defne-edit ya da npm run edit) yazdığı adresi açın. Adres şöyle görünür:',
      fresh:
        'Düzenleyici her başladığında yeni bir adres verir; eski adres artık açmaz. Düzenleyici kapandıysa yeniden başlatın.',
      secret:
        'Adresi kimseyle paylaşmayın, bir sohbete ya da e-postaya yapıştırmayın: içindeki anahtar, düzenleyici çalıştığı sürece içeriğinizi değiştirmeye yeter.',
    },
    en: {
      title: 'The editor opens only with its key',
      lead: 'This editor opens only at the address it gave when it started.',
      how: 'On the computer that started the editor, open the address the editor (defne-edit or npm run edit) printed in its terminal. It looks like this:',
      fresh:
        'The editor gives a new address each time it starts; an old one no longer opens it. If the editor has stopped, start it again.',
      secret:
        'Do not share the address or paste it into a chat or an e-mail: the key in it is enough to change your content while the editor runs.',
    },
    de: {
      title: 'Der Editor öffnet sich nur mit seinem Schlüssel',
      lead: 'Dieser Editor öffnet sich nur unter der Adresse, die er beim Start ausgegeben hat.',
      how: 'Öffnen Sie auf dem Computer, der den Editor gestartet hat, die Adresse, die der Editor (defne-edit oder npm run edit) in seinem Terminal ausgegeben hat. Sie sieht so aus:',
      fresh:
        'Der Editor gibt bei jedem Start eine neue Adresse aus; eine alte öffnet ihn nicht mehr. Wurde der Editor beendet, starten Sie ihn neu.',
      secret:
        'Geben Sie die Adresse nicht weiter und fügen Sie sie nicht in einen Chat oder eine E-Mail ein: Der Schlüssel darin genügt, um Ihre Inhalte zu ändern, solange der Editor läuft.',
    },
  });

/**
 * @param {string} lang the editor's language
 * @param {string} host the editor's own `host:port`
 */
export function keyPageHtml(lang, host) {
  const code = KEY_PAGE[lang] ? lang : 'en';
  const t = /** @type {(typeof KEY_PAGE)[string]} */ (KEY_PAGE[code]);
  return `<!doctype html>
<html lang="${code}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${t.title}</title>
<style>
body { font: 1rem/1.5 system-ui, sans-serif; color: #1f2937; background: #f9fafb; margin: 0; }
main { max-width: 40rem; margin: 3rem auto; padding: 1.5rem 2rem; background: #fff; border-radius: 6px; box-shadow: 0 1px 4px rgb(0 0 0 / 15%); }
h1 { font-size: 1.4rem; margin-top: 0; }
code { font-size: 0.95rem; background: #eef2f7; padding: 0.1rem 0.3rem; border-radius: 3px; overflow-wrap: anywhere; }
</style>
</head>
<body>
<main>
<h1>${t.title}</h1>
<p>${t.lead}</p>
<p>${t.how}</p>
<p><code dir="ltr">http://${host}/admin/?token=…</code></p>
<p>${t.fresh}</p>
<p>${t.secret}</p>
</main>
</body>
</html>
`;
}
