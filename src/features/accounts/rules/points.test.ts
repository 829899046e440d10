import { describe, expect, it } from 'vitest';
import { asCents } from '@/lib/money';
import { earnsForAccount, pointsExpireAt, pointsFor, pointsTakenBack, rewardOff } from './points';

describe('points earned', () => {
  it.each([
    [1598, 10, 159],
    [1000, 10, 100],
    [999, 10, 99],
    [5, 10, 0],
    [2345, 1, 23],
    [2345, 100, 2345],
    [0, 10, 0],
    [-100, 10, 0],
  ])('%i cents at %i a dollar earn %i', (cents, perDollar, points) => {
    expect(pointsFor(asCents(cents), perDollar)).toBe(points);
  });
});

describe('points taken back by refunds (in all so far)', () => {
  it.each([
    [100, 530, 1060, 50],
    [100, 1060, 1060, 100],
    [159, 100, 1700, 9],
    [159, 1, 1700, 0],
    [0, 500, 1000, 0],
    [100, 0, 1000, 0],
    [100, 2000, 1000, 100],
  ])('%i earned, %i of %i refunded: %i back', (earned, refunded, total, back) => {
    expect(pointsTakenBack(earned, asCents(refunded), asCents(total))).toBe(back);
  });
});

describe('the 30 days a guest’s order waits for an account', () => {
  const day = 86_400_000;
  const made = new Date('2027-03-31T12:00:00Z');
  it.each([
    [-5, true],
    [0, true],
    [30, true],
    [30.01, false],
    [45, false],
  ])('an order %s days before the account earns: %s', (days, earns) => {
    expect(earnsForAccount(new Date(made.getTime() - days * day), made)).toBe(earns);
  });
});

describe('when points expire', () => {
  it.each([
    ['2027-01-15T10:00:00.000Z', 12, '2028-01-15T10:00:00.000Z'],
    ['2027-01-31T10:00:00.000Z', 1, '2027-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00.000Z', 1, '2028-02-29T10:00:00.000Z'],
    ['2027-11-30T23:30:00.000Z', 3, '2028-02-29T23:30:00.000Z'],
    ['2027-05-10T00:00:00.000Z', 60, '2032-05-10T00:00:00.000Z'],
  ])('last order %s, %i months: %s', (last, months, at) => {
    expect(pointsExpireAt(new Date(last), months).toISOString()).toBe(at);
  });
});

describe('what a reward takes off', () => {
  const amount = { id: 'a', points: 100, kind: 'amount' as const, amountOff: asCents(500) };
  const dish = { id: 'd', points: 150, kind: 'dish' as const, menuItemId: 'hummus' };
  it.each([
    ['$5 off $20', amount, 2000, null, 500],
    ['$5 off $3 left', amount, 300, null, 300],
    ['$5 off nothing left', amount, 0, null, 0],
    ['a $7.99 dish', dish, 2000, 799, 799],
    ['a $7.99 dish, $4 left', dish, 400, 799, 400],
  ])('%s', (_name, reward, left, dishPrice, off) => {
    expect(rewardOff(reward, asCents(left), dishPrice === null ? null : asCents(dishPrice))).toBe(
      off,
    );
  });
  it('a dish reward without its dish takes nothing and says so', () => {
    expect(rewardOff(dish, asCents(2000), null)).toBeNull();
  });
});
