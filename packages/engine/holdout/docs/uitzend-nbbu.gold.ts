/** Gold values of hold-out 5 (uitzend-nbbu.ts), written by hand from the text of that file. */
import { FOLLOWS_CLIENT, NOT_REGULATED, type GoldSpec, type GoldSpecEntry } from '../generate/gold-spec';

const FOLLOWS = 'volgt de regeling van de inlener';
/** A null that the table of artikel 4:2 refers to the client's regulation. */
const follows = (row: string): GoldSpecEntry => ({
  value: null,
  article: '4:2',
  lid: '1',
  as_printed: FOLLOWS,
  quote: `${row} ${FOLLOWS}`,
  note: FOLLOWS_CLIENT,
});
const WAGE = follows('Loon in de schaal en functie-indeling');
const SURCHARGES = follows('Toeslagen voor overwerk, onregelmatige uren en');
const INCREASES = follows('Initiële loonsverhogingen');
const STEPS = follows('Periodieken');
const COSTS: GoldSpecEntry = {
  ...follows('Kostenvergoedingen (reiskosten, thuiswerk,'),
  quote: 'Kostenvergoedingen (reiskosten, thuiswerk, volgt de regeling van de inlener',
};
const PAYMENTS = follows('Eenmalige uitkeringen en eindejaarsuitkering');
const WORKING_TIME: GoldSpecEntry = {
  value: null,
  article: '3:1',
  lid: '1',
  as_printed: 'gelijk aan die welke gelden bij de inlener',
  quote:
    'De arbeidsduur, de werktijden en de pauzes van de uitzendkracht zijn gelijk aan die welke gelden bij de inlener.',
  note: FOLLOWS_CLIENT,
};

export const spec: GoldSpec = {
  document: 'cao-uitzend-nbbu-holdout.pdf',
  cao_name: 'Cao voor Uitzendkrachten BBUF 2025-2027 (fictief)',
  sector: 'Uitzendbranche',
  notes:
    'Uitzendcao: artikel 4:2 geeft in een tabel per arbeidsvoorwaarde aan dat de regeling van de inlener geldt; die elementen zijn null met een verwijzing naar die tabel.',
  values: {
    beloning: {
      arbeidsduur_per_week: WORKING_TIME,
      aantal_loonschalen: WAGE,
      laagste_schaal_minimum: WAGE,
      hoogste_schaal_maximum: WAGE,
      betalingsperiode: {
        value: 'per week of per vier weken',
        article: '4:4',
        lid: '1',
        as_printed: 'per week of per vier weken',
        quote: 'De uitzendonderneming betaalt het loon per week of per vier weken',
        keywords: ['week', 'vier weken'],
      },
    },
    inschaling: {
      functiewaarderingssysteem: {
        value: 'functie-indeling van de inlener',
        article: '4:3',
        lid: '1',
        as_printed: 'functie-indeling van de inlener',
        quote: 'De uitzendkracht wordt ingedeeld volgens de functie-indeling van de inlener',
        keywords: ['inlener'],
      },
      inschaling_nieuwe_werknemer: {
        value: 'in de functiegroep die bij de inlener geldt voor een gelijkwaardige functie',
        article: '4:3',
        lid: '1',
        as_printed: 'in de functiegroep die daar geldt voor een gelijkwaardige functie',
        quote:
          'volgens de functie-indeling van de inlener, in de functiegroep die daar geldt voor een gelijkwaardige functie.',
        keywords: ['gelijkwaardige functie'],
      },
    },
    periodieken: { periodiek_hoogte: STEPS, periodiek_moment: STEPS, voorwaarde_periodiek: STEPS },
    initiele_verhogingen: {
      verhoging_1: INCREASES,
      verhoging_1_datum: INCREASES,
      verhoging_2: INCREASES,
      verhoging_2_datum: INCREASES,
    },
    betaalde_pauzes: { betaalde_pauze_per_dag: WORKING_TIME },
    toeslagen: {
      overwerk_maandag_vrijdag: SURCHARGES,
      overwerk_zaterdag: SURCHARGES,
      overwerk_zondag_feestdag: SURCHARGES,
      onregelmatigheid_avond: SURCHARGES,
      onregelmatigheid_nacht: SURCHARGES,
      ploegentoeslag_2ploegen: SURCHARGES,
      ploegentoeslag_3ploegen: SURCHARGES,
    },
    vakantiebijslag: {
      vakantiebijslag_percentage: {
        value: 8,
        article: '5:2',
        lid: '1',
        as_printed: '8%',
        quote: 'De uitzendkracht bouwt 8% vakantiebijslag op over het loon.',
      },
      vakantiebijslag_minimum: { value: null, note: 'Geen minimumbedrag geregeld.' },
      vakantiebijslag_uitbetaling: {
        value: 'in de laatste week van mei',
        article: '5:2',
        lid: '2',
        as_printed: 'in de laatste week van mei',
        quote: 'De vakantiebijslag wordt uitbetaald in de laatste week van mei',
        keywords: ['mei'],
      },
    },
    vergoedingen: {
      reiskosten_per_km: {
        value: 0.18,
        article: '4:5',
        lid: '1',
        as_printed: '€ 0,18',
        quote: 'dan vergoedt de uitzendonderneming ten minste € 0,18 per kilometer',
        note: 'Vangnet: alleen als de inlener geen reiskostenregeling kent.',
      },
      reiskosten_drempel_km: {
        value: 15,
        article: '4:5',
        lid: '1',
        as_printed: '15 kilometer',
        quote: 'bij een enkele reisafstand van meer dan 15 kilometer.',
        note: 'Vangnet.',
      },
      thuiswerkvergoeding: COSTS,
      maaltijdvergoeding: COSTS,
    },
    bijzondere_uitkeringen: {
      eindejaarsuitkering: PAYMENTS,
      eenmalige_uitkering: PAYMENTS,
      jubileumuitkering_25: { value: null, note: NOT_REGULATED },
    },
    loondoorbetaling_ziekte: {
      ziekte_eerste_jaar: {
        value: 90,
        article: '6:1',
        lid: '1',
        as_printed: '90%',
        quote: 'in het eerste ziektejaar 90% van het loon',
      },
      ziekte_tweede_jaar: {
        value: 80,
        article: '6:1',
        lid: '1',
        as_printed: '80%',
        quote: 'in het tweede ziektejaar 80% van het loon.',
      },
      wachtdagen: {
        value: 1,
        article: '6:1',
        lid: '2',
        as_printed: 'een wachtdag',
        quote: 'De eerste ziektedag is een wachtdag.',
      },
    },
    verlof: {
      vakantiedagen: {
        value: 25,
        article: '5:1',
        lid: '1',
        as_printed: '25 vakantiedagen',
        quote: 'bij een voltijd dienstverband komt dit neer op 25 vakantiedagen per jaar.',
      },
      adv_dagen: follows('Arbeidsduurverkorting (ADV)'),
      bijzonder_verlof_huwelijk: {
        value: 2,
        article: '5:3',
        as_printed: '2 dagen',
        quote: 'bij zijn eigen huwelijk of geregistreerd partnerschap: 2 dagen;',
      },
    },
    ikb: {
      ikb_percentage: { value: null, note: NOT_REGULATED },
      ikb_bronnen: { value: null, note: NOT_REGULATED },
    },
    pensioen: {
      pensioenuitvoerder: {
        value: 'Stichting Pensioenfonds Flexwerk Fictief (SPFF)',
        article: 'Bijlage 3',
        lid: '1',
        as_printed: 'Stichting Pensioenfonds Flexwerk Fictief (SPFF)',
        quote:
          'De uitzendkracht neemt deel aan de Basisregeling van de Stichting Pensioenfonds Flexwerk Fictief (SPFF)',
        keywords: ['SPFF'],
      },
      werknemersbijdrage_pensioen: {
        value: 2.9,
        article: 'Bijlage 3',
        lid: '3',
        as_printed: '2,9%',
        quote: 'In de Plusregeling betaalt de uitzendkracht een bijdrage van 2,9% van de pensioengrondslag.',
      },
      pensioen_wachttijd: {
        value: 'na 26 gewerkte weken',
        article: 'Bijlage 3',
        lid: '1',
        as_printed: 'nadat hij 26 weken heeft gewerkt',
        quote: 'Flexwerk Fictief (SPFF) nadat hij 26 weken heeft gewerkt.',
        keywords: ['26 weken'],
      },
    },
    duurzaam_werken_en_leven: {
      opleidingsbudget: {
        value: null,
        note: 'Geen persoonlijk budget; alleen een collectieve besteding van 1,02% van de loonsom (artikel 4:6).',
      },
      generatieregeling: { value: null, note: NOT_REGULATED },
    },
    aanvullende_regelingen: {
      aanvulling_wia: { value: null, note: NOT_REGULATED },
    },
    overige_regelingen: {
      looptijd_van: {
        value: '2025-01-06',
        article: '1:3',
        lid: '1',
        as_printed: '6 januari 2025',
        quote: 'Deze cao heeft een looptijd van 6 januari 2025 tot en met 3 januari 2027.',
      },
      looptijd_tot: {
        value: '2027-01-03',
        article: '1:3',
        lid: '1',
        as_printed: '3 januari 2027',
        quote: 'Deze cao heeft een looptijd van 6 januari 2025 tot en met 3 januari 2027.',
      },
      proeftijd: {
        value: 1,
        article: '2:2',
        lid: '2',
        as_printed: 'één maand',
        quote:
          'In een uitzendovereenkomst zonder uitzendbeding voor bepaalde tijd geldt een proeftijd van ten hoogste één maand.',
      },
    },
  },
};
