/** Gold values of hold-out 4 (horeca.ts), written by hand from the text of that file. */
import { NOT_REGULATED, type GoldSpec } from '../generate/gold-spec';

const HOUR_TO_MONTH = { factor: 164.67, round: 2 };
const SURCHARGE = { offset: -100 };

export const spec: GoldSpec = {
  document: 'cao-horeca-holdout.pdf',
  cao_name: 'Cao Horeca 2025-2026 (fictief)',
  sector: 'Horeca',
  notes:
    'Loonwaarden uit de uurlonen per 1 januari 2025 (artikel 13), omgerekend met de maandfactor 164,67 uit artikel 1 onder e. Artikelen hebben leden "lid 1", "lid 2"; het artikel is het nummer na ARTIKEL.',
  values: {
    beloning: {
      arbeidsduur_per_week: {
        value: 38,
        article: '4',
        lid: '1',
        as_printed: '152 uur',
        quote: 'De arbeidsduur van een fulltime werknemer bedraagt 152 uur per periode van vier weken.',
        conversion: { factor: 0.25 },
        normalisation: '152 uur per vier weken / 4 = 38 uur per week.',
      },
      aantal_loonschalen: {
        value: 8,
        article: '10',
        lid: '1',
        as_printed: 'acht functieniveaus',
        quote:
          'Functies worden ingedeeld met de Horeca Functie-indeling Fictief (HFF) in acht functieniveaus, I tot en met VIII.',
      },
      laagste_schaal_minimum: {
        value: 2371.25,
        article: '13',
        lid: '1',
        as_printed: '€ 14,40',
        quote: '€ 14,40',
        in_table: true,
        table_row: 'I € 14,40 € 14,76 € 15,13 € 15,51 € 15,89',
        conversion: HOUR_TO_MONTH,
        normalisation: 'Uurloon niveau I trede 0 (€ 14,40) × 164,67.',
      },
      hoogste_schaal_maximum: {
        value: 3935.61,
        article: '13',
        lid: '1',
        as_printed: '€ 23,90',
        quote: '€ 23,90',
        in_table: true,
        table_row: 'VIII € 21,65 € 22,19 € 22,75 € 23,31 € 23,90',
        conversion: HOUR_TO_MONTH,
        normalisation: 'Uurloon niveau VIII trede 4 (€ 23,90) × 164,67.',
      },
      betalingsperiode: {
        value: 'per periode van vier weken (of per maand)',
        article: '15',
        lid: '1',
        as_printed: 'per periode van vier weken',
        quote: 'Het loon wordt per periode van vier weken uitbetaald.',
        keywords: ['vier weken'],
      },
    },
    inschaling: {
      functiewaarderingssysteem: {
        value: 'Horeca Functie-indeling Fictief (HFF)',
        article: '10',
        lid: '1',
        as_printed: 'Horeca Functie-indeling Fictief (HFF)',
        quote: 'Functies worden ingedeeld met de Horeca Functie-indeling Fictief (HFF)',
        keywords: ['HFF'],
      },
      inschaling_nieuwe_werknemer: {
        value: 'trede 0 van het functieniveau; relevante werkervaring mag meetellen',
        article: '10',
        lid: '2',
        as_printed: 'wordt ingeschaald in trede 0 van het functieniveau van zijn functie',
        quote:
          'Een nieuwe werknemer wordt ingeschaald in trede 0 van het functieniveau van zijn functie; relevante werkervaring mag de werkgever meetellen.',
        keywords: ['trede 0'],
      },
    },
    periodieken: {
      periodiek_hoogte: {
        value: 2.5,
        article: '11',
        lid: '2',
        as_printed: '2,5%',
        quote: 'Iedere trede is 2,5% hoger dan de vorige.',
      },
      periodiek_moment: {
        value: 'telkens na een jaar dienstverband',
        article: '11',
        lid: '1',
        as_printed: 'Telkens na een jaar dienstverband',
        quote: 'Telkens na een jaar dienstverband gaat de werknemer één trede omhoog',
        keywords: ['jaar dienstverband'],
      },
      voorwaarde_periodiek: { value: null, note: 'Geen voorwaarde gesteld.' },
    },
    initiele_verhogingen: {
      verhoging_1: {
        value: 6,
        article: '12',
        lid: '1',
        as_printed: '6%',
        quote:
          'De lonen in de loontabellen worden per 1 januari 2025 verhoogd met 6% en per 1 januari 2026 met 4%.',
      },
      verhoging_1_datum: {
        value: '2025-01-01',
        article: '12',
        lid: '1',
        as_printed: '1 januari 2025',
        quote:
          'De lonen in de loontabellen worden per 1 januari 2025 verhoogd met 6% en per 1 januari 2026 met 4%.',
      },
      verhoging_2: {
        value: 4,
        article: '12',
        lid: '1',
        as_printed: '4%',
        quote:
          'De lonen in de loontabellen worden per 1 januari 2025 verhoogd met 6% en per 1 januari 2026 met 4%.',
      },
      verhoging_2_datum: {
        value: '2026-01-01',
        article: '12',
        lid: '1',
        as_printed: '1 januari 2026',
        quote:
          'De lonen in de loontabellen worden per 1 januari 2025 verhoogd met 6% en per 1 januari 2026 met 4%.',
      },
    },
    betaalde_pauzes: {
      betaalde_pauze_per_dag: {
        value: 0,
        article: '5',
        lid: '2',
        as_printed: 'niet doorbetaald',
        quote: 'De pauze geldt niet als arbeidstijd en wordt niet doorbetaald.',
        note: 'De pauze wordt uitdrukkelijk niet doorbetaald: 0.',
      },
    },
    toeslagen: {
      overwerk_maandag_vrijdag: {
        value: 25,
        article: '14',
        lid: '1',
        as_printed: '125%',
        quote: 'Overuren op maandag tot en met zaterdag worden betaald tegen 125% van het uurloon.',
        conversion: SURCHARGE,
      },
      overwerk_zaterdag: {
        value: 25,
        article: '14',
        lid: '1',
        as_printed: '125%',
        quote: 'Overuren op maandag tot en met zaterdag worden betaald tegen 125% van het uurloon.',
        conversion: SURCHARGE,
        note: 'Maandag tot en met zaterdag hebben hetzelfde tarief.',
      },
      overwerk_zondag_feestdag: {
        value: 50,
        article: '14',
        lid: '2',
        as_printed: '150%',
        quote: 'Overuren op zondagen en feestdagen worden betaald tegen 150% van het uurloon.',
        conversion: SURCHARGE,
      },
      onregelmatigheid_avond: {
        value: 0,
        article: '14',
        lid: '3',
        as_printed: 'geen toeslag',
        quote: 'Voor avonduren geldt geen toeslag.',
        note: 'Uitdrukkelijk geen avondtoeslag: 0.',
      },
      onregelmatigheid_nacht: {
        value: 50,
        article: '14',
        lid: '4',
        as_printed: '50 procent',
        quote: 'ontvangt de werknemer een toeslag van 50 procent van het uurloon.',
      },
      ploegentoeslag_2ploegen: { value: null, note: NOT_REGULATED },
      ploegentoeslag_3ploegen: { value: null, note: NOT_REGULATED },
    },
    vakantiebijslag: {
      vakantiebijslag_percentage: {
        value: 8,
        article: '17',
        lid: '1',
        as_printed: '8%',
        quote: 'De vakantiebijslag bedraagt 8% van het brutoloon.',
      },
      vakantiebijslag_minimum: { value: null, note: 'Geen minimumbedrag geregeld.' },
      vakantiebijslag_uitbetaling: {
        value: 'eenmaal per jaar in juni (of per loonperiode op verzoek)',
        article: '17',
        lid: '2',
        as_printed: 'in juni',
        quote: 'De vakantiebijslag wordt eenmaal per jaar in juni uitbetaald',
        keywords: ['juni'],
      },
    },
    vergoedingen: {
      reiskosten_per_km: {
        value: null,
        note: 'Geen kilometervergoeding; alleen een taxi na een late dienst (artikel 25).',
      },
      reiskosten_drempel_km: { value: null, note: NOT_REGULATED },
      thuiswerkvergoeding: { value: null, note: NOT_REGULATED },
      maaltijdvergoeding: {
        value: null,
        note: 'Geen maaltijdvergoeding bij overwerk; wel een gratis maaltijd per dienst van vijf uur (artikel 25).',
      },
    },
    bijzondere_uitkeringen: {
      eindejaarsuitkering: { value: null, note: NOT_REGULATED },
      eenmalige_uitkering: { value: null, note: NOT_REGULATED },
      jubileumuitkering_25: {
        value: '€ 750',
        article: '24',
        lid: '1',
        as_printed: '€ 750',
        quote: 'Bij een dienstverband van 25 jaar ontvangt de werknemer een gratificatie van € 750.',
        keywords: ['750'],
      },
    },
    loondoorbetaling_ziekte: {
      ziekte_eerste_jaar: {
        value: 90,
        article: '20',
        lid: '1',
        as_printed: '90%',
        quote: 'In het eerste ziektejaar ontvangt de werknemer 90% van het loon',
      },
      ziekte_tweede_jaar: {
        value: 70,
        article: '20',
        lid: '2',
        as_printed: '70%',
        quote: 'In het tweede ziektejaar ontvangt de werknemer 70% van het loon.',
      },
      wachtdagen: {
        value: 2,
        article: '20',
        lid: '3',
        as_printed: 'twee wachtdagen',
        quote: 'Per ziekmelding gelden twee wachtdagen;',
      },
    },
    verlof: {
      vakantiedagen: {
        value: 24,
        article: '16',
        lid: '1',
        as_printed: '24 vakantiedagen',
        quote: 'De fulltime werknemer heeft recht op 24 vakantiedagen per kalenderjaar',
      },
      adv_dagen: { value: null, note: NOT_REGULATED },
      bijzonder_verlof_huwelijk: {
        value: 2,
        article: '18',
        lid: '1',
        as_printed: '2 diensten',
        quote: 'bij zijn eigen huwelijk of de registratie van zijn partnerschap: 2 diensten;',
        note: 'In de horeca-cao uitgedrukt in diensten (dagen).',
      },
    },
    ikb: {
      ikb_percentage: { value: null, note: NOT_REGULATED },
      ikb_bronnen: { value: null, note: NOT_REGULATED },
    },
    pensioen: {
      pensioenuitvoerder: {
        value: 'Pensioenfonds Horeca & Catering Fictief (PHCF)',
        article: '22',
        lid: '1',
        as_printed: 'Pensioenfonds Horeca & Catering Fictief (PHCF)',
        quote: 'neemt deel aan de pensioenregeling van het Pensioenfonds Horeca & Catering Fictief (PHCF).',
        keywords: ['PHCF'],
      },
      werknemersbijdrage_pensioen: {
        value: 6.75,
        article: '22',
        lid: '2',
        as_printed: '6,75%',
        quote: 'De werknemer betaalt een bijdrage van 6,75% van het pensioengevend loon.',
      },
      pensioen_wachttijd: {
        value: 'vanaf 21 jaar',
        article: '22',
        lid: '1',
        as_printed: 'De werknemer van 21 jaar of ouder neemt deel',
        quote: 'De werknemer van 21 jaar of ouder neemt deel aan de pensioenregeling',
        keywords: ['21 jaar'],
      },
    },
    duurzaam_werken_en_leven: {
      opleidingsbudget: {
        value: 300,
        article: '23',
        lid: '1',
        as_printed: '€ 300',
        quote: 'Iedere werknemer heeft recht op een opleidingsbudget van € 300 per jaar.',
      },
      generatieregeling: { value: null, note: NOT_REGULATED },
    },
    aanvullende_regelingen: {
      aanvulling_wia: { value: null, note: NOT_REGULATED },
    },
    overige_regelingen: {
      looptijd_van: {
        value: '2025-01-01',
        article: '30',
        lid: '1',
        as_printed: '1 januari 2025',
        quote: 'Deze cao geldt van 1 januari 2025 tot en met 31 december 2026.',
      },
      looptijd_tot: {
        value: '2026-12-31',
        article: '30',
        lid: '1',
        as_printed: '31 december 2026',
        quote: 'Deze cao geldt van 1 januari 2025 tot en met 31 december 2026.',
      },
      proeftijd: {
        value: 2,
        article: '3',
        lid: '2',
        as_printed: '2 maanden',
        quote: '2 jaar of langer, of onbepaalde tijd 2 maanden',
        in_table: true,
        table_row: '2 jaar of langer, of onbepaalde tijd 2 maanden',
      },
    },
  },
};
