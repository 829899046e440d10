import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@/lib/form-data';
import { locationSchema } from './locations';

const base = {
  slug: 'Canton',
  nameEn: 'Saba Canton',
  nameAr: 'سباء كانتون',
  addressEn: '1 Ford Rd',
  addressAr: '١ طريق فورد',
  city: 'Canton',
  'hours.mon.opens': '09:00',
  'hours.mon.closes': '22:30',
  'hours.tue.opens': '11:00',
  'hours.tue.closes': '01:00',
  ...Object.fromEntries(
    ['wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [`hours.${d}.closed`, 'on']),
  ),
  'orderLinks.doordash': 'https://www.doordash.com/store/saba',
  'orderLinks.ubereats': '',
  'amenities.halal': 'on',
  phones: '+1 (734) 555-0100\n\n+1 734 555 0101',
  specialHours: JSON.stringify([
    {
      date: '2026-12-31',
      closed: false,
      opens: '10:00',
      closes: '16:00',
      noteEn: 'New Year’s Eve',
    },
    { date: '2026-12-25', closed: true, opens: '', closes: '', noteAr: 'مغلق' },
  ]),
};

describe('location schema', () => {
  /** A field typed into the form: what is stored, or (a catalogue key) the field's message. */
  function expectField(field: 'tipPercents' | 'minimumOrder', typed: string, expected: unknown) {
    const parsed = locationSchema.safeParse({ ...base, [field]: typed });
    if (typeof expected === 'string') {
      expect(parsed.success).toBe(false);
      expect(fieldErrorsOf(parsed.error!.issues)[field]).toBe(expected);
    } else {
      expect(parsed.success && parsed.data[field]).toEqual(expected);
    }
  }

  // typed -> the tip shares stored (sorted, once each), or the field's message
  it.each([
    ['10, 15, 20', [10, 15, 20]],
    ['20 15 18', [15, 18, 20]],
    ['15%, 15', [15]],
    ['100', [100]],
    ['١٥', 'admin.locations.tipPercentsInvalid'],
    ['', 'admin.locations.tipPercentsInvalid'],
    ['0, 10', 'admin.locations.tipPercentsInvalid'],
    ['101', 'admin.locations.tipPercentsInvalid'],
    ['12.5', 'admin.locations.tipPercentsInvalid'],
    ['5, 10, 15, 20, 25', 'admin.locations.tipPercentsInvalid'],
    ['-10', 'admin.locations.tipPercentsInvalid'],
  ] as const)('takes tip shares typed %j as %j', (typed, expected) =>
    expectField('tipPercents', typed, expected),
  );

  // typed -> stored minimum order in cents (null: none), or the field's message
  it.each([
    ['', null],
    ['0', null],
    ['15', 1500],
    ['$15.50', 1550],
    [' 12.5 ', 1250],
    ['1000', 100000],
    ['0.01', 1],
    ['1000.01', 'admin.locations.minimumInvalid'],
    ['-5', 'admin.locations.minimumInvalid'],
    ['12.505', 'admin.locations.minimumInvalid'],
    ['fifteen', 'admin.locations.minimumInvalid'],
    ['1e3', 'admin.locations.minimumInvalid'],
  ] as const)('takes a minimum order typed %j as %j', (typed, expected) =>
    expectField('minimumOrder', typed, expected),
  );

  it('turns the editor post into the stored shape', () => {
    const value = locationSchema.parse(base);
    expect(value).toMatchObject({
      slug: 'canton',
      country: 'US',
      latitude: null,
      timezone: 'America/Detroit',
      minimumOrder: null,
      phones: ['+1 (734) 555-0100', '+1 734 555 0101'],
      hoursJson: {
        mon: { opens: '09:00', closes: '22:30' },
        tue: { opens: '11:00', closes: '01:00' },
      },
      orderLinksJson: { doordash: 'https://www.doordash.com/store/saba' },
      amenitiesJson: { halal: true, parking: false, wifi: false },
      specialHours: [
        { date: '2026-12-25', closed: true, noteAr: 'مغلق' },
        {
          date: '2026-12-31',
          closed: false,
          opens: '10:00',
          closes: '16:00',
          noteEn: 'New Year’s Eve',
        },
      ],
    });
    expect(Object.keys(value.hoursJson)).toEqual(['mon', 'tue']);
  });

  it('names each problem on its field', () => {
    const result = locationSchema.safeParse({
      ...base,
      nameAr: ' ',
      latitude: '123',
      'hours.mon.opens': '',
      'orderLinks.grubhub': 'http://insecure.example',
      specialHours: JSON.stringify([
        { date: '2026-12-25', closed: true },
        { date: '2026-12-25', closed: false, opens: '10:00', closes: '' },
      ]),
    });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!.issues)).toMatchObject({
      nameAr: 'admin.validation.nameArRequired',
      latitude: 'admin.locations.latitudeRange',
      'hours.mon.opens': 'admin.locations.opensRequired',
      'orderLinks.grubhub': 'admin.locations.urlInvalid',
      'specialHours.1.closes': 'admin.locations.closesRequired',
      'specialHours.1.date': 'admin.locations.dateTwice',
    });
  });
});
