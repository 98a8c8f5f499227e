import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, draftNonce, DRAFT_KEY_PREFIX, loadDraft, saveDraft } from './draft';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  clearDraft('contact');
  clearDraft('short');
});

describe('drafts', () => {
  it('saves per form id in sessionStorage and loads them back', () => {
    expect(loadDraft('contact')).toBeNull();
    expect(saveDraft('contact', { name: 'Ayşe', email: '', message: 'Merhaba\nnasılsınız' })).toBe(
      true,
    );
    saveDraft('short', { nameCompany: 'Acme' });
    expect(loadDraft('contact')).toEqual({ name: 'Ayşe', message: 'Merhaba\nnasılsınız' });
    expect(loadDraft('short')).toEqual({ nameCompany: 'Acme' });
    expect(JSON.parse(sessionStorage.getItem(`${DRAFT_KEY_PREFIX}contact`)!).values.name).toBe(
      'Ayşe',
    );
  });

  it('keeps the draft nonce across saves until cleared', () => {
    const nonce = draftNonce('contact');
    saveDraft('contact', { name: 'A' });
    saveDraft('contact', { name: 'AB' });
    expect(draftNonce('contact')).toBe(nonce);
    clearDraft('contact');
    expect(loadDraft('contact')).toBeNull();
    expect(draftNonce('contact')).not.toBe(nonce);
  });

  it('removes the draft when every field is empty', () => {
    saveDraft('contact', { name: 'A' });
    saveDraft('contact', { name: '', message: '' });
    expect(loadDraft('contact')).toBeNull();
  });

  it('ignores a corrupt stored draft', () => {
    sessionStorage.setItem(`${DRAFT_KEY_PREFIX}contact`, '{not json');
    expect(loadDraft('contact')).toBeNull();
    sessionStorage.setItem(
      `${DRAFT_KEY_PREFIX}contact`,
      JSON.stringify({ v: 1, nonce: 'n', values: { name: 5 } }),
    );
    expect(loadDraft('contact')).toBeNull();
  });

  it('falls back to memory when storage is full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(saveDraft('contact', { name: 'Ayşe' })).toBe(false);
    expect(loadDraft('contact')).toEqual({ name: 'Ayşe' });
  });

  it('falls back to memory when storage is refused', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(saveDraft('contact', { name: 'Ayşe' })).toBe(false);
    expect(loadDraft('contact')).toEqual({ name: 'Ayşe' });
    expect(() => clearDraft('contact')).not.toThrow();
    expect(loadDraft('contact')).toBeNull();
  });
});
