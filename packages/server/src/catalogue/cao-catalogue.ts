import type { CaoOption } from '@caoscan/core';
import type { Db } from '../db/database';
import { readCurrentVersions } from './read-catalogue';

/** A subsector of 'Eigen Regeling' is the user's own arrangement: they type its name (spec 02 §3). */
export const OWN_ARRANGEMENT = 'Eigen Regeling';
export const AGENCY_SECTOR = 'Uitzendbranche';
export const ABU_CAO_NAME = 'ABU / NBBU CAO voor Uitzendkrachten';

/**
 * Sectors and their cao's, as the wizard offers them. Names are the cao's as known in the Netherlands;
 * links and terms are left empty rather than guessed (an operator fills them in this file).
 */
const SECTORS: Record<string, string[]> = {
  [AGENCY_SECTOR]: [ABU_CAO_NAME],
  'Metaal en techniek': [
    'Cao Metaal en Techniek (Metaalbewerkingsbedrijf)',
    'Cao Metalektro',
    'Cao Technisch Installatiebedrijf',
    'Cao Motorvoertuigenbedrijf en Tweewielerbedrijf',
    'Cao Carrosseriebedrijf',
  ],
  'Bouw en infra': ['Cao Bouw & Infra', 'Cao Afbouw', 'Cao Schilders-, Afwerkings- en Glaszetbedrijf'],
  'Schoonmaak en facilitair': [
    'Cao Schoonmaak- en Glazenwassersbedrijf',
    'Cao Particuliere Beveiliging',
    'Cao Contractcatering',
  ],
  Detailhandel: [
    'Cao Retail Non-Food',
    'Cao Supermarkten',
    'Cao Drogisterijbranche',
    'Cao Woonbranche',
    'Cao Bakkersbedrijf',
  ],
  'Horeca en recreatie': ['Cao Horeca', 'Cao Recreatie'],
  'Transport en logistiek': [
    'Cao Beroepsgoederenvervoer over de weg en de verhuur van mobiele kranen',
    'Cao Openbaar Vervoer',
    'Cao Taxivervoer',
    'Cao Logistiek en Wegvervoer',
  ],
  'Zorg en welzijn': [
    'Cao Ziekenhuizen',
    'Cao VVT (Verpleeg-, Verzorgingshuizen en Thuiszorg)',
    'Cao Gehandicaptenzorg',
    'Cao GGZ',
    'Cao Kinderopvang',
    'Cao Sociaal Werk',
  ],
  'Voedings- en genotmiddelenindustrie': [
    'Cao Vlees- en Vleeswarenindustrie',
    'Cao Zuivelindustrie',
    'Cao Zoetwarenindustrie',
    'Cao Levensmiddelenindustrie',
  ],
  'Agrarisch en groen': ['Cao Glastuinbouw', 'Cao Open Teelten', 'Cao Hoveniers', 'Cao Dierhouderij'],
  'Industrie en chemie': [
    'Cao Grafimedia',
    'Cao Kunststof- en Rubberindustrie',
    'Cao Chemische Industrie',
    'Cao Papier- en Kartonindustrie',
  ],
  'Zakelijke dienstverlening': ['Cao Contactcenters', 'Cao Banken', 'Cao Verzekeringsbedrijf'],
  'Overheid en onderwijs': ['Cao Gemeenten', 'Cao Rijk', 'Cao Primair Onderwijs', 'Cao Voortgezet Onderwijs'],
};

export const CAO_CATALOGUE: readonly CaoOption[] = [
  ...Object.entries(SECTORS).flatMap(([hoofdsector, subsectors]) =>
    subsectors.map((subsector) => ({
      hoofdsector,
      subsector,
      link: null,
      pdf_link: null,
      datum_van: null,
      datum_tot: null,
    })),
  ),
  {
    hoofdsector: OWN_ARRANGEMENT,
    subsector: OWN_ARRANGEMENT,
    link: null,
    pdf_link: null,
    datum_van: null,
    datum_tot: null,
  },
];

/**
 * What the wizard's picker offers (GET /api/cao-scans/cao-overview): the list above, with the term
 * of a cao the catalogue has a current version of (`datum_van`, `datum_tot`), plus the catalogue's
 * cao's the list lacks, before 'Eigen Regeling' (which stays last). The user still uploads the
 * client's document (spec 02 §2): the catalogue names cao's here, it does not replace the upload.
 */
export async function listCaoOptions(db: Db): Promise<CaoOption[]> {
  const current = await readCurrentVersions(db);
  const byName = new Map(current.map((cao) => [cao.name.toLowerCase(), cao]));
  const listed = CAO_CATALOGUE.filter((option) => option.hoofdsector !== OWN_ARRANGEMENT).map((option) => {
    const cao = byName.get(option.subsector.toLowerCase());
    if (!cao) return option;
    byName.delete(option.subsector.toLowerCase());
    return { ...option, datum_van: cao.current_version.term_start, datum_tot: cao.current_version.term_end };
  });
  const added = [...byName.values()].map((cao) => ({
    hoofdsector: cao.sector,
    subsector: cao.name,
    link: null,
    pdf_link: null,
    datum_van: cao.current_version.term_start,
    datum_tot: cao.current_version.term_end,
  }));
  const own = CAO_CATALOGUE.filter((option) => option.hoofdsector === OWN_ARRANGEMENT);
  return [...listed, ...added, ...own];
}
