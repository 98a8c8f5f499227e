// The field-by-field join of two versions of one entry (src/merge.mjs): what joins without a
// question, and what is a real conflict.
import { describe, expect, it } from 'vitest';
import { mergeJson } from '../../src/merge.mjs';

const product = {
  sector: 'filtration',
  order: 8,
  name: { tr: 'İğneli Keçe', en: 'Needle Felt' },
  photos: ['1.jpg', '2.jpg'],
  properties: [
    { label: { tr: 'Elyaf', en: 'Fiber' }, value: { tr: 'Polyester', en: 'Polyester' } },
    { label: { tr: 'Yüzey', en: 'Surface' }, value: { tr: 'Kalenderli', en: 'Calendered' } },
  ],
};
const copy = () => structuredClone(product);

describe('mergeJson', () => {
  it('joins changes of different fields, and of two languages of one text', () => {
    const mine = copy();
    mine.name.en = 'Needle-Punched Felt';
    mine.order = 3;
    const theirs = copy();
    theirs.name.tr = 'İğne Keçe';
    theirs.sector = 'textiles';
    const { value, conflicts } = mergeJson(product, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(value).toEqual({
      ...product,
      sector: 'textiles',
      order: 3,
      name: { tr: 'İğne Keçe', en: 'Needle-Punched Felt' },
    });
    // Mine's key order is kept: an unchanged file stays unchanged, a changed one shows only its change.
    expect(Object.keys(value as object)).toEqual(Object.keys(product));
  });

  it('stops only on the same field changed to two different values, naming it and both values', () => {
    const mine = copy();
    mine.name.en = 'Needle-Punched Felt';
    const theirs = copy();
    theirs.name.en = 'Needle Felt for Bag Filters';
    const same = copy();
    same.name.en = 'Needle-Punched Felt';
    expect(mergeJson(product, mine, same).conflicts).toEqual([]);
    const { value, conflicts } = mergeJson(product, mine, theirs);
    expect(conflicts).toEqual([
      {
        path: ['name', 'en'],
        base: 'Needle Felt',
        mine: 'Needle-Punched Felt',
        theirs: 'Needle Felt for Bag Filters',
      },
    ]);
    // Undecided, mine stands in; decided, the choice is taken.
    expect((value as typeof product).name.en).toBe('Needle-Punched Felt');
    const decided = mergeJson(product, mine, theirs, () => ({ value: 'Needle Felt (edited)' }));
    expect((decided.value as typeof product).name.en).toBe('Needle Felt (edited)');
  });

  it('joins lists item by item, and as sets when both only added or removed', () => {
    const mine = copy();
    mine.properties[0]!.value.en = 'Polyester fibre';
    const theirs = copy();
    theirs.properties[1]!.label.tr = 'Yüzey işlemi';
    const byItem = mergeJson(product, mine, theirs);
    expect(byItem.conflicts).toEqual([]);
    expect(
      (byItem.value as typeof product).properties.map((p) => [p.label.tr, p.value.en]),
    ).toEqual([
      ['Elyaf', 'Polyester fibre'],
      ['Yüzey işlemi', 'Calendered'],
    ]);
    // Two products removed on two computers: both end in removed.json.
    const removedMine = [{ key: 'a' }, { key: 'b' }];
    const removedTheirs = [{ key: 'a' }, { key: 'c' }];
    expect(mergeJson([{ key: 'a' }], removedMine, removedTheirs)).toEqual({
      value: [{ key: 'a' }, { key: 'b' }, { key: 'c' }],
      conflicts: [],
    });
    // A photo added here, another removed there.
    expect(mergeJson(['1.jpg', '2.jpg'], ['1.jpg', '2.jpg', '3.jpg'], ['2.jpg']).value).toEqual([
      '2.jpg',
      '3.jpg',
    ]);
  });

  it('calls a list reordered on one side and changed on the other a conflict, as it is', () => {
    const { conflicts } = mergeJson(
      ['1.jpg', '2.jpg', '3.jpg'],
      ['3.jpg', '1.jpg', '2.jpg'],
      ['1.jpg', '2.jpg', '3.jpg', '4.jpg'],
    );
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]!.path).toEqual([]);
  });

  it('calls an entry removed on one side and changed on the other a conflict of the whole entry', () => {
    const theirs = copy();
    theirs.name.en = 'Needle-Punched Felt';
    const { value, conflicts } = mergeJson(product, undefined, theirs, () => ({
      value: undefined,
    }));
    expect(value).toBeUndefined();
    expect(conflicts).toEqual([{ path: [], base: product, mine: undefined, theirs }]);
  });
});
