import { describe, it } from 'vitest';
import { expectCategory } from '../../extract/testing/expect-category';

/**
 * The common ways Dutch cao's state the commuting allowance, in our own fictional sentences, and the
 * travel for the job itself (own car for one's duties, yearly mileage bands) that is not it.
 */
describe('vergoedingen, phrasing families: commuting', () => {
  it('reads "per kilometer" with "vanaf 10 km enkele reis"', () => {
    expectCategory(
      'vergoedingen',
      'Artikel 25 Woon-werkverkeer\nDe werknemer die vanaf 10 km enkele reis van het werk woont, ontvangt € 0,16 per kilometer.',
      { reiskosten_per_km: 0.16, reiskosten_drempel_km: 10 },
    );
  });
  it('reads "De vergoeding per gereden kilometer bedraagt €"', () => {
    expectCategory(
      'vergoedingen',
      'Artikel 25 Reiskosten woon-werkverkeer\nDe vergoeding per gereden kilometer bedraagt € 0,12.',
      { reiskosten_per_km: 0.12 },
    );
  });
  it('leaves null: public transport "2e klas" refunded in full names no amount per kilometre', () => {
    expectCategory(
      'vergoedingen',
      'Artikel 25 Reiskosten\nDe werkgever vergoedt de kosten van openbaar vervoer op basis van 2e klas volledig.',
      { reiskosten_per_km: null },
    );
  });
  it('does not take a rate for the own car used for one’s duties, nor a yearly mileage band as a threshold', () => {
    expectCategory(
      'vergoedingen',
      'Bijlage 7 Kosten van reizen\nWie voor de uitvoering van zijn werkzaamheden de eigen auto gebruikt, krijgt € 0,31 per kilometer.\nKilometers per jaar Bedrag\ntot 8.000 km € 0,31\nboven 8.000 km € 0,27',
      { reiskosten_per_km: null, reiskosten_drempel_km: null },
    );
  });
  it('reads a rate in cents ("17 cent per kilometer") as euro', () => {
    expectCategory(
      'vergoedingen',
      'Artikel 25 Reiskosten\nVoor woon-werkverkeer met eigen vervoer vergoedt de werkgever 17 cent per kilometer.',
      { reiskosten_per_km: 0.17 },
    );
  });
  it('reads a home-working allowance led by "voor iedere dag dat de werknemer thuiswerkt"', () => {
    expectCategory(
      'vergoedingen',
      'Artikel 26 Thuiswerkvergoeding\nVoor iedere dag dat de werknemer thuiswerkt, ontvangt hij € 2,15 netto.',
      { thuiswerkvergoeding: 2.15 },
    );
  });
  it('reads a cap in kilometres beside the rate per kilometre as no threshold', () => {
    expectCategory(
      'vergoedingen',
      'Artikel 25 Reiskosten\nDe werkgever vergoedt € 0,14 per kilometer, tot ten hoogste 40 kilometer enkele reis.',
      { reiskosten_per_km: 0.14 },
    );
  });
});
