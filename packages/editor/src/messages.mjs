// Every message the editor shows a staff member, in each language the kit has editor texts for
// (Turkish, English, German, Arabic: `MESSAGE_LANGUAGES`), without file paths or developers'
// words: an entry is called by its name ("the product “Steel Wire”"), a refused upload by its file
// name and figures. The content check (`@defne/core/schema`) words its problems in English for
// developers and for the build's log; here they are told again in each language, pattern by
// pattern, with the field labels the schema gives (Turkish, English) and this module's own
// (German, Arabic: `FIELD_LABELS`). A site language the kit has no texts for reads English, and
// the editor says so (`messageLanguage`, README "The editor's language").

import { defaultLanguages, languageCodes } from '@defne/core';

/** The languages the editor's own texts are written in. */
export const MESSAGE_LANGUAGES = /** @type {const} */ (['tr', 'en', 'de', 'ar']);
/** @typedef {(typeof MESSAGE_LANGUAGES)[number]} Lang */
/** @typedef {{ tr: string, en: string, de: string, ar: string }} Localized */

/**
 * The language the editor's texts are shown in for a chosen editor language: itself when the kit
 * has texts in it, else English (said on the screen and in the editor's terminal).
 * @param {string | undefined | null} code
 * @returns {Lang}
 */
export function messageLanguage(code) {
  return /** @type {readonly string[]} */ (MESSAGE_LANGUAGES).includes(code ?? '')
    ? /** @type {Lang} */ (code)
    : 'en';
}

const languageNames = Object.fromEntries(
  MESSAGE_LANGUAGES.map((code) => [
    code,
    new Intl.DisplayNames([code], { type: 'language', fallback: 'code' }),
  ]),
);

/**
 * The content languages as the content check names them (in English: "the German name is
 * empty"), each with its name in every editor language, and a pattern that finds any of them.
 * @param {readonly string[]} codes
 */
function languageWords(codes) {
  /** @type {Map<string, string>} English name → code */
  const byEnglish = new Map(codes.map((code) => [languageNames.en?.of(code) ?? code, code]));
  const alternatives = [...byEnglish.keys()]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return {
    pattern: `(${alternatives.join('|')})`,
    /** @param {string} english @param {Lang} lang */
    in: (english, lang) => {
      const code = byEnglish.get(english);
      return code ? (languageNames[lang]?.of(code) ?? english) : english;
    },
    /** @param {string} english */
    inTurkish: (english) => {
      const code = byEnglish.get(english);
      return code ? (languageNames.tr?.of(code) ?? english) : english;
    },
  };
}

/** @param {number} bytes */
const megabytes = (bytes) => (bytes / 1024 / 1024).toFixed(1);
/** A figure with a decimal comma, as German writes it. @param {string} figure */
const comma = (figure) => figure.replace('.', ',');

/**
 * The editor's own messages.
 * @type {Record<string, (p: Record<string, any>) => Localized>}
 */
const OWN = {
  forbidden: () => ({
    tr: 'Bu istek düzenleyicinin kendi sayfasından gelmedi; reddedildi. Düzenleyiciyi başlatırken verilen adresi kullanın.',
    en: "This request did not come from the editor's own page and was refused. Use the address the editor printed when it started.",
    de: 'Diese Anfrage kam nicht von der eigenen Seite des Editors und wurde abgelehnt. Verwenden Sie die Adresse, die der Editor beim Start ausgegeben hat.',
    ar: 'رُفض هذا الطلب لأنه لم يأتِ من صفحة المحرر نفسها. استخدم العنوان الذي أظهره المحرر عند تشغيله.',
  }),
  bodyTooLarge: ({ limit }) => ({
    tr: `Bu kayıt çok büyük (en fazla ${megabytes(limit)} MB). Fotoğrafları küçültün ya da birer birer ekleyin.`,
    en: `This save is too large (${megabytes(limit)} MB at most). Make the photos smaller or add them one at a time.`,
    de: `Diese Speicherung ist zu groß (höchstens ${comma(megabytes(limit))} MB). Verkleinern Sie die Fotos oder fügen Sie sie einzeln hinzu.`,
    ar: `هذا الحفظ كبير جدًا (الحد الأقصى ${megabytes(limit)} ميغابايت). صغّر الصور أو أضفها واحدة تلو الأخرى.`,
  }),
  notJson: () => ({
    tr: 'Düzenleyiciye giden istek okunamadı. Sayfayı yenileyip yeniden deneyin.',
    en: 'The request to the editor could not be read. Reload the page and try again.',
    de: 'Die Anfrage an den Editor konnte nicht gelesen werden. Laden Sie die Seite neu und versuchen Sie es erneut.',
    ar: 'تعذّرت قراءة الطلب المرسل إلى المحرر. أعد تحميل الصفحة وحاول مرة أخرى.',
  }),
  path: ({ name }) => ({
    tr: `“${name}” düzenleyicinin yazabileceği bir dosya değil: yalnızca içerik verileri (.json), fotoğraflar (JPEG, PNG, WebP, AVIF) ve ürün belgeleri (PDF) kaydedilir.`,
    en: `“${name}” is not a file the editor may write: only content data (.json), photos (JPEG, PNG, WebP, AVIF) and product documents (PDF) are saved.`,
    de: `„${name}“ ist keine Datei, die der Editor schreiben darf: Gespeichert werden nur Inhaltsdaten (.json), Fotos (JPEG, PNG, WebP, AVIF) und Produktdokumente (PDF).`,
    ar: `«${name}» ليس ملفًا يُسمح للمحرر بكتابته: لا يُحفظ إلا بيانات المحتوى (.json) والصور (JPEG وPNG وWebP وAVIF) ومستندات المنتجات (PDF).`,
  }),
  name: ({ name }) => ({
    tr: `“${name}” adı kullanılamaz: dosya adlarında yalnızca harf, rakam, tire (-) ve alt çizgi (_) olabilir (Türkçe harf ve boşluk olmadan).`,
    en: `The name “${name}” cannot be used: file names may only have letters, digits, hyphens (-) and underscores (_), without Turkish letters or spaces.`,
    de: `Der Name „${name}“ kann nicht verwendet werden: Dateinamen dürfen nur Buchstaben, Ziffern, Bindestriche (-) und Unterstriche (_) enthalten, ohne Umlaute, türkische Buchstaben oder Leerzeichen.`,
    ar: `لا يمكن استخدام الاسم «${name}»: لا تحتوي أسماء الملفات إلا على حروف لاتينية وأرقام وشرطات (-) وشرطات سفلية (_)، دون حروف تركية أو مسافات.`,
  }),
  notPicture: ({ name }) => ({
    tr: `“${name}” bir fotoğraf değil ya da bozuk: yalnızca JPEG, PNG, WebP ve AVIF fotoğraflar eklenebilir.`,
    en: `“${name}” is not a photo, or it is damaged: only JPEG, PNG, WebP and AVIF photos can be added.`,
    de: `„${name}“ ist kein Foto oder ist beschädigt: Nur Fotos im Format JPEG, PNG, WebP und AVIF können hinzugefügt werden.`,
    ar: `«${name}» ليس صورة أو أنه تالف: لا يمكن إضافة إلا صور JPEG وPNG وWebP وAVIF.`,
  }),
  photoTooLarge: ({ name, size, limit }) => ({
    tr: `“${name}” çok büyük (${megabytes(size)} MB): bir fotoğraf en fazla ${megabytes(limit)} MB olabilir. Fotoğrafı küçültüp yeniden ekleyin.`,
    en: `“${name}” is too large (${megabytes(size)} MB): a photo may be ${megabytes(limit)} MB at most. Make it smaller and add it again.`,
    de: `„${name}“ ist zu groß (${comma(megabytes(size))} MB): Ein Foto darf höchstens ${comma(megabytes(limit))} MB groß sein. Verkleinern Sie es und fügen Sie es erneut hinzu.`,
    ar: `«${name}» كبير جدًا (${megabytes(size)} ميغابايت): لا يجوز أن يزيد حجم الصورة على ${megabytes(limit)} ميغابايت. صغّرها وأضفها من جديد.`,
  }),
  photoTooWide: ({ name, width, height, limit }) => ({
    tr: `“${name}” ${width} × ${height} piksel: bir fotoğrafın her kenarı en fazla ${limit} piksel olabilir. Fotoğrafı küçültüp yeniden ekleyin.`,
    en: `“${name}” is ${width} × ${height} pixels: each side of a photo may be ${limit} pixels at most. Make it smaller and add it again.`,
    de: `„${name}“ hat ${width} × ${height} Pixel: Jede Seite eines Fotos darf höchstens ${limit} Pixel lang sein. Verkleinern Sie es und fügen Sie es erneut hinzu.`,
    ar: `أبعاد «${name}» ${width} × ${height} بكسل: لا يجوز أن يزيد أي ضلع من أضلاع الصورة على ${limit} بكسل. صغّرها وأضفها من جديد.`,
  }),
  notPdf: ({ name }) => ({
    tr: `“${name}” bir PDF belgesi değil: ürün belgeleri PDF olarak eklenir.`,
    en: `“${name}” is not a PDF document: product documents are added as PDF files.`,
    de: `„${name}“ ist kein PDF-Dokument: Produktdokumente werden als PDF-Dateien hinzugefügt.`,
    ar: `«${name}» ليس مستند PDF: تُضاف مستندات المنتجات بصيغة PDF.`,
  }),
  documentTooLarge: ({ name, size, limit }) => ({
    tr: `“${name}” çok büyük (${megabytes(size)} MB): bir belge en fazla ${megabytes(limit)} MB olabilir.`,
    en: `“${name}” is too large (${megabytes(size)} MB): a document may be ${megabytes(limit)} MB at most.`,
    de: `„${name}“ ist zu groß (${comma(megabytes(size))} MB): Ein Dokument darf höchstens ${comma(megabytes(limit))} MB groß sein.`,
    ar: `«${name}» كبير جدًا (${megabytes(size)} ميغابايت): لا يجوز أن يزيد حجم المستند على ${megabytes(limit)} ميغابايت.`,
  }),
  inUse: ({ name, who }) => ({
    tr: `“${name}” silinmedi: ${who.nominative.tr} onu kullanıyor. Önce o kayıttan çıkarıp kaydedin; dosya kayıtla birlikte silinir.`,
    en: `“${name}” was not deleted: ${who.nominative.en} uses it. Take it out of that entry and save; the file goes with the save.`,
    de: `„${name}“ wurde nicht gelöscht: ${who.nominative.de} verwendet die Datei. Nehmen Sie sie aus diesem Eintrag heraus und speichern Sie; die Datei wird mit dem Speichern gelöscht.`,
    ar: `لم يُحذف «${name}»: يستخدمه ${who.nominative.ar}. أزله من ذلك السجل ثم احفظ؛ يُحذف الملف مع الحفظ.`,
  }),
  missingFile: ({ name }) => ({
    tr: `“${name}” dosyası içerik klasöründe yok. Dosyayı yeniden ekleyin ya da kayıttan çıkarın.`,
    en: `The file “${name}” is not in the content folder. Add it again or take it out of the entry.`,
    de: `Die Datei „${name}“ ist nicht im Inhaltsordner. Fügen Sie sie erneut hinzu oder nehmen Sie sie aus dem Eintrag heraus.`,
    ar: `الملف «${name}» غير موجود في مجلد المحتوى. أضفه من جديد أو أزله من السجل.`,
  }),
  unknownAction: () => ({
    tr: 'Düzenleyici bu işlemi tanımıyor. Sayfayı yenileyip yeniden deneyin.',
    en: 'The editor does not know this action. Reload the page and try again.',
    de: 'Der Editor kennt diesen Vorgang nicht. Laden Sie die Seite neu und versuchen Sie es erneut.',
    ar: 'لا يعرف المحرر هذه العملية. أعد تحميل الصفحة وحاول مرة أخرى.',
  }),
  failed: () => ({
    tr: 'Beklenmeyen bir hata oldu; hiçbir şey kaydedilmedi. Yeniden deneyin; sürerse bir geliştiriciye haber verin.',
    en: 'Something unexpected went wrong; nothing was saved. Try again, and tell a developer if it keeps happening.',
    de: 'Etwas Unerwartetes ist schiefgegangen; nichts wurde gespeichert. Versuchen Sie es erneut und sagen Sie einem Entwickler Bescheid, wenn es wieder passiert.',
    ar: 'حدث خطأ غير متوقع، ولم يُحفظ شيء. حاول مرة أخرى، وأبلغ أحد المطورين إن تكرر ذلك.',
  }),
  unpushed: ({ count }) => ({
    tr: `Yayınlanmadı: bu bilgisayarda henüz gönderilmemiş ${count} başka kayıt var. Onları bir geliştiricinin göndermesi gerekiyor; sizin değişiklikleriniz olduğu gibi duruyor.`,
    en: `Not published: this computer holds ${count} other saved ${count === 1 ? 'version' : 'versions'} not sent yet. A developer needs to send ${count === 1 ? 'it' : 'them'} first; your changes are kept as they are.`,
    de: `Nicht veröffentlicht: Auf diesem Computer ${count === 1 ? 'liegt 1 weitere gespeicherte Version' : `liegen ${count} weitere gespeicherte Versionen`}, die noch nicht gesendet ${count === 1 ? 'ist' : 'sind'}. Ein Entwickler muss sie zuerst senden; Ihre Änderungen bleiben, wie sie sind.`,
    ar: `لم يُنشر: على هذا الحاسوب ${count === 1 ? 'نسخة محفوظة أخرى لم تُرسل' : `${count} نسخ محفوظة أخرى لم تُرسل`} بعد. يجب أن يرسلها أحد المطورين أولًا؛ وتبقى تغييراتك كما هي.`,
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
// screen where a staff member settles a field both people changed. In every language of
// `MESSAGE_LANGUAGES`; the page reads English for an editor's language without its own table.

/**
 * @type {Record<string, (p: Record<string, any>) => Localized>}
 */
const PUBLISHING = {
  identity: () => ({
    tr: 'Yayınlanmadı: git bu bilgisayarda kimin kaydettiğini bilmiyor (ad ve e-posta tanımlı değil). Değişiklikleriniz duruyor; bir geliştiriciden bunu bir kez ayarlamasını isteyin.',
    en: 'Not published: git does not know who is saving on this computer (no name and e-mail are set). Your changes are kept; ask a developer to set them once.',
    de: 'Nicht veröffentlicht: git weiß auf diesem Computer nicht, wer speichert (Name und E-Mail-Adresse sind nicht eingetragen). Ihre Änderungen bleiben erhalten; bitten Sie einen Entwickler, beides einmal einzutragen.',
    ar: 'لم يُنشر: لا يعرف git على هذا الحاسوب من يحفظ (لم يُحدَّد اسم ولا بريد إلكتروني). تبقى تغييراتك محفوظة؛ اطلب من أحد المطورين ضبطهما مرة واحدة.',
  }),
  commitFailed: () => ({
    tr: 'Yayınlanmadı: sürüm kaydedilemedi. Değişiklikleriniz olduğu gibi duruyor; yeniden deneyin, sürerse bir geliştiriciye haber verin.',
    en: 'Not published: the version could not be saved. Your changes are kept as they are; try again, and tell a developer if it keeps happening.',
    de: 'Nicht veröffentlicht: Die Version konnte nicht gespeichert werden. Ihre Änderungen bleiben, wie sie sind; versuchen Sie es erneut und sagen Sie einem Entwickler Bescheid, wenn es wieder passiert.',
    ar: 'لم يُنشر: تعذّر حفظ النسخة. تبقى تغييراتك كما هي؛ حاول مرة أخرى، وأبلغ أحد المطورين إن تكرر ذلك.',
  }),
  offline: ({ commit }) => ({
    tr: `Paylaşılan depoya ulaşılamadı (bağlantı yok ya da depo yanıt vermiyor). Sürümünüz ${commit} bu bilgisayarda kayıtlı; bir sonraki “Yayınla”da kendiliğinden gönderilir.`,
    en: `The shared repository could not be reached (no connection, or it did not answer). Your version ${commit} is saved on this computer and is sent with your next “Publish”.`,
    de: `Das gemeinsame Repository war nicht erreichbar (keine Verbindung, oder es hat nicht geantwortet). Ihre Version ${commit} ist auf diesem Computer gespeichert und wird mit Ihrem nächsten „Publish“ gesendet.`,
    ar: `تعذّر الوصول إلى المستودع المشترك (لا يوجد اتصال، أو لم يستجب المستودع). نسختك ${commit} محفوظة على هذا الحاسوب، وتُرسل تلقائيًا مع «نشر» التالي.`,
  }),
  refused: ({ commit }) => ({
    tr: `Paylaşılan depo sürümünüzü kabul etmedi (bu bilgisayarın gönderme izni yok ya da dal korumalı). Sürümünüz ${commit} bu bilgisayarda kayıtlı; bir geliştirici izni düzeltince bir sonraki “Yayınla” onu gönderir.`,
    en: `The shared repository did not accept your version (this computer may not send to it, or the branch is protected). Your version ${commit} is saved on this computer; once a developer sets the permission, your next “Publish” sends it.`,
    de: `Das gemeinsame Repository hat Ihre Version nicht angenommen (dieser Computer darf nicht dorthin senden, oder der Branch ist geschützt). Ihre Version ${commit} ist auf diesem Computer gespeichert; sobald ein Entwickler die Berechtigung eingerichtet hat, sendet Ihr nächstes „Publish“ sie.`,
    ar: `لم يقبل المستودع المشترك نسختك (ربما لا يُسمح لهذا الحاسوب بالإرسال إليه، أو أن الفرع محمي). نسختك ${commit} محفوظة على هذا الحاسوب؛ وحين يضبط أحد المطورين الإذن، يرسلها «نشر» التالي.`,
  }),
  busy: ({ commit }) => ({
    tr: `Başkaları da tam şu anda yayınlıyor; sürümünüz ${commit} bu bilgisayarda kayıtlı. Birkaç saniye sonra yeniden “Yayınla”ya basın.`,
    en: `Others are publishing at this very moment; your version ${commit} is saved on this computer. Press “Publish” again in a few seconds.`,
    de: `Gerade veröffentlichen auch andere; Ihre Version ${commit} ist auf diesem Computer gespeichert. Drücken Sie in ein paar Sekunden noch einmal „Publish“.`,
    ar: `ينشر آخرون في هذه اللحظة نفسها؛ نسختك ${commit} محفوظة على هذا الحاسوب. اضغط «نشر» مرة أخرى بعد بضع ثوانٍ.`,
  }),
  blocked: () => ({
    tr: 'Başkalarının yayınladıkları bu bilgisayara alınamadı: bir geliştiricinin bu bilgisayardaki bitmemiş bir çalışması aynı dosyalara dokunuyor. Hiçbir şey değişmedi ve sürümünüz duruyor; bir geliştiriciye haber verin.',
    en: "What others published could not be taken in on this computer: a developer's unfinished work here touches the same files. Nothing changed and your version is kept; tell a developer.",
    de: 'Was andere veröffentlicht haben, konnte auf diesem Computer nicht übernommen werden: Eine unfertige Arbeit eines Entwicklers betrifft hier dieselben Dateien. Nichts wurde geändert, und Ihre Version bleibt erhalten; sagen Sie einem Entwickler Bescheid.',
    ar: 'تعذّر جلب ما نشره الآخرون إلى هذا الحاسوب: عمل غير مكتمل لأحد المطورين هنا يمس الملفات نفسها. لم يتغير شيء ونسختك محفوظة؛ أبلغ أحد المطورين.',
  }),
  mergedInvalid: () => ({
    tr: 'Başkalarının yayınladıkları alındı ve sizinkilerle birleştirildi, ama birlikte bir sorun çıkıyor; bu yüzden henüz gönderilmedi. Aşağıdakini düzeltip yeniden yayınlayın:',
    en: 'What others published was taken in and joined with yours, but together they have a problem, so nothing was sent yet. Fix the following and publish again:',
    de: 'Was andere veröffentlicht haben, wurde übernommen und mit Ihren Änderungen zusammengeführt, doch zusammen ergibt sich ein Problem; deshalb wurde noch nichts gesendet. Beheben Sie Folgendes und veröffentlichen Sie erneut:',
    ar: 'جُلب ما نشره الآخرون ودُمج مع تغييراتك، لكن ظهرت مشكلة في الجمع بينهما، فلم يُرسل شيء بعد. أصلح ما يلي ثم انشر مرة أخرى:',
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
    ar:
      count === 1
        ? 'لم يُنشر بعد: غيّرتَ أنت وشخص آخر الحقل نفسه تغييرًا مختلفًا. اطّلع أدناه على النصين جنبًا إلى جنب واختر أيهما يبقى.'
        : `لم يُنشر بعد: غيّرتَ أنت وشخص آخر ${count} من الحقول تغييرًا مختلفًا. اطّلع أدناه على نصَّي كل حقل جنبًا إلى جنب واختر أيهما يبقى.`,
  }),
  foreign: ({ count }) => ({
    tr: `Yayınlanmadı: bu bilgisayarda bir geliştiricinin kaydettiği, düzenleyiciyle yapılmamış ${count} sürüm henüz gönderilmemiş. Düzenleyici yalnızca kendi sürümlerini gönderir; önce bir geliştiricinin onları göndermesi ya da kaldırması gerekiyor. Sizin değişiklikleriniz olduğu gibi duruyor.`,
    en: `Not published: this computer holds ${count} ${count === 1 ? 'version' : 'versions'} a developer saved, not made in the editor, that ${count === 1 ? 'is' : 'are'} not sent yet. The editor sends only its own versions; a developer needs to send or remove ${count === 1 ? 'it' : 'them'} first. Your changes are kept as they are.`,
    de: `Nicht veröffentlicht: Auf diesem Computer ${count === 1 ? 'liegt 1 Version' : `liegen ${count} Versionen`}, die ein Entwickler gespeichert hat, nicht der Editor, und die noch nicht gesendet ${count === 1 ? 'ist' : 'sind'}. Der Editor sendet nur seine eigenen Versionen; ein Entwickler muss sie zuerst senden oder entfernen. Ihre Änderungen bleiben, wie sie sind.`,
    ar: `لم يُنشر: على هذا الحاسوب ${count === 1 ? 'نسخة واحدة' : `${count} من النسخ`} حفظها أحد المطورين خارج المحرر ولم تُرسل بعد. لا يرسل المحرر إلا نسخه هو؛ يجب أن يرسلها أحد المطورين أو يزيلها أولًا. وتبقى تغييراتك كما هي.`,
  }),
  sentWaiting: ({ count }) => ({
    tr: `Bu bilgisayarda bekleyen ${count} önceki sürümünüz de gönderildi.`,
    en: `${count === 1 ? 'Your earlier version' : `Your ${count} earlier versions`} waiting on this computer ${count === 1 ? 'was' : 'were'} sent too.`,
    de: `${count === 1 ? 'Ihre frühere Version, die auf diesem Computer wartete, wurde' : `Ihre ${count} früheren Versionen, die auf diesem Computer warteten, wurden`} ebenfalls gesendet.`,
    ar: `أُرسلت كذلك ${count === 1 ? 'نسختك السابقة التي كانت تنتظر' : `نسخك السابقة (${count}) التي كانت تنتظر`} على هذا الحاسوب.`,
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
    pageTitle: 'Yayınla',
    back: '← Düzenleyiciye dön',
    intro:
      'Son yayından bu yana değişenler aşağıda. “Yayınla” içeriği denetler ve bu değişiklikleri yeni bir sürüm olarak kaydeder.',
    changesTitle: 'Değişenler',
    loading: 'Yükleniyor…',
    publish: 'Yayınla',
    publishing: 'Yayınlanıyor…',
    notGit:
      'Değişiklikler okunamadı: içerik klasörü bir git deposunda değil. Lütfen bir geliştiriciye sorun.',
    nothingChanged: 'Yayınlanmamış değişiklik yok.',
    published: 'Yayınlandı: {commit} sürümü kaydedildi.',
    pushed:
      'Sürüm paylaşılan depoya gönderildi ({upstream}); site bir sonraki yapımda güncellenir.',
    localOnly:
      'Bu sürüm yalnızca bu bilgisayarda kaydedildi. Bir geliştiricinin göndermesiyle (push) yayına çıkar.',
    leftOut: 'Şu dosyalar içerik dosyası olmadığı için yayına alınmadı: {files}',
    nothingToPublish: 'Yayınlanacak değişiklik yok.',
    invalid: 'Yayınlanmadı: içerikte düzeltilmesi gereken sorunlar var.',
    staged:
      'Yayınlanmadı: içerik dışındaki dosyalar kayda hazırlanmış. Lütfen bir geliştiriciye sorun.',
    notPublished: 'Yayınlanmadı.',
    unreachable: 'Düzenleyiciye ulaşılamadı.',
    'status-added': 'Eklendi',
    'status-changed': 'Değişti',
    'status-removed': 'Silindi',
    'kind-product': 'Ürün',
    'kind-sector': 'Sektör',
    'kind-supplier': 'Tedarikçi',
    'kind-page': 'Sayfa metni',
    'kind-company': 'Şirket',
    'kind-removed-list': 'Kaldırılanlar',
    'kind-photo': 'Fotoğraf',
    'kind-document': 'Belge',
    'kind-file': 'Dosya',
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
    pageTitle: 'Publish',
    back: '← Back to the editor',
    intro:
      'What changed since the last publish is listed below. “Publish” checks the content and saves these changes as a new version.',
    changesTitle: 'What changed',
    loading: 'Loading…',
    publish: 'Publish',
    publishing: 'Publishing…',
    notGit:
      'The changes could not be read: the content folder is not in a git repository. Please ask a developer.',
    nothingChanged: 'Nothing changed since the last publish.',
    published: 'Published: version {commit} saved.',
    pushed:
      'The version was sent to the shared repository ({upstream}); the site updates with its next build.',
    localOnly:
      'This version is saved on this computer only. It goes live when a developer pushes it.',
    leftOut: 'These files are not content files and were left out: {files}',
    nothingToPublish: 'There is nothing to publish.',
    invalid: 'Not published: the content has problems to fix first.',
    staged:
      'Not published: files outside the content are staged for a commit. Please ask a developer.',
    notPublished: 'Not published.',
    unreachable: 'The editor could not be reached.',
    'status-added': 'Added',
    'status-changed': 'Changed',
    'status-removed': 'Removed',
    'kind-product': 'Product',
    'kind-sector': 'Sector',
    'kind-supplier': 'Supplier',
    'kind-page': 'Page text',
    'kind-company': 'Company',
    'kind-removed-list': 'Removed list',
    'kind-photo': 'Photo',
    'kind-document': 'Document',
    'kind-file': 'File',
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
    pageTitle: 'Veröffentlichen',
    back: '← Zurück zum Editor',
    intro:
      'Unten steht, was sich seit der letzten Veröffentlichung geändert hat. „Veröffentlichen“ prüft den Inhalt und speichert diese Änderungen als neue Version.',
    changesTitle: 'Was sich geändert hat',
    loading: 'Wird geladen …',
    publish: 'Veröffentlichen',
    publishing: 'Wird veröffentlicht …',
    notGit:
      'Die Änderungen konnten nicht gelesen werden: Der Inhaltsordner liegt in keinem Git-Repository. Bitte fragen Sie einen Entwickler.',
    nothingChanged: 'Seit der letzten Veröffentlichung hat sich nichts geändert.',
    published: 'Veröffentlicht: Version {commit} gespeichert.',
    pushed:
      'Die Version wurde an das gemeinsame Repository gesendet ({upstream}); die Website wird beim nächsten Build aktualisiert.',
    localOnly:
      'Diese Version ist nur auf diesem Computer gespeichert. Sie geht online, sobald ein Entwickler sie sendet (push).',
    leftOut: 'Diese Dateien sind keine Inhaltsdateien und wurden nicht veröffentlicht: {files}',
    nothingToPublish: 'Es gibt nichts zu veröffentlichen.',
    invalid: 'Nicht veröffentlicht: Der Inhalt hat Fehler, die zuerst behoben werden müssen.',
    staged:
      'Nicht veröffentlicht: Dateien außerhalb des Inhalts sind für einen Commit vorgemerkt. Bitte fragen Sie einen Entwickler.',
    notPublished: 'Nicht veröffentlicht.',
    unreachable: 'Der Editor ist nicht erreichbar.',
    'status-added': 'Hinzugefügt',
    'status-changed': 'Geändert',
    'status-removed': 'Gelöscht',
    'kind-product': 'Produkt',
    'kind-sector': 'Branche',
    'kind-supplier': 'Lieferant',
    'kind-page': 'Seitentext',
    'kind-company': 'Unternehmen',
    'kind-removed-list': 'Liste der Entfernten',
    'kind-photo': 'Foto',
    'kind-document': 'Dokument',
    'kind-file': 'Datei',
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
  ar: {
    pageTitle: 'نشر',
    back: '→ العودة إلى المحرر',
    intro: 'تجد أدناه ما تغيّر منذ آخر نشر. يفحص «نشر» المحتوى ويحفظ هذه التغييرات نسخةً جديدة.',
    changesTitle: 'ما الذي تغيّر',
    loading: 'جارٍ التحميل…',
    publish: 'نشر',
    publishing: 'جارٍ النشر…',
    notGit: 'تعذّرت قراءة التغييرات: مجلد المحتوى ليس في مستودع git. يُرجى سؤال أحد المطورين.',
    nothingChanged: 'لم يتغير شيء منذ آخر نشر.',
    published: 'نُشر: حُفظت النسخة {commit}.',
    pushed: 'أُرسلت النسخة إلى المستودع المشترك ({upstream})؛ ويُحدَّث الموقع في بنائه التالي.',
    localOnly: 'هذه النسخة محفوظة على هذا الحاسوب فقط، وتُنشر حين يرسلها أحد المطورين (push).',
    leftOut: 'هذه الملفات ليست ملفات محتوى فلم تُنشر: {files}',
    nothingToPublish: 'لا يوجد ما يُنشر.',
    invalid: 'لم يُنشر: في المحتوى مشكلات يجب إصلاحها أولًا.',
    staged: 'لم يُنشر: هناك ملفات خارج المحتوى مهيأة للحفظ. يُرجى سؤال أحد المطورين.',
    notPublished: 'لم يُنشر.',
    unreachable: 'تعذّر الوصول إلى المحرر.',
    'status-added': 'أُضيف',
    'status-changed': 'تغيّر',
    'status-removed': 'حُذف',
    'kind-product': 'منتج',
    'kind-sector': 'قطاع',
    'kind-supplier': 'مورّد',
    'kind-page': 'نص صفحة',
    'kind-company': 'الشركة',
    'kind-removed-list': 'قائمة المحذوفات',
    'kind-photo': 'صورة',
    'kind-document': 'مستند',
    'kind-file': 'ملف',
    waitingTitle: 'نسخ تنتظر الإرسال',
    waitingIntro:
      'هذه النسخ محفوظة على هذا الحاسوب لكنها لم تُرسل بعد إلى المستودع المشترك (مثلًا لأنه لم يكن هناك اتصال). يرسلها «نشر» التالي كذلك.',
    conflictTitle: 'شخصان غيّرا الحقل نفسه',
    conflictIntro:
      'غيّرتَ أنت وشخص آخر الحقول نفسها تغييرًا مختلفًا. أما سائر التغييرات فقد دُمجت. اختر لكل حقل أن تُبقي نصك أو تأخذ النص الآخر، أو عدّل النص. يبقى النصان محفوظين إلى أن تختار.',
    mine: 'نصك',
    theirs: 'النص المنشور',
    theirsBy: 'نشره {name}، {date}',
    removed: '(محذوف)',
    empty: '(فارغ)',
    entryRemovedMine: 'حذفتَ هذا السجل.',
    entryRemovedTheirs: 'حذف الشخص الآخر هذا السجل.',
    fileChanged: 'غُيّر الملف تغييرًا مختلفًا على الحاسوبين.',
    choice: 'أيهما يبقى؟',
    keepMine: 'أبقِ نصي',
    takeTheirs: 'خذ النص المنشور',
    edit: 'عدّل',
    editLabel: 'النص الذي يبقى',
    resolve: 'انشر بهذه الاختيارات',
    resolving: 'تُطبَّق اختياراتك ويجري النشر…',
    choose: 'اختر لكل حقل؛ ولا يجوز أن يكون النص الذي تعدّله فارغًا.',
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
    de: ['das Produkt', 'des Produkts'],
    ar: 'المنتج',
  },
  sectors: {
    tr: ['sektörü', 'sektörünün'],
    en: 'sector',
    de: ['die Branche', 'der Branche'],
    ar: 'القطاع',
  },
  suppliers: {
    tr: ['tedarikçisi', 'tedarikçisinin'],
    en: 'supplier',
    de: ['der Lieferant', 'des Lieferanten'],
    ar: 'المورّد',
  },
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
    // Named in the editor's language when the site writes it, else in English (German and
    // Arabic readers), else in the first language it has.
    const first = title && typeof title === 'object' ? Object.values(title).find(Boolean) : '';
    /** @param {string} code */
    const named = (code) =>
      typeof title === 'string'
        ? title
        : String(title?.[code] || (code === 'tr' ? '' : title?.en) || first || key);
    return {
      nominative: {
        tr: `“${named('tr')}” ${kind.tr[0]}`,
        en: `the ${kind.en} “${named('en')}”`,
        de: `${kind.de[0]} „${named('de')}“`,
        ar: `${kind.ar} «${named('ar')}»`,
      },
      genitive: {
        tr: `“${named('tr')}” ${kind.tr[1]}`,
        en: `of the ${kind.en} “${named('en')}”`,
        de: `${kind.de[1]} „${named('de')}“`,
        ar: `${kind.ar} «${named('ar')}»`,
      },
    };
  }
  if (folder === 'pages')
    return {
      nominative: {
        tr: `“${key}” sayfasının metinleri`,
        en: `the texts of the page “${key}”`,
        de: `die Texte der Seite „${key}“`,
        ar: `نصوص الصفحة «${key}»`,
      },
      genitive: {
        tr: `“${key}” sayfasının metinlerinin`,
        en: `of the texts of the page “${key}”`,
        de: `der Texte der Seite „${key}“`,
        ar: `نصوص الصفحة «${key}»`,
      },
    };
  if (file === 'company.json')
    return {
      nominative: {
        tr: 'şirket bilgileri',
        en: 'the company facts',
        de: 'die Firmenangaben',
        ar: 'بيانات الشركة',
      },
      genitive: {
        tr: 'şirket bilgilerinin',
        en: 'of the company facts',
        de: 'der Firmenangaben',
        ar: 'بيانات الشركة',
      },
    };
  if (file === 'removed.json')
    return {
      nominative: {
        tr: 'kaldırılan ürünler listesi',
        en: 'the list of removed products',
        de: 'die Liste der entfernten Produkte',
        ar: 'قائمة المنتجات المحذوفة',
      },
      genitive: {
        tr: 'kaldırılan ürünler listesinin',
        en: 'of the list of removed products',
        de: 'der Liste der entfernten Produkte',
        ar: 'قائمة المنتجات المحذوفة',
      },
    };
  return {
    nominative: { tr: `“${key}”`, en: `“${key}”`, de: `„${key}“`, ar: `«${key}»` },
    genitive: { tr: `“${key}” dosyasının`, en: `of “${key}”`, de: `von „${key}“`, ar: `«${key}»` },
  };
}

/**
 * The schema's field labels in German and Arabic, by their English label (the schema gives
 * Turkish and English itself). A label missing here is shown in English, in quotes.
 * @type {Record<string, { de: string, ar: string }>}
 */
export const FIELD_LABELS = {
  product: { de: 'Produkt', ar: 'المنتج' },
  sector: { de: 'Branche', ar: 'القطاع' },
  'position in its sector': { de: 'Position in der Branche', ar: 'الترتيب في القطاع' },
  name: { de: 'Name', ar: 'الاسم' },
  turkish: { de: 'Türkisch', ar: 'التركية' },
  english: { de: 'Englisch', ar: 'الإنجليزية' },
  german: { de: 'Deutsch', ar: 'الألمانية' },
  arabic: { de: 'Arabisch', ar: 'العربية' },
  description: { de: 'Beschreibung', ar: 'الوصف' },
  photos: { de: 'Fotos', ar: 'الصور' },
  'address (optional)': { de: 'Adresse (optional)', ar: 'عنوان الصفحة (اختياري)' },
  'previous addresses': { de: 'Frühere Adressen', ar: 'عناوين الصفحة السابقة' },
  'technical properties': { de: 'Technische Eigenschaften', ar: 'الخصائص الفنية' },
  property: { de: 'Eigenschaft', ar: 'الخاصية' },
  value: { de: 'Wert', ar: 'القيمة' },
  'unit (optional)': { de: 'Einheit (optional)', ar: 'الوحدة (اختيارية)' },
  applications: { de: 'Anwendungsbereiche', ar: 'مجالات الاستخدام' },
  packaging: { de: 'Verpackung', ar: 'التعبئة' },
  supplier: { de: 'Lieferant', ar: 'المورّد' },
  documents: { de: 'Dokumente', ar: 'المستندات' },
  document: { de: 'Dokument', ar: 'المستند' },
  'kind of document': { de: 'Art des Dokuments', ar: 'نوع المستند' },
  "document's language": { de: 'Sprache des Dokuments', ar: 'لغة المستند' },
  'pdf file': { de: 'PDF-Datei', ar: 'ملف PDF' },
  'revision date': { de: 'Revisionsdatum', ar: 'تاريخ المراجعة' },
  'quote units': { de: 'Angebotseinheiten', ar: 'وحدات عرض السعر' },
  'related products': { de: 'Ähnliche Produkte', ar: 'المنتجات ذات الصلة' },
  'previous sectors': { de: 'Frühere Branchen', ar: 'القطاعات السابقة' },
  position: { de: 'Position', ar: 'الترتيب' },
  icon: { de: 'Symbol', ar: 'الرمز' },
  'picture folder': { de: 'Bilderordner', ar: 'مجلد الصور' },
  title: { de: 'Titel', ar: 'العنوان' },
  badge: { de: 'Kennzeichnung', ar: 'الشارة' },
  address: { de: 'Adresse', ar: 'عنوان الصفحة' },
  kind: { de: 'Art', ar: 'النوع' },
  'short description': { de: 'Kurzbeschreibung', ar: 'الوصف الموجز' },
  logo: { de: 'Logo', ar: 'الشعار' },
  'page texts': { de: 'Seitentexte', ar: 'نصوص الصفحة' },
  text: { de: 'Text', ar: 'النص' },
  'company facts': { de: 'Firmenangaben', ar: 'بيانات الشركة' },
  'short name': { de: 'Kurzname', ar: 'الاسم المختصر' },
  'legal name': { de: 'Firmenname', ar: 'الاسم التجاري' },
  'founding year': { de: 'Gründungsjahr', ar: 'سنة التأسيس' },
  street: { de: 'Straße und Hausnummer', ar: 'الشارع والمبنى' },
  district: { de: 'Stadtteil', ar: 'الحي' },
  city: { de: 'Stadt', ar: 'المدينة' },
  'postal code': { de: 'Postleitzahl', ar: 'الرمز البريدي' },
  'country code': { de: 'Ländercode', ar: 'رمز البلد' },
  'country name': { de: 'Name des Landes', ar: 'اسم البلد' },
  phone: { de: 'Telefon', ar: 'الهاتف' },
  whatsapp: { de: 'WhatsApp', ar: 'واتساب' },
  'e-mail': { de: 'E-Mail', ar: 'البريد الإلكتروني' },
  'linkedin address': { de: 'LinkedIn-Adresse', ar: 'عنوان LinkedIn' },
  'business hours': { de: 'Geschäftszeiten', ar: 'ساعات العمل' },
  days: { de: 'Tage', ar: 'الأيام' },
  opens: { de: 'Öffnet', ar: 'يفتح' },
  closes: { de: 'Schließt', ar: 'يغلق' },
  figures: { de: 'Kennzahlen', ar: 'الأرقام' },
  id: { de: 'Kennung', ar: 'المعرّف' },
  suffix: { de: 'Nachsatz', ar: 'اللاحقة' },
  'removed products': { de: 'Entfernte Produkte', ar: 'المنتجات المحذوفة' },
  'removed product': { de: 'Entferntes Produkt', ar: 'منتج محذوف' },
  'product key': { de: 'Produktschlüssel', ar: 'مفتاح المنتج' },
  'last address': { de: 'Letzte Adresse', ar: 'آخر عنوان' },
  'removed on': { de: 'Entfernt am', ar: 'تاريخ الحذف' },
};

/**
 * The schema's issue texts (`@defne/core/schema`'s fields and validation), said of a field in
 * each editor language but English: Turkish after the field's name, German after "Das Feld …",
 * Arabic after "الحقل …" (a field is one gender in both, so every predicate agrees).
 * @type {[RegExp, { tr: (m: RegExpMatchArray) => string, de: (m: RegExpMatchArray) => string, ar: (m: RegExpMatchArray) => string }][]}
 */
const ISSUES = [
  [/^is empty$/, { tr: () => 'boş', de: () => 'ist leer', ar: () => 'فارغ' }],
  [/^is missing$/, { tr: () => 'eksik', de: () => 'fehlt', ar: () => 'مفقود' }],
  [
    /^is longer than (\d+) characters$/,
    {
      tr: (m) => `${m[1]} karakterden uzun`,
      de: (m) => `ist länger als ${m[1]} Zeichen`,
      ar: (m) => `أطول من ${m[1]} حرفًا`,
    },
  ],
  [
    /^contains markup .*$/,
    {
      tr: () => 'HTML içeriyor: düz metin yazın',
      de: () => 'enthält HTML: Schreiben Sie reinen Text',
      ar: () => 'يحتوي على HTML: اكتب نصًا عاديًا',
    },
  ],
  [
    /^starts or ends with spaces$/,
    {
      tr: () => 'boşlukla başlıyor ya da bitiyor',
      de: () => 'beginnt oder endet mit Leerzeichen',
      ar: () => 'يبدأ بمسافة أو ينتهي بها',
    },
  ],
  [
    /^contains spaces: .*$/,
    {
      tr: () => 'boşluk içeriyor: kelimeler arasına tire (-) koyun',
      de: () => 'enthält Leerzeichen: Setzen Sie Bindestriche (-) zwischen die Wörter',
      ar: () => 'يحتوي على مسافات: ضع شرطة (-) بين الكلمات',
    },
  ],
  [
    /^contains Turkish letters: .*$/,
    {
      tr: () =>
        'Türkçe harf içeriyor: ğ yerine g, ş yerine s, ı ve İ yerine i, ç yerine c, ö yerine o, ü yerine u yazın',
      de: () =>
        'enthält türkische Buchstaben: Schreiben Sie g statt ğ, s statt ş, i statt ı und İ, c statt ç, o statt ö, u statt ü',
      ar: () =>
        'يحتوي على حروف تركية: اكتب g بدل ğ، وs بدل ş، وi بدل ı وİ، وc بدل ç، وo بدل ö، وu بدل ü',
    },
  ],
  [
    /^contains capital letters: .*$/,
    {
      tr: () => 'büyük harf içeriyor: yalnızca küçük harf kullanın',
      de: () => 'enthält Großbuchstaben: Verwenden Sie nur Kleinbuchstaben',
      ar: () => 'يحتوي على حروف كبيرة: استخدم الحروف الصغيرة فقط',
    },
  ],
  [
    /^may only contain the letters a-z, .*$/,
    {
      tr: () => 'yalnızca a-z harfleri, rakamlar ve kelimeler arasında tek tire içerebilir',
      de: () =>
        'darf nur die Buchstaben a–z, Ziffern und einzelne Bindestriche zwischen Wörtern enthalten',
      ar: () => 'لا يجوز أن يحتوي إلا على الحروف a-z والأرقام وشرطة واحدة بين الكلمات',
    },
  ],
  [
    /^must be a whole number$/,
    {
      tr: () => 'tam sayı olmalı',
      de: () => 'muss eine ganze Zahl sein',
      ar: () => 'يجب أن يكون عددًا صحيحًا',
    },
  ],
  [
    /^must be (\d+) or more$/,
    {
      tr: (m) => `en az ${m[1]} olmalı`,
      de: (m) => `muss mindestens ${m[1]} sein`,
      ar: (m) => `يجب ألا يقل عن ${m[1]}`,
    },
  ],
  [
    /^must be an https:\/\/ address$/,
    {
      tr: () => 'https:// ile başlayan bir adres olmalı',
      de: () => 'muss eine Adresse sein, die mit https:// beginnt',
      ar: () => 'يجب أن يكون عنوانًا يبدأ بـ https://',
    },
  ],
  [
    /^must be a text in quotes$/,
    { tr: () => 'bir metin olmalı', de: () => 'muss ein Text sein', ar: () => 'يجب أن يكون نصًا' },
  ],
  [
    /^must be a number$/,
    { tr: () => 'bir sayı olmalı', de: () => 'muss eine Zahl sein', ar: () => 'يجب أن يكون رقمًا' },
  ],
  [
    /^must be a list \[ … \]$/,
    {
      tr: () => 'bir liste olmalı',
      de: () => 'muss eine Liste sein',
      ar: () => 'يجب أن يكون قائمة',
    },
  ],
  [
    /^must be a group of fields \{ … \}$/,
    {
      tr: () => 'bir alan grubu olmalı',
      de: () => 'muss eine Gruppe von Feldern sein',
      ar: () => 'يجب أن يكون مجموعة من الحقول',
    },
  ],
  [
    /^has fields? the site does not know: (.*?) \(.*$/,
    {
      tr: (m) => `sitenin tanımadığı alanlar içeriyor: ${m[1]}`,
      de: (m) => `enthält Felder, die die Website nicht kennt: ${m[1]}`,
      ar: (m) => `يحتوي على حقول لا يعرفها الموقع: ${m[1]}`,
    },
  ],
];

/**
 * @typedef {object} Said how one problem of several entries is told: the entry's name in each
 *   language (`other`) and the content language's name (`lang`) given, a sentence each
 * @property {(m: RegExpMatchArray, t: Teller) => string} tr
 * @property {(m: RegExpMatchArray, t: Teller) => string} de
 * @property {(m: RegExpMatchArray, t: Teller) => string} ar
 */
/**
 * @typedef {object} Teller
 * @property {(english: string) => string} lang a content language's English name, in this one
 * @property {(file: string) => EntryName} other another entry, by its file
 */

/**
 * A problem that spans files (`@defne/core/schema`'s cross checks), in each language.
 * @type {[(L: string) => RegExp, Said][]}
 */
const CROSS = [
  [
    (L) => new RegExp(`^the ${L} address "(.+)" is also used by (\\S+?)( in the same sector)?$`),
    {
      tr: (m, t) =>
        `${t.lang(m[1] ?? '')} adres “${m[2]}” zaten ${t.other(m[3] ?? '').genitive.tr} adresi${m[4] ? ' (aynı sektörde)' : ''}`,
      de: (m, t) =>
        `Die Adresse (${t.lang(m[1] ?? '')}) „${m[2]}“ ist bereits die Adresse ${t.other(m[3] ?? '').genitive.de}${m[4] ? ' (in derselben Branche)' : ''}`,
      ar: (m, t) =>
        `عنوان الصفحة (${t.lang(m[1] ?? '')}) «${m[2]}» هو بالفعل عنوان ${t.other(m[3] ?? '').genitive.ar}${m[4] ? ' (في القطاع نفسه)' : ''}`,
    },
  ],
  [
    (L) => new RegExp(`^the ${L} previous addresses list the current address "(.+)"$`),
    {
      tr: (m, t) =>
        `${t.lang(m[1] ?? '')} önceki adresler, şimdiki adres “${m[2]}” adresini de içeriyor`,
      de: (m, t) =>
        `Die früheren Adressen (${t.lang(m[1] ?? '')}) enthalten auch die aktuelle Adresse „${m[2]}“`,
      ar: (m, t) => `عناوين الصفحة السابقة (${t.lang(m[1] ?? '')}) تتضمن العنوان الحالي «${m[2]}»`,
    },
  ],
  [
    (L) => new RegExp(`^the ${L} previous address "(.+)" is the current address of (\\S+)$`),
    {
      tr: (m, t) =>
        `${t.lang(m[1] ?? '')} önceki adres “${m[2]}”, ${t.other(m[3] ?? '').genitive.tr} şimdiki adresi`,
      de: (m, t) =>
        `Die frühere Adresse (${t.lang(m[1] ?? '')}) „${m[2]}“ ist die aktuelle Adresse ${t.other(m[3] ?? '').genitive.de}`,
      ar: (m, t) =>
        `العنوان السابق (${t.lang(m[1] ?? '')}) «${m[2]}» هو عنوان ${t.other(m[3] ?? '').genitive.ar} الحالي`,
    },
  ],
  [
    () => /^the sector "(.+?)" does not exist.*$/,
    {
      tr: (m) => `“${m[1]}” diye bir sektör yok`,
      de: (m) => `Eine Branche „${m[1]}“ gibt es nicht`,
      ar: (m) => `لا يوجد قطاع باسم «${m[1]}»`,
    },
  ],
  [
    () => /^the previous sector "(.+?)" does not exist.*$/,
    {
      tr: (m) => `önceki sektör “${m[1]}” diye bir sektör yok`,
      de: (m) => `Die frühere Branche „${m[1]}“ gibt es nicht`,
      ar: (m) => `القطاع السابق «${m[1]}» غير موجود`,
    },
  ],
  [
    (L) => new RegExp(`^the ${L} name gives no address: .*$`),
    {
      tr: (m, t) => `${t.lang(m[1] ?? '')} addan bir adres çıkmıyor: ada harf ya da rakam ekleyin`,
      de: (m, t) =>
        `Aus dem Namen (${t.lang(m[1] ?? '')}) ergibt sich keine Adresse: Fügen Sie dem Namen Buchstaben oder Ziffern hinzu`,
      ar: (m, t) =>
        `لا يمكن تكوين عنوان للصفحة من الاسم (${t.lang(m[1] ?? '')}): أضف إلى الاسم حروفًا لاتينية أو أرقامًا`,
    },
  ],
  [
    () => /^the previous sectors list the current sector "(.+)"$/,
    {
      tr: (m) => `önceki sektörler, şimdiki sektör “${m[1]}” sektörünü de içeriyor`,
      de: (m) => `Die früheren Branchen enthalten auch die aktuelle Branche „${m[1]}“`,
      ar: (m) => `القطاعات السابقة تتضمن القطاع الحالي «${m[1]}»`,
    },
  ],
  [
    () => /^the photo "(.+)" is listed twice$/,
    {
      tr: (m) => `“${m[1]}” fotoğrafı iki kez eklenmiş`,
      de: (m) => `Das Foto „${m[1]}“ ist zweimal eingetragen`,
      ar: (m) => `الصورة «${m[1]}» مضافة مرتين`,
    },
  ],
  [
    () => /^the photo "(.+)" is not a picture file .*$/,
    {
      tr: (m) => `“${m[1]}” bir fotoğraf dosyası değil (JPEG, PNG, WebP ya da AVIF olmalı)`,
      de: (m) => `„${m[1]}“ ist keine Bilddatei (sie muss JPEG, PNG, WebP oder AVIF sein)`,
      ar: (m) => `«${m[1]}» ليس ملف صورة (يجب أن يكون JPEG أو PNG أو WebP أو AVIF)`,
    },
  ],
  [
    () => /^the photo "(.+)" is listed but not in .*$/,
    {
      tr: (m) => `“${m[1]}” fotoğrafı listede var ama dosyası yok; fotoğrafı yeniden ekleyin`,
      de: (m) =>
        `Das Foto „${m[1]}“ steht in der Liste, aber seine Datei fehlt; fügen Sie das Foto erneut hinzu`,
      ar: (m) => `الصورة «${m[1]}» مدرجة في القائمة لكن ملفها غير موجود؛ أضف الصورة من جديد`,
    },
  ],
  [
    () => /^the photo "(.+)" could not be read as a picture$/,
    {
      tr: (m) => `“${m[1]}” bir fotoğraf olarak okunamadı; dosya bozuk ya da başka türde`,
      de: (m) =>
        `„${m[1]}“ ließ sich nicht als Foto lesen; die Datei ist beschädigt oder von anderer Art`,
      ar: (m) => `تعذّرت قراءة «${m[1]}» صورةً؛ فالملف تالف أو من نوع آخر`,
    },
  ],
  [
    () => /^the photo "(.+)" is (\d+) pixels wide; it needs at least (\d+).*$/,
    {
      tr: (m) =>
        `“${m[1]}” fotoğrafı ${m[2]} piksel genişliğinde; en az ${m[3]} piksel olmalı (sitenin onu gösterdiği en geniş boyut)`,
      de: (m) =>
        `Das Foto „${m[1]}“ ist ${m[2]} Pixel breit; es braucht mindestens ${m[3]} Pixel (die größte Breite, in der die Website es zeigt)`,
      ar: (m) =>
        `عرض الصورة «${m[1]}» ${m[2]} بكسل، ويجب ألا يقل عن ${m[3]} بكسل (أكبر عرض يعرضها به الموقع)`,
    },
  ],
  [
    () => /^the logo "(.+)" is not in .*$/,
    {
      tr: (m) => `“${m[1]}” logosu logolar arasında yok`,
      de: (m) => `Das Logo „${m[1]}“ ist nicht unter den Logos`,
      ar: (m) => `الشعار «${m[1]}» غير موجود بين الشعارات`,
    },
  ],
  [
    () => /^the supplier "(.+?)" does not exist.*$/,
    {
      tr: (m) => `“${m[1]}” diye bir tedarikçi yok; listeden bir tedarikçi seçin`,
      de: (m) =>
        `Einen Lieferanten „${m[1]}“ gibt es nicht; wählen Sie einen Lieferanten aus der Liste`,
      ar: (m) => `لا يوجد مورّد باسم «${m[1]}»؛ اختر مورّدًا من القائمة`,
    },
  ],
  [
    () => /^the related products list the product itself$/,
    {
      tr: () => 'ilgili ürünler ürünün kendisini içeriyor',
      de: () => 'Die ähnlichen Produkte enthalten das Produkt selbst',
      ar: () => 'المنتجات ذات الصلة تتضمن المنتج نفسه',
    },
  ],
  [
    () => /^the related products list "(.+)" twice$/,
    {
      tr: (m) => `ilgili ürünlerde “${m[1]}” iki kez var`,
      de: (m) => `„${m[1]}“ steht zweimal in den ähnlichen Produkten`,
      ar: (m) => `«${m[1]}» مذكور مرتين في المنتجات ذات الصلة`,
    },
  ],
  [
    () => /^the related product "(.+?)" does not exist.*$/,
    {
      tr: (m) => `ilgili ürün “${m[1]}” diye bir ürün yok`,
      de: (m) => `Das ähnliche Produkt „${m[1]}“ gibt es nicht`,
      ar: (m) => `المنتج ذو الصلة «${m[1]}» غير موجود`,
    },
  ],
  [
    () => /^the document (\d+) \("(.+)"\) is listed but not in .*$/,
    {
      tr: (m) => `${m[1]}. belge (“${m[2]}”) listede var ama dosyası yok; belgeyi yeniden ekleyin`,
      de: (m) =>
        `Dokument ${m[1]} („${m[2]}“) steht in der Liste, aber seine Datei fehlt; fügen Sie das Dokument erneut hinzu`,
      ar: (m) =>
        `المستند ${m[1]} («${m[2]}») مدرج في القائمة لكن ملفه غير موجود؛ أضف المستند من جديد`,
    },
  ],
  [
    () => /^the document (\d+) \("(.+)"\) is not a PDF file.*$/,
    {
      tr: (m) => `${m[1]}. belge (“${m[2]}”) bir PDF değil: PDF olarak kaydedip yeniden ekleyin`,
      de: (m) =>
        `Dokument ${m[1]} („${m[2]}“) ist keine PDF-Datei: Speichern Sie es als PDF und fügen Sie es erneut hinzu`,
      ar: (m) => `المستند ${m[1]} («${m[2]}») ليس ملف PDF: احفظه بصيغة PDF وأضفه من جديد`,
    },
  ],
  [
    () => /^the document (\d+) \("(.+)"\) is ([\d.]+) MB; a document may be at most (\d+) MB.*$/,
    {
      tr: (m) =>
        `${m[1]}. belge (“${m[2]}”) ${m[3]} MB; bir belge en fazla ${m[4]} MB olabilir: küçültüp yeniden ekleyin`,
      de: (m) =>
        `Dokument ${m[1]} („${m[2]}“) ist ${comma(m[3] ?? '')} MB groß; ein Dokument darf höchstens ${m[4]} MB groß sein: Verkleinern Sie es und fügen Sie es erneut hinzu`,
      ar: (m) =>
        `حجم المستند ${m[1]} («${m[2]}») ${m[3]} ميغابايت، ولا يجوز أن يزيد حجم المستند على ${m[4]} ميغابايت: صغّره وأضفه من جديد`,
    },
  ],
  [
    () => /^the document (\d+) \("(.+)"\) is listed twice$/,
    {
      tr: (m) => `${m[1]}. belge (“${m[2]}”) iki kez eklenmiş`,
      de: (m) => `Dokument ${m[1]} („${m[2]}“) ist zweimal eingetragen`,
      ar: (m) => `المستند ${m[1]} («${m[2]}») مضاف مرتين`,
    },
  ],
  [
    () =>
      /^the document (\d+) \("(.+)"\) is a second .+ in the language "(.+)": keep one per language$/,
    {
      tr: (m) =>
        `${m[1]}. belge (“${m[2]}”), “${m[3]}” dilinde aynı türden ikinci belge: her dilde bir tane bırakın`,
      de: (m) =>
        `Dokument ${m[1]} („${m[2]}“) ist ein zweites Dokument derselben Art in der Sprache „${m[3]}“: Behalten Sie eines je Sprache`,
      ar: (m) =>
        `المستند ${m[1]} («${m[2]}») مستند ثانٍ من النوع نفسه باللغة «${m[3]}»: أبقِ مستندًا واحدًا لكل لغة`,
    },
  ],
  [
    () =>
      /^the language "(.+)" of the document (\d+) \("(.+)"\) is not one of the site's \((.+)\)$/,
    {
      tr: (m) =>
        `${m[2]}. belgenin (“${m[3]}”) dili “${m[1]}” sitenin dillerinden biri değil (${m[4]})`,
      de: (m) =>
        `Die Sprache „${m[1]}“ von Dokument ${m[2]} („${m[3]}“) ist keine der Sprachen der Website (${m[4]})`,
      ar: (m) => `لغة المستند ${m[2]} («${m[3]}») «${m[1]}» ليست من لغات الموقع (${m[4]})`,
    },
  ],
  [
    () => /^the revision date (\S+) of the document (\d+) \("(.+)"\) is after today \((\S+)\).*$/,
    {
      tr: (m) =>
        `${m[2]}. belgenin (“${m[3]}”) gözden geçirme tarihi ${m[1]}, bugünden (${m[4]}) sonra: ileri bir tarih olamaz`,
      de: (m) =>
        `Das Revisionsdatum ${m[1]} von Dokument ${m[2]} („${m[3]}“) liegt nach dem heutigen Tag (${m[4]}): Es darf nicht in der Zukunft liegen`,
      ar: (m) =>
        `تاريخ مراجعة المستند ${m[2]} («${m[3]}») هو ${m[1]}، أي بعد تاريخ اليوم (${m[4]}): لا يجوز أن يكون في المستقبل`,
    },
  ],
  [
    () => /^the file "(.+)" in (\S+) is used by no entry$/,
    {
      tr: (m) => `“${m[1]}” dosyasını hiçbir alanı kullanmıyor; ürünü bir kez kaydedince silinir`,
      de: (m) =>
        `Die Datei „${m[1]}“ wird von keinem Feld verwendet; sie wird gelöscht, sobald Sie das Produkt einmal speichern`,
      ar: (m) => `الملف «${m[1]}» لا يستخدمه أي حقل، وسيُحذف عند حفظ المنتج مرة واحدة`,
    },
  ],
  [
    () => /^the folder "(.+)" in media\/products\/ belongs to no product$/,
    {
      tr: (m) => `“${m[1]}” klasörü hiçbir ürünün değil; bir geliştiriciden silmesini isteyin`,
      de: (m) =>
        `Der Ordner „${m[1]}“ gehört zu keinem Produkt; bitten Sie einen Entwickler, ihn zu löschen`,
      ar: (m) => `المجلد «${m[1]}» لا يخص أي منتج؛ اطلب من أحد المطورين حذفه`,
    },
  ],
];

/**
 * A problem of the content check, told to a staff member.
 * @param {{ file: string, problem: string }} problem
 * @param {object} context
 * @param {(file: string) => EntryName} context.nameOf
 * @param {Map<string, { tr: string, en: string }>} context.labels English field label (lower
 *   case) → Turkish and English
 * @param {readonly string[]} [context.languages] the site's content language codes (default: the
 *   kit's), which the problems name in words
 * @returns {Localized}
 */
export function tellProblem(
  { file, problem },
  { nameOf, labels, languages = languageCodes(defaultLanguages) },
) {
  const who = nameOf(file);
  const words = languageWords(languages);
  /** @param {'tr' | 'de' | 'ar'} lang @returns {Teller} */
  const teller = (lang) => ({
    lang: (english) => words.in(english, lang),
    other: (f) => nameOf(f.replace(/\.json$/, '') + '.json'),
  });
  const en = `${capital(who.nominative.en)}: ${plainEnglish(problem, nameOf)}.`;
  for (const [pattern, said] of CROSS) {
    const m = problem.match(pattern(words.pattern));
    if (m)
      return {
        tr: `${who.nominative.tr}: ${said.tr(m, teller('tr'))}.`,
        en,
        de: `${capital(who.nominative.de)}: ${said.de(m, teller('de'))}.`,
        ar: `${who.nominative.ar}: ${said.ar(m, teller('ar'))}.`,
      };
  }
  // A field's own problem: "the English name is empty", "the previous addresses (item 2) …".
  for (const [pattern, said] of ISSUES) {
    for (let cut = problem.indexOf(' '); cut > 0; cut = problem.indexOf(' ', cut + 1)) {
      const m = problem.slice(cut + 1).match(pattern);
      if (!m) continue;
      const collection = file.includes('/')
        ? (file.split('/')[0] ?? '')
        : file.replace(/\.json$/, '');
      const field = fieldNamed(problem.slice(0, cut), labels, collection, words);
      if (field === null) break;
      return {
        tr: `${who.nominative.tr}: ${field.tr} ${said.tr(m)}.`,
        en,
        de: `${capital(who.nominative.de)}: Das Feld ${field.de} ${said.de(m)}.`,
        ar: `${who.nominative.ar}: الحقل ${field.ar} ${said.ar(m)}.`,
      };
    }
  }
  return {
    tr: `${who.nominative.tr} içeriğin kurallarına uymuyor; alanlarını gözden geçirin.`,
    en,
    de: `${capital(who.nominative.de)} entspricht nicht den Regeln der Inhalte; prüfen Sie die Felder.`,
    ar: `${who.nominative.ar}: فيه ما يخالف قواعد المحتوى؛ راجع الحقول.`,
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
 * A field as the content check names it, in Turkish, German and Arabic: "the English name in the
 * address (item 2)" → "adresin içindeki İngilizce ad (2. öğe)", "„Name“ (Englisch) in „Adresse“
 * (Eintrag 2)", or null when a label is unknown.
 * @param {string} phrase
 * @param {Map<string, { tr: string, en: string }>} labels
 * @param {string} collection
 * @param {ReturnType<typeof languageWords>} languages
 * @returns {{ tr: string, de: string, ar: string } | null}
 */
function fieldNamed(phrase, labels, collection, languages) {
  let rest = phrase.replace(/^the /, '');
  if (rest === 'file') return { tr: 'dosya', de: '„Datei“', ar: '«الملف»' };
  /** @type {string | undefined} */
  let english;
  const lang = rest.match(new RegExp(`^${languages.pattern} `));
  if (lang) {
    english = lang[1] ?? '';
    rest = rest.slice(lang[0].length);
  }
  /** @type {{ tr: string, de: string, ar: string, item?: string }[]} */
  const parts = [];
  for (const part of rest.split(' in the ')) {
    const item = part.match(/^(.*) \(item (\d+)\)$/);
    const key = (item ? item[1] : part)?.toLowerCase() ?? '';
    const label = labels.get(`${collection}|${key}`) ?? labels.get(`|${key}`);
    if (!label) return null;
    // A language's own field (a site's fourth language) is named by Intl when not listed.
    const own = FIELD_LABELS[label.en.toLowerCase()];
    parts.push({
      tr: label.tr.toLocaleLowerCase('tr'),
      de: own?.de ?? languages.in(label.en, 'de'),
      ar: own?.ar ?? languages.in(label.en, 'ar'),
      ...(item ? { item: item[2] } : {}),
    });
  }
  const [main, ...outer] = parts;
  if (!main) return null;
  const tr = `${[...outer]
    .reverse()
    .map((o) => `${o.tr}${o.item ? ` (${o.item}. öğe)` : ''} içindeki `)
    .join(
      '',
    )}${english ? `${languages.inTurkish(english)} ` : ''}${main.tr}${main.item ? ` (${main.item}. öğe)` : ''}`;
  const de = `„${main.de}“${english ? ` (${languages.in(english, 'de')})` : ''}${main.item ? ` (Eintrag ${main.item})` : ''}${outer
    .map((o) => ` in „${o.de}“${o.item ? ` (Eintrag ${o.item})` : ''}`)
    .join('')}`;
  const ar = `«${main.ar}»${english ? ` (${languages.in(english, 'ar')})` : ''}${main.item ? ` (العنصر ${main.item})` : ''}${outer
    .map((o) => ` في «${o.ar}»${o.item ? ` (العنصر ${o.item})` : ''}`)
    .join('')}`;
  return { tr, de, ar };
}

/**
 * Every field label of the schema's JSON Schemas, by collection: `products|name` → both
 * languages (and `|name` for any collection).
 * @param {Record<string, any>} jsonSchemas
 */
export function labelsOf(jsonSchemas) {
  /** @type {Map<string, { tr: string, en: string }>} */
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
 * (`MESSAGE_LANGUAGES`; any other language reads English).
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
    ar: {
      title: 'لا يُفتح المحرر إلا بمفتاحه',
      lead: 'لا يُفتح هذا المحرر إلا بالعنوان الذي أظهره عند تشغيله.',
      how: 'على الحاسوب الذي شغّل المحرر، افتح العنوان الذي كتبه المحرر (defne-edit أو npm run edit) في الطرفية. يبدو العنوان هكذا:',
      fresh:
        'يعطي المحرر عنوانًا جديدًا في كل مرة يُشغَّل فيها، ولا يفتحه العنوان القديم بعد ذلك. إن كان المحرر قد توقف فشغّله من جديد.',
      secret:
        'لا تشارك العنوان مع أحد ولا تلصقه في محادثة أو بريد إلكتروني: فالمفتاح الذي فيه يكفي لتغيير محتواك ما دام المحرر يعمل.',
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
<html lang="${code}" dir="${code === 'ar' ? 'rtl' : 'ltr'}">
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

/**
 * Every table of the editor's texts, for the check that each language has all of them
 * (test/unit/messages.test.ts): a message table's entries make one text per language, a page's
 * table holds one set of texts per language, a problem's patterns one wording per language.
 */
export const MESSAGE_TABLES = {
  own: OWN,
  publishing: PUBLISHING,
  publishPage: PUBLISH_PAGE,
  keyPage: KEY_PAGE,
  fieldLabels: FIELD_LABELS,
  issues: ISSUES.map(([, said]) => said),
  cross: CROSS.map(([, said]) => said),
};
