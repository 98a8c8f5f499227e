// The publish page: lists what changed since the last version (GET /api/changes) and the editor's
// own versions still waiting to be sent (GET /api/publish/state), and publishes them
// (POST /api/publish). When someone else changed the same field meanwhile, it shows both texts side
// by side and sends the staff member's choice for each (POST /api/publish/resolve). Plain DOM, no
// framework; the page's own lines in Turkish and English, the server's messages and the screen of
// two people's changes in the editor's language.
(function () {
  'use strict';
  var $ = function (id) {
    return document.getElementById(id);
  };
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      node.setAttribute(k, attrs[k]);
    });
    // A text in Arabic, the one editor language written right to left, is written so.
    if (attrs && attrs.lang && !attrs.dir) node.dir = attrs.lang === 'ar' ? 'rtl' : 'ltr';
    (children || []).forEach(function (c) {
      node.append(c);
    });
    return node;
  }
  /** The editor's language and the texts of this page in it (from GET /api/publish/state). */
  var lang = document.documentElement.lang || 'tr';
  var T = {};
  /** A line of this page in the editor's language, its `{name}` holes filled. */
  function para(key, values) {
    return el('p', {}, [fill(T[key] || '', values || {})]);
  }
  /** A message of the server, in the editor's language. */
  function say(message) {
    if (typeof message === 'string') return message;
    return message[lang] || message.en || message.tr || '';
  }
  function fill(text, values) {
    return text.replace(/\{(\w+)\}/g, function (_, key) {
      return values[key] == null ? '' : values[key];
    });
  }

  function showWaiting(waiting) {
    var box = $('waiting');
    box.replaceChildren();
    box.hidden = !waiting.length;
    if (!waiting.length) return;
    box.lang = lang;
    box.dir = lang === 'ar' ? 'rtl' : 'ltr';
    box.append(
      el('h2', {}, [T.waitingTitle]),
      el('p', {}, [T.waitingIntro]),
      el(
        'ul',
        { id: 'waiting-list' },
        waiting.map(function (w) {
          return el('li', { 'data-commit': w.commit }, [w.names.map(say).join(', ')]);
        }),
      ),
    );
  }

  /** One side of a field both changed: its heading, who published it, its text. */
  function side(c, which) {
    var removed = which === 'mine' ? c.mineRemoved : c.theirsRemoved;
    var value = which === 'mine' ? c.mine : c.theirs;
    var text;
    if (c.kind === 'entry' && removed)
      text = which === 'mine' ? T.entryRemovedMine : T.entryRemovedTheirs;
    else if (c.kind === 'file') text = removed ? T.removed : T.fileChanged;
    else if (removed) text = T.removed;
    else if (value === '' || value == null) text = T.empty;
    else text = say(value);
    var attrs = { class: 'conflict__text', 'data-side': which };
    if (c.language && !removed && c.kind !== 'entry') {
      attrs.lang = c.language;
      attrs.dir = 'auto';
    }
    var parts = [el('h3', {}, [which === 'mine' ? T.mine : T.theirs])];
    if (which === 'theirs' && c.by) {
      var when = c.by.date;
      try {
        when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(c.by.date),
        );
      } catch {
        /* the date as git gave it */
      }
      parts.push(
        el('p', { class: 'conflict__by' }, [fill(T.theirsBy, { name: c.by.name, date: when })]),
      );
    }
    parts.push(el('p', attrs, [text]));
    return el('div', { class: 'conflict__side conflict__side--' + which }, parts);
  }

  /** The screen of fields both people changed: both texts side by side and a choice for each. */
  function showConflicts(conflicts, focus) {
    var box = $('conflicts');
    box.replaceChildren();
    box.hidden = !conflicts.length;
    if (!conflicts.length) return;
    box.lang = lang;
    box.dir = lang === 'ar' ? 'rtl' : 'ltr';
    var heading = el('h2', { id: 'conflicts-title', tabindex: '-1' }, [T.conflictTitle]);
    var form = el('form', { id: 'conflict-form', novalidate: '' });
    conflicts.forEach(function (c, i) {
      var name = 'choice-' + i;
      var options = [
        ['mine', T.keepMine],
        ['theirs', T.takeTheirs],
      ];
      if (c.editable) options.push(['text', T.edit]);
      var edit = null;
      if (c.editable) {
        var area = el('textarea', { id: 'edit-' + i, name: 'text-' + i, dir: 'auto' });
        if (c.language) area.lang = c.language;
        area.value = typeof c.mine === 'string' ? c.mine : '';
        edit = el('label', { class: 'conflict__edit', for: 'edit-' + i, hidden: '' }, [
          T.editLabel,
          area,
        ]);
      }
      var choice = el(
        'fieldset',
        { class: 'conflict__choice' },
        [el('legend', {}, [T.choice])].concat(
          options.map(function (o) {
            var input = el('input', { type: 'radio', name: name, value: o[0] });
            input.addEventListener('change', function () {
              if (edit) edit.hidden = input.value !== 'text';
            });
            return el('label', {}, [input, o[1]]);
          }),
        ),
      );
      var field = el('fieldset', { class: 'conflict', 'data-id': c.id }, [
        el('legend', {}, [fill(T.field, { entry: say(c.entry), field: say(c.field) })]),
        el('div', { class: 'conflict__sides' }, [side(c, 'mine'), side(c, 'theirs')]),
        choice,
      ]);
      if (edit) field.append(edit);
      form.append(field);
    });
    form.append(el('button', { type: 'submit', class: 'publish__button' }, [T.resolve]));
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var choices = {};
      var missing = null;
      conflicts.forEach(function (c, i) {
        var picked = form.querySelector('input[name="choice-' + i + '"]:checked');
        var text = c.editable ? $('edit-' + i).value : '';
        if (!picked || (picked.value === 'text' && !text.trim())) {
          missing =
            missing ||
            (picked ? $('edit-' + i) : form.querySelector('input[name="choice-' + i + '"]'));
          return;
        }
        choices[c.id] =
          picked.value === 'text' ? { take: 'text', text: text } : { take: picked.value };
      });
      if (missing) {
        $('problems').replaceChildren(el('p', { lang: lang }, [T.choose]));
        missing.focus();
        return;
      }
      send('/api/publish/resolve', { choices: choices }, T.resolving);
    });
    box.append(heading, el('p', {}, [T.conflictIntro]), form);
    if (focus) heading.focus();
  }

  /** The versions waiting and the fields to settle, in the editor's language. */
  var state = { waiting: [], conflicts: [] };
  var open = false;
  function showState(answer) {
    state = answer;
    // The editor's language: chosen on its screen (kept in this browser by admin/editor.js),
    // else the one the editor started with; a language without texts here reads English.
    var chosen = null;
    try {
      chosen = window.localStorage.getItem('defne-editor-locale');
    } catch {
      /* a browser that keeps nothing */
    }
    var wanted = chosen || state.lang || lang;
    if (state.texts) {
      lang = state.texts[wanted] ? wanted : 'en';
      T = state.texts[lang];
    }
    if (!$('conflicts').contains(document.activeElement))
      showConflicts(state.conflicts || [], false);
    // While a field waits for a choice, the waiting version is that question's: one place to act.
    open = !$('conflicts').hidden;
    showWaiting(open ? [] : state.waiting || []);
  }

  function load() {
    return fetch('/api/publish/state')
      .then(function (res) {
        return res.ok ? res.json() : { waiting: [], conflicts: [] };
      })
      .then(showState)
      .then(function () {
        return fetch('/api/changes');
      })
      .then(function (res) {
        return res.ok ? res.json() : { changes: null };
      })
      .then(function (body) {
        var box = $('changes');
        box.replaceChildren();
        if (!body.changes) {
          box.append(para('notGit'));
          $('publish').disabled = true;
          return;
        }
        if (!body.changes.length) {
          box.append(para('nothingChanged'));
          $('publish').disabled = open || !(state.waiting && state.waiting.length);
          return;
        }
        var list = el('ul', { id: 'change-list' });
        body.changes.forEach(function (c) {
          // A product's media folder holds its photos and its PDF documents alike.
          var kind = c.kind === 'photo' && /\.pdf$/i.test(c.file) ? 'document' : c.kind;
          // The entry's name in the editor's language where the content has it, else the first.
          var names = c.name || {};
          var named = names[lang] || names.tr || names[Object.keys(names)[0]] || '';
          list.append(
            el('li', { 'data-status': c.status, 'data-kind': c.kind }, [
              el('span', { class: 'publish__tag' }, [T['status-' + c.status] || c.status]),
              ' ' + (T['kind-' + kind] || kind) + ': “' + named + '”',
            ]),
          );
        });
        box.append(list);
        $('publish').disabled = open;
      });
  }

  /** Publishes (or sends the choices for the fields both changed) and tells the outcome. */
  function send(url, body, progress) {
    var button = $('publish');
    button.disabled = true;
    $('result').replaceChildren(progress ? el('p', {}, [progress]) : para('publishing'));
    $('problems').replaceChildren();
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
      .then(function (res) {
        return res.json();
      })
      .then(function (r) {
        $('result').replaceChildren();
        if (r.ok) {
          showConflicts([], false);
          $('result').append(
            para('published', { commit: r.commit }),
            r.pushed ? para('pushed', { upstream: r.upstream }) : para('localOnly'),
          );
          (r.notices || []).forEach(function (n) {
            $('result').append(el('p', {}, [say(n)]));
          });
          if (r.left && r.left.length)
            $('result').append(para('leftOut', { files: r.left.join(', ') }));
          $('result').setAttribute('data-commit', r.commit);
          return load();
        }
        $('problems').setAttribute('data-reason', r.reason);
        // The server's own sentences, in the editor's language: nothing of git's.
        var told = {
          unpushed: 1,
          commit: 1,
          offline: 1,
          refused: 1,
          busy: 1,
          blocked: 1,
          conflict: 1,
        };
        if (told[r.reason] || r.merged) {
          $('problems').append.apply(
            $('problems'),
            (r.problems || []).map(function (p, i) {
              return el(i === 0 ? 'p' : 'li', {}, [say(p)]);
            }),
          );
          if (r.reason === 'conflict') showConflicts(r.conflicts || [], true);
          return load();
        }
        var intro = { nothing: 'nothingToPublish', invalid: 'invalid', staged: 'staged' }[r.reason];
        $('problems').append(
          para(intro || 'notPublished'),
          el(
            'ul',
            {},
            (r.problems || []).map(function (p) {
              if (typeof p === 'string') return el('li', {}, [p]);
              return el('li', {}, [say(p)]);
            }),
          ),
        );
        return load();
      })
      .catch(function () {
        $('result').replaceChildren();
        $('problems').replaceChildren(
          // Before the first answer the page has only what the server wrote into it.
          el('p', {}, [T.unreachable || document.querySelector('main').dataset.unreachable]),
        );
        button.disabled = false;
      });
  }

  $('publish').addEventListener('click', function () {
    send('/api/publish', {});
  });

  load();
})();
