import { afterEach, describe, expect, it } from 'vitest';
import { formDataToObject, nestFormKeys } from './form-data';

const proto = Object.prototype as Record<string, unknown>;

afterEach(() => {
  // Leave nothing behind for the other tests of this worker, whatever happened.
  for (const key of ['email', 'polluted', 'isAdmin']) delete proto[key];
});

describe('form data parsing refuses prototype keys', () => {
  it('nests dotted names without reaching a shared prototype', () => {
    const out = nestFormKeys({
      '__proto__.email': 'x',
      'constructor.prototype.polluted': 'yes',
      'hours.mon.opens': '09:00',
    }) as Record<string, unknown>;
    expect(({} as Record<string, unknown>).email).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(out).toEqual({ hours: { mon: { opens: '09:00' } } });
  });

  it('drops __proto__ and friends from a form post', () => {
    const form = new FormData();
    form.append('__proto__', 'x');
    form.append('constructor', 'y');
    form.append('name', 'Amal');
    form.append('name', 'Saeed');
    const out = formDataToObject(form) as Record<string, unknown>;
    expect(Object.keys(out)).toEqual(['name']);
    expect(out).toEqual({ name: ['Amal', 'Saeed'] });
    // A plain object: it can be passed on to a server function.
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });

  it('a JSON body with a literal __proto__ key changes nothing shared', () => {
    const body = JSON.parse('{"__proto__":{"isAdmin":true},"a.b":"c"}') as unknown;
    const out = nestFormKeys(body) as Record<string, unknown>;
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect({ ...out }).toEqual({ a: { b: 'c' } });
  });
});
