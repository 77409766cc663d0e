import { describe, expect, it } from 'vitest';
import { type ClientFormValues, EMPTY_CLIENT_FORM } from './clientFormValues.ts';
import { listOverwrittenFields, mergeClientFormValues } from './mergeClientFormValues.ts';

const BASE: ClientFormValues = {
  ...EMPTY_CLIENT_FORM,
  first_name: 'Takeshi',
  last_name: 'Sato',
  city: 'Tokyo',
  phones: [{ id: 5, country_code: '81', phone_number: '368075462', label: 'home', removed: false }],
  schedules: [{ day_of_week: 2, time: '09:00', timezone: 'Asia/Tokyo' }],
  frequency: 1,
};

describe('mergeClientFormValues', () => {
  it('keeps what the user changed and takes everything else from the stored client', () => {
    const mine = { ...BASE, city: 'Osaka', zip_code: '530-0001' };
    const theirs = { ...BASE, email: 'sato@example.test', frequency: 14 as const };
    expect(mergeClientFormValues(BASE, mine, theirs)).toEqual({
      ...BASE,
      city: 'Osaka',
      zip_code: '530-0001',
      email: 'sato@example.test',
      frequency: 14,
    });
    // Nothing of theirs is replaced: each side changed other fields.
    expect(listOverwrittenFields(BASE, mine, theirs)).toEqual([]);
  });

  it('lets the user win a field both changed, and names it as overwritten', () => {
    const mine = { ...BASE, city: 'Osaka' };
    const theirs = { ...BASE, city: 'Kyoto', email: 'sato@example.test' };
    expect(mergeClientFormValues(BASE, mine, theirs).city).toBe('Osaka');
    expect(listOverwrittenFields(BASE, mine, theirs)).toEqual(['city']);
  });

  it('merges phones as one field: an edited list wins whole, an untouched one follows the stored client', () => {
    const added = [
      ...BASE.phones,
      { country_code: '81', phone_number: '9012345678', label: 'mobile' as const, removed: false },
    ];
    const theirsPhones = [{ ...BASE.phones[0], phone_number: '368070000' } as ClientFormValues['phones'][number]];
    expect(mergeClientFormValues(BASE, { ...BASE, phones: added }, { ...BASE, phones: theirsPhones }).phones).toEqual(
      added,
    );
    expect(mergeClientFormValues(BASE, { ...BASE, city: 'Osaka' }, { ...BASE, phones: theirsPhones }).phones).toEqual(
      theirsPhones,
    );
  });

  it('changes nothing and overwrites nothing when the user changed nothing', () => {
    const theirs = { ...BASE, city: 'Kyoto' };
    expect(mergeClientFormValues(BASE, BASE, theirs)).toEqual(theirs);
    expect(listOverwrittenFields(BASE, BASE, theirs)).toEqual([]);
  });
});
