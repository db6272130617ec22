/**
 * The element catalogue: the 16 comparison categories (spec 02 §2 "Scan results") and their schema
 * elements (packages/engine/corpus/schema.json), in display order, with Dutch labels and units. Core holds
 * it because the engine, the server and both apps need the same keys, labels and order, and core
 * depends on nothing; the engine's category definitions (packages/engine/src/categories/) import it
 * and add how each element is found and judged. Keys are typed: `CategoryKey`, `ElementKey`.
 */

import type { Unit } from './units';

export { UNITS, type Unit } from './units';

interface CatalogueShape {
  readonly key: string;
  readonly label: string;
  readonly elements: readonly { readonly key: string; readonly label: string; readonly unit: Unit }[];
}

export const CATEGORY_CATALOGUE = [
  {
    key: 'beloning',
    label: 'Beloning',
    elements: [
      { key: 'arbeidsduur_per_week', label: 'Normale arbeidsduur per week', unit: 'hours_per_week' },
      { key: 'aantal_loonschalen', label: 'Aantal loonschalen / functiegroepen', unit: 'count' },
      { key: 'laagste_schaal_minimum', label: 'Laagste schaal, minimum maandloon', unit: 'eur_per_month' },
      { key: 'hoogste_schaal_maximum', label: 'Hoogste schaal, maximum maandloon', unit: 'eur_per_month' },
      { key: 'betalingsperiode', label: 'Betalingsperiode', unit: 'text' },
    ],
  },
  {
    key: 'inschaling',
    label: 'Inschaling',
    elements: [
      { key: 'functiewaarderingssysteem', label: 'Functiewaarderingssysteem', unit: 'text' },
      { key: 'inschaling_nieuwe_werknemer', label: 'Inschaling bij indiensttreding', unit: 'text' },
    ],
  },
  {
    key: 'periodieken',
    label: 'Periodieken',
    elements: [
      { key: 'periodiek_hoogte', label: 'Hoogte periodiek', unit: 'pct' },
      { key: 'periodiek_moment', label: 'Moment toekenning periodiek', unit: 'text' },
      { key: 'voorwaarde_periodiek', label: 'Voorwaarde voor periodiek', unit: 'text' },
    ],
  },
  {
    key: 'initiele_verhogingen',
    label: 'Initiële verhogingen',
    elements: [
      { key: 'verhoging_1', label: 'Eerste structurele loonsverhoging (percentage)', unit: 'pct' },
      { key: 'verhoging_1_datum', label: 'Eerste structurele loonsverhoging (ingangsdatum)', unit: 'date' },
      { key: 'verhoging_2', label: 'Tweede structurele loonsverhoging (percentage)', unit: 'pct' },
      { key: 'verhoging_2_datum', label: 'Tweede structurele loonsverhoging (ingangsdatum)', unit: 'date' },
    ],
  },
  {
    key: 'betaalde_pauzes',
    label: 'Betaalde pauzes',
    elements: [
      { key: 'betaalde_pauze_per_dag', label: 'Betaalde pauze per dienst', unit: 'minutes_per_day' },
    ],
  },
  {
    key: 'toeslagen',
    label: 'Toeslagen',
    elements: [
      { key: 'overwerk_maandag_vrijdag', label: 'Overwerktoeslag maandag t/m vrijdag', unit: 'pct' },
      { key: 'overwerk_zaterdag', label: 'Overwerktoeslag zaterdag', unit: 'pct' },
      { key: 'overwerk_zondag_feestdag', label: 'Overwerktoeslag zon- en feestdagen', unit: 'pct' },
      { key: 'onregelmatigheid_avond', label: 'Toeslag onregelmatige uren avond', unit: 'pct' },
      { key: 'onregelmatigheid_nacht', label: 'Toeslag onregelmatige uren nacht', unit: 'pct' },
      { key: 'ploegentoeslag_2ploegen', label: 'Ploegentoeslag tweeploegendienst', unit: 'pct' },
      { key: 'ploegentoeslag_3ploegen', label: 'Ploegentoeslag drieploegendienst', unit: 'pct' },
    ],
  },
  {
    key: 'vakantiebijslag',
    label: 'Vakantiebijslag',
    elements: [
      { key: 'vakantiebijslag_percentage', label: 'Vakantiebijslag percentage', unit: 'pct' },
      { key: 'vakantiebijslag_minimum', label: 'Minimum vakantiebijslag per jaar', unit: 'eur' },
      { key: 'vakantiebijslag_uitbetaling', label: 'Moment van uitbetaling', unit: 'text' },
    ],
  },
  {
    key: 'vergoedingen',
    label: 'Vergoedingen',
    elements: [
      { key: 'reiskosten_per_km', label: 'Reiskostenvergoeding per kilometer', unit: 'eur_per_km' },
      { key: 'reiskosten_drempel_km', label: 'Minimale enkele reisafstand voor vergoeding', unit: 'count' },
      { key: 'thuiswerkvergoeding', label: 'Thuiswerkvergoeding per dag', unit: 'eur_per_day' },
      { key: 'maaltijdvergoeding', label: 'Maaltijdvergoeding bij overwerk', unit: 'eur' },
    ],
  },
  {
    key: 'bijzondere_uitkeringen',
    label: 'Bijzondere uitkeringen',
    elements: [
      { key: 'eindejaarsuitkering', label: 'Eindejaarsuitkering', unit: 'pct' },
      { key: 'eenmalige_uitkering', label: 'Eenmalige uitkering', unit: 'eur' },
      { key: 'jubileumuitkering_25', label: 'Jubileumuitkering bij 25 jaar dienst', unit: 'text' },
    ],
  },
  {
    key: 'loondoorbetaling_ziekte',
    label: 'Loondoorbetaling bij ziekte',
    elements: [
      { key: 'ziekte_eerste_jaar', label: 'Loondoorbetaling eerste ziektejaar', unit: 'pct' },
      { key: 'ziekte_tweede_jaar', label: 'Loondoorbetaling tweede ziektejaar', unit: 'pct' },
      { key: 'wachtdagen', label: 'Wachtdagen', unit: 'count' },
    ],
  },
  {
    key: 'verlof',
    label: 'Verlof',
    elements: [
      { key: 'vakantiedagen', label: 'Vakantiedagen per jaar bij voltijd', unit: 'days_per_year' },
      { key: 'adv_dagen', label: 'Arbeidsduurverkorting (ADV) per jaar', unit: 'days_per_year' },
      { key: 'bijzonder_verlof_huwelijk', label: 'Bijzonder verlof eigen huwelijk', unit: 'count' },
    ],
  },
  {
    key: 'ikb',
    label: 'Individueel Keuzebudget (IKB)',
    elements: [
      { key: 'ikb_percentage', label: 'IKB percentage van het loon', unit: 'pct' },
      { key: 'ikb_bronnen', label: 'Bronnen van het IKB', unit: 'text' },
    ],
  },
  {
    key: 'pensioen',
    label: 'Pensioen',
    elements: [
      { key: 'pensioenuitvoerder', label: 'Pensioenfonds of uitvoerder', unit: 'text' },
      { key: 'werknemersbijdrage_pensioen', label: 'Werknemersbijdrage pensioenpremie', unit: 'pct' },
      { key: 'pensioen_wachttijd', label: 'Wachttijd/startmoment deelname pensioen', unit: 'text' },
    ],
  },
  {
    key: 'duurzaam_werken_en_leven',
    label: 'Duurzaam werken en leven',
    elements: [
      { key: 'opleidingsbudget', label: 'Persoonlijk opleidingsbudget per jaar', unit: 'eur' },
      { key: 'generatieregeling', label: 'Generatie- of seniorenregeling', unit: 'text' },
    ],
  },
  {
    key: 'aanvullende_regelingen',
    label: 'Aanvullende regelingen',
    elements: [{ key: 'aanvulling_wia', label: 'Aanvulling WIA/WGA', unit: 'text' }],
  },
  {
    key: 'overige_regelingen',
    label: 'Overige regelingen',
    elements: [
      { key: 'looptijd_van', label: 'Looptijd cao vanaf', unit: 'date' },
      { key: 'looptijd_tot', label: 'Looptijd cao tot en met', unit: 'date' },
      { key: 'proeftijd', label: 'Maximale proeftijd', unit: 'months' },
    ],
  },
] as const satisfies readonly CatalogueShape[];

export type CatalogueEntry = (typeof CATEGORY_CATALOGUE)[number];
export type CategoryKey = CatalogueEntry['key'];
/** The catalogue entry of one category, with its element keys as literal types. */
export type CatalogueCategory<K extends CategoryKey = CategoryKey> = Extract<CatalogueEntry, { key: K }>;
type ElementKeysByCategory = { [C in CatalogueEntry as C['key']]: C['elements'][number]['key'] };
/** The element keys of one category ("toeslagen" → "overwerk_maandag_vrijdag" | …). */
export type ElementKeyOf<K extends CategoryKey> = ElementKeysByCategory[K];
/** Every schema element key. */
export type ElementKey = ElementKeyOf<CategoryKey>;

const CATALOGUE_BY_KEY = new Map<string, CatalogueEntry>(
  CATEGORY_CATALOGUE.map((entry) => [entry.key, entry]),
);

/** The catalogue entry of `key`, or undefined for an unknown key. */
export function findCatalogueCategory<K extends CategoryKey>(key: K): CatalogueCategory<K>;
export function findCatalogueCategory(key: string): CatalogueEntry | undefined;
export function findCatalogueCategory(key: string): CatalogueEntry | undefined {
  return CATALOGUE_BY_KEY.get(key);
}

export function isCategoryKey(key: string): key is CategoryKey {
  return CATALOGUE_BY_KEY.has(key);
}
