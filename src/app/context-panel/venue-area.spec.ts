import { areaOf } from './venue-area';

describe('areaOf', () => {
  it('takes the city of a Google address, past the postal code, region and country', () => {
    expect(areaOf('Greenbelt 3, Ayala Center, Makati, 1223 Metro Manila, Philippines')).toBe('Makati');
  });

  it('takes the city of an offline catalog address', () => {
    expect(areaOf('2/F Greenbelt 3, Ayala Center, San Lorenzo, Makati, Metro Manila')).toBe('Makati');
    expect(areaOf('Rua das Flores 103, Chiado, Lisboa, Portugal')).toBe('Lisboa');
    expect(areaOf('1570 Stockton St, North Beach, San Francisco, CA')).toBe('San Francisco');
    expect(areaOf('12 Rue de Rivoli, 75001 Paris')).toBe('Paris');
    expect(areaOf('1-2-3 Jingumae, Shibuya City, Tokyo 150-0001, Japan')).toBe('Tokyo');
  });

  it('keeps a one-part address that names an area', () => {
    expect(areaOf('Napa, CA')).toBe('Napa');
    expect(areaOf('Sentosa Island, Singapore')).toBe('Sentosa Island');
  });

  it('gives nothing without an address, or when only a street is left', () => {
    expect(areaOf(undefined)).toBeNull();
    expect(areaOf('')).toBeNull();
    expect(areaOf('123 Main St, 94103, USA')).toBeNull();
  });
});
