// The editor's own parts on top of Decap CMS (its globals: CMS, h = React.createElement,
// createClass): a widget that shows a text in each of the site's languages side by side and
// checks them against the schema's limits, and a preview that links each product and sector to
// its built pages in every language.
/* global CMS, h, createClass */
(function () {
  'use strict';

  // The site's content languages, as the generated configuration gives them on each text field
  // (`languages`: code, name in itself, direction); the kit's two until the configuration loads.
  var LANGUAGES = [
    { code: 'tr', label: 'Türkçe', dir: 'ltr' },
    { code: 'en', label: 'English', dir: 'ltr' },
  ];
  // How the form's own checks word a problem, in the editor's language (set once the
  // configuration loads; `textLang`). A content language is named in that language: Turkish's own
  // words for the kit's two, else the runtime's name for it.
  var IN_WORDS = {
    tr: { tr: 'Türkçesi', en: 'İngilizcesi' },
    en: { tr: 'the Turkish', en: 'the English' },
  };
  function languageName(code, inLanguage) {
    try {
      return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(code) || code;
    } catch {
      return code;
    }
  }
  var FORM = {
    tr: {
      text: 'Metin',
      of: function (language) {
        return IN_WORDS.tr[language.code] || language.label + ' metni';
      },
      empty: function (w) {
        return w + ' boş';
      },
      min: function (w, n) {
        return w + ' en az ' + n + ' karakter olmalı';
      },
      max: function (w, n, length) {
        return w + ' en fazla ' + n + ' karakter olabilir (' + length + ')';
      },
      spaces: function (w) {
        return w + ' boşlukla başlıyor ya da bitiyor';
      },
      markup: function (w) {
        return w + ' HTML içeremez';
      },
      pattern: function (w) {
        return w + ' yalnızca küçük harf, rakam ve tire olabilir';
      },
    },
    en: {
      text: 'The text',
      of: function (language) {
        return IN_WORDS.en[language.code] || 'the ' + language.label + ' text';
      },
      empty: function (w) {
        return w + ' is empty';
      },
      min: function (w, n) {
        return w + ' needs at least ' + n + ' characters';
      },
      max: function (w, n, length) {
        return w + ' may have at most ' + n + ' characters (' + length + ')';
      },
      spaces: function (w) {
        return w + ' starts or ends with a space';
      },
      markup: function (w) {
        return w + ' may not contain markup';
      },
      pattern: function (w) {
        return w + ' may only have lower-case letters, digits and hyphens';
      },
    },
    de: {
      text: 'Der Text',
      of: function (language) {
        return 'der Text auf ' + languageName(language.code, 'de');
      },
      empty: function (w) {
        return w + ' ist leer';
      },
      min: function (w, n) {
        return w + ' braucht mindestens ' + n + ' Zeichen';
      },
      max: function (w, n, length) {
        return w + ' darf höchstens ' + n + ' Zeichen haben (' + length + ')';
      },
      spaces: function (w) {
        return w + ' beginnt oder endet mit einem Leerzeichen';
      },
      markup: function (w) {
        return w + ' darf kein HTML enthalten';
      },
      pattern: function (w) {
        return w + ' darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten';
      },
    },
    ar: {
      text: 'النص',
      of: function (language) {
        return 'النص ب' + languageName(language.code, 'ar');
      },
      empty: function (w) {
        return w + ' فارغ';
      },
      min: function (w, n) {
        return w + ' يجب ألا يقل عن ' + n + ' حرفًا';
      },
      max: function (w, n, length) {
        return w + ' لا يجوز أن يزيد على ' + n + ' حرفًا (' + length + ')';
      },
      spaces: function (w) {
        return w + ' يبدأ بمسافة أو ينتهي بها';
      },
      markup: function (w) {
        return w + ' لا يجوز أن يحتوي على HTML';
      },
      pattern: function (w) {
        return w + ' لا يجوز أن يحتوي إلا على حروف صغيرة وأرقام وشرطات';
      },
    },
  };
  /** The form's words in the editor's language, its first letter a capital. */
  function form() {
    return FORM[textLang()] || FORM.en;
  }
  function sentence(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
  var MARKUP = /<\/?[a-z!][^>]*>|&[a-z]+;|&#\d+;/i;

  function plain(value) {
    if (!value) return {};
    return typeof value.toJS === 'function' ? value.toJS() : value;
  }

  function opt(field, name, fallback) {
    var value = field && typeof field.get === 'function' ? field.get(name) : undefined;
    if (value && typeof value.toJS === 'function') value = value.toJS();
    return value === undefined ? fallback : value;
  }

  function languagesOf(field) {
    var list = opt(field, 'languages', null);
    return Array.isArray(list) && list.length ? list : LANGUAGES;
  }

  /** The problems of one text for every language (a shared value, "F7"), in the editor's language. */
  function sharedProblemsOf(field, text) {
    var required = opt(field, 'required', true) !== false;
    var max = opt(field, 'max_length', 0);
    var trimmed = text.trim();
    var say = form();
    var problems = [];
    if (!trimmed) {
      if (required) problems.push(say.empty(say.text));
      return problems;
    }
    if (max && text.length > max) problems.push(say.max(say.text, max, text.length));
    if (text !== trimmed) problems.push(say.spaces(say.text));
    if (MARKUP.test(text)) problems.push(say.markup(say.text));
    return problems;
  }

  /** Every problem of a text per language against the field's limits, in the editor's language. */
  function problemsOf(field, value) {
    if (typeof value === 'string') return sharedProblemsOf(field, value);
    var langs = languagesOf(field);
    var v = plain(value);
    var required = opt(field, 'required', true) !== false;
    var min = opt(field, 'min_length', required ? 1 : 0);
    var max = opt(field, 'max_length', 0);
    var pattern = opt(field, 'pattern_source', '');
    var say = form();
    var problems = [];
    var anyGiven = langs.some(function (language) {
      return String(v[language.code] || '').trim() !== '';
    });
    langs.forEach(function (language) {
      var text = String(v[language.code] || '');
      var trimmed = text.trim();
      var word = sentence(say.of(language));
      if (!trimmed) {
        // A language the site lets fall back (D27) may be left blank: the site shows the
        // fallback language's text there until it is written.
        if (language.falls_back_to) return;
        if (required || anyGiven) problems.push(say.empty(word));
        return;
      }
      if (min && trimmed.length < min) problems.push(say.min(word, min));
      if (max && text.length > max) problems.push(say.max(word, max, text.length));
      if (text !== trimmed) problems.push(say.spaces(word));
      if (MARKUP.test(text)) problems.push(say.markup(word));
      if (pattern && !new RegExp(pattern).test(text)) problems.push(say.pattern(word));
    });
    return problems;
  }

  var LocalizedControl = createClass({
    isValid: function () {
      var problems = problemsOf(this.props.field, this.props.value);
      return problems.length ? { error: { message: problems.join('. ') } } : true;
    },
    change: function (lang, text) {
      var next = {};
      languagesOf(this.props.field).forEach(function (language) {
        next[language.code] = '';
      });
      // A shared value (one text) is no group of texts: its letters are never spread as keys.
      var current = plain(this.props.value);
      if (current && typeof current === 'object') next = Object.assign(next, current);
      next[lang] = text;
      this.props.onChange(next);
    },
    /** Switches a shared value between one text for every language and one per language. */
    setShared: function (shared) {
      var value = plain(this.props.value);
      var langs = languagesOf(this.props.field);
      if (shared) {
        if (typeof value === 'string') return;
        // The first text written, in the list's order, becomes the one for every language.
        var first = '';
        langs.forEach(function (language) {
          var text = String((value || {})[language.code] || '');
          if (!first && text.trim()) first = text;
        });
        this.props.onChange(first);
        return;
      }
      if (typeof value !== 'string') return;
      var each = {};
      langs.forEach(function (language) {
        each[language.code] = value;
      });
      this.props.onChange(each);
    },
    renderSwitch: function (shared) {
      var props = this.props;
      var setShared = this.setShared.bind(this);
      var name = props.forID + '-shape';
      var words = say();
      function option(value, text) {
        var id = name + '-' + (value ? 'same' : 'each');
        return h(
          'span',
          { className: 'defne-shared__option', key: id },
          h('input', {
            type: 'radio',
            id: id,
            name: name,
            checked: shared === value,
            'data-shape': value ? 'same' : 'each',
            onChange: function () {
              setShared(value);
            },
          }),
          h('label', { htmlFor: id }, text),
        );
      }
      return h(
        'div',
        { className: 'defne-shared', role: 'radiogroup', 'aria-label': words.shape },
        option(true, words.same),
        option(false, words.each),
      );
    },
    /** One text for every language: the switch, then one input. */
    renderShared: function (text) {
      var props = this.props;
      var max = opt(props.field, 'max_length', 0);
      var id = props.forID + '-same';
      var words = say();
      return h(
        'div',
        {
          className: 'defne-localized defne-localized--shared ' + (props.classNameWrapper || ''),
          'data-field': opt(props.field, 'name', ''),
          role: 'group',
          'aria-label': opt(props.field, 'label', opt(props.field, 'name', '')),
          id: props.forID,
        },
        this.renderSwitch(true),
        h(
          'div',
          { className: 'defne-localized__lang' },
          h('label', { className: 'defne-localized__label', htmlFor: id }, words.everyLanguage),
          h('input', {
            id: id,
            dir: 'auto',
            className: 'defne-localized__input',
            value: text,
            'data-lang': 'all',
            'aria-describedby': max ? id + '-count' : undefined,
            onChange: function (event) {
              props.onChange(event.target.value);
            },
            onFocus: props.setActiveStyle,
            onBlur: props.setInactiveStyle,
          }),
          max
            ? h(
                'span',
                { className: 'defne-localized__count', id: id + '-count' },
                text.length + ' / ' + max,
              )
            : null,
        ),
      );
    },
    render: function () {
      var change = this.change.bind(this);
      var props = this.props;
      var raw = plain(props.value);
      var shared = Boolean(opt(props.field, 'shared', false));
      if (shared && typeof raw === 'string') return this.renderShared(raw);
      var v = raw && typeof raw === 'object' ? raw : {};
      var multiline = opt(props.field, 'multiline', false);
      var max = opt(props.field, 'max_length', 0);
      var hint = opt(props.field, 'lang_hint', null);
      // An address is ASCII whatever the language: it reads left to right even in Arabic.
      var isAddress = Boolean(opt(props.field, 'pattern_source', ''));
      return h(
        'div',
        {
          className: 'defne-localized ' + (props.classNameWrapper || ''),
          'data-field': opt(props.field, 'name', ''),
          role: 'group',
          'aria-label': opt(props.field, 'label', opt(props.field, 'name', '')),
          id: props.forID,
        },
        shared ? this.renderSwitch(false) : null,
        languagesOf(props.field).map(function (language) {
          var lang = language.code;
          var id = props.forID + '-' + lang;
          var text = String(v[lang] || '');
          return h(
            'div',
            { className: 'defne-localized__lang', key: lang },
            h('label', { className: 'defne-localized__label', htmlFor: id }, language.label),
            h(multiline ? 'textarea' : 'input', {
              id: id,
              lang: lang,
              dir: isAddress ? 'ltr' : language.dir === 'rtl' ? 'rtl' : 'ltr',
              className: 'defne-localized__input',
              value: text,
              rows: multiline ? 5 : undefined,
              'aria-describedby': max ? id + '-count' : undefined,
              'data-lang': lang,
              onChange: function (event) {
                change(lang, event.target.value);
              },
              onFocus: props.setActiveStyle,
              onBlur: props.setInactiveStyle,
            }),
            max
              ? h(
                  'span',
                  { className: 'defne-localized__count', id: id + '-count' },
                  text.length + ' / ' + max,
                )
              : null,
            hint && hint[lang]
              ? h('span', { className: 'defne-localized__hint' }, hint[lang])
              : null,
          );
        }),
      );
    },
  });

  var LocalizedPreview = createClass({
    render: function () {
      var v = plain(this.props.value);
      if (typeof v === 'string') return h('p', { dir: 'auto' }, v);
      return h(
        'dl',
        { className: 'defne-localized-preview' },
        languagesOf(this.props.field).map(function (language) {
          var lang = language.code;
          return [
            h('dt', { key: lang + '-t' }, language.label),
            h('dd', { key: lang + '-d', lang: lang, dir: language.dir }, String(v[lang] || '')),
          ];
        }),
      );
    },
  });

  var linkCache = {};
  function pageLinks(collection, key, done) {
    var id = collection + '/' + key;
    if (linkCache[id]) return linkCache[id];
    linkCache[id] = { loading: true };
    fetch(
      '/api/links?collection=' + encodeURIComponent(collection) + '&key=' + encodeURIComponent(key),
    )
      .then(function (res) {
        return res.ok ? res.json() : null;
      })
      .then(function (links) {
        linkCache[id] = links || {};
        done();
      });
    return linkCache[id];
  }

  function linksPreview(collection) {
    return createClass({
      componentDidMount: function () {
        this.alive = true;
      },
      componentWillUnmount: function () {
        this.alive = false;
      },
      render: function () {
        var rerender = function () {
          if (this.alive) this.forceUpdate();
        }.bind(this);
        var entry = this.props.entry;
        var key = entry.get('slug');
        var isNew = entry.get('newRecord');
        var data = plain(entry.get('data'));
        var title = plain(data.name || data.title);
        var links = !isNew && key ? pageLinks(collection, key, rerender) : {};
        var first = LANGUAGES[0];
        var rest = LANGUAGES.slice(1);
        return h(
          'main',
          { className: 'defne-preview', 'aria-label': 'Önizleme · Preview' },
          h(
            'h1',
            { lang: first.code, dir: first.dir },
            title[first.code] || 'Yeni kayıt · New entry',
          ),
          rest.map(function (language) {
            return h(
              'p',
              {
                key: language.code,
                className: 'defne-preview__en',
                lang: language.code,
                dir: language.dir,
              },
              title[language.code] || '',
            );
          }),
          h(
            'section',
            { className: 'defne-preview__links', 'aria-label': 'Sayfaları · Its pages' },
            h('h2', null, 'Sitedeki sayfası · Its page on the site'),
            isNew || links.loading
              ? h('p', null, 'Kaydedince burada görünür · Shown here once saved')
              : !LANGUAGES.some(function (language) {
                    return links[language.code];
                  })
                ? h(
                    'p',
                    null,
                    "Sitenin adresleri verilmedi (defne-edit --catalogue) · The site's addresses are not configured",
                  )
                : h(
                    'ul',
                    null,
                    LANGUAGES.filter(function (language) {
                      return links[language.code];
                    }).map(function (language) {
                      var lang = language.code;
                      return h(
                        'li',
                        { key: lang },
                        h(
                          'a',
                          {
                            href: links[lang],
                            target: '_blank',
                            rel: 'noopener',
                            'data-lang': lang,
                          },
                          language.label + ': ' + links[lang],
                        ),
                      );
                    }),
                  ),
          ),
          data.description
            ? h(
                'div',
                { className: 'defne-preview__texts' },
                LANGUAGES.map(function (language) {
                  var lang = language.code;
                  return h(
                    'p',
                    { key: lang, lang: lang, dir: language.dir },
                    plain(data.description)[lang] || '',
                  );
                }),
              )
            : null,
        );
      },
    });
  }

  // ---- A photo already saved previews at once --------------------------------------------------
  // Decap's image widget asks for a photo once, when it is drawn; a photo not loaded yet is
  // answered with an empty picture, and the widget does not ask again when it arrives, so every
  // existing photo showed blank (new uploads were loaded already). This wrapper asks again, with a
  // new function each time so that Decap's widget does too, until the photo is there.
  function withLoadedPhotos(Control) {
    return createClass({
      getInitialState: function () {
        return { tries: 0 };
      },
      componentDidMount: function () {
        this.alive = true;
      },
      componentWillUnmount: function () {
        this.alive = false;
        clearTimeout(this.timer);
      },
      askAgain: function () {
        if (this.timer || this.state.tries >= 40) return;
        this.timer = setTimeout(
          function () {
            this.timer = null;
            if (this.alive) this.setState({ tries: this.state.tries + 1 });
          }.bind(this),
          250,
        );
      },
      keepInner: function (inner) {
        this.inner = inner;
      },
      render: function () {
        var askAgain = this.askAgain;
        var getAsset = this.props.getAsset;
        var tries = this.state.tries;
        if (!this.bound || this.bound.getAsset !== getAsset || this.bound.tries !== tries) {
          var bound = function (assetPath, field) {
            var asset = getAsset(assetPath, field);
            if (assetPath && asset && asset.path === 'empty.svg') askAgain();
            return asset;
          };
          this.bound = { getAsset: getAsset, tries: tries, fn: bound };
        }
        return h(
          Control,
          Object.assign({}, this.props, { getAsset: this.bound.fn, ref: this.keepInner }),
        );
      },
      // Decap's form takes its widget's own rule for when to draw again (here: also when a photo
      // chosen in the media library arrives); this wrapper leaves that rule to the widget inside.
      shouldComponentUpdate: function () {
        return true;
      },
      // What Decap's form asks of the widget it wraps: the value it checks, and focus.
      getValidateValue: function () {
        var inner = this.inner;
        return inner && inner.getValidateValue ? inner.getValidateValue() : this.props.value;
      },
      focus: function (path) {
        if (this.inner && this.inner.focus) this.inner.focus(path);
      },
    });
  }
  var imageWidget = CMS.getWidget('image');
  if (imageWidget && imageWidget.control) {
    CMS.registerWidget({
      name: 'image',
      controlComponent: withLoadedPhotos(imageWidget.control),
      previewComponent: imageWidget.preview,
      schema: imageWidget.schema,
      globalStyles: imageWidget.globalStyles,
      allowMapValue: imageWidget.allowMapValue,
    });
  }

  CMS.registerWidget('localized', LocalizedControl, LocalizedPreview);
  CMS.registerPreviewStyle('/admin/preview.css');
  CMS.registerPreviewTemplate('products', linksPreview('products'));
  CMS.registerPreviewTemplate('sectors', linksPreview('sectors'));

  // Repairs of Decap's own markup, so that the editor's pages pass axe as a whole (Decap 3.16 is
  // pinned; each repair names what it mends). Its preview frame has no title; its app is in no
  // landmark; the drag handles and the icon buttons of its list rows have no name.
  function repair() {
    document.querySelectorAll('iframe:not([title])').forEach(function (frame) {
      frame.setAttribute('title', 'Önizleme · Preview');
    });
    // The entry editor has neither Decap's header nor a main region: its page is the main one.
    var root = document.getElementById('nc-root');
    if (root) {
      var bare = !root.querySelector('main, header');
      if (bare && root.getAttribute('role') !== 'main') {
        root.setAttribute('role', 'main');
        root.setAttribute('aria-label', 'Düzenleyici · Editor');
      }
      if (!bare && root.getAttribute('role') === 'main') {
        root.removeAttribute('role');
        root.removeAttribute('aria-label');
      }
    }
    // The media library's thumbnails: the file's name is written under each, so the picture
    // itself says nothing more.
    document.querySelectorAll('img[class*="CardImage"]:not([alt])').forEach(function (img) {
      img.setAttribute('alt', '');
    });
    // A canvas Decap leaves on the page after reading a photo: a tool, not content.
    document.querySelectorAll('canvas:not([aria-hidden])').forEach(function (canvas) {
      if (!canvas.closest('#nc-root')) canvas.setAttribute('aria-hidden', 'true');
    });
    // The media library's own page (#/media) has no main region of its own.
    var container = document.querySelector('[class*="AppMainContainer"]');
    if (container && !document.querySelector('main, [role="main"]'))
      container.setAttribute('role', 'main');
    document.querySelectorAll('iframe').forEach(function (frame) {
      var doc = frame.contentDocument;
      var body = doc && doc.body;
      var first = body && body.firstElementChild;
      if (first && !first.hasAttribute('role') && !body.querySelector('main')) {
        first.setAttribute('role', 'main');
        first.setAttribute('aria-label', 'Önizleme · Preview');
      }
    });
    document
      .querySelectorAll('[role="dialog"]:not([aria-label]):not([aria-labelledby])')
      .forEach(function (dialog) {
        var heading = dialog.querySelector('h1, h2, h3');
        dialog.setAttribute(
          'aria-label',
          heading && heading.textContent.trim()
            ? heading.textContent.trim()
            : 'Medya kitaplığı · Media library',
        );
      });
    document
      .querySelectorAll('[aria-roledescription="sortable"][role="button"]:not([aria-label])')
      .forEach(function (handle) {
        handle.setAttribute('aria-label', 'Sürükleyerek sırala · Drag to reorder');
      });
    document.querySelectorAll('[class*="TopBarButton"]').forEach(function (button) {
      if (button.getAttribute('aria-label') || button.textContent.trim()) return;
      var isLast = !button.nextElementSibling;
      button.setAttribute(
        'aria-label',
        isLast
          ? 'Bu satırı kaldır · Remove this row'
          : 'Satırı aç ya da kapat · Expand or collapse',
      );
    });
  }
  new MutationObserver(repair).observe(document.documentElement, {
    childList: true,
    subtree: true,
  });

  // ---- What the server says, in the editor's language --------------------------------------
  // Decap words a refused save as "Girdi devam ettirilemedi: API_ERROR: …" in capitals. Its toast
  // now says only that the save did not happen; the reasons, in plain words from the server, go
  // into a panel of ours that screen readers announce, and successes a toast does not cover
  // (a delete) into a status line.
  var lang = 'tr';
  var SAY = {
    tr: {
      publishLink: 'Değişiklikleri yayınla',
      publishing: 'Yayın',
      title: 'Site düzenleyicisi',
      notSaved: 'Kaydedilmedi. Nedeni aşağıdaki kutuda.',
      notDeleted: 'Silinmedi. Nedeni aşağıdaki kutuda.',
      close: 'Kapat',
      problems: 'Kaydedilmedi',
      deleted:
        'Silindi. Adresi kaldırılanlar listesine yazıldı; ziyaretçiler sektörün sayfasına yönlenir.',
      deletedFile: 'Silindi.',
      taken: 'Bu sırada zaten şu var: ',
      takenAfter:
        '. İkisi aynı sırada olursa adlarına göre dizilir; istemiyorsanız boş bir sıra seçin.',
      shape: 'Değer nasıl yazılır',
      same: 'Her dilde aynı',
      each: 'Her dil için ayrı',
      everyLanguage: 'Her dilde',
      editorLanguage: 'Düzenleyicinin dili',
      photoTooLarge: function (name, size, limit) {
        return (
          '“' +
          name +
          '” çok büyük (' +
          size +
          ' MB): bir fotoğraf en fazla ' +
          limit +
          ' MB olabilir. Fotoğrafı küçültüp yeniden ekleyin.'
        );
      },
      documentTooLarge: function (name, size, limit) {
        return (
          '“' +
          name +
          '” çok büyük (' +
          size +
          ' MB): bir belge en fazla ' +
          limit +
          ' MB olabilir.'
        );
      },
    },
    en: {
      publishLink: 'Publish the changes',
      publishing: 'Publishing',
      title: 'Site editor',
      notSaved: 'Not saved. The reason is in the box below.',
      notDeleted: 'Not deleted. The reason is in the box below.',
      close: 'Close',
      problems: 'Not saved',
      deleted:
        "Deleted. Its address went to the list of removed products; visitors are sent to its sector's page.",
      deletedFile: 'Deleted.',
      taken: 'This position is already taken by ',
      takenAfter:
        '. Two at the same position are ordered by name; pick a free position if you do not want that.',
      shape: 'How the value is written',
      same: 'Same in every language',
      each: 'One per language',
      everyLanguage: 'In every language',
      editorLanguage: "Editor's language",
      photoTooLarge: function (name, size, limit) {
        return (
          '“' +
          name +
          '” is too large (' +
          size +
          ' MB): a photo may be ' +
          limit +
          ' MB at most. Make it smaller and add it again.'
        );
      },
      documentTooLarge: function (name, size, limit) {
        return (
          '“' +
          name +
          '” is too large (' +
          size +
          ' MB): a document may be ' +
          limit +
          ' MB at most.'
        );
      },
    },
    de: {
      publishLink: 'Änderungen veröffentlichen',
      publishing: 'Veröffentlichen',
      title: 'Website-Editor',
      notSaved: 'Nicht gespeichert. Der Grund steht im Kasten unten.',
      notDeleted: 'Nicht gelöscht. Der Grund steht im Kasten unten.',
      close: 'Schließen',
      problems: 'Nicht gespeichert',
      deleted:
        'Gelöscht. Seine Adresse steht jetzt in der Liste der entfernten Produkte; Besucher werden zur Seite seiner Branche weitergeleitet.',
      deletedFile: 'Gelöscht.',
      taken: 'Diese Position hat bereits ',
      takenAfter:
        '. Zwei Einträge an derselben Position werden nach Namen geordnet; wählen Sie eine freie Position, wenn Sie das nicht möchten.',
      shape: 'Wie der Wert geschrieben wird',
      same: 'In jeder Sprache gleich',
      each: 'Für jede Sprache eigens',
      everyLanguage: 'In jeder Sprache',
      editorLanguage: 'Sprache des Editors',
      photoTooLarge: function (name, size, limit) {
        return (
          '„' +
          name +
          '“ ist zu groß (' +
          size.replace('.', ',') +
          ' MB): Ein Foto darf höchstens ' +
          limit.replace('.', ',') +
          ' MB groß sein. Verkleinern Sie es und fügen Sie es erneut hinzu.'
        );
      },
      documentTooLarge: function (name, size, limit) {
        return (
          '„' +
          name +
          '“ ist zu groß (' +
          size.replace('.', ',') +
          ' MB): Ein Dokument darf höchstens ' +
          limit.replace('.', ',') +
          ' MB groß sein.'
        );
      },
    },
    ar: {
      publishLink: 'انشر التغييرات',
      publishing: 'النشر',
      title: 'محرر الموقع',
      notSaved: 'لم يُحفظ. السبب في المربع أدناه.',
      notDeleted: 'لم يُحذف. السبب في المربع أدناه.',
      close: 'إغلاق',
      problems: 'لم يُحفظ',
      deleted: 'حُذف. أُضيف عنوانه إلى قائمة المنتجات المحذوفة، ويُوجَّه الزوار إلى صفحة قطاعه.',
      deletedFile: 'حُذف.',
      taken: 'هذا الترتيب يشغله بالفعل: ',
      takenAfter: '. يُرتَّب السجلان في الترتيب نفسه بحسب الاسم؛ اختر ترتيبًا شاغرًا إن لم ترد ذلك.',
      shape: 'كيف تُكتب القيمة',
      same: 'واحدة في كل اللغات',
      each: 'لكل لغة قيمتها',
      everyLanguage: 'في كل اللغات',
      editorLanguage: 'لغة المحرر',
      photoTooLarge: function (name, size, limit) {
        return (
          '«' +
          name +
          '» كبير جدًا (' +
          size +
          ' ميغابايت): لا يجوز أن يزيد حجم الصورة على ' +
          limit +
          ' ميغابايت. صغّرها وأضفها من جديد.'
        );
      },
      documentTooLarge: function (name, size, limit) {
        return (
          '«' +
          name +
          '» كبير جدًا (' +
          size +
          ' ميغابايت): لا يجوز أن يزيد حجم المستند على ' +
          limit +
          ' ميغابايت.'
        );
      },
    },
  };

  /**
   * The note under the language picker when the chosen language has no texts of the editor's
   * own: its messages are shown in English (README, "The editor's language"), never silently.
   */
  function noTextsNote(label) {
    return (
      'The editor has no texts of its own in ' +
      label +
      ' yet: its messages are shown in English. Decap’s menus are in ' +
      label +
      ' where Decap has them.'
    );
  }

  /** The editor's own words in its language; a language the kit has no words for reads English. */
  function say() {
    return SAY[lang] || SAY.en;
  }
  /** The language the editor's own words and the server's messages are shown in. */
  function textLang() {
    return SAY[lang] ? lang : 'en';
  }

  function panel() {
    var box = document.getElementById('defne-problems');
    if (box) return box;
    box = document.createElement('section');
    box.id = 'defne-problems';
    box.className = 'defne-problems';
    box.setAttribute('role', 'alert');
    box.hidden = true;
    document.body.append(box);
    return box;
  }

  function showProblems(problems) {
    var box = panel();
    box.replaceChildren();
    box.lang = textLang();
    box.dir = textLang() === 'ar' ? 'rtl' : 'ltr';
    var heading = document.createElement('h2');
    heading.textContent = say().problems;
    var list = document.createElement('ul');
    problems.forEach(function (p) {
      var item = document.createElement('li');
      item.textContent = typeof p === 'string' ? p : p[textLang()] || p.en || p.tr;
      list.append(item);
    });
    var close = document.createElement('button');
    close.type = 'button';
    close.className = 'defne-problems__close';
    close.textContent = say().close;
    close.addEventListener('click', function () {
      box.hidden = true;
      box.replaceChildren();
    });
    box.append(heading, list, close);
    box.hidden = false;
  }

  function status(text) {
    var line = document.getElementById('defne-status');
    if (!line) {
      line = document.createElement('p');
      line.id = 'defne-status';
      line.className = 'defne-status';
      line.setAttribute('role', 'status');
      document.body.append(line);
    }
    line.lang = textLang();
    line.textContent = '';
    // A new text node in a live region is announced even when the same words come again.
    setTimeout(function () {
      line.textContent = text;
    }, 50);
    clearTimeout(status.timer);
    status.timer = setTimeout(function () {
      line.textContent = '';
    }, 8000);
  }

  var realFetch = window.fetch.bind(window);
  window.fetch = function (input, init) {
    var url = typeof input === 'string' ? input : input && input.url;
    var action = null;
    if (url && /\/api\/v1$/.test(url) && init && typeof init.body === 'string') {
      try {
        action = JSON.parse(init.body).action;
      } catch {
        action = null;
      }
    }
    return realFetch(input, init).then(function (res) {
      if (!action) return res;
      if (!res.ok) {
        res
          .clone()
          .json()
          .then(function (body) {
            showProblems(body && body.problems ? body.problems : [body && body.error]);
          })
          .catch(function () {
            showProblems([say().notSaved]);
          });
      } else if (action === 'persistEntry') {
        panel().hidden = true;
        // The preview's links are those of the saved files: a rename shows its new address now.
        linkCache = {};
      } else if (action === 'deleteFile' || action === 'deleteFiles') {
        panel().hidden = true;
        linkCache = {};
        status(
          /products\//.test(init.body) && /\.json/.test(init.body)
            ? say().deleted
            : say().deletedFile,
        );
      }
      return res;
    });
  };

  // ---- Position in its sector: a number, with a word when another entry already has it -------
  var positions = null;
  function loadPositions(done) {
    if (positions) return positions;
    positions = {};
    realFetch('/api/positions')
      .then(function (res) {
        return res.ok ? res.json() : {};
      })
      .then(function (body) {
        positions = body || {};
        done();
      });
    return positions;
  }

  var PositionControl = createClass({
    componentDidMount: function () {
      this.alive = true;
    },
    componentWillUnmount: function () {
      this.alive = false;
    },
    render: function () {
      var props = this.props;
      var rerender = function () {
        if (this.alive) this.forceUpdate();
      }.bind(this);
      var all = loadPositions(rerender);
      var collection = props.collection ? props.collection.get('name') : '';
      var entry = props.entry;
      var key = entry ? entry.get('slug') : '';
      var group = entry ? plain(entry.getIn(['data', 'sector'])) : null;
      var value = props.value === undefined || props.value === null ? '' : props.value;
      var holders = ((all[collection] || {})[(group || '') + '#' + value] || []).filter(
        function (h) {
          return h.key !== key;
        },
      );
      var warnId = props.forID + '-taken';
      return h(
        'div',
        { className: props.classNameWrapper },
        h('input', {
          id: props.forID,
          type: 'number',
          min: 1,
          step: 1,
          className: 'defne-position__input',
          value: value,
          'aria-describedby': holders.length ? warnId : undefined,
          onChange: function (event) {
            var n = event.target.value === '' ? '' : Number(event.target.value);
            props.onChange(n);
          },
          onFocus: props.setActiveStyle,
          onBlur: props.setInactiveStyle,
        }),
        holders.length
          ? h(
              'p',
              { id: warnId, className: 'defne-position__taken', role: 'status' },
              say().taken +
                holders
                  .map(function (h2) {
                    return '“' + (h2.name[lang] || h2.name[LANGUAGES[0].code] || h2.key) + '”';
                  })
                  .join(', ') +
                say().takenAfter,
            )
          : null,
      );
    },
  });
  CMS.registerWidget('position', PositionControl);

  /** The content languages the configuration's first text field has: the site's list. */
  function siteLanguages(config) {
    var found = null;
    function walk(fields) {
      (fields || []).forEach(function (field) {
        if (found || !field) return;
        if (field.widget === 'localized' && Array.isArray(field.languages)) found = field.languages;
        else walk(field.fields || (field.field ? [field.field] : []));
      });
    }
    (config.collections || []).forEach(function (collection) {
      walk(collection.fields);
      (collection.files || []).forEach(function (file) {
        walk(file.fields);
      });
    });
    return found;
  }

  // ---- The editor's language: chosen on its screen, remembered in this browser ---------------
  // Offered: every language of the site's list, and the one the editor was started with
  // (`--locale`, EDITOR_LOCALE), which stays the default until someone picks another. The choice
  // is kept in localStorage, and in a cookie so that the page shown without the key is in it too.
  var CHOICE = 'defne-editor-locale';
  function remembered() {
    try {
      return window.localStorage.getItem(CHOICE);
    } catch {
      return null;
    }
  }
  function remember(code) {
    try {
      window.localStorage.setItem(CHOICE, code);
    } catch {
      /* a browser that keeps nothing: the choice lasts for this page only */
    }
    document.cookie = CHOICE + '=' + code + '; Path=/; Max-Age=31536000; SameSite=Strict';
  }
  function offeredLanguages(config) {
    var list = LANGUAGES.map(function (language) {
      return { code: language.code, label: language.label };
    });
    if (
      !list.some(function (language) {
        return language.code === config.locale;
      })
    ) {
      var shipped = { tr: 'Türkçe', en: 'English' };
      list.push({ code: config.locale, label: shipped[config.locale] || config.locale });
    }
    return list;
  }
  function languagePicker(offered) {
    var nav = document.querySelector('.defne-bar');
    if (!nav || document.getElementById('defne-locale')) return;
    // The bar's own words and the page's title in the editor's language too (index.html has
    // Turkish and English until this runs).
    var words = say();
    var link = nav.querySelector('.defne-publish-link');
    if (link) {
      link.textContent = words.publishLink;
      link.lang = textLang();
    }
    nav.setAttribute('aria-label', words.publishing);
    nav.lang = textLang();
    document.title = words.title;
    var box = document.createElement('div');
    box.className = 'defne-locale';
    var label = document.createElement('label');
    label.htmlFor = 'defne-locale';
    label.textContent = say().editorLanguage;
    label.lang = textLang();
    var select = document.createElement('select');
    select.id = 'defne-locale';
    offered.forEach(function (language) {
      var option = document.createElement('option');
      option.value = language.code;
      option.lang = language.code;
      option.textContent = language.label;
      option.selected = language.code === lang;
      select.append(option);
    });
    select.addEventListener('change', function () {
      remember(select.value);
      // Decap takes its language once, when it starts: the page starts again in the new one.
      window.location.reload();
    });
    box.append(label, select);
    if (!SAY[lang]) {
      var chosen = offered.find(function (language) {
        return language.code === lang;
      });
      var note = document.createElement('p');
      note.className = 'defne-locale__note';
      note.id = 'defne-locale-note';
      note.lang = 'en';
      note.textContent = noTextsNote(chosen ? chosen.label : lang);
      select.setAttribute('aria-describedby', note.id);
      box.append(note);
    }
    nav.prepend(box);
  }

  // ---- A file over the limit: refused at once with its own size ------------------------------
  // Decap's own check says only the limit, in kilobytes. This one runs first (the capture phase,
  // before React's listener), names the file and its size in MB, and keeps Decap from reading it.
  var LIMITS = { photo: 0, document: 0 };
  function limitsOf(config) {
    function walk(fields) {
      (fields || []).forEach(function (field) {
        if (!field) return;
        var max =
          field.media_library && field.media_library.config
            ? field.media_library.config.max_file_size
            : 0;
        if (max && field.widget === 'image') LIMITS.photo = LIMITS.photo || max;
        if (max && field.widget === 'file') LIMITS.document = LIMITS.document || max;
        walk(field.fields || (field.field ? [field.field] : []));
      });
    }
    (config.collections || []).forEach(function (collection) {
      walk(collection.fields);
    });
  }
  var megabytes = function (bytes) {
    return (bytes / 1024 / 1024).toFixed(1);
  };
  window.addEventListener(
    'change',
    function (event) {
      var input = event.target;
      if (!input || input.type !== 'file' || !input.files) return;
      var files = Array.prototype.slice.call(input.files);
      var tooLarge = files
        .map(function (file) {
          var isDocument = /\.pdf$/i.test(file.name) || file.type === 'application/pdf';
          var limit = isDocument ? LIMITS.document : LIMITS.photo;
          if (!limit || file.size <= limit) return null;
          return (isDocument ? say().documentTooLarge : say().photoTooLarge)(
            file.name,
            megabytes(file.size),
            megabytes(limit),
          );
        })
        .filter(Boolean);
      if (!tooLarge.length) return;
      event.stopImmediatePropagation();
      input.value = '';
      window.alert(tooLarge.join('\n'));
    },
    true,
  );

  // Decap's proxy backend, with the list a page at a time (issue 51: Decap draws every entry it
  // is given, and 10,000 products took 17 s and 30 MB to list). The first page comes with a
  // cursor, so Decap's list loads the next page as it is scrolled to; what the list, its search,
  // sorting and grouping get is each entry's digest (title, sector, order, addresses, key), from
  // the server's `entriesPage` and `entriesDigest`; an entry opens from its whole file as before.
  var PAGE_SIZE = 50;
  // Decap reads a backend's cursor from the list under this symbol of its own, which it does not
  // export (decap-cms-lib-util, CURSOR_COMPATIBILITY_SYMBOL); the list's array answers it by name.
  var CURSOR_KEY = 'cursor key for compatibility with old backends';
  function DefneBackend(config, options) {
    var backend = CMS.getBackend('proxy').init(config, options);
    function page(folder, extension, depth, number) {
      return backend
        .request({
          action: 'entriesPage',
          params: {
            folder: folder,
            extension: extension,
            depth: depth,
            page: number,
            size: PAGE_SIZE,
          },
        })
        .then(function (answer) {
          var where = { folder: folder, extension: extension, depth: depth };
          return {
            entries: answer.entries,
            cursor: {
              actions: answer.page + 1 < answer.pageCount ? ['next'] : [],
              data: Object.assign({ page: answer.page }, where),
              meta: Object.assign(
                {
                  page: answer.page,
                  count: answer.total,
                  pageSize: PAGE_SIZE,
                  pageCount: answer.pageCount,
                },
                where,
              ),
            },
          };
        });
    }
    backend.entriesByFolder = function (folder, extension, depth) {
      return page(folder, extension, depth, 0).then(function (answer) {
        return new Proxy(answer.entries, {
          get: function (target, key, receiver) {
            if (typeof key === 'symbol' && key.description === CURSOR_KEY) return answer.cursor;
            return Reflect.get(target, key, receiver);
          },
        });
      });
    };
    backend.traverseCursor = function (cursor, action) {
      var data = cursor.data;
      var step = action === 'next' ? 1 : action === 'prev' ? -1 : 0;
      return page(
        data.get('folder'),
        data.get('extension'),
        data.get('depth'),
        data.get('page') + step,
      );
    };
    backend.allEntriesByFolder = function (folder, extension, depth) {
      return backend.request({
        action: 'entriesDigest',
        params: { folder: folder, extension: extension, depth: depth },
      });
    };
    return backend;
  }
  CMS.registerBackend('defne', DefneBackend);

  fetch('/admin/config.json')
    .then(function (res) {
      return res.json();
    })
    .then(function (config) {
      LANGUAGES = siteLanguages(config) || LANGUAGES;
      var offered = offeredLanguages(config);
      var chosen = remembered();
      lang = offered.some(function (language) {
        return language.code === chosen;
      })
        ? chosen
        : config.locale;
      limitsOf(config);
      languagePicker(offered);
      // Decap's interface in that language when Decap has it (Arabic it has not: English then).
      var decapLocale = CMS.getLocale(lang) ? lang : 'en';
      // The page's language is Decap's (most of the screen); the editor's own parts carry theirs.
      document.documentElement.lang = decapLocale;
      // The server answers in the language chosen here (its cookie), refreshed for a choice kept
      // from before the cookie was written.
      if (chosen && chosen === lang) remember(lang);
      var phrases = CMS.getLocale(decapLocale);
      if (phrases) {
        var ui = Object.assign({}, phrases.ui);
        ui.toast = Object.assign({}, ui.toast, {
          onFailToPersist: say().notSaved,
          onFailToDelete: say().notDeleted,
        });
        var collection = Object.assign({}, phrases.collection);
        // Decap's "＋" (a full-width plus) is missing from common fonts and shows as a box.
        collection.collectionTop = Object.assign({}, collection.collectionTop, {
          newButton: '+ %{collectionLabel}',
        });
        CMS.registerLocale(
          decapLocale,
          Object.assign({}, phrases, { ui: ui, collection: collection }),
        );
      }
      CMS.init({ config: Object.assign({}, config, { locale: decapLocale }) });
    });

  window.defneEditor = { problemsOf: problemsOf };
})();
