// The publish page: lists what changed since the last version (GET /api/changes) and publishes
// it (POST /api/publish). Plain DOM, no framework; every text in Turkish and English.
(function () {
  'use strict';
  var STATUS = {
    added: { tr: 'Eklendi', en: 'Added' },
    changed: { tr: 'Değişti', en: 'Changed' },
    removed: { tr: 'Silindi', en: 'Removed' },
  };
  var KIND = {
    product: { tr: 'Ürün', en: 'Product' },
    sector: { tr: 'Sektör', en: 'Sector' },
    supplier: { tr: 'Tedarikçi', en: 'Supplier' },
    page: { tr: 'Sayfa metni', en: 'Page text' },
    company: { tr: 'Şirket', en: 'Company' },
    'removed-list': { tr: 'Kaldırılanlar', en: 'Removed list' },
    photo: { tr: 'Fotoğraf', en: 'Photo' },
    document: { tr: 'Belge', en: 'Document' },
    file: { tr: 'Dosya', en: 'File' },
  };
  var $ = function (id) {
    return document.getElementById(id);
  };
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      node.setAttribute(k, attrs[k]);
    });
    (children || []).forEach(function (c) {
      node.append(c);
    });
    return node;
  }
  function both(tr, en) {
    return [tr + ' · ', el('span', { lang: 'en' }, [en])];
  }
  function para(tr, en) {
    return el('p', {}, both(tr, en));
  }

  function load() {
    return fetch('/api/changes')
      .then(function (res) {
        return res.ok ? res.json() : { changes: null };
      })
      .then(function (body) {
        var box = $('changes');
        box.replaceChildren();
        if (!body.changes) {
          box.append(
            para(
              'Değişiklikler okunamadı: içerik klasörü bir git deposunda değil. Lütfen bir geliştiriciye sorun.',
              'The changes could not be read: the content folder is not in a git repository. Please ask a developer.',
            ),
          );
          $('publish').disabled = true;
          return;
        }
        if (!body.changes.length) {
          box.append(
            para('Yayınlanmamış değişiklik yok.', 'Nothing changed since the last publish.'),
          );
          $('publish').disabled = true;
          return;
        }
        var list = el('ul', { id: 'change-list' });
        body.changes.forEach(function (c) {
          var s = STATUS[c.status];
          // A product's media folder holds its photos and its PDF documents alike.
          var k = KIND[c.kind === 'photo' && /\.pdf$/i.test(c.file) ? 'document' : c.kind];
          list.append(
            el('li', { 'data-status': c.status, 'data-kind': c.kind }, [
              el('span', { class: 'publish__tag' }, [
                s.tr + ' · ',
                el('span', { lang: 'en' }, [s.en]),
              ]),
              ' ' + k.tr + ' / ',
              el('span', { lang: 'en' }, [k.en]),
              ': “' + c.name.tr + '”',
              c.name.en !== c.name.tr ? el('span', { lang: 'en' }, [' · “' + c.name.en + '”']) : '',
            ]),
          );
        });
        box.append(list);
        $('publish').disabled = false;
      });
  }

  $('publish').addEventListener('click', function () {
    var button = $('publish');
    button.disabled = true;
    $('result').replaceChildren(para('Yayınlanıyor…', 'Publishing…'));
    $('problems').replaceChildren();
    fetch('/api/publish', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
      .then(function (res) {
        return res.json();
      })
      .then(function (r) {
        $('result').replaceChildren();
        if (r.ok) {
          $('result').append(
            para(
              'Yayınlandı: ' + r.commit + ' sürümü kaydedildi.',
              'Published: version ' + r.commit + ' saved.',
            ),
            r.pushed
              ? para(
                  'Sürüm paylaşılan depoya gönderildi (' +
                    r.upstream +
                    '); site bir sonraki yapımda güncellenir.',
                  'The version was sent to the shared repository (' +
                    r.upstream +
                    '); the site updates with its next build.',
                )
              : para(
                  'Bu sürüm yalnızca bu bilgisayarda kaydedildi. Bir geliştiricinin göndermesiyle (push) yayına çıkar.',
                  'This version is saved on this computer only. It goes live when a developer pushes it.',
                ),
          );
          if (r.left && r.left.length)
            $('result').append(
              para(
                'Şu dosyalar içerik dosyası olmadığı için yayına alınmadı: ' + r.left.join(', '),
                'These files are not content files and were left out: ' + r.left.join(', '),
              ),
            );
          $('result').setAttribute('data-commit', r.commit);
          return load();
        }
        var intro = {
          nothing: ['Yayınlanacak değişiklik yok.', 'There is nothing to publish.'],
          invalid: [
            'Yayınlanmadı: içerikte düzeltilmesi gereken sorunlar var.',
            'Not published: the content has problems to fix first.',
          ],
          staged: [
            'Yayınlanmadı: içerik dışındaki dosyalar kayda hazırlanmış. Lütfen bir geliştiriciye sorun.',
            'Not published: files outside the content are staged for a commit. Please ask a developer.',
          ],
          unpushed: [
            'Yayınlanmadı: bu bilgisayarda gönderilmemiş başka kayıtlar var.',
            'Not published: this computer holds other versions that are not sent yet.',
          ],
          commit: [
            'Yayınlanmadı: sürüm kaydedilemedi. Değişiklikleriniz duruyor; lütfen bir geliştiriciye sorun (çoğu zaman git bu bilgisayarda kimin kaydettiğini bilmiyordur).',
            'Not published: the version could not be saved. Your changes are kept; please ask a developer (usually git does not know who is saving on this computer).',
          ],
          push: [
            'Sürüm ' +
              (r.commit || '') +
              ' bu bilgisayarda kaydedildi ama gönderilemedi. Lütfen bir geliştiriciye sorun.',
            'Version ' +
              (r.commit || '') +
              ' is saved on this computer but could not be sent. Please ask a developer.',
          ],
        }[r.reason] || ['Yayınlanmadı.', 'Not published.'];
        $('problems').append(
          para(intro[0], intro[1]),
          el(
            'ul',
            {},
            (r.problems || []).map(function (p) {
              if (typeof p === 'string') return el('li', {}, [p]);
              return el('li', {}, p.tr === p.en ? [p.tr] : both(p.tr, p.en));
            }),
          ),
        );
        return load();
      })
      .catch(function () {
        $('result').replaceChildren();
        $('problems').replaceChildren(
          para('Düzenleyiciye ulaşılamadı.', 'The editor could not be reached.'),
        );
        button.disabled = false;
      });
  });

  load();
})();
