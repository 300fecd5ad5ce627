import { gisToMinor, hub88ToMinor, minorToGis, minorToHub88 } from '@/lib/casino/amounts';

describe('Hub88 amounts (1/100,000)', () => {
  it('convert whole minor units exactly, from numbers, digit strings and BigInt', () => {
    expect(hub88ToMinor(150_000)).toBe(150);
    expect(hub88ToMinor(1_000)).toBe(1);
    expect(hub88ToMinor(0)).toBe(0);
    expect(hub88ToMinor('123456789000')).toBe(123_456_789);
    expect(hub88ToMinor(BigInt('9007199254740991000'))).toBe(9_007_199_254_740_991);
    expect(hub88ToMinor(-5_000)).toBe(-5);
  });

  it('refuse what is not a whole minor unit, never rounding it', () => {
    expect(hub88ToMinor(1_500)).toBeNull(); // 0.015
    expect(hub88ToMinor(999)).toBeNull();
    expect(hub88ToMinor(1)).toBeNull();
    expect(hub88ToMinor(1000.5)).toBeNull();
    expect(hub88ToMinor('1000.0')).toBeNull();
    expect(hub88ToMinor('1e5')).toBeNull();
    expect(hub88ToMinor(' 1000')).toBeNull();
    expect(hub88ToMinor('')).toBeNull();
    expect(hub88ToMinor(Number.NaN)).toBeNull();
    expect(hub88ToMinor(Number.MAX_SAFE_INTEGER + 1)).toBeNull();
    expect(hub88ToMinor(BigInt('9007199254740992000'))).toBeNull(); // beyond a safe minor amount
  });

  it('go back exactly', () => {
    expect(minorToHub88(150)).toBe(150_000);
    expect(minorToHub88(1)).toBe(1_000);
    expect(minorToHub88(0)).toBe(0);
    for (const minor of [1, 29, 1005, 123_456_789, 9_007_199_254_740]) {
      expect(hub88ToMinor(minorToHub88(minor))).toBe(minor);
    }
    expect(() => minorToHub88(1.5)).toThrow(RangeError);
    expect(() => minorToHub88(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
  });
});

describe('Slotegrator GIS amounts (decimals)', () => {
  it('convert plain decimals with at most two significant decimals exactly', () => {
    expect(gisToMinor('10.50')).toBe(1050);
    expect(gisToMinor('10.5')).toBe(1050);
    expect(gisToMinor('0.01')).toBe(1);
    expect(gisToMinor('0.29')).toBe(29); // a float would give 28.999…
    expect(gisToMinor('3')).toBe(300);
    expect(gisToMinor('1.500')).toBe(150);
    expect(gisToMinor(' 7.00 ')).toBe(700);
    expect(gisToMinor('-0.05')).toBe(-5);
    expect(gisToMinor(12.34)).toBe(1234);
    expect(gisToMinor(0)).toBe(0);
    expect(gisToMinor('90071992547409.91')).toBe(9_007_199_254_740_991);
  });

  it('refuse sub-minor amounts, exponents, float noise and other text', () => {
    expect(gisToMinor('1.505')).toBeNull();
    expect(gisToMinor('0.001')).toBeNull();
    expect(gisToMinor(0.1 + 0.2)).toBeNull(); // 0.30000000000000004
    expect(gisToMinor(1e-7)).toBeNull();
    expect(gisToMinor('1e2')).toBeNull();
    expect(gisToMinor('1,50')).toBeNull();
    expect(gisToMinor('.5')).toBeNull();
    expect(gisToMinor('5.')).toBeNull();
    expect(gisToMinor('')).toBeNull();
    expect(gisToMinor('abc')).toBeNull();
    expect(gisToMinor(Number.NaN)).toBeNull();
    expect(gisToMinor('90071992547409.92')).toBeNull(); // beyond a safe minor amount
  });

  it('go back as two-decimal text', () => {
    expect(minorToGis(1050)).toBe('10.50');
    expect(minorToGis(1)).toBe('0.01');
    expect(minorToGis(0)).toBe('0.00');
    expect(minorToGis(-5)).toBe('-0.05');
    expect(minorToGis(9_007_199_254_740_991)).toBe('90071992547409.91');
    for (const minor of [1, 29, 100, 1005, 123_456_789]) {
      expect(gisToMinor(minorToGis(minor))).toBe(minor);
    }
    expect(() => minorToGis(0.5)).toThrow(RangeError);
  });
});
