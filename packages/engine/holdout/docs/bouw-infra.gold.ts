/** Gold values of hold-out 1 (bouw-infra.ts), written by hand from the text of that file. */
import { NOT_REGULATED, type GoldSpec } from '../generate/gold-spec';

const PERIOD_TO_MONTH = { factor: 13 / 12, round: 2 };

export const spec: GoldSpec = {
  document: 'cao-bouw-infra-holdout.pdf',
  cao_name: 'Cao Bouw & Infra 2025–2027 (fictief)',
  sector: 'Bouw en infra',
  notes:
    'Loonwaarden komen uit Tabel 1 (garantielonen per 1 juni 2025, de datum van de eerste verhoging). De tabel geeft lonen per uur, week en periode van vier weken; het maandloon is volgens § 1.1 onder f het periodeloon × 13 : 12.',
  values: {
    beloning: {
      arbeidsduur_per_week: {
        value: 40,
        article: '§ 3.1',
        lid: '1',
        as_printed: '40 uur',
        quote: 'De arbeidsduur bedraagt 40 uur per week, verdeeld over vijf dagen',
        also: ['De garantielonen gelden voor een arbeidsduur van 40 uur per week.'],
      },
      aantal_loonschalen: {
        value: 7,
        article: '§ 4.1',
        lid: '2',
        as_printed: 'zeven functiegroepen',
        quote: 'Het loongebouw kent zeven functiegroepen, B tot en met H.',
      },
      laagste_schaal_minimum: {
        value: 2953.6,
        article: 'Bijlage 2',
        as_printed: '2.726,40',
        quote: '2.726,40',
        in_table: true,
        table_row: 'B 17,04 681,60 2.726,40',
        conversion: PERIOD_TO_MONTH,
        normalisation:
          'Periodeloon groep B (€ 2.726,40 per vier weken) × 13 : 12 (maandloon volgens § 1.1 onder f).',
      },
      hoogste_schaal_maximum: {
        value: 4213.73,
        article: 'Bijlage 2',
        as_printed: '3.889,60',
        quote: '3.889,60',
        in_table: true,
        table_row: 'H 24,31 972,40 3.889,60',
        conversion: PERIOD_TO_MONTH,
        normalisation: 'Periodeloon groep H (€ 3.889,60 per vier weken) × 13 : 12.',
      },
      betalingsperiode: {
        value: 'per week of per periode van vier weken',
        article: '§ 4.4',
        lid: '1',
        as_printed: 'per week of per periode van vier weken',
        quote: 'Het loon wordt per week of per periode van vier weken betaald, naar keuze van de werkgever.',
        keywords: ['week', 'vier weken'],
      },
    },
    inschaling: {
      functiewaarderingssysteem: {
        value: 'Functiehandboek Bouw en Infra (FHBI)',
        article: '§ 4.1',
        lid: '1',
        as_printed: 'Functiehandboek Bouw en Infra (FHBI)',
        quote:
          'De werkgever deelt iedere functie in aan de hand van het Functiehandboek Bouw en Infra (FHBI).',
        keywords: ['FHBI'],
      },
      inschaling_nieuwe_werknemer: {
        value: 'in de functiegroep van zijn functie, ten minste het garantieloon van die groep',
        article: '§ 4.1',
        lid: '3',
        as_printed: 'ontvangt ten minste het garantieloon van die functiegroep',
        quote:
          'Een nieuwe werknemer wordt ingedeeld in de functiegroep van zijn functie en ontvangt ten minste het garantieloon van die functiegroep.',
        keywords: ['garantieloon'],
      },
    },
    periodieken: {
      periodiek_hoogte: { value: null, note: 'Geen periodieken: per functiegroep geldt één garantieloon.' },
      periodiek_moment: { value: null, note: 'Geen periodieken.' },
      voorwaarde_periodiek: { value: null, note: 'Geen periodieken.' },
    },
    initiele_verhogingen: {
      verhoging_1: {
        value: 3.5,
        article: '§ 4.3',
        lid: '1',
        as_printed: '3,5%',
        quote: 'per 1 juni 2025 met 3,5%;',
      },
      verhoging_1_datum: {
        value: '2025-06-01',
        article: '§ 4.3',
        lid: '1',
        as_printed: '1 juni 2025',
        quote: 'per 1 juni 2025 met 3,5%;',
      },
      verhoging_2: {
        value: 2.75,
        article: '§ 4.3',
        lid: '1',
        as_printed: '2,75%',
        quote: 'per 1 januari 2026 met 2,75%;',
      },
      verhoging_2_datum: {
        value: '2026-01-01',
        article: '§ 4.3',
        lid: '1',
        as_printed: '1 januari 2026',
        quote: 'per 1 januari 2026 met 2,75%;',
        note: 'Een derde verhoging van 2% volgt per 1 januari 2027.',
      },
    },
    betaalde_pauzes: {
      betaalde_pauze_per_dag: {
        value: 0,
        article: '§ 3.3',
        lid: '1',
        as_printed: 'onbetaalde pauze',
        quote:
          'De werknemer neemt per werkdag een onbetaalde pauze van 30 minuten, die niet tot de arbeidsduur behoort.',
        note: 'De pauze van 30 minuten is uitdrukkelijk onbetaald: betaalde pauze 0.',
      },
    },
    toeslagen: {
      overwerk_maandag_vrijdag: {
        value: 25,
        article: '§ 3.4',
        lid: '2',
        as_printed: '25%',
        quote: 'op maandag tot en met vrijdag: voor de eerste twee overuren 25%, voor de volgende uren',
        note: 'Staffel: eerste twee overuren 25%, daarna 50%.',
      },
      overwerk_zaterdag: {
        value: 50,
        article: '§ 3.4',
        lid: '2',
        as_printed: '50%',
        quote: 'op zaterdag: 50%;',
      },
      overwerk_zondag_feestdag: {
        value: 100,
        article: '§ 3.4',
        lid: '2',
        as_printed: '100%',
        quote: 'op zon- en feestdagen: 100%.',
      },
      onregelmatigheid_avond: { value: null, note: NOT_REGULATED },
      onregelmatigheid_nacht: { value: null, note: NOT_REGULATED },
      ploegentoeslag_2ploegen: {
        value: 14,
        article: '§ 3.5',
        as_printed: '14%',
        quote: 'Tweeploegendienst 14%',
        in_table: true,
        table_row: 'Tweeploegendienst 14%',
      },
      ploegentoeslag_3ploegen: {
        value: 22,
        article: '§ 3.5',
        as_printed: '22%',
        quote: 'Drieploegendienst 22%',
        in_table: true,
        table_row: 'Drieploegendienst 22%',
      },
    },
    vakantiebijslag: {
      vakantiebijslag_percentage: {
        value: 8,
        article: '§ 5.2',
        lid: '1',
        as_printed: '8%',
        quote: 'De werknemer heeft recht op een vakantiebijslag van 8% van het in het vakantiejaar',
      },
      vakantiebijslag_minimum: {
        value: 2010,
        article: '§ 5.2',
        lid: '2',
        as_printed: '€ 2.010,00',
        quote: 'met een volledig dienstverband ten minste € 2.010,00 bruto per vakantiejaar.',
      },
      vakantiebijslag_uitbetaling: {
        value: 'jaarlijks in de maand mei',
        article: '§ 5.2',
        lid: '3',
        as_printed: 'in de maand mei',
        quote: 'De vakantiebijslag wordt jaarlijks in de maand mei uitbetaald.',
        keywords: ['mei'],
      },
    },
    vergoedingen: {
      reiskosten_per_km: {
        value: 0.21,
        article: '§ 7.1',
        lid: '1',
        as_printed: '€ 0,21',
        quote: 'ontvangt een reiskostenvergoeding van € 0,21 per kilometer.',
      },
      reiskosten_drempel_km: {
        value: 10,
        article: '§ 7.1',
        lid: '2',
        as_printed: '10 kilometer',
        quote: 'De vergoeding geldt bij een enkele reisafstand van meer dan 10 kilometer.',
      },
      thuiswerkvergoeding: { value: null, note: NOT_REGULATED },
      maaltijdvergoeding: {
        value: 12.5,
        article: '§ 7.3',
        as_printed: '€ 12,50',
        quote: 'dan ontvangt hij een maaltijdvergoeding van € 12,50.',
      },
    },
    bijzondere_uitkeringen: {
      eindejaarsuitkering: { value: null, note: NOT_REGULATED },
      eenmalige_uitkering: {
        value: 350,
        article: '§ 4.5',
        lid: '1',
        as_printed: '€ 350',
        quote: 'ontvangt in december 2025 een eenmalige uitkering van € 350 bruto.',
      },
      jubileumuitkering_25: {
        value: 'een half periodeloon',
        article: '§ 4.6',
        lid: '1',
        as_printed: 'een half periodeloon',
        quote:
          'Bij een dienstverband van 25 jaar ontvangt de werknemer een jubileumgratificatie ter hoogte van een half periodeloon.',
        keywords: ['half periodeloon'],
      },
    },
    loondoorbetaling_ziekte: {
      ziekte_eerste_jaar: {
        value: 100,
        article: '§ 6.1',
        lid: '1',
        as_printed: '100%',
        quote: 'vult de werkgever de wettelijke loondoorbetaling aan tot 100% van het loon.',
      },
      ziekte_tweede_jaar: {
        value: 80,
        article: '§ 6.1',
        lid: '2',
        as_printed: '80%',
        quote: 'Van de 53e tot en met de 104e week bedraagt de loondoorbetaling 80% van het loon.',
      },
      wachtdagen: {
        value: 0,
        article: '§ 6.1',
        lid: '3',
        as_printed: 'geen wachtdagen',
        quote: 'Er gelden geen wachtdagen.',
        note: 'Uitdrukkelijk geen wachtdagen: 0.',
      },
    },
    verlof: {
      vakantiedagen: {
        value: 25,
        article: '§ 5.1',
        lid: '1',
        as_printed: '200 vakantie-uren',
        quote:
          'heeft per kalenderjaar recht op 200 vakantie-uren, waarvan 160 wettelijke en 40 bovenwettelijke uren.',
        conversion: { factor: 0.125 },
        normalisation: '200 uur / 8 = 25 dagen (corpusconventie uren / 8).',
      },
      adv_dagen: {
        value: 13,
        article: '§ 3.2',
        lid: '1',
        as_printed: '13 roostervrije dagen',
        quote:
          'Ter verkorting van de gemiddelde arbeidsduur heeft de werknemer per kalenderjaar recht op 13 roostervrije dagen met behoud van loon.',
      },
      bijzonder_verlof_huwelijk: {
        value: 2,
        article: '§ 5.3',
        as_printed: '2 dagen',
        quote: 'Eigen huwelijk of geregistreerd partnerschap 2 dagen',
        in_table: true,
        table_row: 'Eigen huwelijk of geregistreerd partnerschap 2 dagen',
      },
    },
    ikb: {
      ikb_percentage: { value: null, note: NOT_REGULATED },
      ikb_bronnen: { value: null, note: NOT_REGULATED },
    },
    pensioen: {
      pensioenuitvoerder: {
        value: 'Stichting Pensioenfonds Bouw en Infra Fictief (SPBI)',
        article: '§ 8.1',
        lid: '1',
        as_printed: 'Stichting Pensioenfonds Bouw en Infra Fictief (SPBI)',
        quote:
          'De werknemer neemt deel aan de pensioenregeling van de Stichting Pensioenfonds Bouw en Infra Fictief (SPBI)',
        keywords: ['SPBI'],
      },
      werknemersbijdrage_pensioen: {
        value: 8.4,
        article: '§ 8.1',
        lid: '2',
        as_printed: '8,4%',
        quote: 'Het werknemersdeel bedraagt 8,4% en het werkgeversdeel 16,2%.',
      },
      pensioen_wachttijd: {
        value: 'vanaf de datum van indiensttreding',
        article: '§ 8.1',
        lid: '1',
        as_printed: 'vanaf de datum van indiensttreding',
        quote: 'Pensioenfonds Bouw en Infra Fictief (SPBI), vanaf de datum van indiensttreding.',
        keywords: ['indiensttreding'],
      },
    },
    duurzaam_werken_en_leven: {
      opleidingsbudget: {
        value: 750,
        article: '§ 8.3',
        lid: '1',
        as_printed: '€ 750',
        quote: 'Iedere werknemer heeft recht op een persoonlijk scholingsbudget van € 750 per kalenderjaar.',
      },
      generatieregeling: {
        value: 'seniorenregeling vanaf 60 jaar: 80% werken tegen 90% loon, volledige pensioenopbouw',
        article: '§ 8.2',
        lid: '1',
        as_printed: 'De werknemer van 60 jaar of ouder kan kiezen voor de seniorenregeling',
        quote:
          'De werknemer van 60 jaar of ouder kan kiezen voor de seniorenregeling: hij werkt 80% van zijn arbeidsduur tegen 90% van het loon',
        keywords: ['60 jaar'],
      },
    },
    aanvullende_regelingen: {
      aanvulling_wia: {
        value: 'WGA-hiaatverzekering: aanvulling tot 80% van het laatstverdiende loon',
        article: '§ 6.2',
        lid: '1',
        as_printed: 'een aanvulling tot 80% van zijn laatstverdiende loon',
        quote:
          'krijgt uit de collectieve WGA-hiaatverzekering een aanvulling tot 80% van zijn laatstverdiende loon.',
        keywords: ['80%'],
      },
    },
    overige_regelingen: {
      looptijd_van: {
        value: '2025-06-01',
        article: '§ 1.3',
        lid: '1',
        as_printed: '1 juni 2025',
        quote: 'Deze cao treedt in werking op 1 juni 2025 en eindigt op 31 mei 2027.',
      },
      looptijd_tot: {
        value: '2027-05-31',
        article: '§ 1.3',
        lid: '1',
        as_printed: '31 mei 2027',
        quote: 'Deze cao treedt in werking op 1 juni 2025 en eindigt op 31 mei 2027.',
      },
      proeftijd: {
        value: 2,
        article: '§ 2.2',
        lid: '2',
        as_printed: 'twee maanden',
        quote: 'of voor onbepaalde tijd geldt een proeftijd van ten hoogste twee maanden.',
        note: 'Bij bepaalde tijd korter dan twee jaar ten hoogste één maand (lid 1); het maximum is twee maanden.',
      },
    },
  },
};
