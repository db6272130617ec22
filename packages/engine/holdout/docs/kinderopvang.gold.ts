/** Gold values of hold-out 6 (kinderopvang.ts, DOCX), written by hand from the text of that file. */
import { NOT_REGULATED, type GoldSpec, type GoldSpecEntry } from '../generate/gold-spec';

const NO_OVERTIME: GoldSpecEntry = {
  value: 0,
  article: '3.2',
  lid: '2',
  as_printed: 'geen overwerktoeslag',
  quote: 'Voor overuren geldt geen overwerktoeslag.',
  note: 'Overuren worden in tijd gecompenseerd; uitdrukkelijk geen toeslag: 0.',
};

export const spec: GoldSpec = {
  document: 'cao-kinderopvang-holdout.docx',
  cao_name: 'Cao Kinderopvang 2025-2027 (fictief)',
  sector: 'Kinderopvang',
  notes:
    "DOCX zonder opgeslagen pagina-indeling: de pagina's zijn die van de DOCX-lezer van de engine (expliciete pagina-einden per hoofdstuk). Loonwaarden uit Tabel A.1 (per 1 oktober 2025), met de schalen als kolommen en de treden als rijen.",
  values: {
    beloning: {
      arbeidsduur_per_week: {
        value: 36,
        article: '3.1',
        lid: '1',
        as_printed: '36 uur',
        quote: 'Een fulltime dienstverband omvat 1.872 uur per jaar, gemiddeld 36 uur per week.',
        also: ['(bedragen per maand bij 36 uur per week)'],
      },
      aantal_loonschalen: {
        value: 10,
        article: '4.1',
        lid: '2',
        as_printed: 'tien salarisschalen',
        quote: 'Het functieboek kent tien salarisschalen (schaal 3 tot en met schaal 12).',
      },
      laagste_schaal_minimum: {
        value: 2312,
        article: 'Bijlage A',
        as_printed: '2.312,00',
        quote: '2.312,00',
        in_table: true,
        table_row:
          '0 2.312,00 2.473,84 2.647,01 2.832,30 3.030,56 3.242,70 3.469,69 3.712,57 3.972,45 4.250,52',
        note: 'Schaal 3, trede 0.',
      },
      hoogste_schaal_maximum: {
        value: 5678.64,
        article: 'Bijlage A',
        as_printed: '5.678,64',
        quote: '5.678,64',
        in_table: true,
        table_row: '12 5.307,21 5.678,64',
        note: 'Schaal 12, trede 12.',
      },
      betalingsperiode: {
        value: 'per maand',
        article: '4.5',
        lid: '1',
        as_printed: 'maandelijks',
        quote: 'Het salaris wordt maandelijks betaald, uiterlijk op de laatste werkdag van de maand.',
        keywords: ['maand'],
      },
    },
    inschaling: {
      functiewaarderingssysteem: {
        value: 'Functieboek Kinderopvang Fictief',
        article: '4.1',
        lid: '1',
        as_printed: 'Functieboek Kinderopvang Fictief',
        quote: 'Functies worden ingedeeld met het Functieboek Kinderopvang Fictief.',
        keywords: ['Functieboek Kinderopvang'],
      },
      inschaling_nieuwe_werknemer: {
        value: 'trede op basis van de relevante werkervaring',
        article: '4.2',
        lid: '2',
        as_printed: 'de trede vast op basis van de relevante werkervaring van de werknemer',
        quote:
          'Bij indiensttreding stelt de werkgever de trede vast op basis van de relevante werkervaring van de werknemer.',
        keywords: ['werkervaring'],
      },
    },
    periodieken: {
      periodiek_hoogte: {
        value: null,
        note: 'De periodiek is één trede in de salaristabel, geen percentage.',
      },
      periodiek_moment: {
        value: 'jaarlijks in de maand van indiensttreding',
        article: '4.3',
        lid: '1',
        as_printed: 'jaarlijks in de maand van zijn indiensttreding',
        quote:
          'De werknemer ontvangt jaarlijks in de maand van zijn indiensttreding een periodiek van één trede',
        keywords: ['indiensttreding'],
      },
      voorwaarde_periodiek: {
        value: 'geen periodiek bij onvoldoende functioneren',
        article: '4.3',
        lid: '2',
        as_printed:
          'geen periodiek als zijn functioneren in het voorafgaande jaar als onvoldoende is beoordeeld',
        quote:
          'De werknemer ontvangt geen periodiek als zijn functioneren in het voorafgaande jaar als onvoldoende is beoordeeld.',
        keywords: ['onvoldoende'],
      },
    },
    initiele_verhogingen: {
      verhoging_1: {
        value: 4,
        article: '4.4',
        lid: '1',
        as_printed: 'vier procent',
        quote: 'stijgen op 1 oktober 2025 met vier procent en op 1 juli 2026 met drie procent.',
      },
      verhoging_1_datum: {
        value: '2025-10-01',
        article: '4.4',
        lid: '1',
        as_printed: '1 oktober 2025',
        quote: 'stijgen op 1 oktober 2025 met vier procent en op 1 juli 2026 met drie procent.',
      },
      verhoging_2: {
        value: 3,
        article: '4.4',
        lid: '1',
        as_printed: 'drie procent',
        quote: 'stijgen op 1 oktober 2025 met vier procent en op 1 juli 2026 met drie procent.',
      },
      verhoging_2_datum: {
        value: '2026-07-01',
        article: '4.4',
        lid: '1',
        as_printed: '1 juli 2026',
        quote: 'stijgen op 1 oktober 2025 met vier procent en op 1 juli 2026 met drie procent.',
        note: 'Een derde verhoging van 2,5% volgt op 1 juli 2027.',
      },
    },
    betaalde_pauzes: {
      betaalde_pauze_per_dag: { value: null, note: NOT_REGULATED },
    },
    toeslagen: {
      overwerk_maandag_vrijdag: NO_OVERTIME,
      overwerk_zaterdag: NO_OVERTIME,
      overwerk_zondag_feestdag: NO_OVERTIME,
      onregelmatigheid_avond: {
        value: 25,
        article: '3.3',
        lid: '1',
        as_printed: '25%',
        quote:
          'Voor werk tussen 19.00 en 22.00 uur ontvangt de werknemer een toeslag van 25% op het uurloon.',
      },
      onregelmatigheid_nacht: {
        value: 50,
        article: '3.3',
        lid: '2',
        as_printed: '50%',
        quote: 'Voor werk tussen 22.00 en 06.00 uur bedraagt de toeslag 50%.',
      },
      ploegentoeslag_2ploegen: { value: null, note: NOT_REGULATED },
      ploegentoeslag_3ploegen: { value: null, note: NOT_REGULATED },
    },
    vakantiebijslag: {
      vakantiebijslag_percentage: {
        value: 8,
        article: '5.2',
        lid: '1',
        as_printed: 'acht procent',
        quote: 'De vakantiebijslag bedraagt acht procent van het salaris',
      },
      vakantiebijslag_minimum: {
        value: 1850,
        article: '5.2',
        lid: '1',
        as_printed: '€ 1.850,00',
        quote: 'met een minimum van € 1.850,00 per jaar bij een fulltime dienstverband.',
      },
      vakantiebijslag_uitbetaling: {
        value: 'in mei',
        article: '5.2',
        lid: '2',
        as_printed: 'in mei',
        quote:
          'De vakantiebijslag wordt in mei uitbetaald, tenzij de werknemer een andere keuze maakt in het IKB.',
        also: ['wordt de vakantiebijslag in mei en de eindejaarsuitkering in december uitbetaald.'],
        keywords: ['mei'],
      },
    },
    vergoedingen: {
      reiskosten_per_km: {
        value: 0.1,
        article: '7.3',
        lid: '1',
        as_printed: '€ 0,10',
        quote: 'De werknemer ontvangt een reiskostenvergoeding van € 0,10 per kilometer',
        also: ['Ja: € 0,10 per kilometer als u 5 kilometer of verder van uw werk woont.'],
      },
      reiskosten_drempel_km: {
        value: 5,
        article: '7.3',
        lid: '1',
        as_printed: '5 kilometer',
        quote: 'vanaf een enkele reisafstand van 5 kilometer.',
        also: ['als u 5 kilometer of verder van uw werk woont.'],
      },
      thuiswerkvergoeding: {
        value: 2,
        article: '7.4',
        lid: '1',
        as_printed: '€ 2,00',
        quote: 'De werknemer die in overleg thuiswerkt, ontvangt € 2,00 per thuiswerkdag.',
      },
      maaltijdvergoeding: { value: null, note: NOT_REGULATED },
    },
    bijzondere_uitkeringen: {
      eindejaarsuitkering: {
        value: 6.3,
        article: '4.6',
        lid: '1',
        as_printed: '6,3%',
        quote: 'De werknemer ontvangt in december een eindejaarsuitkering van 6,3% van het jaarsalaris.',
      },
      eenmalige_uitkering: {
        value: 200,
        article: '4.7',
        lid: '1',
        as_printed: '€ 200',
        quote:
          'In december 2025 ontvangt iedere werknemer een eenmalige uitkering van € 200, naar rato van de arbeidsduur.',
      },
      jubileumuitkering_25: {
        value: '€ 375 bruto',
        article: '7.5',
        lid: '1',
        as_printed: '€ 375 bruto',
        quote: 'Bij 25 jaar dienstverband ontvangt de werknemer een jubileumgratificatie van € 375 bruto.',
        keywords: ['375'],
      },
    },
    loondoorbetaling_ziekte: {
      ziekte_eerste_jaar: {
        value: 100,
        article: '6.1',
        lid: '1',
        as_printed: '100%',
        quote: 'In het eerste jaar van arbeidsongeschiktheid ontvangt de werknemer 100% van het salaris.',
      },
      ziekte_tweede_jaar: {
        value: 70,
        article: '6.1',
        lid: '2',
        as_printed: 'zeventig procent',
        quote:
          'In het tweede jaar van arbeidsongeschiktheid ontvangt de werknemer zeventig procent van het salaris.',
      },
      wachtdagen: { value: null, note: NOT_REGULATED },
    },
    verlof: {
      vakantiedagen: {
        value: 27,
        article: '5.1',
        lid: '1',
        as_printed: '216 vakantie-uren',
        quote: 'Een fulltime werknemer heeft per kalenderjaar recht op 216 vakantie-uren.',
        also: ['Bij een fulltime dienstverband heeft u 216 vakantie-uren per jaar.'],
        conversion: { factor: 0.125 },
        normalisation: '216 uur / 8 = 27 dagen (corpusconventie uren / 8).',
      },
      adv_dagen: { value: null, note: NOT_REGULATED },
      bijzonder_verlof_huwelijk: {
        value: 2,
        article: '5.3',
        as_printed: '16 uur',
        quote: 'bij zijn eigen huwelijk of de registratie van zijn partnerschap: 16 uur;',
        conversion: { factor: 0.125 },
        normalisation: '16 uur / 8 = 2 dagen.',
      },
    },
    ikb: {
      ikb_percentage: {
        value: 14.3,
        article: '4.8',
        lid: '1',
        as_printed: '14,3%',
        quote: 'en bedraagt samen 14,3% van het salaris.',
        also: ['Het IKB is 14,3% van uw salaris.'],
      },
      ikb_bronnen: {
        value: 'vakantiebijslag en eindejaarsuitkering',
        article: '4.8',
        lid: '1',
        as_printed: 'Het IKB bestaat uit de vakantiebijslag en de eindejaarsuitkering',
        quote:
          'Het IKB bestaat uit de vakantiebijslag en de eindejaarsuitkering en bedraagt samen 14,3% van het salaris.',
        keywords: ['vakantiebijslag', 'eindejaarsuitkering'],
      },
    },
    pensioen: {
      pensioenuitvoerder: {
        value: 'Stichting Pensioenfonds Kinderopvang en Welzijn Fictief (SPKW)',
        article: '7.1',
        lid: '1',
        as_printed: 'Stichting Pensioenfonds Kinderopvang en Welzijn Fictief (SPKW)',
        quote:
          'De werknemer neemt deel aan de pensioenregeling van de Stichting Pensioenfonds Kinderopvang en Welzijn Fictief (SPKW)',
        keywords: ['SPKW'],
      },
      werknemersbijdrage_pensioen: {
        value: 11.2,
        article: '7.1',
        lid: '2',
        as_printed: '11,2%',
        quote: 'De werknemer betaalt de helft van de premie; dat is in 2025 11,2% van de pensioengrondslag.',
      },
      pensioen_wachttijd: {
        value: 'zodra de werknemer 21 jaar is',
        article: '7.1',
        lid: '1',
        as_printed: 'zodra hij 21 jaar is',
        quote: '(SPKW) zodra hij 21 jaar is.',
        keywords: ['21 jaar'],
      },
    },
    duurzaam_werken_en_leven: {
      opleidingsbudget: {
        value: 450,
        article: '7.2',
        lid: '1',
        as_printed: '€ 450',
        quote: 'Iedere werknemer heeft recht op een opleidingsbudget van € 450 per kalenderjaar.',
      },
      generatieregeling: {
        value: 'generatieregeling vanaf 60 jaar: 70% werken, 85% salaris, 100% pensioenopbouw',
        article: '5.4',
        lid: '1',
        as_printed: 'Werknemers vanaf 60 jaar kunnen gebruikmaken van de generatieregeling',
        quote:
          'Werknemers vanaf 60 jaar kunnen gebruikmaken van de generatieregeling: 70% werken, 85% salaris, 100% pensioenopbouw.',
        keywords: ['60 jaar'],
      },
    },
    aanvullende_regelingen: {
      aanvulling_wia: { value: null, note: NOT_REGULATED },
    },
    overige_regelingen: {
      looptijd_van: {
        value: '2025-10-01',
        article: '1.3',
        lid: '1',
        as_printed: '1 oktober 2025',
        quote: 'Deze cao gaat in op 1 oktober 2025 en loopt tot en met 31 december 2027.',
      },
      looptijd_tot: {
        value: '2027-12-31',
        article: '1.3',
        lid: '1',
        as_printed: '31 december 2027',
        quote: 'Deze cao gaat in op 1 oktober 2025 en loopt tot en met 31 december 2027.',
      },
      proeftijd: {
        value: 2,
        article: '2.1',
        lid: '1',
        as_printed: '2 maanden',
        quote:
          'Bij een arbeidsovereenkomst voor onbepaalde tijd of voor twee jaar of langer bedraagt de proeftijd 2 maanden.',
      },
    },
  },
};
