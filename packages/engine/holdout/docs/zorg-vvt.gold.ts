/** Gold values of hold-out 3 (zorg-vvt.ts), written by hand from the text of that file. */
import { NOT_REGULATED, type GoldSpec } from '../generate/gold-spec';

const OVERTIME = 'vermeerderd met een toeslag van 50% van het uurloon in geld';

export const spec: GoldSpec = {
  document: 'cao-zorg-vvt-holdout.pdf',
  cao_name: 'Cao VVT 2025-2027 (fictief)',
  sector: 'Zorg (VVT)',
  notes:
    'Loonwaarden uit de salaristabel per 1 maart 2025 (bijlage 1), waarin de FWG-groepen kolommen zijn en de treden rijen. Vakantie-uren zijn volgens de corpusconventie door 8 gedeeld.',
  values: {
    beloning: {
      arbeidsduur_per_week: {
        value: 36,
        article: '3.1.1',
        as_printed: '36 uur',
        quote: 'De arbeidsduur bij een voltijd dienstverband bedraagt gemiddeld 36 uur per week',
      },
      aantal_loonschalen: {
        value: 12,
        article: '3.3.2',
        as_printed: 'twaalf FWG-groepen',
        quote: 'Het salarishuis bestaat uit twaalf FWG-groepen, van FWG 15 tot en met FWG 70.',
      },
      laagste_schaal_minimum: {
        value: 2235.44,
        article: 'Bijlage 1',
        as_printed: '2.235,44',
        quote: '2.235,44',
        in_table: true,
        table_row:
          '0 2.235,44 2.403,10 2.583,33 2.777,08 2.985,36 3.209,26 3.449,96 3.708,70 3.986,86 4.285,87 4.607,31 4.952,86',
        note: 'FWG 15, trede 0.',
      },
      hoogste_schaal_maximum: {
        value: 6290.17,
        article: 'Bijlage 1',
        as_printed: '6.290,17',
        quote: '6.290,17',
        in_table: true,
        table_row: '9 5.443,09 5.851,29 6.290,17',
        note: 'FWG 70, trede 9 (de kolommen van lagere groepen zijn in die rij leeg).',
      },
      betalingsperiode: {
        value: 'per kalendermaand',
        article: '3.3.8',
        as_printed: 'per kalendermaand',
        quote: 'Het salaris wordt per kalendermaand betaald en uiterlijk op de 25e van de maand',
        keywords: ['maand'],
      },
    },
    inschaling: {
      functiewaarderingssysteem: {
        value: 'FWZ (Functiewaardering Zorg Fictief)',
        article: '3.3.1',
        as_printed: 'FWZ (Functiewaardering Zorg Fictief)',
        quote:
          'Iedere functie wordt gewaardeerd met het functiewaarderingssysteem FWZ (Functiewaardering Zorg Fictief)',
        keywords: ['FWZ'],
      },
      inschaling_nieuwe_werknemer: {
        value: 'trede op basis van relevante werkervaring (één trede per jaar ervaring)',
        article: '3.3.3',
        as_printed: 'op een trede die past bij de relevante werkervaring',
        quote:
          'Bij indiensttreding stelt de werkgever het salaris vast op een trede die past bij de relevante werkervaring; ieder volledig jaar relevante werkervaring telt als één trede.',
        keywords: ['werkervaring'],
      },
    },
    periodieken: {
      periodiek_hoogte: {
        value: null,
        note: 'De periodiek is één trede in de salaristabel, geen percentage.',
      },
      periodiek_moment: {
        value: 'jaarlijks op 1 januari',
        article: '3.3.4',
        as_printed: 'op 1 januari',
        quote: 'gaat de werknemer jaarlijks op 1 januari één trede omhoog',
        also: ['Jaarlijks op 1 januari, als u op die datum ten minste drie maanden in dienst bent'],
        keywords: ['1 januari'],
      },
      voorwaarde_periodiek: {
        value: 'op 1 januari ten minste drie maanden in dienst',
        article: '3.3.4',
        as_printed: 'ten minste drie maanden in dienst',
        quote: 'mits hij op die datum ten minste drie maanden in dienst is.',
        also: ['als u op die datum ten minste drie maanden in dienst bent'],
        keywords: ['drie maanden'],
      },
    },
    initiele_verhogingen: {
      verhoging_1: {
        value: 3.25,
        article: '3.3.5',
        as_printed: '3,25%',
        quote: '1 maart 2025 3,25%',
        in_table: true,
        table_row: '1 maart 2025 3,25%',
      },
      verhoging_1_datum: {
        value: '2025-03-01',
        article: '3.3.5',
        as_printed: '1 maart 2025',
        quote: '1 maart 2025 3,25%',
        in_table: true,
        table_row: '1 maart 2025 3,25%',
      },
      verhoging_2: {
        value: 2.5,
        article: '3.3.5',
        as_printed: '2,5%',
        quote: '1 januari 2026 2,5%',
        in_table: true,
        table_row: '1 januari 2026 2,5%',
      },
      verhoging_2_datum: {
        value: '2026-01-01',
        article: '3.3.5',
        as_printed: '1 januari 2026',
        quote: '1 januari 2026 2,5%',
        in_table: true,
        table_row: '1 januari 2026 2,5%',
        note: 'Een derde verhoging van 1,75% volgt per 1 januari 2027.',
      },
    },
    betaalde_pauzes: {
      betaalde_pauze_per_dag: {
        value: 15,
        article: '3.1.2',
        as_printed: '15 minuten',
        quote: 'recht op een pauze van 30 minuten, waarvan 15 minuten worden doorbetaald.',
      },
    },
    toeslagen: {
      overwerk_maandag_vrijdag: { value: 50, article: '3.2.2', as_printed: '50%', quote: OVERTIME },
      overwerk_zaterdag: {
        value: 50,
        article: '3.2.2',
        as_printed: '50%',
        quote: OVERTIME,
        note: 'De toeslag geldt op alle dagen van de week, ook op zaterdag, zon- en feestdagen.',
      },
      overwerk_zondag_feestdag: {
        value: 50,
        article: '3.2.2',
        as_printed: '50%',
        quote: OVERTIME,
        note: 'De toeslag geldt op alle dagen van de week, ook op zaterdag, zon- en feestdagen.',
      },
      onregelmatigheid_avond: {
        value: 22,
        article: '3.2.1',
        as_printed: '22%',
        quote: '20.00 – 22.00 uur 22% 38% 60%',
        also: ['Tussen 20.00 en 22.00 uur ontvangt u op maandag tot en met vrijdag 22% toeslag.'],
        in_table: true,
        table_row: '20.00 – 22.00 uur 22% 38% 60%',
        note: 'Maandag t/m vrijdag, tijdvak 20.00–22.00 uur.',
      },
      onregelmatigheid_nacht: {
        value: 44,
        article: '3.2.1',
        as_printed: '44%',
        quote: '22.00 – 24.00 uur 44% 44% 60%',
        also: ['00.00 – 06.00 uur 44% 44% 60%', 'Na 22.00 uur is dat 44%.'],
        in_table: true,
        table_row: '22.00 – 24.00 uur 44% 44% 60%',
        note: 'Maandag t/m vrijdag, tijdvakken 22.00–24.00 en 00.00–06.00 uur.',
      },
      ploegentoeslag_2ploegen: { value: null, note: NOT_REGULATED },
      ploegentoeslag_3ploegen: { value: null, note: NOT_REGULATED },
    },
    vakantiebijslag: {
      vakantiebijslag_percentage: {
        value: 8,
        article: '4.1.2',
        as_printed: '8%',
        quote: 'De vakantiebijslag bedraagt 8% van het salaris over de periode van juni tot en met mei.',
      },
      vakantiebijslag_minimum: {
        value: 1962,
        article: '4.1.2',
        as_printed: '€ 1.962,00',
        quote: 'bedraagt de vakantiebijslag ten minste € 1.962,00 per jaar.',
      },
      vakantiebijslag_uitbetaling: {
        value: 'met het salaris van de maand mei',
        article: '4.1.2',
        as_printed: 'met het salaris van de maand mei',
        quote: 'De vakantiebijslag wordt uitbetaald met het salaris van de maand mei.',
        keywords: ['mei'],
      },
    },
    vergoedingen: {
      reiskosten_per_km: {
        value: 0.16,
        article: '6.3.1',
        as_printed: '€ 0,16',
        quote: 'Voor woon-werkverkeer ontvangt de werknemer € 0,16 per kilometer',
      },
      reiskosten_drempel_km: {
        value: 0,
        article: '6.3.1',
        as_printed: 'geen minimale reisafstand',
        quote: 'Er geldt geen minimale reisafstand.',
        note: 'Uitdrukkelijk geen drempel: 0.',
      },
      thuiswerkvergoeding: { value: null, note: NOT_REGULATED },
      maaltijdvergoeding: { value: null, note: NOT_REGULATED },
    },
    bijzondere_uitkeringen: {
      eindejaarsuitkering: {
        value: 8.33,
        article: '3.3.7',
        as_printed: '8,33%',
        quote:
          'De werknemer ontvangt jaarlijks in november een eindejaarsuitkering van 8,33% van het in dat jaar verdiende salaris',
        also: [
          'De eindejaarsuitkering is 8,33% van het jaarsalaris en wordt in november betaald.',
          'Haar eindejaarsuitkering is 8,33% van 12',
        ],
      },
      eenmalige_uitkering: {
        value: 275,
        article: '3.3.6',
        as_printed: '€ 275',
        quote: 'een eenmalige uitkering van € 275 bruto; bij deeltijd naar rato.',
      },
      jubileumuitkering_25: {
        value: '75% van een bruto maandsalaris',
        article: '6.3.2',
        as_printed: '75% van een bruto maandsalaris',
        quote:
          'Bij een dienstverband van 25 jaar ontvangt de werknemer een jubileumgratificatie van 75% van een bruto maandsalaris.',
        keywords: ['75%'],
      },
    },
    loondoorbetaling_ziekte: {
      ziekte_eerste_jaar: {
        value: 100,
        article: '5.1.1',
        as_printed: '100%',
        quote:
          'Gedurende de eerste twaalf maanden van arbeidsongeschiktheid ontvangt de werknemer 100% van zijn salaris;',
      },
      ziekte_tweede_jaar: {
        value: 75,
        article: '5.1.1',
        as_printed: '75%',
        quote: 'gedurende de daaropvolgende twaalf maanden 75%.',
      },
      wachtdagen: { value: null, note: NOT_REGULATED },
    },
    verlof: {
      vakantiedagen: {
        value: 24,
        article: '4.1.1',
        as_printed: '192 vakantie-uren',
        quote:
          'De werknemer met een voltijd dienstverband heeft per kalenderjaar recht op 192 vakantie-uren.',
        also: ['Bij een voltijd dienstverband heeft u 192 vakantie-uren per jaar.'],
        conversion: { factor: 0.125 },
        normalisation: '192 uur / 8 = 24 dagen (corpusconventie uren / 8).',
      },
      adv_dagen: {
        value: null,
        note: 'Geen ADV; het levensfasebudget (4.3.1) is geen arbeidsduurverkorting.',
      },
      bijzonder_verlof_huwelijk: {
        value: 2,
        article: '4.2.1',
        as_printed: 'twee dagen',
        quote: 'bij het eigen huwelijk of het aangaan van een geregistreerd partnerschap: twee dagen;',
      },
    },
    ikb: {
      ikb_percentage: { value: null, note: NOT_REGULATED },
      ikb_bronnen: { value: null, note: NOT_REGULATED },
    },
    pensioen: {
      pensioenuitvoerder: {
        value: 'Pensioenfonds Zorg en Welzijn Fictief (PZWF)',
        article: '6.1.1',
        as_printed: 'Pensioenfonds Zorg en Welzijn Fictief (PZWF)',
        quote:
          'De werknemer neemt deel aan de pensioenregeling van het Pensioenfonds Zorg en Welzijn Fictief (PZWF)',
        keywords: ['PZWF'],
      },
      werknemersbijdrage_pensioen: {
        value: 10.15,
        article: '6.1.1',
        as_printed: '10,15%',
        quote: 'Het werknemersdeel van de premie bedraagt 10,15% van de pensioengrondslag.',
      },
      pensioen_wachttijd: {
        value: 'vanaf de eerste dag van de maand waarin de werknemer 18 jaar wordt',
        article: '6.1.1',
        as_printed: 'vanaf de eerste dag van de maand waarin hij 18 jaar wordt',
        quote: '(PZWF) vanaf de eerste dag van de maand waarin hij 18 jaar wordt.',
        keywords: ['18 jaar'],
      },
    },
    duurzaam_werken_en_leven: {
      opleidingsbudget: {
        value: null,
        note: 'Geen persoonlijk opleidingsbudget; alleen een collectieve besteding van 2% van de loonsom (6.2.1).',
      },
      generatieregeling: {
        value: 'regeling generatiebeleid vanaf 62 jaar: 80% werken, 90% salaris, 100% pensioenopbouw',
        article: '4.3.2',
        as_printed: 'De werknemer van 62 jaar of ouder kan deelnemen aan de regeling generatiebeleid',
        quote:
          'De werknemer van 62 jaar of ouder kan deelnemen aan de regeling generatiebeleid: hij werkt 80% van zijn arbeidsduur tegen 90% salaris',
        keywords: ['62 jaar'],
      },
    },
    aanvullende_regelingen: {
      aanvulling_wia: {
        value: 'aanvulling op de WGA-uitkering tot 70% van het laatstverdiende salaris',
        article: '5.1.2',
        as_printed: 'een aanvulling tot 70% van het laatstverdiende salaris',
        quote:
          'krijgt van de werkgever een aanvulling tot 70% van het laatstverdiende salaris, zolang het dienstverband voortduurt.',
        keywords: ['70%'],
      },
    },
    overige_regelingen: {
      looptijd_van: {
        value: '2025-03-01',
        article: '1.2.1',
        as_printed: '1 maart 2025',
        quote: 'Deze cao loopt van 1 maart 2025 tot en met 28 februari 2027.',
      },
      looptijd_tot: {
        value: '2027-02-28',
        article: '1.2.1',
        as_printed: '28 februari 2027',
        quote: 'Deze cao loopt van 1 maart 2025 tot en met 28 februari 2027.',
      },
      proeftijd: {
        value: 2,
        article: '2.1.1',
        as_printed: 'twee maanden',
        quote: 'Bij een arbeidsovereenkomst voor onbepaalde tijd geldt een proeftijd van twee maanden.',
      },
    },
  },
};
