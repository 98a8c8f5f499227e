// The editor's own parts on top of Decap CMS (its globals: CMS, h = React.createElement,
// createClass): a widget that shows Turkish and English side by side and checks them against the
// schema's limits, and a preview that links each product and sector to its built pages.
/* global CMS, h, createClass */
(function () {
  'use strict';

  var LANGS = ['tr', 'en'];
  var LANG_NAME = { tr: 'Türkçe', en: 'English' };
  var IN_WORDS = {
    tr: { tr: 'Türkçesi', en: 'İngilizcesi' },
    en: { tr: 'the Turkish', en: 'the English' },
  };
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

  /** Every problem of a {tr, en} value against the field's limits, in both languages. */
  function problemsOf(field, value) {
    var v = plain(value);
    var required = opt(field, 'required', true) !== false;
    var min = opt(field, 'min_length', required ? 1 : 0);
    var max = opt(field, 'max_length', 0);
    var pattern = opt(field, 'pattern_source', '');
    var problems = [];
    var anyGiven = LANGS.some(function (lang) {
      return String(v[lang] || '').trim() !== '';
    });
    LANGS.forEach(function (lang) {
      var text = String(v[lang] || '');
      var trimmed = text.trim();
      var word = IN_WORDS.tr[lang];
      var wordEn = IN_WORDS.en[lang];
      if (!trimmed) {
        if (required || anyGiven) problems.push(word + ' boş · ' + wordEn + ' is empty');
        return;
      }
      if (min && trimmed.length < min)
        problems.push(
          word +
            ' en az ' +
            min +
            ' karakter olmalı · ' +
            wordEn +
            ' needs at least ' +
            min +
            ' characters',
        );
      if (max && text.length > max)
        problems.push(
          word +
            ' en fazla ' +
            max +
            ' karakter olabilir · ' +
            wordEn +
            ' may have at most ' +
            max +
            ' characters (' +
            text.length +
            ')',
        );
      if (text !== trimmed)
        problems.push(
          word + ' boşlukla başlıyor ya da bitiyor · ' + wordEn + ' starts or ends with a space',
        );
      if (MARKUP.test(text))
        problems.push(word + ' HTML içeremez · ' + wordEn + ' may not contain markup');
      if (pattern && !new RegExp(pattern).test(text))
        problems.push(
          word +
            ' yalnızca küçük harf, rakam ve tire olabilir · ' +
            wordEn +
            ' may only have lower-case letters, digits and hyphens',
        );
    });
    return problems;
  }

  var LocalizedControl = createClass({
    isValid: function () {
      var problems = problemsOf(this.props.field, this.props.value);
      return problems.length ? { error: { message: problems.join('. ') } } : true;
    },
    change: function (lang, text) {
      var next = Object.assign({ tr: '', en: '' }, plain(this.props.value));
      next[lang] = text;
      this.props.onChange(next);
    },
    render: function () {
      var change = this.change.bind(this);
      var props = this.props;
      var v = plain(props.value);
      var multiline = opt(props.field, 'multiline', false);
      var max = opt(props.field, 'max_length', 0);
      var hint = opt(props.field, 'lang_hint', null);
      return h(
        'div',
        {
          className: 'defne-localized ' + (props.classNameWrapper || ''),
          'data-field': opt(props.field, 'name', ''),
          role: 'group',
          'aria-label': opt(props.field, 'label', opt(props.field, 'name', '')),
          id: props.forID,
        },
        LANGS.map(function (lang) {
          var id = props.forID + '-' + lang;
          var text = String(v[lang] || '');
          return h(
            'div',
            { className: 'defne-localized__lang', key: lang },
            h('label', { className: 'defne-localized__label', htmlFor: id }, LANG_NAME[lang]),
            h(multiline ? 'textarea' : 'input', {
              id: id,
              lang: lang,
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
      return h(
        'dl',
        { className: 'defne-localized-preview' },
        LANGS.map(function (lang) {
          return [
            h('dt', { key: lang + '-t' }, LANG_NAME[lang]),
            h('dd', { key: lang + '-d', lang: lang }, String(v[lang] || '')),
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
        return h(
          'article',
          { className: 'defne-preview' },
          h('h1', { lang: 'tr' }, title.tr || ''),
          h('p', { className: 'defne-preview__en', lang: 'en' }, title.en || ''),
          h(
            'section',
            { className: 'defne-preview__links', 'aria-label': 'Sayfaları · Its pages' },
            h('h2', null, 'Sitedeki sayfası · Its page on the site'),
            isNew || links.loading
              ? h('p', null, 'Kaydedince burada görünür · Shown here once saved')
              : !links.tr
                ? h(
                    'p',
                    null,
                    "Sitenin adresleri verilmedi (defne-edit --catalogue-tr/--catalogue-en) · The site's addresses are not configured",
                  )
                : h(
                    'ul',
                    null,
                    LANGS.map(function (lang) {
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
                          LANG_NAME[lang] + ': ' + links[lang],
                        ),
                      );
                    }),
                  ),
          ),
          data.description
            ? h(
                'div',
                { className: 'defne-preview__texts' },
                LANGS.map(function (lang) {
                  return h('p', { key: lang, lang: lang }, plain(data.description)[lang] || '');
                }),
              )
            : null,
        );
      },
    });
  }

  CMS.registerWidget('localized', LocalizedControl, LocalizedPreview);
  CMS.registerPreviewStyle('/admin/preview.css');
  CMS.registerPreviewTemplate('products', linksPreview('products'));
  CMS.registerPreviewTemplate('sectors', linksPreview('sectors'));

  // Decap's preview frame has no title; a screen reader would announce it as "frame".
  new MutationObserver(function () {
    document.querySelectorAll('iframe:not([title])').forEach(function (frame) {
      frame.setAttribute('title', 'Önizleme · Preview');
    });
  }).observe(document.documentElement, { childList: true, subtree: true });

  fetch('/admin/config.json')
    .then(function (res) {
      return res.json();
    })
    .then(function (config) {
      CMS.init({ config: config });
    });

  window.defneEditor = { problemsOf: problemsOf };
})();
